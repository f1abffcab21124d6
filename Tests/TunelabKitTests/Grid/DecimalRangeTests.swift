import Testing
import TunelabKit

/// Decimal-exact `{"from", "to", "step"}` ranges (docs/grid.md).
@Suite struct DecimalRangeTests {
    func texts(_ from: String, _ to: String, _ step: String) throws -> [String] {
        let range = try DecimalRange.make(from: from, to: to, step: step).get()
        return (0..<range.count).map { NumberFormat.shortest(range.value($0)) }
    }

    @Test func aFiveHundredthsStepPrintsAsWritten() throws {
        #expect(
            try texts("0.05", "0.5", "0.05") == ["0.05", "0.1", "0.15", "0.2", "0.25", "0.3", "0.35", "0.4", "0.45", "0.5"],
            "never 0.15000000000000002 or 0.30000000000000004")
        #expect(try texts("0", "0.3", "0.1") == ["0", "0.1", "0.2", "0.3"])
        #expect(try texts("0.1", "0.7", "0.2") == ["0.1", "0.3", "0.5", "0.7"])
    }

    @Test func valueIsTheDoubleNearestTheDecimal() throws {
        let range = try DecimalRange.make(from: "0.05", to: "0.5", step: "0.05").get()
        let literals: [Double] = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5]
        for (i, literal) in literals.enumerated() {
            #expect(range.value(i) == literal, "value \(i) = \(range.value(i)), the double nearest \(literal)")
        }
        #expect(range.value(2) != 0.05 + 0.05 + 0.05, "not by repeated addition")
    }

    @Test func negativeSteps() throws {
        #expect(try texts("1", "0", "-0.25") == ["1", "0.75", "0.5", "0.25", "0"])
        #expect(try texts("0.5", "0.05", "-0.05") == ["0.5", "0.45", "0.4", "0.35", "0.3", "0.25", "0.2", "0.15", "0.1", "0.05"])
        #expect(try texts("-0.1", "-0.5", "-0.2") == ["-0.1", "-0.3", "-0.5"])
    }

    @Test func toNotOnTheGridStopsAtTheLastValueNotBeyondIt() throws {
        #expect(try texts("0", "1", "0.3") == ["0", "0.3", "0.6", "0.9"])
        #expect(try texts("0", "-1", "-0.3") == ["0", "-0.3", "-0.6", "-0.9"])
        #expect(try texts("0.998", "0.9995", "0.0007") == ["0.998", "0.9987", "0.9994"])
    }

    @Test func mixedDecimalsAndExponents() throws {
        #expect(try texts("1", "2", "0.25") == ["1", "1.25", "1.5", "1.75", "2"])
        #expect(try texts("1e-2", "5e-2", "1e-2") == ["0.01", "0.02", "0.03", "0.04", "0.05"])
        #expect(try texts("100", "1E3", "300") == ["100", "400", "700", "1000"])
        #expect(try texts("0.3", "0.3", "0.1") == ["0.3"], "from = to is one value")
    }

    @Test(arguments: [
        ("1", "2", "0", DecimalRange.RangeError.zeroStep),
        ("1", "2", "0.000", .zeroStep),
        ("1", "2", "-0.5", .wrongSign),
        ("2", "1", "0.5", .wrongSign),
        ("0", "1", "1e-9", .tooLong),
        ("0x1", "2", "1", .notDecimal),
        ("0.1234567890123456", "1", "0.1", .tooPrecise)
    ])
    func badRangesSayWhy(from: String, to: String, step: String, expected: DecimalRange.RangeError) {
        #expect(DecimalRange.make(from: from, to: to, step: step) == .failure(expected), "from \(from), to \(to), step \(step)")
    }
}
