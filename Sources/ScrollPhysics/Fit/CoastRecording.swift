/// The coast of one recorded flick: the content offset of every displayed frame from the
/// moment the finger lifted, as `CoastFit` reads it.
///
/// Times are seconds since the lift (t₀ ≥ 0, strictly increasing); offsets are points, along
/// the scroll axis. Frames after the content came to rest repeat the resting offset; all but
/// the first of them are dropped (`trimmed`), since rounded copies of one value are one
/// observation, not many.
public struct CoastRecording: Sendable, Equatable {
    /// tₖ, seconds since the finger lifted.
    public let times: [Seconds]
    /// xₖ, the displayed content offset in points.
    public let offsets: [Points]
    /// True when the recording shows the content at rest: its last offset repeats.
    public let showsRest: Bool

    /// A recording of ≥ 3 frames; times strictly increasing and finite, offsets finite.
    public init(times: [Seconds], offsets: [Points]) {
        precondition(times.count == offsets.count, "CoastRecording: \(times.count) times, \(offsets.count) offsets")
        precondition(times.count >= 3, "CoastRecording needs ≥ 3 frames, got \(times.count)")
        for k in 1..<times.count {
            precondition(times[k] > times[k - 1], "CoastRecording: time \(times[k]) at frame \(k) is not after \(times[k - 1])")
        }
        precondition(times.allSatisfy(\.isFinite) && offsets.allSatisfy(\.isFinite), "CoastRecording: non-finite values")
        self.times = times
        self.offsets = offsets
        self.showsRest = offsets[offsets.count - 1] == offsets[offsets.count - 2]
    }

    private init(times: [Seconds], offsets: [Points], showsRest: Bool) {
        self.times = times
        self.offsets = offsets
        self.showsRest = showsRest
    }

    /// The recording without the repeats of its final offset after the first (at least 3
    /// frames kept).
    public var trimmed: CoastRecording {
        let end = RestingTail.keptCount(offsets)
        return CoastRecording(times: Array(times[..<end]), offsets: Array(offsets[..<end]), showsRest: showsRest)
    }

    /// The time at which the model is compared with each frame (`CoastFit.problem`): the
    /// frame's own, but +∞ (the rest place) for the last frame of a recording that shows rest.
    public var observationTimes: [Seconds] {
        showsRest ? times.dropLast() + [.infinity] : times
    }

    /// The first frame from which the offset no longer changes: the recorded rest instant
    /// (seconds since the lift) and place (points).
    public var rest: (instant: Seconds, place: Points) {
        var k = offsets.count - 1
        while k > 0 && offsets[k - 1] == offsets[k] { k -= 1 }
        return (times[k], offsets[k])
    }
}
