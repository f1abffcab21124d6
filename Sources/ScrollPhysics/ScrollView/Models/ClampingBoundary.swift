/// `ClampingScrollPhysics.applyBoundaryConditions` (Flutter), shared by the models that allow
/// no overscroll while dragging (`android`, `android-overscroller`) and by `android`'s samples.
enum ClampingBoundary {
    /// A drag of `delta` from `x`, pt: the offset may not move further out past an edge, and
    /// stops on an edge it would cross; moving back in (even while still outside) is free.
    static func drag(from x: Points, by delta: Points, bounds: ScrollBounds) -> Points {
        let value = x + delta
        return value - overscroll(from: x, to: value, bounds: bounds)
    }

    /// `applyBoundaryConditions(position, value)`: the part of a move from `x` to `value` that
    /// is refused, pt (0 = allowed): all of it when moving further out from on or past an edge,
    /// the part beyond an edge the move crosses from inside.
    static func overscroll(from x: Points, to value: Points, bounds: ScrollBounds) -> Points {
        if value < x && x <= bounds.minimum { return value - x }  // underscroll
        if bounds.maximum <= x && x < value { return value - x }  // overscroll
        if value < bounds.minimum && bounds.minimum < x { return value - bounds.minimum }  // hits the leading edge
        if x < bounds.maximum && bounds.maximum < value { return value - bounds.maximum }  // hits the trailing edge
        return 0
    }
}
