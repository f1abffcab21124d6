/// Why the Levenberg–Marquardt iteration stopped (MINPACK `lmder`'s `info`, 1 – 8).
public enum FitStopReason: String, Sendable, Equatable, CustomStringConvertible {
    /// Both the actual and the predicted relative reduction of S are ≤ ftol (info 1).
    case relativeReduction = "relative reduction ≤ ftol"
    /// The relative change of the scaled parameters, Δ/‖D·β‖, is ≤ xtol (info 2).
    case relativeStep = "relative step ≤ xtol"
    /// Both of the above (info 3).
    case relativeReductionAndStep = "relative reduction ≤ ftol and relative step ≤ xtol"
    /// The cosine between r and every column of J is ≤ gtol: r is orthogonal to J (info 4).
    case orthogonality = "residuals orthogonal to the Jacobian (≤ gtol)"
    /// The residual-evaluation budget ran out (info 5).
    case evaluationLimit = "evaluation limit reached"
    /// ftol is below machine precision: S cannot be reduced further (info 6).
    case reductionAtPrecision = "no further reduction possible at machine precision"
    /// xtol is below machine precision: β cannot be improved further (info 7).
    case stepAtPrecision = "no further step possible at machine precision"
    /// gtol is below machine precision: r is orthogonal to J to working accuracy (info 8).
    case orthogonalityAtPrecision = "residuals orthogonal to the Jacobian at machine precision"
    /// The residuals at the start are not finite.
    case nonFiniteStart = "residuals not finite at the start"

    /// True when the iteration reached a stationary point (every reason but the evaluation
    /// limit and a non-finite start).
    public var isConverged: Bool {
        switch self {
        case .evaluationLimit, .nonFiniteStart: return false
        default: return true
        }
    }

    public var description: String { rawValue }
}
