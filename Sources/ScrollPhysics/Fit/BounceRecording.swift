/// The bounce back of one recording: the content offset of every displayed frame after the
/// content was released past an edge, as `BounceFit` reads it.
///
/// Times are seconds since the release (strictly increasing, ≥ 0); offsets are points along the
/// scroll axis; `edge` is the offset the content returns to (0 for the top or leading edge, the
/// largest offset for the bottom or trailing one). At the release the content sat at
/// `releaseOffset` (past the edge) moving at `releaseVelocity` (pt/s).
public struct BounceRecording: Sendable, Equatable {
    /// tₖ, seconds since the release.
    public let times: [Seconds]
    /// xₖ, the displayed content offset in points.
    public let offsets: [Points]
    /// The edge the content springs back to, in points.
    public let edge: Points
    /// x₀, the offset at the release, in points (past `edge`).
    public let releaseOffset: Points
    /// v₀, the content's velocity at the release, in pt/s.
    public let releaseVelocity: PointsPerSecond

    /// A recording of ≥ 3 frames: times strictly increasing, every value finite.
    public init(
        times: [Seconds], offsets: [Points], edge: Points, releaseOffset: Points, releaseVelocity: PointsPerSecond
    ) {
        precondition(times.count == offsets.count, "BounceRecording: \(times.count) times, \(offsets.count) offsets")
        precondition(times.count >= 3, "BounceRecording needs ≥ 3 frames, got \(times.count)")
        for k in 1..<times.count {
            precondition(times[k] > times[k - 1], "BounceRecording: time \(times[k]) at frame \(k) is not after \(times[k - 1])")
        }
        precondition(
            (times + offsets + [edge, releaseOffset, releaseVelocity]).allSatisfy(\.isFinite),
            "BounceRecording: non-finite values")
        self.times = times
        self.offsets = offsets
        self.edge = edge
        self.releaseOffset = releaseOffset
        self.releaseVelocity = releaseVelocity
    }

    /// The recording without the repeats of its final offset after the first (`RestingTail`).
    public var trimmed: BounceRecording {
        let end = RestingTail.keptCount(offsets)
        return BounceRecording(
            times: Array(times[..<end]), offsets: Array(offsets[..<end]), edge: edge, releaseOffset: releaseOffset,
            releaseVelocity: releaseVelocity)
    }
}
