/// One touch event of a compiled gesture, delivered at a physics tick (docs/scenario.md#touch).
public struct TouchEvent: Sendable, Equatable {
    /// What happens to the finger.
    public enum Kind: Sendable, Equatable {
        /// The finger touches down; its translation restarts at 0.
        case down
        /// A touch sample: the finger's translation (pt, noise included) at `time`.
        case move
        /// The finger lifts. `givenVelocity` (finger pt/s) bypasses the estimator when set.
        case up(givenVelocity: PointsPerSecond?)
    }

    /// The physics tick at which the event is applied: the first tick at or after `time`.
    public var tick: Int
    /// What happens.
    public var kind: Kind
    /// The event's exact instant (s); a sample between ticks keeps its own time.
    public var time: Seconds
    /// Finger translation since touch down (pt, touch space), noise included.
    public var translation: Points
    /// For `.up`: the true (noise-free) finger velocity at the release, pt/s.
    public var trueVelocity: PointsPerSecond

    /// An event of `kind` at `time` s, applied at `tick`.
    public init(tick: Int, kind: Kind, time: Seconds, translation: Points = 0, trueVelocity: PointsPerSecond = 0) {
        self.tick = tick; self.kind = kind; self.time = time
        self.translation = translation; self.trueVelocity = trueVelocity
    }
}
