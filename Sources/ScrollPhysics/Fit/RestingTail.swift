/// The frames a recording keeps of its resting tail: all but the repeats of its final offset
/// after the first, since rounded copies of one resting value are one observation, not many
/// (counted as many they narrow a fit's intervals). `CoastRecording` and `BounceRecording`
/// trim with it.
enum RestingTail {
    /// The number of frames kept: at least 3 (or all, when fewer), ending at the first frame
    /// of the final offset's trailing run.
    static func keptCount(_ offsets: [Points]) -> Int {
        guard let last = offsets.last else { return 0 }
        var end = offsets.count
        while end > 3 && offsets[end - 2] == last { end -= 1 }
        return end
    }
}
