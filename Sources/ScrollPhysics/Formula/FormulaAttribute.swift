/// The item attributes a formula layout computes (`layout.item.<name>`), in the order
/// they are computed, checked and reported.
public enum FormulaAttribute: String, Sendable, CaseIterable {
    case x, y, width, height, scale, rotation, alpha, z, shadowOpacity, clamped

    /// Whether a formula layout must give it (`x`, `y`, `width`, `height`).
    public var isRequired: Bool { self == .x || self == .y || self == .width || self == .height }

    /// Its value when the layout gives no formula: scale 1, alpha 1, others 0
    /// (`clamped` absent = never clamped, and `parallax_saturation` does not apply).
    public var defaultValue: Double {
        switch self {
        case .scale, .alpha: 1
        default: 0
        }
    }
}
