/// What the metrics remember of one row (item, or parallax layer of an item) from the
/// frames before: its values at the last frame it was seen, the frame before that if it
/// was visible then too, and its direction states. Matched by (index, layer).
struct CardTrack: Sendable {
    var index: Int
    var layer: Int
    /// Centre x, centre y and width at the last frame.
    var centerX: Points
    var centerY: Points
    var width: Points
    /// The same one frame earlier; meaningful only when `hasPrior`.
    var priorCenterX: Points = 0
    var priorCenterY: Points = 0
    var priorWidth: Points = 0
    /// Whether the row was visible in the frame before the last one too.
    var hasPrior = false
    var center: DirectionState
    var pixel: DirectionState
    var alpha: DirectionState

    init(_ item: ItemAttributes, axisCenter: Points, pixelCenter: Double) {
        index = item.index
        layer = item.layer
        centerX = item.centerX
        centerY = item.centerY
        width = item.width
        center = DirectionState(value: axisCenter)
        pixel = DirectionState(value: pixelCenter)
        alpha = DirectionState(value: item.alpha)
    }

    /// Whether this track's key orders before (index, layer).
    @inline(__always)
    func precedes(index i: Int, layer l: Int) -> Bool {
        index < i || (index == i && layer < l)
    }
}
