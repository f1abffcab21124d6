/// Moré's trust-region Levenberg–Marquardt method for nonlinear least squares (MINPACK's
/// `lmder`/`lmdif`; J. J. Moré, "The Levenberg–Marquardt algorithm: implementation and
/// theory", *Numerical Analysis*, Lecture Notes in Mathematics 630, 1978).
///
/// Each iteration factors J·P = Q·R (`PivotedQR`) and takes the step p solving
/// min ‖J·p + r‖² subject to ‖D·p‖ ≤ Δ, i.e. (JᵀJ + λ·DᵀD)·p = −Jᵀr, by the QR factorization of
/// [J; √λ·D] (Givens rotations on R, `qrsolv`), with λ ≥ 0 found by Moré's safeguarded Newton
/// iteration on ‖D·p(λ)‖ = Δ (`lmpar`). D is diagonal: dⱼ = max over iterations of ‖J[:, j]‖
/// (MINPACK's mode 1), so the method is invariant under rescaling a parameter. The step is
/// accepted when the ratio ρ of actual to predicted reduction of ‖r‖ is ≥ 10⁻⁴; Δ shrinks when
/// ρ ≤ 1/4 and doubles when ρ ≥ 3/4. Without an analytic Jacobian, column j is the forward
/// difference (r(β + hⱼ·eⱼ) − r(β))/hⱼ with hⱼ = √max(ε_f, ε)·|βⱼ| (√ε when βⱼ = 0), ε the
/// machine epsilon.
///
/// The result's statistics (`LeastSquaresFit`) come from J at the solution: s² = S/(m − n),
/// Cov(β) = s²·(JᵀJ)⁻¹ through R, and the rank from the pivoted QR of J's normalized columns.
/// Bounded parameters step in u with β = g(u) (`ParameterBounds`). Deterministic: the same
/// problem and start give the same bits.
public struct LevenbergMarquardt: Sendable {
    /// ftol: stop when both the actual and predicted relative reductions of S are ≤ ftol (≥ 0).
    public var relativeReductionTolerance: Double
    /// xtol: stop when the trust radius Δ ≤ xtol·‖D·β‖ (≥ 0).
    public var relativeStepTolerance: Double
    /// gtol: stop when maxⱼ |cos(r, J[:, j])| ≤ gtol (≥ 0).
    public var orthogonalityTolerance: Double
    /// The most residual evaluations, forward differences included (≥ 1).
    public var maxEvaluations: Int
    /// The initial trust radius Δ₀ = factor·‖D·β₀‖ (factor if that is 0); MINPACK's 100.
    public var stepBoundFactor: Double
    /// ε_f, the relative error of the residuals, which sets the forward-difference step.
    public var residualPrecision: Double
    /// A parameter is not identifiable when the distance of its normalized Jacobian column from
    /// the span of the columns pivoted before it, |Rₖₖ| ∈ [0, 1], is ≤ this.
    public var rankTolerance: Double

    /// A solver with MINPACK's defaults but tighter tolerances.
    ///
    /// - Parameters:
    ///   - relativeReductionTolerance: ftol ≥ 0 (default 10⁻¹²).
    ///   - relativeStepTolerance: xtol ≥ 0 (default 10⁻¹²).
    ///   - orthogonalityTolerance: gtol ≥ 0 (default 0).
    ///   - maxEvaluations: ≥ 1 (default 10 000).
    ///   - stepBoundFactor: > 0 (default 100).
    ///   - residualPrecision: ε_f ≥ 0 (default 0: machine epsilon).
    ///   - rankTolerance: in [0, 1) (default 10⁻¹⁰).
    public init(
        relativeReductionTolerance: Double = 1e-12, relativeStepTolerance: Double = 1e-12,
        orthogonalityTolerance: Double = 0, maxEvaluations: Int = 10_000, stepBoundFactor: Double = 100,
        residualPrecision: Double = 0, rankTolerance: Double = 1e-10
    ) {
        precondition(
            relativeReductionTolerance >= 0 && relativeStepTolerance >= 0 && orthogonalityTolerance >= 0,
            "LevenbergMarquardt tolerances must be ≥ 0, got ftol \(relativeReductionTolerance), xtol \(relativeStepTolerance), gtol \(orthogonalityTolerance)"
        )
        precondition(maxEvaluations >= 1, "LevenbergMarquardt maxEvaluations must be ≥ 1, got \(maxEvaluations)")
        precondition(stepBoundFactor > 0, "LevenbergMarquardt stepBoundFactor must be > 0, got \(stepBoundFactor)")
        precondition(residualPrecision >= 0, "LevenbergMarquardt residualPrecision must be ≥ 0, got \(residualPrecision)")
        precondition(rankTolerance >= 0 && rankTolerance < 1, "LevenbergMarquardt rankTolerance must be in [0, 1), got \(rankTolerance)")
        self.relativeReductionTolerance = relativeReductionTolerance
        self.relativeStepTolerance = relativeStepTolerance
        self.orthogonalityTolerance = orthogonalityTolerance
        self.maxEvaluations = maxEvaluations
        self.stepBoundFactor = stepBoundFactor
        self.residualPrecision = residualPrecision
        self.rankTolerance = rankTolerance
    }

