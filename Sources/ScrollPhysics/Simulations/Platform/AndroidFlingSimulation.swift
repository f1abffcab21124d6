/// Flutter's `ClampingScrollSimulation`: the OverScroller spline fling made ballistic.
///
/// With δ = `AndroidSpline.decelerationRate` and T = δ · INFLEXION · (|v0|/v_ref)^(1/(δ − 1))
/// (Android's duration scaled so the distance matches), D = v0·T/δ (= Android's
/// `getSplineFlingDistance`, signed), and u = clamp(t/T, 0, 1):
/// x(t) = x0 + D·(1 − (1 − u)^δ), v(t) = v0·(1 − u)^(δ − 1), done at t ≥ T.
/// The deceleration then depends on v alone, so restarting from (x(t), v(t)) continues
/// the same path. No bounds: `AndroidClampingSimulation` adds the edges.
///
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart`.
/// v0 = 0 (T = 0) stays put instead of dividing by zero.
public struct AndroidFlingSimulation: BallisticSimulation, CustomStringConvertible {
    /// x0, the scroll offset at t = 0, pt.
    public let startPosition: Points
    /// v0, the scroll velocity at t = 0, pt/s.
    public let startVelocity: PointsPerSecond
    /// `mFlingFriction`, default 0.015.
    public let friction: Double
    /// T, s.
    public let duration: Seconds
    /// D, pt, signed like v0.
    public let distance: Points

    /// - Parameters:
    ///   - position: x0, the scroll offset at t = 0 (pt), finite.
    ///   - velocity: v0, the scroll velocity at t = 0 (pt/s), finite.
    ///   - friction: `mFlingFriction`, > 0 (default 0.015).
    ///   - pointsPerInch: the display's points per inch, which sets the reference velocity
    ///     (default Android's density-independent 160 pt/inch).
    public init(
        position: Points, velocity: PointsPerSecond, friction: Double = AndroidSpline.scrollFriction,
        pointsPerInch: Double = AndroidSpline.pointsPerInch
    ) {
        precondition(
            position.isFinite && velocity.isFinite,
            "AndroidFlingSimulation: position \(position) and velocity \(velocity) must be finite")
        precondition(friction > 0, "AndroidFlingSimulation: friction must be > 0, got \(friction)")
        startPosition = position
        startVelocity = velocity
        self.friction = friction
        let d = AndroidSpline.decelerationRate
        let reference = AndroidSpline.referenceVelocity(friction: friction, pointsPerInch: pointsPerInch)
        let androidDuration = Elementary.pow(abs(velocity) / reference, 1 / (d - 1))
        duration = d * AndroidSpline.inflexion * androidDuration
        distance = velocity * duration / d
    }

    @inline(__always)
    private func remaining(_ t: Seconds) -> Double {
        guard duration > 0 else { return 0 }
        return 1 - min(max(t / duration, 0), 1)
    }

    /// x(t), pt.
    public func position(at t: Seconds) -> Points {
        startPosition + distance * (1 - Elementary.pow(remaining(t), AndroidSpline.decelerationRate))
    }

    /// v(t), pt/s.
    public func velocity(at t: Seconds) -> PointsPerSecond {
        guard duration > 0 else { return 0 }
        return startVelocity * Elementary.pow(remaining(t), AndroidSpline.decelerationRate - 1)
    }

    /// Done at t ≥ T.
    public func isDone(at t: Seconds) -> Bool { t >= duration }

    /// Resting place x0 + D, pt.
    public var finalPosition: Points { startPosition + distance }

    /// The instant x(t) = x (inverting the closed form), s; +∞ if x is not on the path.
    public func time(atPosition x: Points) -> Seconds {
        if x == startPosition { return 0 }
        let fraction = (x - startPosition) / distance  // share of D covered
        guard distance != 0, fraction > 0, fraction <= 1 else { return .infinity }
        return duration * (1 - Elementary.pow(1 - fraction, 1 / AndroidSpline.decelerationRate))
    }

    public var description: String {
        "AndroidFlingSimulation(x0: \(startPosition) pt, v0: \(startVelocity) pt/s, T: \(duration) s, D: \(distance) pt)"
    }
}
