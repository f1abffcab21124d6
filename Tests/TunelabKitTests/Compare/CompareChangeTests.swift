import ScrollPhysics
import Testing
import TunelabKit

@Suite struct CompareChangeTests {
    @Test func lowerIsBetter() {
        #expect(CompareChange.classify(.jitterRMSPt, base: 2, new: 1, tolerance: 0) == .better, "2 → 1")
        #expect(CompareChange.classify(.jitterRMSPt, base: 1, new: 2, tolerance: 0) == .worse, "1 → 2")
        #expect(
            CompareChange.classify(.pixelFlips, base: 0, new: 1, tolerance: 0.5) == .worse, "0 → 1 is worse whatever the relative tolerance"
        )
    }

    @Test func closerToTargetComparesDistances() {
        #expect(CompareChange.classify(.releaseVelocityError, base: -10, new: 5, tolerance: 0) == .better, "|−10 − 0| → |5 − 0|")
        #expect(CompareChange.classify(.releaseVelocityError, base: 5, new: -10, tolerance: 0) == .worse, "|5| → |−10|")
        #expect(CompareChange.classify(.releaseVelocityError, base: 5, new: -5, tolerance: 0) == nil, "5 → −5: as far from 0")
        #expect(CompareChange.classify(.velocityGain, base: 1.2, new: 0.9, tolerance: 0) == .better, "0.2 → 0.1 from 1")
        #expect(CompareChange.classify(.velocityGain, base: 1, new: 1.5, tolerance: 0) == .worse, "0 → 0.5 from 1")
        #expect(CompareChange.classify(.velocityGain, base: 1, new: 0.5, tolerance: 0) == .worse, "lower is worse too")
        #expect(CompareChange.classify(.velocityGain, base: 0.8, new: 1.2, tolerance: 0) == nil, "0.2 from 1 either side")
    }

    @Test func unchangedMetricsAreWorseEitherWay() {
        #expect(CompareChange.classify(.travelPt, base: 100, new: 90, tolerance: 0) == .worse, "shorter travel")
        #expect(CompareChange.classify(.travelPt, base: 100, new: 110, tolerance: 0) == .worse, "longer travel")
        #expect(CompareChange.classify(.travelPt, base: 5, new: -5, tolerance: 0) == .worse, "5 → −5: another direction")
        #expect(CompareChange.classify(.overlapMeanPt, base: -10, new: -9.6, tolerance: 0.05) == .withinTolerance, "0.4 ≤ 5 % of 10")
        #expect(CompareChange.classify(.overlapMeanPt, base: -10, new: -10.6, tolerance: 0.05) == .worse, "0.6 > 5 % of 10")
    }

    @Test func everyMetricHasTheDirectionOfDocsMetrics() {
        // docs/metrics.md's direction column, by name.
        let closer: [Metric: Double] = [.releaseVelocityError: 0, .velocityGain: 1]
        let unchanged: [Metric] = [.travelPt, .overlapMeanPt]
        for metric in Metric.allCases {
            let expected: MetricDirection =
                closer[metric].map { .closerTo($0) } ?? (unchanged.contains(metric) ? .unchanged : .lowerIsBetter)
            #expect(metric.direction == expected, "\(metric.rawValue): \(metric.direction)")
        }
        #expect(MetricDirection.closerTo(1).description == "closer to 1" && MetricDirection.unchanged.description == "unchanged")
    }

    @Test func toleranceIsRelativeToTheBase() {
        #expect(CompareChange.classify(.overlapCV, base: 1, new: 1.05, tolerance: 0.05) == .withinTolerance, "+5 % with 5 %")
        #expect(CompareChange.classify(.overlapCV, base: 1, new: 1.0501, tolerance: 0.05) == .worse, "+5.01 % with 5 %")
    }

    @Test func libmSizedDifferencesAreEqual() {
        #expect(CompareChange.classify(.jitterRMSPt, base: 0.1, new: 0.1 * (1 + 1e-12), tolerance: 0) == nil, "1e-12 relative")
        #expect(CompareChange.classify(.jitterRMSPt, base: 0.1, new: 0.1 * (1 + 1e-8), tolerance: 0) == .worse, "1e-8 relative")
    }

    @Test func emptinessChangesAreRegressions() {
        #expect(CompareChange.classify(.settleTimeS, base: 1.5, new: nil, tolerance: 1) == .emptiness, "value → empty")
        #expect(CompareChange.classify(.settleTimeS, base: nil, new: 1.5, tolerance: 1) == .emptiness, "empty → value")
        #expect(CompareChange.classify(.settleTimeS, base: nil, new: nil, tolerance: 0) == nil, "empty → empty")
        #expect(CompareChange(row: 0, column: "x", base: "", new: "1", kind: .emptiness, tolerance: 0).isRegression)
        #expect(!CompareChange(row: 0, column: "x", base: "2", new: "1", kind: .better, tolerance: 0).isRegression)
    }
}
