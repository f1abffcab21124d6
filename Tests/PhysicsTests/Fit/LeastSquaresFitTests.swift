import Foundation
import ScrollPhysics
import Testing
import TestSupport

@Suite struct LeastSquaresFitTests {
    /// y = β₀ + β₁·t with noise (fixed values): the statistics match the closed form of simple
    /// linear regression, SE(β₁) = s/√Σ(t − t̄)², SE(β₀) = s·√(1/m + t̄²/Σ(t − t̄)²),
    /// Corr = −t̄/√(t̄² + Σ(t − t̄)²/m).
    @Test func linearRegressionStatisticsMatchTheClosedForm() {
        let ts: [Double] = [0, 1, 2, 3, 4, 5, 6, 7]
        let ys: [Double] = [1.1, 2.9, 5.2, 6.8, 9.1, 11.2, 12.8, 15.1]
        let problem = LeastSquaresProblem(
            parameterCount: 2, residualCount: 8,
            residuals: { p, r in for i in 0..<8 { r[i] = p[0] + p[1] * ts[i] - ys[i] } },
            jacobian: { _, j in for i in 0..<8 { j[i] = 1; j[i + 8] = ts[i] } })
        let fit = LevenbergMarquardt().minimize(problem, from: [0, 0])
        let m = 8.0
        let tBar = ts.reduce(0, +) / m
        let sxx = ts.reduce(0) { $0 + ($1 - tBar) * ($1 - tBar) }
        let s = (fit.residualSumOfSquares / (m - 2)).squareRoot()
        #expect(fit.degreesOfFreedom == 6 && isApprox(fit.residualVariance, s * s, rel: 1e-14))
        #expect(isApprox(fit.standardErrors[1] ?? .nan, s / sxx.squareRoot(), rel: 1e-12), "SE(β₁)")
        #expect(isApprox(fit.standardErrors[0] ?? .nan, s * (1 / m + tBar * tBar / sxx).squareRoot(), rel: 1e-12), "SE(β₀)")
        let corr = -tBar / (tBar * tBar + sxx / m).squareRoot()
        #expect(isApprox(fit.correlation[0][1] ?? .nan, corr, rel: 1e-12) && fit.correlation[0][0] == 1, "\(fit.correlation)")
        #expect(fit.rank == 2 && fit.identifiable == [true, true])
    }

    /// y = (β₀ + β₁)·exp(−β₂t): only the sum β₀ + β₁ shows, so one of the two is reported not
    /// identifiable, entangled with the other, and β₂ keeps its standard error.
    @Test func parametersTheDataCannotTellApartAreNotIdentifiable() {
        let ts = (0..<15).map { Double($0) / 5 }
        let ys = ts.map { 2 * exp(-0.7 * $0) + 0.01 * sin(7 * $0) }
        let problem = LeastSquaresProblem(
            parameterCount: 3, residualCount: 15,
            residuals: { p, r in for i in 0..<15 { r[i] = (p[0] + p[1]) * exp(-p[2] * ts[i]) - ys[i] } })
        let fit = LevenbergMarquardt().minimize(problem, from: [1, 0.5, 1])
        #expect(fit.rank == 2, "rank \(fit.rank), pivots \(fit.normalizedPivots)")
        #expect(fit.identifiable[2] && fit.standardErrors[2] != nil, "β₂ identifiable")
        let hidden = fit.identifiable[0] ? 1 : 0
        #expect(!fit.identifiable[hidden] && fit.standardErrors[hidden] == nil, "\(fit)")
        #expect(fit.entangled[hidden] == [1 - hidden], "β\(hidden) entangled with \(fit.entangled[hidden])")
        #expect(fit.correlation[hidden].allSatisfy { $0 == nil })
    }

    /// A parameter the residuals do not depend on has a zero column: not identifiable, and
    /// entangled with nothing.
    @Test func aParameterWithoutEffectIsNotIdentifiable() {
        let problem = LeastSquaresProblem(
            parameterCount: 2, residualCount: 4,
            residuals: { p, r in for i in 0..<4 { r[i] = p[0] * Double(i) - Double(2 * i) + (i == 1 ? 0.1 : 0) } })
        let fit = LevenbergMarquardt().minimize(problem, from: [1, 7])
        #expect(fit.identifiable == [true, false] && fit.entangled[1].isEmpty, "\(fit)")
        #expect(fit.parameters[1] == 7, "an inert parameter stays where it started")
    }

    @Test func residualSummaries() {
        let problem = LeastSquaresProblem(
            parameterCount: 1, residualCount: 4,
            residuals: { p, r in
                let ys: [Double] = [1, 2, 3, 6]
                for i in 0..<4 { r[i] = p[0] - ys[i] }
            })
        let fit = LevenbergMarquardt().minimize(problem, from: [0])
        #expect(isApprox(fit.parameters[0], 3, rel: 1e-12))
        #expect(isApprox(fit.residualMaximum, 3, rel: 1e-12) && isApprox(fit.residualRMS, (14.0 / 4).squareRoot(), rel: 1e-12))
    }
}
