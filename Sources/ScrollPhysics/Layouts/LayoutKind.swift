/// The built-in layout models of DESIGN §5, by their scenario name (`layout.kind`).
/// Their axes and metrics are in `traits`; a layout of another kind declares its own
/// `LayoutTraits`.
public enum LayoutKind: String, Sendable, CaseIterable {
    case none
    case cardStack
    case flowStack
    case parallax
    case fade
    /// Written as formulas in the scenario (`FormulaLayout`); its traits depend on them.
    case formula

    /// Whether the layout scrolls along x (the card stack) rather than y (the lists).
    public var isHorizontal: Bool { traits.isHorizontal }
}
