import ScrollPhysics
import Testing

/// Approximate comparison for the layout and metric tests (absolute tolerance).
enum LayoutApprox {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    static func close(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-9) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return close(x, y, tolerance)
        default: return false
        }
    }

    /// Every attribute of `a` within `tolerance` of `b`'s, indices and flags equal.
    static func same(
        _ a: ItemAttributes, _ b: ItemAttributes, _ tolerance: Double = 1e-9,
        ignoringIndex: Bool = false
    ) -> Bool {
        (ignoringIndex || (a.index == b.index && a.dataIndex == b.dataIndex))
            && a.layer == b.layer && a.clamped == b.clamped
            && close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
            && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
            && close(a.scale, b.scale, tolerance) && close(a.rotation, b.rotation, tolerance)
            && close(a.alpha, b.alpha, tolerance) && close(a.z, b.z, tolerance)
            && close(a.shadowOpacity, b.shadowOpacity, tolerance)
            && close(a.translation, b.translation, tolerance)
    }

    /// Lays out one frame of `layout` at `offset` into a fresh buffer.
    static func frame<L: ScrollLayout>(_ layout: inout L, _ offset: Points, velocity: Double = 0) -> ItemBuffer {
        var items = layout.makeBuffer()
        layout.layout(offset: offset, velocity: velocity, into: &items)
        return items
    }
}
