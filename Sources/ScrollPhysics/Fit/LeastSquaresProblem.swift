/// A nonlinear least-squares problem: find β minimizing S(β) = Σᵢ rᵢ(β)², i = 0 … m − 1.
///
/// For a model fit, rᵢ(β) = f(xᵢ; β) − yᵢ (the sign does not matter to S). The residuals are
/// written into a buffer of length m that the solver reuses; the Jacobian, when given, is
/// written column-major: J[i + j·m] = ∂rᵢ/∂βⱼ. Without it the solver uses forward
/// differences. Parameters may carry bounds, enforced by a change of variables
/// (`ParameterBounds`).
public struct LeastSquaresProblem {
    /// Writes r(β) into `residuals` (length `residualCount`).
    public typealias Residuals = (_ parameters: [Double], _ residuals: inout [Double]) -> Void
    /// Writes J(β) = ∂r/∂β into `jacobian` (length m·n, column-major).
    public typealias Jacobian = (_ parameters: [Double], _ jacobian: inout [Double]) -> Void

    /// n, the number of parameters (≥ 1).
    public let parameterCount: Int
    /// m, the number of residuals (≥ n for a determined fit).
    public let residualCount: Int
    /// The residual function r(β).
    public let residuals: Residuals
    /// The analytic Jacobian, or nil for forward differences.
    public let jacobian: Jacobian?
    /// One interval per parameter; unbounded by default.
    public let bounds: [ParameterBounds]

    /// A problem of `parameterCount` parameters and `residualCount` residuals.
    ///
    /// - Parameters:
    ///   - parameterCount: n ≥ 1.
    ///   - residualCount: m ≥ n.
    ///   - bounds: n intervals, or empty for none.
    ///   - residuals: r(β), written into a buffer of m entries.
    ///   - jacobian: ∂r/∂β column-major, or nil for forward differences.
    public init(
        parameterCount: Int, residualCount: Int, bounds: [ParameterBounds] = [],
        residuals: @escaping Residuals, jacobian: Jacobian? = nil
    ) {
        precondition(parameterCount >= 1, "LeastSquaresProblem needs ≥ 1 parameter, got \(parameterCount)")
        precondition(
            residualCount >= parameterCount,
            "LeastSquaresProblem needs m ≥ n residuals, got m = \(residualCount), n = \(parameterCount)")
        precondition(
            bounds.isEmpty || bounds.count == parameterCount,
            "LeastSquaresProblem: \(bounds.count) bounds for \(parameterCount) parameters")
        self.parameterCount = parameterCount
        self.residualCount = residualCount
        self.residuals = residuals
        self.jacobian = jacobian
        self.bounds = bounds.isEmpty ? Array(repeating: ParameterBounds(), count: parameterCount) : bounds
    }
}
