import ScrollPhysics

/// Hand-made frames for the metric tests.
enum MetricFrames {
    /// A 10 × 10 card (unless sized) at origin (x, y).
    static func card(
        _ index: Int, x: Double, y: Double = 0, width: Double = 10, height: Double = 10,
        scale: Double = 1, alpha: Double = 1, z: Double = 0,
        layer: Int = -1, clamped: Bool = false
    ) -> ItemAttributes {
        ItemAttributes(
            index: index, dataIndex: index, x: x, y: y, width: width, height: height,
            scale: scale, alpha: alpha, z: z, layer: layer, clamped: clamped)
    }

    /// A card whose centre x is `cx` (width 10).
    static func centred(_ index: Int, cx: Double, cy: Double = 5) -> ItemAttributes {
        card(index, x: cx - 5, y: cy - 5)
    }

    /// Runs `frames` (offset, rows) through an accumulator asking for `metrics` and
    /// returns the finished values.
    static func run(_ metrics: [Metric], _ frames: [(Double, [ItemAttributes])]) -> MetricValues {
        run(.cardStack, metrics, frames)
    }

    static func run(
        _ kind: LayoutKind, _ metrics: [Metric],
        geometry: LayoutGeometry = LayoutGeometry(viewport: 100, crossViewport: 100),
        displayScale: Double = 3, _ frames: [(Double, [ItemAttributes])]
    ) -> MetricValues {
        var accumulator = LayoutMetricsAccumulator(
            kind: kind, metrics: metrics, geometry: geometry,
            displayScale: displayScale)
        for (offset, rows) in frames { accumulator.observe(offset: offset, items: ItemBuffer(rows)) }
        var values = MetricValues()
        accumulator.finish(into: &values)
        return values
    }
}
