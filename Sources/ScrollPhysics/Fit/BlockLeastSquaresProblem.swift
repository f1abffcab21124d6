/// A least-squares problem whose parameters split into shared ones β (n_s, every block's
/// residuals depend on them) and local ones αₖ (n_l per block, only block k's residuals depend
/// on them): recordings fitted together, each with its own release state.
///
/// Fitted whole, such a problem has n = n_s + N·n_l parameters, and each Levenberg–Marquardt
/// iteration factors an m×n Jacobian, m·n² operations: cubic in the number of blocks N.
/// `minimize` instead eliminates the local parameters (variable projection; G. H. Golub and
/// V. Pereyra, "The differentiation of pseudo-inverses and nonlinear least squares problems
/// whose variables separate", SIAM J. Numer. Anal. 10, 1973): for given β each block's αₖ(β)
/// is its own n_l-parameter fit, and `LevenbergMarquardt` minimizes the residuals r(β, α(β))
/// over β alone, with Kaufman's Jacobian (I − Pₖ)·Aₖ per block, where Aₖ = ∂rₖ/∂β,
/// Bₖ = ∂rₖ/∂αₖ and Pₖ the projection onto the span of Bₖ's columns. The cost is linear in N
/// and in m. At the solution the statistics equal those of the whole problem's linearization
/// (`BlockLeastSquaresFit`).
public struct BlockLeastSquaresProblem {
    /// Block k's residuals rₖ(β, αₖ), written into a buffer of `residualCount` entries.
    public typealias Residuals = (_ shared: [Double], _ local: [Double], _ residuals: inout [Double]) -> Void
    /// Block k's Jacobian: ∂rₖ/∂β into `sharedColumns` (mₖ·n_s, column-major) and ∂rₖ/∂αₖ into
    /// `localColumns` (mₖ·n_l, column-major).
    public typealias Jacobian = (
        _ shared: [Double], _ local: [Double], _ sharedColumns: inout [Double], _ localColumns: inout [Double]
    ) -> Void

    /// One block: its residuals, their exact Jacobian, and a start for its local parameters.
    public struct Block {
        /// mₖ ≥ n_l.
        public let residualCount: Int
        /// αₖ's start, n_l values.
        public let start: [Double]
        /// rₖ(β, αₖ).
        public let residuals: Residuals
        /// ∂rₖ/∂β and ∂rₖ/∂αₖ.
        public let jacobian: Jacobian

        /// A block of `residualCount` residuals with its Jacobian and the start of its local parameters.
        public init(residualCount: Int, start: [Double], residuals: @escaping Residuals, jacobian: @escaping Jacobian) {
            self.residualCount = residualCount
            self.start = start
            self.residuals = residuals
            self.jacobian = jacobian
        }
    }

    /// n_s ≥ 1.
    public let sharedCount: Int
    /// n_l ≥ 1, the same for every block.
    public let localCount: Int
    /// The shared parameters' bounds (n_s); the local parameters are unbounded.
    public let sharedBounds: [ParameterBounds]
    /// The blocks (≥ 1).
    public let blocks: [Block]

    /// A problem of `blocks` sharing `sharedCount` parameters, each with `localCount` of its own.
    ///
    /// - Parameters:
    ///   - sharedCount: n_s ≥ 1.
    ///   - localCount: n_l ≥ 1; every block has mₖ ≥ n_l residuals and a start of n_l values.
    ///   - sharedBounds: n_s intervals, or empty for none.
    ///   - blocks: ≥ 1, with Σ mₖ ≥ n_s + N·n_l.
    public init(sharedCount: Int, localCount: Int, sharedBounds: [ParameterBounds] = [], blocks: [Block]) {
        precondition(sharedCount >= 1 && localCount >= 1, "BlockLeastSquaresProblem: n_s \(sharedCount), n_l \(localCount)")
        precondition(!blocks.isEmpty, "BlockLeastSquaresProblem needs ≥ 1 block")
        for (k, block) in blocks.enumerated() {
            precondition(
                block.residualCount >= localCount && block.start.count == localCount,
                "BlockLeastSquaresProblem: block \(k) has \(block.residualCount) residuals and \(block.start.count) start values for n_l = \(localCount)"
            )
        }
        let m = blocks.reduce(0) { $0 + $1.residualCount }
        precondition(
            m >= sharedCount + blocks.count * localCount,
            "BlockLeastSquaresProblem needs m ≥ n residuals, got m = \(m), n = \(sharedCount + blocks.count * localCount)")
        precondition(
            sharedBounds.isEmpty || sharedBounds.count == sharedCount,
            "BlockLeastSquaresProblem: \(sharedBounds.count) bounds for \(sharedCount) shared parameters")
        self.sharedCount = sharedCount
        self.localCount = localCount
        self.sharedBounds = sharedBounds.isEmpty ? Array(repeating: ParameterBounds(), count: sharedCount) : sharedBounds
        self.blocks = blocks
    }

    /// Σ mₖ.
    public var residualCount: Int { blocks.reduce(0) { $0 + $1.residualCount } }

