/// Every metric of docs/metrics.md, by its fixed CSV column name, in the order
/// `metrics.csv` and `results.csv` write them.
public enum Metric: String, Sendable, CaseIterable {
    // Layout metrics: computed from what the display showed.
    /// Mean signed overlap of logically adjacent visible items along the axis, pt; negative = a gap.
    case overlapMeanPt = "overlap_mean_pt"
    /// Population standard deviation / |mean| of those overlaps (0 = constant).
    case overlapCV = "overlap_cv"
    /// √(Σd²/N) of the second differences of centre x, centre y and width over consecutive frames, pt.
    case jitterRMSPt = "jitter_rms_pt"
    /// (item, frame) pairs whose centre changes direction along the axis while the offset keeps its direction.
    case reversals
    /// `reversals` on centres rounded to device pixels: visible one-pixel flicker.
    case pixelFlips = "pixel_flips"
    /// Largest Euclidean move of an item centre between consecutive frames, pt.
    case maxStepPt = "max_step_pt"
    /// Overlapping pairs with different scales whose larger item is not strictly on top, summed over frames.
    case zViolations = "z_violations"
    /// Fraction of frames whose item nearest the viewport centre is not both the largest and the top-most.
    case focusErrorRate = "focus_error_rate"
    /// (item, frame) pairs whose alpha changes direction while the offset keeps its direction.
    case alphaReversals = "alpha_reversals"
    /// Fraction of (layer, frame) samples held at the ±maxOffset clamp.
    case parallaxSaturation = "parallax_saturation"
    // Physics metrics: computed from the scroll view's true state.
    /// Estimated − true finger velocity at the last release, pt/s; `nil` when the velocity was given.
    case releaseVelocityError = "release_velocity_error"
    /// Offset at the last frame − offset at the last release, pt.
    case travelPt = "travel_pt"
    /// Largest distance beyond a bound over all frames, pt (0 for infinite content).
    case maxOverscrollPt = "max_overscroll_pt"
    /// Largest distance past the resting offset in the direction of travel at the last release, pt, floored at 0.
    case overshootPt = "overshoot_pt"
    /// Time from the last release to the first tick in `resting`, s.
    case settleTimeS = "settle_time_s"
    /// Distance from the resting offset to the nearest snap point, pt; `nil` without snapping.
    case restErrorPt = "rest_error_pt"
    /// Largest |velocity| from the last release on / |finger velocity| at that release.
    case velocityGain = "velocity_gain"
    /// Largest |v(k) − v(k−1)|·frameRate over consecutive frames from the last release on, pt/s².
    case peakAccelerationPtS2 = "peak_acceleration_pt_s2"

    /// Whether the value has a sign that `aggregate: worst` folds by magnitude.
    public var isSigned: Bool {
        switch self {
        case .overlapMeanPt, .releaseVelocityError, .travelPt: return true
        default: return false
        }
    }

    /// Which way is better, for `tunelab compare`: lower for faults, errors and costs; closer to
    /// 0 for a signed error, to 1 for a gain; unchanged (two-sided) for what the design chooses.
    public var direction: MetricDirection {
        switch self {
        // How much adjacent cards overlap (or gap) is the layout's look, not a fault.
        case .overlapMeanPt: return .unchanged
        case .overlapCV, .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt, .zViolations, .focusErrorRate, .alphaReversals,
            .parallaxSaturation:
            return .lowerIsBetter
        case .releaseVelocityError: return .closerTo(0)
        // How far a flick carries is the deceleration's tuning: farther is no worse than shorter.
        case .travelPt: return .unchanged
        case .maxOverscrollPt, .overshootPt, .settleTimeS, .restErrorPt, .peakAccelerationPtS2: return .lowerIsBetter
        // 1: the content leaves at the finger's speed; above, it is thrown faster; below, the fling lost speed.
        case .velocityGain: return .closerTo(1)
        }
    }

    /// The physics metrics, which apply to every layout kind.
    public static let physics: [Metric] = [
        .releaseVelocityError, .travelPt, .maxOverscrollPt, .overshootPt, .settleTimeS, .restErrorPt,
        .velocityGain, .peakAccelerationPtS2
    ]
}
