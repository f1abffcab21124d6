/// The built-in layout models (docs/layouts.md), by their scenario name (`layout.kind`).
/// Their axes and metrics are in `traits`; a layout of another kind declares its own
/// `LayoutTraits`.
public enum LayoutKind: String, Sendable, CaseIterable {
    /// No layout: physics alone, no layout metrics.
    case none
    /// Seed 000's horizontal card stack (`CardStackLayout`).
    case cardStack
    /// A vertical stack whose front card peeks over the ones behind (`FlowStackLayout`).
    case flowStack
    /// A vertical list of cells with parallax layers (`ParallaxLayout`).
    case parallax
    /// A vertical list whose items fade near the top edge (`FadeLayout`).
    case fade
    /// Written as formulas in the scenario (`FormulaLayout`); its traits depend on them.
    case formula

    /// Whether the layout scrolls along x (the card stack) rather than y (the lists).
    public var isHorizontal: Bool { traits.isHorizontal }
}
