/// The outcome of `BlockLeastSquaresProblem.minimize`: the shared parameters β̂ and each block's
/// α̂ₖ, and the statistics of the whole problem's linearization at the solution.
///
/// With S = Σ rᵢ², ν = m − n_s − N·n_l and s² = S/ν, the shared parameters' covariance is
/// s²·(Σₖ Aₖᵀ(I − Pₖ)Aₖ)⁻¹ — the β block of s²·(JᵀJ)⁻¹ for the whole Jacobian J (a Schur
/// complement), read from the reduced problem's fit (`shared`) — and block k's is
/// s²·[(BₖᵀBₖ)⁻¹ + Gₖ·M·Gₖᵀ], Gₖ = (BₖᵀBₖ)⁻¹BₖᵀAₖ, M = (Σₖ Aₖᵀ(I − Pₖ)Aₖ)⁻¹. Identifiability
/// of β is the reduced fit's (`LeastSquaresFit.identifiable`); a local parameter whose column
/// is (within 10⁻¹⁰, relative) a combination of its block's others is not identifiable.
public struct BlockLeastSquaresFit: Sendable {
    /// The fit of the shared parameters with the local ones eliminated: its `parameters` are
    /// β̂, its `stopReason`, `iterations` and `evaluations` the solver's; its standard errors
    /// are over ν = m − n_s (use `standardErrors` here, over the whole problem's ν).
    public let shared: LeastSquaresFit
    /// β̂ then α̂₀, α̂₁, …: n_s + N·n_l values.
    public let parameters: [Double]
    /// SEⱼ for every parameter in `parameters`' order; nil when it is not identifiable.
    public let standardErrors: [Double?]
    /// Whether each parameter of `parameters` is identifiable.
    public let identifiable: [Bool]
    /// ν = m − n_s − N·n_l.
    public let degreesOfFreedom: Int
    /// Whether the shared fit converged and so did every block's local fit at β̂.
    public let isConverged: Bool
    /// The work of the whole fit (`LeastSquaresFit.operations`): the shared fit, every local
    /// fit it asked for, and the statistics; linear in the number of blocks and residuals.
    public let operations: Int

    /// r(β̂, α̂), m values (`shared.residuals`).
    public var residuals: [Double] { shared.residuals }
    /// √(S/m).
    public var residualRMS: Double { shared.residualRMS }
    /// maxᵢ |rᵢ|.
    public var residualMaximum: Double { shared.residualMaximum }
    /// Why the solver stopped (`shared.stopReason`).
    public var stopReason: FitStopReason { shared.stopReason }
    /// Corr(β̂ᵢ, β̂ⱼ) of the shared parameters (`shared.correlation`).
    public var sharedCorrelation: [[Double?]] { shared.correlation }

    /// The half-width of parameter j's two-sided 90 % interval, t₀.₉₅,ν·SEⱼ; nil when j is not
    /// identifiable.
    public func halfWidth90(of j: Int) -> Double? {
        standardErrors[j].map { StudentT.quantile95(degreesOfFreedom: degreesOfFreedom) * $0 }
    }

    init(problem: BlockLeastSquaresProblem, outer: LeastSquaresFit, locals: [[Double]], localsConverged: Bool, work: Int) {
        let ns = problem.sharedCount, nl = problem.localCount
        let m = outer.residuals.count
        let nu = m - ns - problem.blocks.count * nl
        let variance = nu > 0 ? outer.residualSumOfSquares / Double(nu) : .nan
        // M, 0 for a non-identifiable β.
        var inverse = [Double](repeating: 0, count: ns * ns)
        for a in 0..<ns {
            for b in 0..<ns { inverse[a + b * ns] = outer.inverseNormalMatrix[a][b] ?? 0 }
        }
        var errors: [Double?] = (0..<ns).map { j in outer.identifiable[j] ? (variance * inverse[j + j * ns]).squareRoot() : nil }
        var identifiable = outer.identifiable
        var operations = outer.operations + work
        for (k, block) in problem.blocks.enumerated() {
            let mk = block.residualCount
            let p = problem.projected(block, shared: outer.parameters, local: locals[k])
            operations += mk * (ns + nl) * (ns + nl + 1)
            let kept = (0..<nl).filter { p.independent[$0] }
            // BᵀB and BᵀA over the independent local columns.
            let r = kept.count
            var btb = [Double](repeating: 0, count: r * r)
            var bta = [Double](repeating: 0, count: r * ns)
            for (x, i) in kept.enumerated() {
                for (y, j) in kept.enumerated() {
                    var sum = 0.0
                    for row in 0..<mk { sum += p.local[row + i * mk] * p.local[row + j * mk] }
                    btb[x + y * r] = sum
                }
                for j in 0..<ns {
                    var sum = 0.0
                    for row in 0..<mk { sum += p.local[row + i * mk] * p.shared[row + j * mk] }
                    bta[x + j * r] = sum
                }
            }
            let w = Self.inverted(btb, order: r)
            // G = (BᵀB)⁻¹·BᵀA (r×n_s); Cov = s²·[(BᵀB)⁻¹ + G·M·Gᵀ], diagonal only.
            var g = [Double](repeating: 0, count: r * ns)
            for x in 0..<r {
                for j in 0..<ns {
                    var sum = 0.0
                    for y in 0..<r { sum += w[x + y * r] * bta[y + j * r] }
                    g[x + j * r] = sum
                }
            }
            var local = [Double?](repeating: nil, count: nl)
            for (x, i) in kept.enumerated() {
                var sum = w[x + x * r]
                for a in 0..<ns {
                    for b in 0..<ns { sum += g[x + a * r] * inverse[a + b * ns] * g[x + b * r] }
                }
                local[i] = (variance * sum).squareRoot()
            }
            errors += local
            identifiable += p.independent
        }
        self.shared = outer
        self.parameters = outer.parameters + locals.flatMap { $0 }
        self.standardErrors = errors
        self.identifiable = identifiable
        self.degreesOfFreedom = nu
        self.isConverged = outer.isConverged && localsConverged
        self.operations = operations
    }

    /// The inverse of a symmetric positive definite `order`×`order` matrix (column-major), by
    /// Gauss–Jordan elimination (order ≤ a few).
    static func inverted(_ matrix: [Double], order n: Int) -> [Double] {
        var a = matrix
        var inverse = [Double](repeating: 0, count: n * n)
        for i in 0..<n { inverse[i + i * n] = 1 }
        for col in 0..<n {
            var pivot = col
            for row in col..<n where a[row + col * n].magnitude > a[pivot + col * n].magnitude { pivot = row }
            if pivot != col {
                for j in 0..<n {
                    a.swapAt(col + j * n, pivot + j * n)
                    inverse.swapAt(col + j * n, pivot + j * n)
                }
            }
            let d = a[col + col * n]
            for j in 0..<n {
                a[col + j * n] /= d
                inverse[col + j * n] /= d
            }
            for row in 0..<n where row != col {
                let f = a[row + col * n]
                guard f != 0 else { continue }
                for j in 0..<n {
                    a[row + j * n] -= f * a[col + j * n]
                    inverse[row + j * n] -= f * inverse[col + j * n]
                }
            }
        }
        return inverse
    }
}
