/// The offsets a display showed, frame by frame, and the scroll direction the layout
/// metrics see at each (docs/metrics.md): what every point of a sweep case replays. A dropped
/// frame repeats the last shown offset (frame 0 is never dropped).
package struct ShownFrames: Sendable {
    /// The offset shown at frame k = 0 … K, pt.
    package let offsets: [Points]
    /// The offset direction at frame k: the sign of the last non-zero step up to k (0 before any);
    /// one byte a frame (an offset and its direction: 9 bytes a frame, not 16).
    package let directions: [Int8]

    /// The frames of a trajectory's `offsets` (frames 0 … K) under `droppedFrames`.
    package init(offsets frameOffsets: [Points], droppedFrames: DroppedFrames?) {
        var schedule = DroppedFrameSchedule(droppedFrames)
        var shown = 0.0
        var offsets: [Points] = [], directions: [Int8] = []
        offsets.reserveCapacity(frameOffsets.count)
        directions.reserveCapacity(frameOffsets.count)
        var direction = 0
        for (k, offset) in frameOffsets.enumerated() {
            if !schedule.isDropped(frame: k) { shown = offset }
            if k > 0 {
                let step = shown - offsets[k - 1]
                if step > 0 { direction = 1 } else if step < 0 { direction = -1 }
            }
            offsets.append(shown)
            directions.append(Int8(direction))
        }
        self.offsets = offsets
        self.directions = directions
    }
}
