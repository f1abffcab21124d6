import Testing
@testable import TunelabKit

@Suite struct AxisTicksTests {
    @Test func decimalTicksPrintShort() {
        let ticks = AxisTicks.covering(0, 0.3, target: 3)
        #expect(ticks.map(NumberFormat.shortest) == ["0", "0.1", "0.2", "0.3"], "0…0.3 at a 0.1 step")
    }

    @Test func ticksCoverTheRange() {
        let ticks = AxisTicks.covering(-13, 487)
        #expect(ticks.first ?? 0 <= -13 && ticks.last ?? 0 >= 487, "\(ticks)")
        #expect(ticks == [-100, 0, 100, 200, 300, 400, 500], "step 100 for a span of 500 over 5 ticks")
    }

    @Test func flatRangeIsWidened() {
        let ticks = AxisTicks.covering(2, 2)
        #expect(ticks.first ?? 3 < 2 && ticks.last ?? 1 > 2, "\(ticks)")
    }

    @Test func insideExcludesEnds() {
        #expect(AxisTicks.inside(10.95, 31.2) == [20, 30], "span 20.25 / 4 = 5.06 rounds up to a step of 10")
    }

    @Test(arguments: [(12.3456, "12.35"), (0.000123456, "0.0001235"), (123456, "123500"), (-0.5, "-0.5"), (0, "0")])
    func labelsKeepFourDigits(value: Double, label: String) {
        #expect(AxisTicks.label(value) == label, "\(value)")
    }
}
