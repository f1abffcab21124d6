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

    // What the tool asks of a kind, each answered for every case here (no `kind == .x` tests
    // elsewhere): a new kind does not compile until it answers them.

    /// Whether the kind places items: every kind but `none` (physics alone).
    package var placesItems: Bool {
        switch self {
        case .none: false
        case .cardStack, .flowStack, .parallax, .fade, .formula: true
        }
    }

    /// Whether the layout is written as formulas in the scenario (`layout.formula`).
    package var isFormula: Bool {
        switch self {
        case .formula: true
        case .none, .cardStack, .flowStack, .parallax, .fade: false
        }
    }

    /// Whether it is the card stack: the sweep's card-stack kernel and composed decoding, the
    /// Dart and Kotlin layout functions, its own checks across fields.
    package var isCardStack: Bool {
        switch self {
        case .cardStack: true
        case .none, .flowStack, .parallax, .fade, .formula: false
        }
    }

    /// Whether it is the parallax list, whose rows are layers (`layout.parallax`).
    package var isParallax: Bool {
        switch self {
        case .parallax: true
        case .none, .cardStack, .flowStack, .fade, .formula: false
        }
    }

    /// Whether `layout.perspective` applies: the card stack and formula layouts.
    package var acceptsPerspective: Bool {
        switch self {
        case .cardStack, .formula: true
        case .none, .flowStack, .parallax, .fade: false
        }
    }
}