    /// Minimizes Σ‖rₖ(β, αₖ)‖² from β = `start` (n_s values), each block's αₖ fitted from its
    /// own start for every β the solver tries (so the residuals are a function of β alone).
    public func minimize(from start: [Double], solver: LevenbergMarquardt = LevenbergMarquardt()) -> BlockLeastSquaresFit {
        precondition(start.count == sharedCount, "BlockLeastSquaresProblem: \(start.count) start values for \(sharedCount)")
        let solved = LocalSolutions(problem: self, solver: solver)
        let outer = LeastSquaresProblem(
            parameterCount: sharedCount, residualCount: residualCount, bounds: sharedBounds,
            residuals: { beta, r in
                let locals = solved.at(beta)
                var i = 0
                var buffer: [Double] = []
                for (k, block) in blocks.enumerated() {
                    buffer = [Double](repeating: 0, count: block.residualCount)
                    block.residuals(beta, locals[k], &buffer)
                    for value in buffer {
                        r[i] = value
                        i += 1
                    }
                }
            },
            jacobian: { beta, jacobian in
                let locals = solved.at(beta)
                let m = residualCount
                var row = 0
                for (k, block) in blocks.enumerated() {
                    let reduced = projected(block, shared: beta, local: locals[k]).reduced
                    let mk = block.residualCount
                    for j in 0..<sharedCount {
                        for i in 0..<mk { jacobian[row + i + j * m] = reduced[i + j * mk] }
                    }
                    row += mk
                }
            })
        let fit = solver.minimize(outer, from: start)
        return BlockLeastSquaresFit(
            problem: self, outer: fit, locals: solved.at(fit.parameters), localsConverged: solved.converged(at: fit.parameters),
            work: solved.operations)
    }

    /// Block k's Jacobians at (β, αₖ) and what the elimination needs of them: Aₖ (mₖ×n_s), the
    /// reduced (I − Pₖ)·Aₖ, Qₖ (mₖ×r, orthonormal columns spanning Bₖ's), Rₖ (r×n_l, upper
    /// trapezoidal in `order`), and which local columns are independent (modified Gram–Schmidt
    /// with a relative drop tolerance of 10⁻¹⁰, as `LevenbergMarquardt.rankTolerance`).
    func projected(_ block: Block, shared: [Double], local: [Double]) -> (
        shared: [Double], local: [Double], reduced: [Double], basis: [[Double]], independent: [Bool]
    ) {
        let mk = block.residualCount
        var a = [Double](repeating: 0, count: mk * sharedCount)
        var b = [Double](repeating: 0, count: mk * localCount)
        block.jacobian(shared, local, &a, &b)
        var basis: [[Double]] = []
        var independent = [Bool](repeating: false, count: localCount)
        for j in 0..<localCount {
            var v = Array(b[(j * mk)..<((j + 1) * mk)])
            let original = PivotedQR.norm(v)
            for q in basis {
                var dot = 0.0
                for i in 0..<mk { dot += q[i] * v[i] }
                for i in 0..<mk { v[i] -= dot * q[i] }
            }
            let remaining = PivotedQR.norm(v)
            guard original > 0, remaining > 1e-10 * original else { continue }
            for i in 0..<mk { v[i] /= remaining }
            basis.append(v)
            independent[j] = true
        }
        var reduced = a
        for j in 0..<sharedCount {
            for q in basis {
                var dot = 0.0
                for i in 0..<mk { dot += q[i] * reduced[i + j * mk] }
                for i in 0..<mk { reduced[i + j * mk] -= dot * q[i] }
            }
        }
        return (a, b, reduced, basis, independent)
    }
}

/// The local fits for the last β asked for: each block's αₖ(β) from its own start. A box (the
/// solver asks for the residuals and then the Jacobian at one β), deterministic: αₖ(β) depends
/// on β alone, never on the order of the requests.
final class LocalSolutions {
    let problem: BlockLeastSquaresProblem
    let solver: LevenbergMarquardt
    private var last: (beta: [Double], locals: [[Double]], converged: Bool)?
    /// The local fits' operations (`LeastSquaresFit.operations`), summed.
    private(set) var operations = 0

    init(problem: BlockLeastSquaresProblem, solver: LevenbergMarquardt) {
        self.problem = problem
        self.solver = solver
    }

    func at(_ beta: [Double]) -> [[Double]] {
        solve(beta).locals
    }

    /// Whether every local fit at β converged.
    func converged(at beta: [Double]) -> Bool { solve(beta).converged }

    private func solve(_ beta: [Double]) -> (beta: [Double], locals: [[Double]], converged: Bool) {
        if let last, last.beta == beta { return last }
        var converged = true
        let (localCount, sharedCount) = (problem.localCount, problem.sharedCount)
        let locals = problem.blocks.map { block in
            let inner = LeastSquaresProblem(
                parameterCount: localCount, residualCount: block.residualCount,
                residuals: { alpha, r in block.residuals(beta, alpha, &r) },
                jacobian: { alpha, j in
                    var a = [Double](repeating: 0, count: block.residualCount * sharedCount)
                    block.jacobian(beta, alpha, &a, &j)
                })
            let fit = self.solver.minimize(inner, from: block.start)
            self.operations += fit.operations
            if !fit.isConverged { converged = false }
            return fit.parameters
        }
        let solution = (beta, locals, converged)
        last = solution
        return solution
    }
}
