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

    @Test func signedMetricsCompareMagnitudes() {
        #expect(CompareChange.classify(.overlapMeanPt, base: -10, new: 5, tolerance: 0) == .better, "|−10| → |5|")
        #expect(CompareChange.classify(.travelPt, base: 5, new: -10, tolerance: 0) == .worse, "|5| → |−10|")
        #expect(CompareChange.classify(.travelPt, base: 5, new: -5, tolerance: 0) == nil, "5 → −5 has the same magnitude")
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
