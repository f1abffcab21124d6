import Foundation
import ScrollPhysics
import Testing
import TestSupport

@Suite struct LevenbergMarquardtTests {
    /// y = a·exp(−b·t) sampled without noise at t = 0, 0.1, …, 1.9.
    static func decay(jacobian: Bool) -> LeastSquaresProblem {
        let ts = (0..<20).map { Double($0) / 10 }
        let ys = ts.map { 3 * exp(-1.5 * $0) }
        return LeastSquaresProblem(
            parameterCount: 2, residualCount: ts.count,
            residuals: { p, r in for i in ts.indices { r[i] = p[0] * exp(-p[1] * ts[i]) - ys[i] } },
            jacobian: jacobian
                ? { p, j in
                    for i in ts.indices {
                        j[i] = exp(-p[1] * ts[i])
                        j[i + ts.count] = -p[0] * ts[i] * exp(-p[1] * ts[i])
                    }
                } : nil)
    }

    @Test(arguments: [true, false])
    func recoversAnExactFit(analytic: Bool) {
        let fit = LevenbergMarquardt().minimize(Self.decay(jacobian: analytic), from: [1, 0.1])
        #expect(fit.isConverged, "\(fit.stopReason)")
        #expect(isApprox(fit.parameters[0], 3, rel: 1e-9) && isApprox(fit.parameters[1], 1.5, rel: 1e-9), "\(fit)")
        #expect(fit.residualSumOfSquares < 1e-20, "S = \(fit.residualSumOfSquares)")
    }

    /// The Rosenbrock function as least squares, r = (10(β₁ − β₀²), 1 − β₀), from (−1.2, 1):
    /// MINPACK's test problem 4, minimum at (1, 1) with S = 0.
    @Test func solvesRosenbrock() {
        let problem = LeastSquaresProblem(
            parameterCount: 2, residualCount: 2,
            residuals: { p, r in
                r[0] = 10 * (p[1] - p[0] * p[0])
                r[1] = 1 - p[0]
            })
        let fit = LevenbergMarquardt().minimize(problem, from: [-1.2, 1])
        #expect(fit.isConverged, "\(fit.stopReason)")
        #expect(isApprox(fit.parameters[0], 1, abs: 1e-9) && isApprox(fit.parameters[1], 1, abs: 1e-9), "\(fit)")
    }

    @Test func sameInputsSameBits() {
        let solver = LevenbergMarquardt()
        let a = solver.minimize(Self.decay(jacobian: false), from: [1, 0.1])
        let b = solver.minimize(Self.decay(jacobian: false), from: [1, 0.1])
        #expect(a.parameters.map(\.bitPattern) == b.parameters.map(\.bitPattern))
        #expect(a.iterations == b.iterations && a.evaluations == b.evaluations)
    }

    @Test func stopsAtTheEvaluationLimit() {
        let fit = LevenbergMarquardt(maxEvaluations: 3).minimize(Self.decay(jacobian: true), from: [1, 0.1])
        #expect(fit.stopReason == .evaluationLimit && !fit.isConverged, "\(fit.stopReason)")
        #expect(fit.evaluations == 3, "\(fit.evaluations) evaluations")
    }

    @Test func nonFiniteStartStopsAtOnce() {
        let problem = LeastSquaresProblem(
            parameterCount: 1, residualCount: 2,
            residuals: { p, r in
                r[0] = log(p[0]); r[1] = 1
            })
        let fit = LevenbergMarquardt().minimize(problem, from: [-1])
        #expect(fit.stopReason == .nonFiniteStart && fit.iterations == 0, "\(fit.stopReason)")
    }

    /// A step into the region where r is NaN is rejected and the trust region shrinks: the
    /// fit of √β to 0.5 from far away still ends at β = 0.25.
    @Test func rejectsStepsToNonFiniteResiduals() {
        let problem = LeastSquaresProblem(
            parameterCount: 1, residualCount: 1, residuals: { p, r in r[0] = p[0].squareRoot() - 0.5 })
        let fit = LevenbergMarquardt().minimize(problem, from: [100])
        #expect(fit.isConverged && isApprox(fit.parameters[0], 0.25, rel: 1e-9), "\(fit)")
    }

    /// A bound the unconstrained minimum lies beyond: the fit ends on it and says so.
    @Test func boundsHoldAndAreReported() {
        let problem = LeastSquaresProblem(
            parameterCount: 2, residualCount: 20,
            bounds: [ParameterBounds(lower: 0, upper: 2.5), ParameterBounds(lower: 0)],
            residuals: { p, r in
                for i in 0..<20 {
                    let t = Double(i) / 10
                    r[i] = p[0] * exp(-p[1] * t) - 3 * exp(-1.5 * t)
                }
            })
        let fit = LevenbergMarquardt().minimize(problem, from: [1, 0.1])
        #expect(fit.isConverged, "\(fit.stopReason)")
        #expect(fit.parameters[0] <= 2.5 && isApprox(fit.parameters[0], 2.5, abs: 1e-6), "\(fit)")
        #expect(fit.onBound == [true, false], "\(fit.onBound)")
    }
}
