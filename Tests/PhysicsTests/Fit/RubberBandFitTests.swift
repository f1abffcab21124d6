import ScrollPhysics
import Testing
import TestSupport

@Suite struct RubberBandFitTests {
    /// Exact pairs from b(x) with c 0.4, d 500 give both back.
    @Test func recoversExactConstants() {
        let pulls = stride(from: 20.0, through: 600, by: 20).map { $0 }
        let shown = pulls.map { RubberBand.offset($0, dimension: 500, constant: 0.4) }
        let fit = RubberBandFit(pulls: pulls, overscrolls: shown).fit()
        #expect(fit.isConverged, "\(fit.stopReason)")
        #expect(isApprox(fit.parameters[0], 0.4, rel: 1e-9) && isApprox(fit.parameters[1], 500, rel: 1e-9), "\(fit.parameters)")
    }

    /// The exact Jacobian against central differences.
    @Test func jacobianMatchesDifferences() {
        let fit = RubberBandFit(pulls: [30, 250], overscrolls: [1, 1])
        var j = [Double](repeating: 0, count: 4)
        fit.problem.jacobian?([0.55, 681.7], &j)
        for (k, x) in [30.0, 250.0].enumerated() {
            let dc =
                (RubberBand.offset(x, dimension: 681.7, constant: 0.55 + 1e-7)
                    - RubberBand.offset(x, dimension: 681.7, constant: 0.55 - 1e-7)) / 2e-7
            let dd =
                (RubberBand.offset(x, dimension: 681.7 + 1e-4, constant: 0.55)
                    - RubberBand.offset(x, dimension: 681.7 - 1e-4, constant: 0.55)) / 2e-4
            #expect(isApprox(j[k], dc, rel: 1e-6) && isApprox(j[k + 2], dd, rel: 1e-5), "x \(x): \(j[k]) vs \(dc), \(j[k + 2]) vs \(dd)")
        }
    }

    /// Pulls far below d/c show only the slope: d is not identifiable (or its error dwarfs it).
    @Test func smallPullsDoNotRevealTheDimension() {
        let pulls = [1.0, 2, 3, 4, 5]
        let shown = pulls.map { (RubberBand.offset($0, dimension: 681.667) * 3).rounded() / 3 }
        let fit = RubberBandFit(pulls: pulls, overscrolls: shown).fit()
        let revealed = fit.identifiable[1] && (fit.standardErrors[1] ?? .infinity) < fit.parameters[1] / 2
        #expect(!revealed, "d = \(fit.parameters[1]) ± \(String(describing: fit.standardErrors[1]))")
    }

    /// The simulator's drag past the top edge (experiments/device/uikit-rubber-band.csv, 29 pairs,
    /// rounded to 1/3 pt): c = 0.54995 ± 0.00043 and d = 681.5 ± 2.0 pt, the view's bounds height
    /// 681.667 pt inside d's 90 % interval and UIKit's 0.55 inside c's.
    @Test func simulatorDragGivesUIKitsConstants() throws {
        let pairs = DeviceRecordings.pairs("uikit-rubber-band.csv")
        let fit = RubberBandFit(pulls: pairs.map(\.0), overscrolls: pairs.map(\.1)).fit()
        let (c, d) = (try #require(fit.halfWidth90(of: 0)), try #require(fit.halfWidth90(of: 1)))
        #expect(abs(fit.parameters[0] - RubberBand.defaultConstant) <= c, "c = \(fit.parameters[0]) ± \(c)")
        #expect(abs(fit.parameters[1] - 681.6666666666666) <= d, "d = \(fit.parameters[1]) ± \(d)")
    }
}
