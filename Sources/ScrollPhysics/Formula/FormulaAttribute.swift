/// The item attributes a formula layout computes (`layout.item.<name>`), in the order
/// they are computed, checked and reported.
public enum FormulaAttribute: String, Sendable, CaseIterable {
    /// The frame's left edge after scale, pt, in viewport coordinates (origin at the visible
    /// area's top-left). Required.
    case x
    /// The frame's top edge after scale, pt, in viewport coordinates. Required.
    case y
    /// The frame's width after scale, pt. Required.
    case width
    /// The frame's height after scale, pt. Required.
    case height
    /// The item's scale (1 = as laid out); default 1.
    case scale
    /// The item's rotation about z, rad; default 0.
    case rotation
    /// The item's opacity, 0 … 1; default 1.
    case alpha
    /// The item's stacking order, larger on top; default 0.
    case z
    /// The item's shadow opacity, 0 … 1; default 0.
    case shadowOpacity
    /// Non-zero when the item is held at a clamp; optional. Giving it adds the
    /// `parallax_saturation` metric (the fraction of item samples with `clamped` non-zero).
    case clamped

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
