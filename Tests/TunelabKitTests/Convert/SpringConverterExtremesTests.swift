import Testing
import TunelabKit

/// `convert spring` never prints an empty or non-finite number with exit 0 (issue 44): every
/// parameter of every system at the extremes the fuzzer uses either converts to finite numbers in
/// every system or is refused in one line naming the key and its range.
@Suite struct SpringConverterExtremesTests {
    /// The fuzzer's extremes (FuzzExtremes.fixed) and each parameter's range ends, one ulp inside and out.
    static let extremes = [
        "2.2250738585072014e-308", "-2.2250738585072014e-308", "4.9406564584124654e-324", "1e-310", "-5e-324",
        "1.7976931348623157e308", "-1.7976931348623157e308", "0", "-0", "1e-300", "1e308", "1e20", "-1e20",
        "9223372036854775808", "0.5", "1", "-1", "2"
    ]

    static func values(for parameter: SpringUnitSystem.Parameter) -> [String] {
        let r = parameter.range
        let ends = [r.lowerBound, r.upperBound].flatMap { [$0, $0.nextUp, $0.nextDown] }
        return extremes + ends.map { "\($0)" }
    }

    @Test(arguments: SpringUnitSystem.allCases)
    func everyExtremeConvertsOrIsRefusedInOneLine(system: SpringUnitSystem) throws {
        for (slot, parameter) in system.parameters.enumerated() {
            for text in Self.values(for: parameter) {
                // The others at their defaults, or a plain value when they are required.
                var arguments = ["--from", system.rawValue, "\(parameter.key)=\(text)"]
                for (other, p) in system.parameters.enumerated() where other != slot && p.defaultValue == nil {
                    arguments.append("\(p.key)=0.5")
                }
                do {
                    let out = try SpringConverter.run(arguments)
                    // The spring line and the table (the sources below them quote formulas: "k = …").
                    let answer =
                        out.components(separatedBy: "\nsources:")[0]
                        .split(separator: "\n").filter { !$0.hasPrefix("assumption") }.joined(separator: "\n") + "\n"
                    #expect(!answer.contains("=\n") && !answer.contains("= "), "\(arguments): an empty number\n\(out)")
                    #expect(!answer.contains("inf") && !answer.contains("nan"), "\(arguments): a non-finite number\n\(out)")
                } catch let error as SpringConvertError {
                    let line = error.description
                    #expect(!line.contains("\n") && line.hasPrefix("convert spring: "), "\(arguments): \(line)")
                }
            }
        }
    }

    /// The campaign's repros, each refused with the key and its range.
    @Test(arguments: [
        (["--from", "swiftui", "duration=1e-300"], "convert spring: duration=1e-300 is invalid: expected duration in [0.0001, 10000] s"),
        (["--from", "swiftui", "duration=1e308"], "convert spring: duration=1e308 is invalid: expected duration in [0.0001, 10000] s"),
        (["--from", "origami", "tension=1e308"], "convert spring: tension=1e308 is invalid: expected tension in [-1000000000, 1000000000]"),
        (["--from", "mass-stiffness", "mass=5e-324"], "convert spring: mass=5e-324 is invalid: expected mass in [1e-06, 1000000]"),
        (["--from", "mass-stiffness", "mass=0x10"], "convert spring: mass=0x10 is invalid: expected a decimal number (JSON syntax)"),
        (
            ["--from", "rebound", "tension=inf", "friction=1"],
            "convert spring: tension=inf is invalid: expected a decimal number (JSON syntax)"
        ),
        (
            ["--from", "rebound", "tension=+5", "friction=1"],
            "convert spring: tension=+5 is invalid: expected a decimal number (JSON syntax)"
        ),
        (
            ["--from", "rebound", "tension=5.", "friction=1"],
            "convert spring: tension=5. is invalid: expected a decimal number (JSON syntax)"
        )
    ])
    func campaignReprosAreRefused(arguments: [String], message: String) {
        #expect(throws: SpringConvertError.self) { try SpringConverter.run(arguments) }
        do {
            _ = try SpringConverter.run(arguments)
        } catch {
            #expect("\(error)" == message)
        }
    }

    /// The repro that printed `bounce=1` for `bounce=0` now keeps bounce 0 at the far ends.
    @Test func swiftUIBounceSurvivesTheRangeEnds() throws {
        for duration in ["0.0001", "10000"] {
            let out = try SpringConverter.run(["--from", "swiftui", "duration=\(duration)", "bounce=0", "--to", "swiftui"])
            #expect(out.contains("swiftui  duration=\(duration) bounce=0\n"), "\(out)")
        }
    }

    /// The help lists each key's range, from the table the parser checks.
    @Test func helpListsTheRanges() throws {
        let help = try SpringConverter.run(["--help"])
        #expect(help.contains("\nvalues are JSON numbers, each in its key's range:\n  bounce in [-1000000, 1000000]\n"), "\(help)")
        #expect(help.contains("  duration in [0.0001, 10000] s\n"), "\(help)")
    }

    @Test(arguments: [
        ("0", true), ("-0", true), ("12", true), ("-1.5e-3", true), ("1E+2", true), ("0.5", true),
        ("0x10", false), ("+1", false), ("01", false), (".5", false), ("5.", false), ("1e", false), ("inf", false),
        ("nan", false), ("", false), ("-", false), (" 1", false), ("1 ", false), ("1_000", false), ("1e999", false)
    ])
    func decimalLiteralIsTheJSONGrammar(text: String, accepted: Bool) {
        #expect((DecimalLiteral.value(text) != nil) == accepted, "\(text)")
    }
}
