import ScrollPhysics

/// Hansen's (μ/μ_w, λ)-CMA-ES as an ask/tell state machine, unbounded, minimising
/// (the tutorial's algorithm, arXiv:1604.00772, with the constants of `CMAESParameters`).
///
/// `ask()` samples x_k = m + σ·B·D·z_k, z_k ~ N(0, I) from `SplitMix64(seed)` in candidate order;
/// `tell(ranking:)` takes the candidates' order, best first, and updates
/// m ← m + σ·y_w (y_w = Σ w_i·y_{i:λ}), p_σ ← (1 − c_σ)p_σ + √(c_σ(2 − c_σ)μ_eff)·C^(−½)·y_w,
/// σ ← σ·exp((c_σ/d_σ)(‖p_σ‖/E‖N‖ − 1)), p_c ← (1 − c_c)p_c + h_σ√(c_c(2 − c_c)μ_eff)·y_w,
/// C ← (1 + c₁δ(h_σ) − c₁ − c_μ)C + c₁·p_c·p_cᵀ + c_μ·Σ w_i·y_i·y_iᵀ, then C = B·D²·Bᵀ by Jacobi.
/// Every transcendental goes through `Elementary`: the same candidates on every platform.
public struct CMAES: Sendable {
    public let parameters: CMAESParameters
    /// m, the distribution's mean.
    public private(set) var mean: [Double]
    /// σ, the step size.
    public private(set) var sigma: Double
    /// Generations told so far.
    public private(set) var generation = 0
    private let sigma0: Double
    private var random: SplitMix64
    private var c: [Double]
    private var b: [Double]
    private var d: [Double]
    private var pSigma: [Double]
    private var pC: [Double]
    /// The last `ask()`'s steps y_k = B·D·z_k.
    private var steps: [[Double]] = []
    /// The best value of each of the last generations (for `stalled`).
    private var history: [Double] = []
    /// The last generation's values, best first.
    private var lastValues: [Double] = []

    /// A search around `mean` with step size `sigma` > 0 and C = I.
    public init(mean: [Double], sigma: Double, populationSize: Int? = nil, seed: UInt64) {
        let n = mean.count
        parameters = CMAESParameters(dimension: n, populationSize: populationSize)
        self.mean = mean
        self.sigma = sigma
        sigma0 = sigma
        random = SplitMix64(seed: seed)
        c = [Double](repeating: 0, count: n * n)
        for i in 0..<n { c[i * n + i] = 1 }
        b = c
        d = [Double](repeating: 1, count: n)
        pSigma = [Double](repeating: 0, count: n)
        pC = pSigma
    }

    /// λ new candidates.
    public mutating func ask() -> [[Double]] {
        let n = parameters.dimension
        steps = []
        var candidates: [[Double]] = []
        for _ in 0..<parameters.populationSize {
            var dz = [Double](repeating: 0, count: n)
            for j in 0..<n { dz[j] = d[j] * random.nextGaussian() }
            var y = [Double](repeating: 0, count: n)
            for i in 0..<n {
                var s = 0.0
                for j in 0..<n { s += b[i * n + j] * dz[j] }
                y[i] = s
            }
            steps.append(y)
            candidates.append((0..<n).map { mean[$0] + sigma * y[$0] })
        }
        return candidates
    }

    /// Updates from the values f(x_k) of the last `ask()`'s candidates (smaller is better; NaN worst;
    /// ties by candidate index).
    public mutating func tell(_ values: [Double]) {
        let order = values.indices.sorted { i, j in
            let a = values[i].isNaN ? .infinity : values[i], b = values[j].isNaN ? .infinity : values[j]
            return a != b ? a < b : i < j
        }
        update(ranking: order, sortedValues: order.map { values[$0].isNaN ? .infinity : values[$0] })
    }

    /// Updates from the last `ask()`'s candidates ranked best first (indices into its list), for
    /// objectives without one value (a lexicographic order); TolFun then never fires.
    public mutating func tell(ranking: [Int]) {
        update(ranking: ranking, sortedValues: [])
    }

