/// The outcome of a least-squares fit: the parameters, why the solver stopped, and the
/// statistics of the linearized problem at the solution.
///
/// With J = ∂r/∂β at the solution β̂ (analytic, or forward differences inside the bounds),
/// S = Σ rᵢ², ν = m − n and s² = S/ν:
///
/// - Cov(β̂) = s²·(JᵀJ)⁻¹, computed without forming JᵀJ: the columns of J are normalized,
///   Ĵ = J·C⁻¹ with C = diag(‖J[:, j]‖), Ĵ·P = Q·R (`PivotedQR`), and
///   Cov = s²·C⁻¹·P·R⁻¹·R⁻ᵀ·Pᵀ·C⁻¹ over the identifiable parameters;
/// - SEⱼ = √Covⱼⱼ, Corrᵢⱼ = Covᵢⱼ/(SEᵢ·SEⱼ).
///
/// Identifiability comes from the same factorization: pivoting picks, at step k, the column
/// farthest from the span of those picked before, and |Rₖₖ| ∈ [0, 1] is that distance. The
/// numerical rank is the number of k with |Rₖₖ| > `rankTolerance`; the parameters pivoted after
/// it are *not identifiable* (their columns are combinations of the others', or zero): they get
/// no standard error, and `entangled` names the identifiable parameters each one cannot be
/// told apart from.
public struct LeastSquaresFit: Sendable, CustomStringConvertible {
    /// β̂, n values (inside their bounds).
    public let parameters: [Double]
    /// Why the iteration stopped.
    public let stopReason: FitStopReason
    /// Accepted steps.
    public let iterations: Int
    /// Residual evaluations, forward differences included (not counting the statistics').
    public let evaluations: Int
    /// The work of the fit and its statistics in floating-point operations, as a cost model
    /// counts them: m per residual evaluation, m·n per Jacobian, m·n² per QR factorization,
    /// 10·n² per trust-region step. Deterministic (no clock), so a test can assert how it grows
    /// with m and n: the dense factorization makes a fit of n parameters cost m·n² an
    /// iteration, which is why `BlockLeastSquaresProblem` eliminates per-recording parameters.
    public let operations: Int
    /// r(β̂), m values.
    public let residuals: [Double]
    /// S = Σ rᵢ(β̂)², the residual sum of squares.
    public let residualSumOfSquares: Double
    /// ν = m − n.
    public let degreesOfFreedom: Int
    /// s² = S/ν (NaN when ν = 0).
    public let residualVariance: Double
    /// The numerical rank of J at β̂ (≤ n).
    public let rank: Int
    /// Whether each parameter is identifiable (`rank` of them are).
    public let identifiable: [Bool]
    /// For each parameter that is not identifiable, the identifiable parameters whose columns
    /// combine to its own (coefficient ≥ 0.01 in normalized units); empty for the others and
    /// for a parameter that has no effect at all.
    public let entangled: [[Int]]
    /// Whether each parameter ended on (within 10⁻⁸ relative of) a finite bound.
    public let onBound: [Bool]
    /// SEⱼ, nil when parameter j is not identifiable.
    public let standardErrors: [Double?]
    /// Cov(β̂) (n×n), nil entries for non-identifiable parameters.
    public let covariance: [[Double?]]
    /// (JᵀJ)⁻¹ (n×n) over the identifiable parameters, so that Cov = s²·(JᵀJ)⁻¹; nil entries
    /// for non-identifiable parameters.
    public let inverseNormalMatrix: [[Double?]]
    /// Corr(β̂) (n×n, unit diagonal), nil entries for non-identifiable parameters.
    public let correlation: [[Double?]]
    /// Rₖₖ of the normalized, pivoted Jacobian, in pivot order (the identifiability margins).
    public let normalizedPivots: [Double]

    /// True when the solver reached a stationary point.
    public var isConverged: Bool { stopReason.isConverged }

    /// √(S/m), the residual RMS.
    public var residualRMS: Double { (residualSumOfSquares / Double(residuals.count)).squareRoot() }

    /// The half-width of parameter j's two-sided 90 % confidence interval, t₀.₉₅,ν·SEⱼ
    /// (`StudentT.quantile95`: s² is estimated, so the normal 1.645 would cover a little less
    /// than 90 %); nil when j is not identifiable.
    public func halfWidth90(of j: Int) -> Double? {
        standardErrors[j].map { StudentT.quantile95(degreesOfFreedom: degreesOfFreedom) * $0 }
    }

    /// maxᵢ |rᵢ|.
    public var residualMaximum: Double { residuals.reduce(0) { max($0, $1.magnitude) } }

