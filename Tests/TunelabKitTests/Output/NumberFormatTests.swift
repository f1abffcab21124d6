import Testing
import TunelabKit

@Suite struct NumberFormatTests {
    @Test(arguments: [(16.0, "16"), (0.1, "0.1"), (-0.0, "0"), (0.15, "0.15"), (1e-5, "1e-05"), (-2.5, "-2.5"), (1e20, "1e+20")])
    func shortest(value: Double, expected: String) {
        #expect(NumberFormat.shortest(value) == expected, "\(value)")
    }

    @Test func nonFiniteIsEmpty() {
        #expect(NumberFormat.shortest(Double.nan) == "")
        #expect(NumberFormat.shortest(Double.infinity) == "")
        #expect(NumberFormat.shortest(nil as Double?) == "")
    }
}