    private mutating func update(ranking: [Int], sortedValues: [Double]) {
        let p = parameters
        let n = p.dimension
        precondition(ranking.count == steps.count, "CMAES.tell: \(ranking.count) ranks for \(steps.count) candidates")
        var yw = [Double](repeating: 0, count: n)
        for (i, w) in p.weights.enumerated() {
            let y = steps[ranking[i]]
            for j in 0..<n { yw[j] += w * y[j] }
        }
        for j in 0..<n { mean[j] += sigma * yw[j] }
        // C^(−½)·y_w = B·D⁻¹·Bᵀ·y_w
        var t = [Double](repeating: 0, count: n)
        for k in 0..<n {
            var s = 0.0
            for i in 0..<n { s += b[i * n + k] * yw[i] }
            t[k] = s / d[k]
        }
        let cs = (p.cSigma * (2 - p.cSigma) * p.muEff).squareRoot()
        var norm2 = 0.0
        for i in 0..<n {
            var s = 0.0
            for k in 0..<n { s += b[i * n + k] * t[k] }
            pSigma[i] = (1 - p.cSigma) * pSigma[i] + cs * s
            norm2 += pSigma[i] * pSigma[i]
        }
        let norm = norm2.squareRoot()
        generation += 1
        let decay = 1 - Elementary.pow(1 - p.cSigma, Double(2 * generation))
        let hSigma = norm / decay.squareRoot() < (1.4 + 2 / Double(n + 1)) * p.chiN
        let cc = (p.cC * (2 - p.cC) * p.muEff).squareRoot()
        for i in 0..<n { pC[i] = (1 - p.cC) * pC[i] + (hSigma ? cc * yw[i] : 0) }
        let delta = hSigma ? 0 : p.cC * (2 - p.cC)
        let keep = 1 + p.c1 * delta - p.c1 - p.cMu
        for i in 0..<n {
            for j in 0...i {
                var rankMu = 0.0
                for (r, w) in p.weights.enumerated() {
                    let y = steps[ranking[r]]
                    rankMu += w * y[i] * y[j]
                }
                let v = keep * c[i * n + j] + p.c1 * pC[i] * pC[j] + p.cMu * rankMu
                c[i * n + j] = v; c[j * n + i] = v
            }
        }
        sigma *= Elementary.exp((p.cSigma / p.dSigma) * (norm / p.chiN - 1))
        let eigen = SymmetricEigen(symmetric: c, dimension: n)
        b = eigen.vectors
        d = eigen.values.map { max($0, 0).squareRoot() }
        lastValues = sortedValues
        if let best = sortedValues.first { history.append(best) } else { history = [] }
        steps = []
    }

    /// Whether the search has stalled (the tutorial's restart criteria, B.3): the best values of the
    /// last 10 + ⌈30n/λ⌉ generations and the last generation's values span < `tolerance`
    /// (TolFun), σ·max √C_ii < 10⁻¹²·σ₀ (TolX), the condition of C > 10¹⁴, or the mean does not
    /// move along an axis of C (NoEffectAxis).
    public func stalled(tolerance: Double = 1e-12) -> Bool {
        let p = parameters
        let n = p.dimension
        let window = 10 + (30 * n + p.populationSize - 1) / p.populationSize
        if history.count >= window, let lo = lastValues.first, let hi = lastValues.last {
            let recent = history.suffix(window)
            let span = max(recent.max() ?? 0, hi) - min(recent.min() ?? 0, lo)
            if span < tolerance { return true }
        }
        var maxStd = 0.0
        for i in 0..<n { maxStd = max(maxStd, c[i * n + i].squareRoot()) }
        if sigma * maxStd < 1e-12 * sigma0 { return true }
        let dMax = d.max() ?? 1, dMin = d.min() ?? 1
        if dMin <= 0 || (dMax / dMin) * (dMax / dMin) > 1e14 { return true }
        let axis = generation % n
        var moved = false
        for i in 0..<n where mean[i] + 0.1 * sigma * d[axis] * b[i * n + axis] != mean[i] { moved = true }
        return !moved || !sigma.isFinite
    }
}
