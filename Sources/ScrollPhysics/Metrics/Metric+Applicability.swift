extension Metric {
    /// Whether this metric is written for runs of a layout with `traits` (docs/metrics.md:
    /// which columns a run writes depends only on the layout). Physics metrics apply to
    /// every layout; layout metrics to those listed in `traits.layoutMetrics`.
    public func applies(to traits: LayoutTraits) -> Bool {
        traits.applies(self)
    }

    /// Whether this metric is written for runs of the built-in layout `kind`
    /// (`kind.traits`, whose doc comment has the table).
    public func applies(to kind: LayoutKind) -> Bool {
        applies(to: kind.traits)
    }

    /// Whether this is a layout metric (computed from what the display showed).
    public var isLayoutMetric: Bool { !Metric.physics.contains(self) }

    /// The metrics a run of a layout with `traits` writes by default: the layout metrics
    /// that apply to it in `Metric.allCases` order, then `Metric.physics`.
    public static func applicable(to traits: LayoutTraits) -> [Metric] {
        traits.layoutMetrics + physics
    }

    /// The metrics a run of the built-in layout `kind` writes by default.
    public static func applicable(to kind: LayoutKind) -> [Metric] {
        applicable(to: kind.traits)
    }
}