    init(
        problem: LeastSquaresProblem, parameters: [Double], stopReason: FitStopReason, iterations: Int,
        evaluations: Int, operations: Int, residualPrecision: Double, rankTolerance: Double
    ) {
        let m = problem.residualCount
        let n = problem.parameterCount
        self.operations = operations + m + m * n + m * n * n
        var r = [Double](repeating: 0, count: m)
        problem.residuals(parameters, &r)
        let jacobian = Self.externalJacobian(problem, at: parameters, residuals: r, precision: residualPrecision)
        var sum = 0.0
        for value in r { sum += value * value }
        self.parameters = parameters
        self.stopReason = stopReason
        self.iterations = iterations
        self.evaluations = evaluations
        self.residuals = r
        self.residualSumOfSquares = sum
        self.degreesOfFreedom = m - n
        let variance = m > n ? sum / Double(m - n) : .nan
        self.residualVariance = variance
        self.onBound = zip(problem.bounds, parameters).map { $0.isOnBound($1) }

        // Normalize the columns, factor with pivoting, read the rank off R's diagonal.
        var scales = [Double](repeating: 0, count: n)
        var normalized = jacobian
        for j in 0..<n {
            scales[j] = PivotedQR.norm(jacobian, from: j * m, count: m)
            for i in 0..<m { normalized[i + j * m] = scales[j] > 0 ? jacobian[i + j * m] / scales[j] : 0 }
        }
        let qr = PivotedQR(normalized, rows: m, columns: n)
        let pivots = (0..<n).map { qr.rDiagonal[$0].magnitude }
        var rank = 0
        while rank < n && pivots[rank] > rankTolerance && pivots[rank].isFinite { rank += 1 }
        self.rank = rank
        self.normalizedPivots = pivots
        var identifiable = [Bool](repeating: false, count: n)
        for k in 0..<rank { identifiable[qr.permutation[k]] = true }
        self.identifiable = identifiable

        // R⁻¹ of the leading rank×rank block, upper triangular, by columns.
        var inverse = [Double](repeating: 0, count: rank * rank)
        for j in 0..<rank {
            inverse[j + j * rank] = 1 / qr.r(j, j)
            for i in stride(from: j - 1, through: 0, by: -1) {
                var s = 0.0
                for k in (i + 1)...j { s += qr.r(i, k) * inverse[k + j * rank] }
                inverse[i + j * rank] = -s / qr.r(i, i)
            }
        }
        var covariance = [[Double?]](repeating: [Double?](repeating: nil, count: n), count: n)
        var inverseNormal = covariance
        for a in 0..<rank {
            for b in 0..<rank {
                var s = 0.0
                for k in max(a, b)..<rank { s += inverse[a + k * rank] * inverse[b + k * rank] }
                let (pa, pb) = (qr.permutation[a], qr.permutation[b])
                inverseNormal[pa][pb] = s / (scales[pa] * scales[pb])
                covariance[pa][pb] = variance * s / (scales[pa] * scales[pb])
            }
        }
        let errors: [Double?] = (0..<n).map { j in covariance[j][j].map { $0.squareRoot() } }
        self.covariance = covariance
        self.inverseNormalMatrix = inverseNormal
        self.standardErrors = errors
        self.correlation = (0..<n).map { i in
            (0..<n).map { j in
                guard let c = covariance[i][j], let si = errors[i], let sj = errors[j] else { return nil }
                return i == j ? 1 : c / (si * sj)
            }
        }

        // Each dependent column as a combination of the identifiable ones: R_a·z = R[0..<rank, q].
        var entangled = [[Int]](repeating: [], count: n)
        for q in rank..<n where scales[qr.permutation[q]] > 0 {
            var z = [Double](repeating: 0, count: rank)
            for a in stride(from: rank - 1, through: 0, by: -1) {
                var s = qr.r(a, q)
                for k in (a + 1)..<max(rank, a + 1) { s -= qr.r(a, k) * z[k] }
                z[a] = s / qr.r(a, a)
            }
            entangled[qr.permutation[q]] = (0..<rank).filter { z[$0].magnitude >= 0.01 }.map { qr.permutation[$0] }
                .sorted()
        }
        self.entangled = entangled
    }

    /// J = ∂r/∂β at β (column-major): the problem's, or forward differences stepping away from
    /// the nearer finite bound.
    static func externalJacobian(
        _ problem: LeastSquaresProblem, at beta: [Double], residuals r: [Double], precision: Double
    ) -> [Double] {
        let m = problem.residualCount
        let n = problem.parameterCount
        var jacobian = [Double](repeating: 0, count: m * n)
        if let analytic = problem.jacobian {
            analytic(beta, &jacobian)
            return jacobian
        }
        let eps = max(precision, Double.ulpOfOne).squareRoot()
        var point = beta
        var shifted = [Double](repeating: 0, count: m)
        for j in 0..<n {
            let bj = beta[j]
            var h = eps * bj.magnitude
            if h == 0 { h = eps }
            if bj + h > problem.bounds[j].upper { h = -h }
            point[j] = bj + h
            h = point[j] - bj
            problem.residuals(point, &shifted)
            point[j] = bj
            for i in 0..<m { jacobian[i + j * m] = (shifted[i] - r[i]) / h }
        }
        return jacobian
    }

    public var description: String {
        var lines = [
            "\(stopReason) after \(iterations) iterations, \(evaluations) evaluations; S = \(residualSumOfSquares), rank \(rank)/\(parameters.count)"
        ]
        for (j, beta) in parameters.enumerated() {
            let error = standardErrors[j].map { "± \($0)" } ?? "not identifiable"
            lines.append("β\(j) = \(beta) \(error)")
        }
        return lines.joined(separator: "\n")
    }
}
