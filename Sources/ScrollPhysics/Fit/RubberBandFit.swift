/// Fits UIKit's rubber band — the constant c and the dimension d — to how far the content shows
/// past an edge (b, pt) against how far the finger asks for past it (x, pt), with
/// `LevenbergMarquardt`.
///
/// The model is `RubberBand.offset`: b(x) = x·d·c/(d + c·x), x > 0, with the exact Jacobian
/// ∂b/∂c = x·d²/(d + c·x)², ∂b/∂d = c²·x²/(d + c·x)². Parameters [c, d]; c is bounded to
/// [0.01, 10], d to [1, 10⁵] pt. Small pulls show only the slope c (b ≈ c·x); d needs pulls that
/// bend the curve, x of the order of d/c, and the fit says so (not identifiable) when they don't.
public struct RubberBandFit: Sendable {
    /// xₖ, the finger's raw distance past the edge, pt (> 0).
    public let pulls: [Points]
    /// bₖ, the overscroll shown, pt (> 0).
    public let overscrolls: [Points]

    /// A fit of ≥ 2 pairs, every value finite and > 0.
    public init(pulls: [Points], overscrolls: [Points]) {
        precondition(pulls.count == overscrolls.count, "RubberBandFit: \(pulls.count) pulls, \(overscrolls.count) overscrolls")
        precondition(pulls.count >= 2, "RubberBandFit needs ≥ 2 pairs, got \(pulls.count)")
        precondition(
            (pulls + overscrolls).allSatisfy { $0.isFinite && $0 > 0 }, "RubberBandFit: pulls and overscrolls must be finite and > 0")
        self.pulls = pulls
        self.overscrolls = overscrolls
    }

    /// The least-squares problem: one residual b(xₖ) − bₖ per pair, with the exact Jacobian.
    public var problem: LeastSquaresProblem {
        let (pulls, overscrolls) = (pulls, overscrolls)
        let m = pulls.count
        return LeastSquaresProblem(
            parameterCount: 2, residualCount: m,
            bounds: [ParameterBounds(lower: 0.01, upper: 10), ParameterBounds(lower: 1, upper: 100_000)],
            residuals: { p, r in
                for k in 0..<m { r[k] = RubberBand.offset(pulls[k], dimension: p[1], constant: p[0]) - overscrolls[k] }
            },
            jacobian: { p, j in
                let (c, d) = (p[0], p[1])
                for k in 0..<m {
                    let x = pulls[k], q = d + c * x
                    j[k] = x * d * d / (q * q)
                    j[k + m] = c * c * x * x / (q * q)
                }
            })
    }

    /// A start: c the slope of the smallest pull, bₖ/xₖ (in [0.02, 5]), and d = 2 × the largest
    /// overscroll shown (b < d always), at least 10 pt.
    public var start: [Double] {
        let k = pulls.indices.min { pulls[$0] < pulls[$1] } ?? 0
        let slope = min(max(overscrolls[k] / pulls[k], 0.02), 5)
        return [slope, max(2 * (overscrolls.max() ?? 5), 10)]
    }

    /// Fits from `start` with `solver`.
    public func fit(solver: LevenbergMarquardt = LevenbergMarquardt()) -> LeastSquaresFit {
        solver.minimize(problem, from: start)
    }
}
