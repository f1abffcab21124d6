import Testing
import TunelabKit

@Suite struct ReadableNumberTests {
    @Test(arguments: [
        (16.42970100941751, "16.43"), (0.19666666666666666, "0.1967"), (0.0, "0"), (-0.0, "0"),
        (12345.0, "12345"), (-3.0, "-3"), (1234.5678, "1235"), (12345.6, "12350"), (9999.7, "10000"),
        (0.1, "0.1"), (0.15000000000000002, "0.15"), (-0.00012345678, "-0.0001235"), (0.7, "0.7"),
        (1.5e-5, "1.5e-5"), (-2.25e7, "-2.25e7"), (67.04999, "67.05"), (99.99999, "100")
    ])
    func fourSignificantDigits(value: Double, expected: String) {
        #expect(ReadableNumber.text(value) == expected, "\(value)")
    }

    @Test func neverMoreThanFourSignificantDigitsUnlessWhole() {
        for value in [3.14159265, 271.828182, 0.000987654, 1.0 / 3, 2.0 / 3 * 1000, 123456.789] {
            let text = ReadableNumber.text(value)
            var digits = Substring(text.split(separator: "e")[0].filter(\.isNumber).drop(while: { $0 == "0" }))
            if !text.contains(".") { while digits.hasSuffix("0") { digits.removeLast() } }
            #expect(
                digits.count <= 4,
                "\(value) printed as \(text)")
        }
    }

    @Test func emptyForMissingAndNonFinite() {
        #expect(ReadableNumber.text(nil as Double?) == "")
        #expect(ReadableNumber.text(Double.nan) == "")
        #expect(ReadableNumber.text(-Double.infinity) == "")
    }

    @Test(arguments: [(12.345, "+12.3 %"), (-0.5, "-0.5 %"), (0.0, "0 %"), (-100.0, "-100 %"), (1234.0, "+1230 %"), (0.0004, "+0.0004 %")])
    func percent(value: Double, expected: String) {
        #expect(ReadableNumber.percent(value) == expected, "\(value)")
    }

    @Test func cellsKeepTextAndShortenNumbers() {
        #expect(ReadableNumber.cell("ok") == "ok")
        #expect(ReadableNumber.cell("0.30000000000000004") == "0.3")
        #expect(ReadableNumber.cell("gaussian") == "gaussian")
        #expect(ReadableNumber.cell("") == "")
    }
}
