/// What the physics metrics of docs/metrics.md need, kept while a run streams: the last
/// release, the first rest after it, and extremes of the frames' offsets and velocities.
public struct ReleaseRecord: Sendable, Equatable {
    /// Tick of the last release (a flick is a release); `nil` before any.
    public private(set) var releaseTick: Int?
    /// Offset at the last release, pt.
    public private(set) var releaseOffset: Points = 0
    /// Scroll velocity handed over at the last release, pt/s.
    public private(set) var releaseVelocity: PointsPerSecond = 0
    /// |finger velocity| at the last release (estimated or given, before any platform gate), pt/s.
    public private(set) var fingerReleaseSpeed: PointsPerSecond = 0
    /// Estimated − true finger velocity at the last release; `nil` when the velocity was given.
    public private(set) var velocityError: PointsPerSecond?
    /// First tick in `resting` after the last release.
    public private(set) var restTick: Int?
    /// Offset at the first rest after the last release, pt.
    public private(set) var restOffset: Points = 0
    /// Offset extremes over frames since the last release (for the overshoot).
    public private(set) var maximumSinceRelease = -Double.infinity
    /// Smallest offset over frames since the last release (for the overshoot).
    public private(set) var minimumSinceRelease = Double.infinity
    /// Largest |overscroll| over all frames, pt.
    public private(set) var maximumOverscroll: Points = 0
    /// Offset of the newest observed frame.
    public private(set) var lastOffset: Points = 0
    /// Largest |velocity| over frames since the last release, pt/s (−∞ before one is observed).
    public private(set) var maximumSpeedSinceRelease = -Double.infinity
    /// Largest |v(k) − v(k−1)| over consecutive frames both since the last release, pt/s (−∞ without a pair).
    public private(set) var maximumVelocityStepSinceRelease = -Double.infinity
    /// Velocity of the newest frame observed since the last release.
    private var previousVelocitySinceRelease: PointsPerSecond?

    /// Nothing observed yet.
    public init() {}

    /// - Parameters:
    ///   - tick: the physics tick of the release.
    ///   - offset: the offset at the release, pt.
    ///   - scrollVelocity: what the release hands over, pt/s.
    ///   - fingerVelocity: the finger's velocity at the release (touch space), pt/s.
    ///   - velocityError: estimated − true finger velocity, pt/s; `nil` when the velocity was given.
    public mutating func didRelease(
        tick: Int, offset: Points, scrollVelocity: PointsPerSecond,
        fingerVelocity: PointsPerSecond, velocityError: PointsPerSecond?
    ) {
        releaseTick = tick
        releaseOffset = offset
        releaseVelocity = scrollVelocity
        fingerReleaseSpeed = abs(fingerVelocity)
        self.velocityError = velocityError
        maximumSpeedSinceRelease = -.infinity
        maximumVelocityStepSinceRelease = -.infinity
        previousVelocitySinceRelease = nil
        restTick = nil
        maximumSinceRelease = -.infinity
        minimumSinceRelease = .infinity
    }

    /// Records the first rest after the last release, at `tick` and `offset` (pt).
    public mutating func didRest(tick: Int, offset: Points) {
        guard releaseTick != nil, restTick == nil else { return }
        restTick = tick
        restOffset = offset
    }

    /// Called once per frame with the frame's true offset and velocity (pt, pt/s).
    public mutating func observeFrame(offset: Points, velocity: PointsPerSecond, bounds: ScrollBounds) {
        lastOffset = offset
        maximumOverscroll = max(maximumOverscroll, abs(bounds.overscroll(offset)))
        if releaseTick != nil {
            maximumSinceRelease = max(maximumSinceRelease, offset)
            minimumSinceRelease = min(minimumSinceRelease, offset)
            maximumSpeedSinceRelease = max(maximumSpeedSinceRelease, abs(velocity))
            if let previous = previousVelocitySinceRelease {
                maximumVelocityStepSinceRelease = max(maximumVelocityStepSinceRelease, abs(velocity - previous))
            }
            previousVelocitySinceRelease = velocity
        }
    }
}
