/// The problem as the solver sees it: residuals and Jacobian in the unconstrained internal
/// parameters u, with β = g(u) per `ParameterBounds`, counting residual evaluations.
///
/// The internal Jacobian is J_u[:, j] = J_β[:, j]·g′ⱼ(uⱼ) when the problem gives J_β, else
/// forward differences in u.
struct InternalSpace {
    let problem: LeastSquaresProblem
    /// ε_f of `LevenbergMarquardt.residualPrecision`.
    let residualPrecision: Double
    /// n.
    var n: Int { problem.parameterCount }
    /// m.
    var m: Int { problem.residualCount }
    /// Residual evaluations so far, forward differences included.
    private(set) var evaluations = 0
    /// The work so far, in floating-point operations as the solver's cost model counts them
    /// (`LeastSquaresFit.operations`): m per residual evaluation, m·n per Jacobian.
    var operations = 0
    private var jacobianBuffer: [Double]

    init(problem: LeastSquaresProblem, residualPrecision: Double) {
        self.problem = problem
        self.residualPrecision = residualPrecision
        self.jacobianBuffer = [Double](repeating: 0, count: problem.residualCount * problem.parameterCount)
    }

    /// β = g(u).
    func external(_ u: [Double]) -> [Double] {
        zip(problem.bounds, u).map { $0.external($1) }
    }

    /// r(g(u)) into `out`.
    mutating func residuals(_ u: [Double], into out: inout [Double]) {
        evaluations += 1
        operations += m
        problem.residuals(external(u), &out)
    }

    /// ∂r/∂u at u, column-major; `fvec` = r(g(u)).
    mutating func jacobian(_ u: [Double], residuals fvec: [Double]) -> [Double] {
        let (m, n) = (m, n)
        operations += m * n
        if let analytic = problem.jacobian {
            analytic(external(u), &jacobianBuffer)
            for j in 0..<n where !problem.bounds[j].isUnbounded {
                let slope = problem.bounds[j].derivative(u[j])
                for i in 0..<m { jacobianBuffer[i + j * m] *= slope }
            }
            return jacobianBuffer
        }
        let eps = max(residualPrecision, Double.ulpOfOne).squareRoot()
        var point = u
        var shifted = [Double](repeating: 0, count: m)
        for j in 0..<n {
            let uj = u[j]
            var h = eps * uj.magnitude
            if h == 0 { h = eps }
            point[j] = uj + h
            h = point[j] - uj  // the step actually taken, exact in binary
            residuals(point, into: &shifted)
            point[j] = uj
            for i in 0..<m { jacobianBuffer[i + j * m] = (shifted[i] - fvec[i]) / h }
        }
        return jacobianBuffer
    }
}
