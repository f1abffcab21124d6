/// Which optional attributes a layout computes (docs/grid.md#how-fast-a-sweep-runs: compute only what is read).
///
/// The frame of every row (index, dataIndex, x, y, width, height, scale) is always
/// computed: every metric and `items.csv` read it, and the card stack's dynamic spacing
/// chains on scale. An attribute left out is reported at its `ItemAttributes` default
/// (alpha 1, z 0, rotation 0, shadowOpacity 0). `items.csv` needs `.all`; a sweep asking
/// only for `overlap_cv` and `jitter_rms_pt` needs none
/// (`LayoutMetricsAccumulator.neededOutputs`).
public struct LayoutOutputs: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Opacity (one `exp` per card for the card stack).
    public static let alpha = LayoutOutputs(rawValue: 1 << 0)
    /// Stacking order.
    public static let z = LayoutOutputs(rawValue: 1 << 1)
    /// Rotation, radians.
    public static let rotation = LayoutOutputs(rawValue: 1 << 2)
    /// Shadow opacity.
    public static let shadow = LayoutOutputs(rawValue: 1 << 3)

    /// Every attribute (the default; what `items.csv` writes).
    public static let all: LayoutOutputs = [.alpha, .z, .rotation, .shadow]
    /// Only the frame.
    public static let frameOnly: LayoutOutputs = []

    public var description: String {
        let names: [(LayoutOutputs, String)] = [
            (.alpha, "alpha"), (.z, "z"), (.rotation, "rotation"),
            (.shadow, "shadow")
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
