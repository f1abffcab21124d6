import Foundation
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

    /// The digits written without `String(format:)` are those `%.Nf` prints, trimmed.
    @Test func fixedMatchesFormat() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(seed >> 11) / Double(1 << 53)
            let exponent = Double(Int(seed % 11) - 4)
            let value = (seed & 1 == 0 ? 1 : -1) * mantissa * Foundation.pow(10, exponent)
            let text = ReadableNumber.text(value)
            let magnitude = abs(value)
            guard value != value.rounded(), magnitude >= 1e-4, magnitude < 1e6 else { continue }
            let e = Int(floor(Foundation.log10(magnitude)))
            let scale = Foundation.pow(10, Double(3 - e))
            let rounded = (value * scale).rounded() / scale
            let decimals = max(0, 3 - Int(floor(Foundation.log10(abs(rounded)))))
            var reference = String(format: "%.\(decimals)f", rounded)
            if reference.contains(".") {
                while reference.hasSuffix("0") { reference.removeLast() }
                if reference.hasSuffix(".") { reference.removeLast() }
            }
            #expect(text == reference, "\(value)")
        }
    }
}
