extension Metric {
    /// Whether this metric is written for runs of layout `kind` (DESIGN §6: which
    /// columns a run writes depends only on its layout kind).
    ///
    /// Physics metrics apply to every kind. Layout metrics:
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
    /// parallax and fade alpha never changes (parallax alpha is 1). `none` has no layout metrics.
    public func applies(to kind: LayoutKind) -> Bool {
        switch self {
        case .overlapMeanPt, .overlapCV, .zViolations:
            return kind == .cardStack || kind == .flowStack
        case .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt:
            return kind != .none
        case .focusErrorRate:
            return kind == .cardStack
        case .alphaReversals:
            return kind == .cardStack || kind == .flowStack || kind == .fade
        case .parallaxSaturation:
            return kind == .parallax
        case .releaseVelocityError, .travelPt, .maxOverscrollPt, .overshootPt, .settleTimeS, .restErrorPt,
             .velocityGain, .peakAccelerationPtS2:
            return true
        }
    }

    /// Whether this is a layout metric (computed from what the display showed).
    public var isLayoutMetric: Bool { !Metric.physics.contains(self) }

    /// The metrics a run of layout `kind` writes by default: the layout metrics that
    /// apply to it in `Metric.allCases` order, then `Metric.physics`.
    public static func applicable(to kind: LayoutKind) -> [Metric] {
        allCases.filter { $0.isLayoutMetric && $0.applies(to: kind) } + physics
    }
}
