/// What the drivers and the metrics need to know about a layout, whatever type it is:
/// its `layout.kind` name, the axis it scrolls along, which layout metrics of docs/metrics.md
/// apply to it, and whether its rows are layers of cells (parallax).
///
/// Every `ScrollLayout` exposes one, so a layout defined outside this library (a formula,
/// a plug-in) declares its axis and its metrics the same way the built-ins do
/// (`LayoutKind.traits` holds theirs). Which columns a run writes depends only on the
/// traits (docs/metrics.md), never on the data.
public struct LayoutTraits: Sendable, Hashable, CustomStringConvertible {
    /// The kind's name as `layout.kind` spells it (`cardStack`, `formula`, a plug-in's name).
    public let kindName: String
    /// The axis the offset scrolls along: overlap, `reversals` and `pixel_flips` measure along it.
    public let axis: LayoutAxis
    /// The layout metrics that apply (never physics metrics, which apply to every layout),
    /// in `Metric.allCases` order, each once.
    public let layoutMetrics: [Metric]
    /// Whether each row is one layer of one cell (parallax): `items.csv` then adds the
    /// `layer`, `translation` and `clamped` columns.
    public let layered: Bool

    /// Traits for a layout called `kindName` scrolling along `axis`, to which the layout metrics
    /// among `layoutMetrics` apply (any order, repeats ignored; physics metrics must not be listed).
    public init(kindName: String, axis: LayoutAxis, layoutMetrics: [Metric], layered: Bool = false) {
        precondition(
            layoutMetrics.allSatisfy(\.isLayoutMetric),
            "layoutMetrics must be layout metrics, got \(layoutMetrics.filter { !$0.isLayoutMetric })")
        self.kindName = kindName
        self.axis = axis
        self.layoutMetrics = Metric.allCases.filter { layoutMetrics.contains($0) }
        self.layered = layered
    }

    /// Whether the axis is x.
    @inlinable public var isHorizontal: Bool { axis == .horizontal }

    /// Whether `metric` is written for runs of this layout: every physics metric, and the
    /// layout metrics listed in `layoutMetrics`.
    public func applies(_ metric: Metric) -> Bool {
        !metric.isLayoutMetric || layoutMetrics.contains(metric)
    }

    /// The layout metrics of a stack of cards along its axis — the card stack's set
    /// (overlap, frame-to-frame, z-order, focus, alpha reversals), without `parallax_saturation`.
    public static let stackMetrics: [Metric] = [
        .overlapMeanPt, .overlapCV, .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt,
        .zViolations, .focusErrorRate, .alphaReversals
    ]

    public var description: String {
        "LayoutTraits(\(kindName), \(axis.rawValue), [\(layoutMetrics.map(\.rawValue).joined(separator: ", "))]"
            + (layered ? ", layered)" : ")")
    }
}
