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

    /// Whether some of the kind's fields set only alpha, so a point that moves nothing else plays
    /// the same positions (the fade list's `region` and `fadeDepth`; the sweep's `UnreadKeyMemo`).
    package var hasAlphaOnlyFields: Bool {
        switch self {
        case .fade: true
        case .none, .cardStack, .flowStack, .parallax, .formula: false
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

extension LayoutKind {
    /// The traits of the built-in kind (docs/metrics.md's table of which layout metrics apply):
    ///
    /// | metric | cardStack | flowStack | parallax | fade |
    /// |---|---|---|---|---|
    /// | overlap_mean_pt, overlap_cv | ✓ | ✓ | | |
    /// | jitter_rms_pt, reversals, pixel_flips, max_step_pt | ✓ | ✓ | ✓ | ✓ |
    /// | z_violations | ✓ | ✓ | | |
    /// | focus_error_rate | ✓ | | | |
    /// | alpha_reversals | ✓ | ✓ | | ✓ |
    /// | parallax_saturation | | | ✓ | |
    ///
    /// Overlap and z describe stacks (lists of fixed pitch have a constant gap and one
    /// scale); focus is the card stack's "card at the centre is largest and on top"
    /// (the flow stack's front card sits at the top by design, not at the centre);
    /// parallax and fade alpha never changes (parallax alpha is 1). `none` has no layout
    /// metrics. The card stack scrolls along x, the others along y. A formula layout's
    /// traits depend on its definition (`FormulaLayoutDefinition.traits`); here, those of one
    /// scrolling along y without `clamped`.
    public var traits: LayoutTraits {
        switch self {
        case .none: BuiltInTraits.none
        case .cardStack: BuiltInTraits.cardStack
        case .flowStack: BuiltInTraits.flowStack
        case .parallax: BuiltInTraits.parallax
        case .fade: BuiltInTraits.fade
        case .formula: BuiltInTraits.formula
        }
    }
}

/// The built-in kinds' traits, built once.
enum BuiltInTraits {
    static let none = LayoutTraits(kindName: "none", axis: .vertical, layoutMetrics: [])
    static let cardStack = LayoutTraits(kindName: "cardStack", axis: .horizontal, layoutMetrics: LayoutTraits.stackMetrics)
    static let flowStack = LayoutTraits(
        kindName: "flowStack", axis: .vertical,
        layoutMetrics: [
            .overlapMeanPt, .overlapCV, .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt, .zViolations, .alphaReversals
        ])
    static let parallax = LayoutTraits(
        kindName: "parallax", axis: .vertical,
        layoutMetrics: [
            .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt, .parallaxSaturation
        ], layered: true)
    static let formula = LayoutTraits(kindName: "formula", axis: .vertical, layoutMetrics: LayoutTraits.stackMetrics)
    static let fade = LayoutTraits(
        kindName: "fade", axis: .vertical,
        layoutMetrics: [
            .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt, .alphaReversals
        ])
}
