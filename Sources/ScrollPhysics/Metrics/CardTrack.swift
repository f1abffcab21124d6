/// What the frame-to-frame metrics remember of one row (item, or parallax layer of an
/// item) in one frame: its key (index, layer), centre and width. `TrackHistory` keeps
/// the last three frames of these; a row is matched across frames by its key.
struct CardTrack: Sendable {
    var index: Int
    var layer: Int
    /// Centre x and centre y (pt).
    var centerX: Points
    var centerY: Points
    /// Width (pt).
    var width: Points

    /// Filler for unused buffer slots.
    static let placeholder = CardTrack(index: 0, layer: 0, centerX: 0, centerY: 0, width: 0)

    /// Whether this track's key orders before (index, layer).
    @inline(__always)
    func precedes(index i: Int, layer l: Int) -> Bool {
        index < i || (index == i && layer < l)
    }

    /// Whether this track's key is (index, layer).
    @inline(__always)
    func matches(index i: Int, layer l: Int) -> Bool { index == i && layer == l }
}

/// The direction states of one row (docs/metrics.md `reversals`, `pixel_flips`,
/// `alpha_reversals`), carried from frame to frame while the row stays visible.
struct CardDirections: Sendable {
    var center: DirectionState
    var pixel: DirectionState
    var alpha: DirectionState

    /// The states of a row first seen with these values.
    init(axisCenter: Points, pixelCenter: Double, alpha: Double) {
        center = DirectionState(value: axisCenter)
        pixel = DirectionState(value: pixelCenter)
        self.alpha = DirectionState(value: alpha)
    }

    /// Filler for unused buffer slots.
    static let placeholder = CardDirections(axisCenter: 0, pixelCenter: 0, alpha: 0)
}
