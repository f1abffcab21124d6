/// The true state of the scroll view at frame k (docs/scenario.md#the-clock, `frames.csv`).
public struct ScrollFrame: Sendable, Equatable {
    /// k = 0 … K.
    public var frame: Int
    /// t_k = k / frameRate, s.
    public var time: Seconds
    /// Content offset, pt.
    public var offset: Points
    /// Scroll velocity, pt/s (while dragging: minus the estimator's finger velocity at t_k).
    public var velocity: PointsPerSecond
    /// The phase at t_k.
    public var phase: ScrollPhase
    /// Finger translation of the newest sample, pt (touch space); `nil` while the finger is up.
    public var touch: Points?
    /// The scroll velocity (pt/s) of the newest release since the previous frame, if any:
    /// what a layout that reacts to releases (parallax's velocity factor) is told.
    public var release: PointsPerSecond?

    /// Frame `frame` at `time` s with the given state.
    public init(
        frame: Int, time: Seconds, offset: Points, velocity: PointsPerSecond, phase: ScrollPhase,
        touch: Points?, release: PointsPerSecond? = nil
    ) {
        self.frame = frame; self.time = time; self.offset = offset
        self.velocity = velocity; self.phase = phase; self.touch = touch; self.release = release
    }
}
