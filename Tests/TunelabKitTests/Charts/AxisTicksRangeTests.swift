import Testing
@testable import TunelabKit

/// `AxisTicks` on ranges at the ends of the doubles (a fuzz finding: a 5e-324 pt drag made a
/// trace chart's step 10⁻³²⁴ = 0 and trapped converting NaN to an integer).
@Suite struct AxisTicksRangeTests {
    @Test(arguments: [
        (0.0, Double.leastNonzeroMagnitude), (-1e308, 1e308), (1e300, 1.0000001e300), (0.0, 2024 * Double.leastNonzeroMagnitude),
        (-Double.leastNonzeroMagnitude, Double.leastNonzeroMagnitude)
    ])
    func extremeRangesGiveFiniteTicksThatCoverThem(lo: Double, hi: Double) {
        let ticks = AxisTicks.covering(lo, hi)
        #expect(!ticks.isEmpty && ticks.allSatisfy(\.isFinite), "[\(lo), \(hi)]: \(ticks)")
        #expect((ticks.first ?? .nan) <= lo && (ticks.last ?? .nan) >= hi, "[\(lo), \(hi)] covered: \(ticks)")
        #expect(AxisTicks.inside(lo, hi).allSatisfy { $0.isFinite && $0 > lo && $0 < hi }, "[\(lo), \(hi)] inside")
    }

    @Test func ordinaryRangesAreUnchanged() {
        #expect(AxisTicks.covering(0, 1) == [0, 0.2, 0.4, 0.6, 0.8, 1])
    }
}
