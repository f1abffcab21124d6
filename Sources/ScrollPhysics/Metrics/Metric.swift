/// Every metric of DESIGN §6, by its fixed CSV column name, in the order
/// `metrics.csv` and `results.csv` write them.
public enum Metric: String, Sendable, CaseIterable {
    // Layout metrics: computed from what the display showed.
    case overlapMeanPt = "overlap_mean_pt"
    case overlapCV = "overlap_cv"
    case jitterRMSPt = "jitter_rms_pt"
    case reversals
    case pixelFlips = "pixel_flips"
    case maxStepPt = "max_step_pt"
    case zViolations = "z_violations"
    case focusErrorRate = "focus_error_rate"
    case alphaReversals = "alpha_reversals"
    case parallaxSaturation = "parallax_saturation"
    // Physics metrics: computed from the scroll view's true state.
    case releaseVelocityError = "release_velocity_error"
    case travelPt = "travel_pt"
    case maxOverscrollPt = "max_overscroll_pt"
    case overshootPt = "overshoot_pt"
    case settleTimeS = "settle_time_s"
    case restErrorPt = "rest_error_pt"
    case velocityGain = "velocity_gain"
    case peakAccelerationPtS2 = "peak_acceleration_pt_s2"

    /// Whether the value has a sign that `aggregate: worst` folds by magnitude.
    public var isSigned: Bool {
        switch self {
        case .overlapMeanPt, .releaseVelocityError, .travelPt: return true
        default: return false
        }
    }

    /// The physics metrics, which apply to every layout kind.
    public static let physics: [Metric] = [
        .releaseVelocityError, .travelPt, .maxOverscrollPt, .overshootPt, .settleTimeS, .restErrorPt,
        .velocityGain, .peakAccelerationPtS2,
    ]
}
