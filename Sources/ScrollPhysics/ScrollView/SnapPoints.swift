/// Snap points: the multiples of an interval (docs/scenario.md#snapping).
public enum SnapPoints {
    /// The multiple of `interval` nearest to `offset`, halves away from zero:
    /// round(offset / interval)·interval; `offset` itself when offset / interval overflows (an
    /// interval so fine, e.g. 5e-324 pt, that every double near `offset` is a snap point).
    @inlinable public static func nearest(to offset: Points, interval: Points) -> Points {
        precondition(interval > 0, "snap interval \(interval) must be > 0")
        let steps = offset / interval
        guard steps.isFinite else { return offset }
        return steps.rounded(.toNearestOrAwayFromZero) * interval
    }

    /// Distance from `offset` to the nearest snap point: a multiple of `interval`, or a
    /// finite bound (a target clamped onto a bound rests there).
    public static func distance(from offset: Points, interval: Points, bounds: ScrollBounds) -> Points {
        var best = abs(offset - nearest(to: offset, interval: interval))
        if bounds.minimum.isFinite { best = min(best, abs(offset - bounds.minimum)) }
        if bounds.maximum.isFinite { best = min(best, abs(offset - bounds.maximum)) }
        return best
    }
}
