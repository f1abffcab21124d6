import Testing
import TunelabKit

/// `NumberFormat.readable`: 12 significant digits, then shortest — no binary noise in numbers a person reads.
@Suite struct NumberFormatReadableTests {
    @Test(arguments: [
        (0.30000000000000004, "0.3"), (1 - 0.7, "0.3"), (157.91367041742973, "157.913670417"),
        (100.0, "100"), (-0.0, "0"), (1e-20, "1e-20"), (123456789012345.6, "123456789012000"),
        (0.1 + 0.2, "0.3"), (2.0 / 3.0, "0.666666666667"), (-12.5, "-12.5")
    ])
    func roundsToTwelveDigits(value: Double, text: String) {
        #expect(NumberFormat.readable(value) == text, "\(value)")
    }

    @Test func nonFiniteIsEmpty() {
        #expect(NumberFormat.readable(.nan) == "" && NumberFormat.readable(.infinity) == "")
    }
}
