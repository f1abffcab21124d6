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