    /// Minimizes Σ rᵢ(β)² from `start` (n values, clamped into their bounds).
    public func minimize(_ problem: LeastSquaresProblem, from start: [Double]) -> LeastSquaresFit {
        precondition(
            start.count == problem.parameterCount,
            "LevenbergMarquardt: \(start.count) start values for \(problem.parameterCount) parameters")
        var space = InternalSpace(problem: problem, residualPrecision: residualPrecision)
        var x = zip(problem.bounds, start).map { $0.internal($1) }
        let (reason, iterations) = iterate(&x, in: &space)
        let beta = space.external(x)
        return LeastSquaresFit(
            problem: problem, parameters: beta, stopReason: reason, iterations: iterations,
            evaluations: space.evaluations, operations: space.operations, residualPrecision: residualPrecision,
            rankTolerance: rankTolerance)
    }

    /// MINPACK `lmder`'s outer and inner loops on the internal parameters x; returns why it
    /// stopped and the number of accepted steps.
    func iterate(_ x: inout [Double], in space: inout InternalSpace) -> (FitStopReason, Int) {
        let n = space.n
        let m = space.m
        let epsilon = Double.ulpOfOne
        var fvec = [Double](repeating: 0, count: m)
        var trial = [Double](repeating: 0, count: m)
        space.residuals(x, into: &fvec)
        var fnorm = PivotedQR.norm(fvec)
        guard fnorm.isFinite else { return (.nonFiniteStart, 0) }
        var diag = [Double](repeating: 0, count: n)
        var delta = 0.0
        var xnorm = 0.0
        var par = 0.0
        var iterations = 0
        var first = true
        while true {
            let qr = PivotedQR(space.jacobian(x, residuals: fvec), rows: m, columns: n)
            space.operations += m * n * n
            if first {
                for j in 0..<n { diag[j] = qr.columnNorms[j] == 0 ? 1 : qr.columnNorms[j] }
                xnorm = PivotedQR.norm((0..<n).map { diag[$0] * x[$0] })
                delta = stepBoundFactor * xnorm
                if delta == 0 { delta = stepBoundFactor }
                first = false
            }
            var step = TrustRegionStep(qr: qr, residuals: fvec)
            // The scaled gradient's largest cosine with r.
            var gnorm = 0.0
            if fnorm != 0 {
                for j in 0..<n {
                    let l = qr.permutation[j]
                    guard qr.columnNorms[l] != 0 else { continue }
                    var sum = 0.0
                    for i in 0...j { sum += qr.r(i, j) * (step.qtb[i] / fnorm) }
                    gnorm = max(gnorm, (sum / qr.columnNorms[l]).magnitude)
                }
            }
            if gnorm <= orthogonalityTolerance { return (.orthogonality, iterations) }
            for j in 0..<n { diag[j] = max(diag[j], qr.columnNorms[j]) }
            while true {
                par = step.levenbergMarquardtParameter(diag: diag, delta: delta, initial: par)
                space.operations += 10 * n * n
                let p = step.step.map { -$0 }
                let candidate = (0..<n).map { x[$0] + p[$0] }
                let pnorm = PivotedQR.norm((0..<n).map { diag[$0] * p[$0] })
                if iterations == 0 { delta = min(delta, pnorm) }
                space.residuals(candidate, into: &trial)
                var fnorm1 = PivotedQR.norm(trial)
                if !fnorm1.isFinite { fnorm1 = .infinity }
                let actred = 0.1 * fnorm1 < fnorm ? 1 - (fnorm1 / fnorm) * (fnorm1 / fnorm) : -1
                // The predicted reduction ‖J·p‖²/‖r‖² + 2λ‖D·p‖²/‖r‖².
                var jp = [Double](repeating: 0, count: n)
                for j in 0..<n {
                    let temp = p[qr.permutation[j]]
                    for i in 0...j { jp[i] += qr.r(i, j) * temp }
                }
                let temp1 = PivotedQR.norm(jp) / fnorm
                let temp2 = par.squareRoot() * pnorm / fnorm
                let prered = temp1 * temp1 + temp2 * temp2 / 0.5
                let dirder = -(temp1 * temp1 + temp2 * temp2)
                let ratio = prered != 0 ? actred / prered : 0
                if ratio <= 0.25 {
                    var temp = actred >= 0 ? 0.5 : 0.5 * dirder / (dirder + 0.5 * actred)
                    if 0.1 * fnorm1 >= fnorm || temp < 0.1 { temp = 0.1 }
                    delta = temp * min(delta, pnorm / 0.1)
                    par /= temp
                } else if par == 0 || ratio >= 0.75 {
                    delta = pnorm / 0.5
                    par *= 0.5
                }
                let accepted = ratio >= 1e-4
                if accepted {
                    x = candidate
                    swap(&fvec, &trial)
                    xnorm = PivotedQR.norm((0..<n).map { diag[$0] * x[$0] })
                    fnorm = fnorm1
                    iterations += 1
                }
                let reduced =
                    actred.magnitude <= relativeReductionTolerance && prered <= relativeReductionTolerance
                    && 0.5 * ratio <= 1
                let small = delta <= relativeStepTolerance * xnorm
                if reduced && small { return (.relativeReductionAndStep, iterations) }
                if reduced { return (.relativeReduction, iterations) }
                if small { return (.relativeStep, iterations) }
                if space.evaluations >= maxEvaluations { return (.evaluationLimit, iterations) }
                if actred.magnitude <= epsilon && prered <= epsilon && 0.5 * ratio <= 1 {
                    return (.reductionAtPrecision, iterations)
                }
                if delta <= epsilon * xnorm { return (.stepAtPrecision, iterations) }
                if gnorm <= epsilon { return (.orthogonalityAtPrecision, iterations) }
                if accepted { break }
            }
        }
    }
}
