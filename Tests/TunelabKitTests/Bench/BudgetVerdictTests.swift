import Testing
import TunelabKit
import TestSupport

/// Verdicts on injected measurements: no clock is read here.
@Suite struct BudgetVerdictTests {
    static let workload = BenchWorkload.layout(.cardStack, count: 20, frameRate: 120)

    /// A measurement whose repeats have these medians (p99 = 2 × median), at 120 Hz.
    static func measured(_ medians: [Double]) -> BenchMeasurement {
        BenchMeasurement(
            workload: workload, unit: "frame", interval: 1_000_000.0 / 120,
            repeats: medians.map { BenchRepeat(median: $0, p99: 2 * $0, samples: 1000) }, checksum: 0)
    }

    static func budget(_ limits: [(BudgetLimit, Double)]) -> BudgetFile {
        BudgetFile(
            file: "b.json", note: nil, entries: [.init(workload: workload.name, limits: limits.map { .init(key: $0.0, value: $0.1) })])
    }

    @Test func budgetAtHalfTheMeasuredCostBreaks() {
        let verdicts = BudgetVerdict.check(
            Self.budget([(.medianMicroseconds, 2.5), (.p99Microseconds, 5)]),
            against: [Self.measured([5, 5.1, 4.9, 5, 5.2])])
        #expect(
            verdicts.map(\.isBroken) == [true, true], "5 µs measured vs 2.5 µs median and 5 µs p99 budgets: \(verdicts.map(\.description))")
        #expect(verdicts[0].measured == 5, "the median of the repeat medians")
        #expect(verdicts[0].description == "cardStack_20_120hz median_us: 5.00 > 2.50 (repeats 5.00 5.10 4.90 5.00 5.20)")
    }

    @Test func budgetWithHeadroomHolds() {
        let verdicts = BudgetVerdict.check(
            Self.budget([(.medianMicroseconds, 15), (.p99Microseconds, 30)]),
            against: [Self.measured([5, 5.1, 4.9, 5, 5.2])])
        #expect(verdicts.allSatisfy { !$0.isBroken }, "\(verdicts.map(\.description))")
    }

    @Test func twoNoisyRepeatsOfFiveDoNotBreakButThreeDo() {
        let budget = Self.budget([(.medianMicroseconds, 10)])
        let noisy = BudgetVerdict.check(budget, against: [Self.measured([5, 40, 5, 90, 5])])
        #expect(!noisy[0].isBroken, "two of five repeats slowed by a neighbour: \(noisy[0].description)")
        let regressed = BudgetVerdict.check(budget, against: [Self.measured([11, 40, 12, 90, 5])])
        #expect(regressed[0].isBroken, "three of five repeats over: \(regressed[0].description)")
    }

    @Test func fractionsAreOfTheInterval() {
        // 5 µs of an 8333.3 µs frame = 0.0006; p99 10 µs = 0.0012.
        let verdicts = BudgetVerdict.check(
            Self.budget([(.medianFraction, 0.0007), (.p99Fraction, 0.001)]),
            against: [Self.measured([5, 5, 5])])
        #expect(verdicts.map(\.isBroken) == [false, true], "\(verdicts.map(\.description))")
        #expect(isApprox(verdicts[0].measured ?? 0, 0.0006, rel: 1e-12))
    }

    @Test func aBudgetForAWorkloadNotMeasuredBreaks() {
        let verdicts = BudgetVerdict.check(Self.budget([(.medianMicroseconds, 10)]), against: [])
        #expect(verdicts.count == 1 && verdicts[0].isBroken && verdicts[0].measured == nil, "\(verdicts.map(\.description))")
        #expect(verdicts[0].description == "cardStack_20_120hz median_us: not measured (budget 10.0)")
    }

    @Test func equalToTheBudgetHolds() {
        let verdicts = BudgetVerdict.check(Self.budget([(.medianMicroseconds, 5)]), against: [Self.measured([5, 5, 5])])
        #expect(!verdicts[0].isBroken, "measured == budget is within budget")
    }

    @Test func ratiosAreOfEachRepeatsOwnCalibration() {
        // Repeat medians 5, 10, 5 µs with calibrations 1, 2, 0.5 µs: ratios 5, 5, 10 → median 5.
        let workload = Self.workload
        let m = BenchMeasurement(
            workload: workload, unit: "frame", interval: 1_000_000.0 / 120,
            repeats: [
                BenchRepeat(median: 5, p99: 6, samples: 10, calibration: 1),
                BenchRepeat(median: 10, p99: 12, samples: 10, calibration: 2),
                BenchRepeat(median: 5, p99: 6, samples: 10, calibration: 0.5)
            ], checksum: 0)
        #expect(m.repeatValues(of: .medianRatio) == [5, 5, 10])
        #expect(m.repeatValues(of: .p99Ratio) == [6, 6, 12])
        let verdicts = BudgetVerdict.check(Self.budget([(.medianRatio, 5.5), (.p99Ratio, 5.5)]), against: [m])
        #expect(verdicts.map(\.isBroken) == [false, true], "\(verdicts.map(\.description))")
    }

    @Test func ratiosWithoutACalibrationAreNotMeasured() {
        let verdicts = BudgetVerdict.check(Self.budget([(.medianRatio, 100)]), against: [Self.measured([5, 5, 5])])
        #expect(verdicts[0].isBroken && verdicts[0].measured == nil, "no calibration, no ratio: \(verdicts[0].description)")
    }
}
