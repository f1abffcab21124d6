import Foundation
@testable import ScrollPhysics
import Testing

/// The formula language: precedence, associativity, every function on hand-computed values,
/// and each parse error with its offset inside the string.
@Suite struct FormulaLanguageTests {
    /// The value of `source` with `names` as constants (every operation folded).
    static func value(_ source: String, _ names: [String: Double] = [:]) throws -> Double {
        let formula = try Formula(source)
        return try #require(FormulaCompiler.constantValue(formula, constants: names), "\(source) folds to a constant")
    }

    static let precedence: [(String, Double)] = [
        ("1 + 2 * 3", 7), ("(1 + 2) * 3", 9), ("10 - 4 - 3", 3), ("16 / 4 / 2", 2),
        ("2 ^ 3 ^ 2", 512), ("(2 ^ 3) ^ 2", 64), ("-2 ^ 2", -4), ("2 ^ -1", 0.5), ("-x^2", -9), ("2 * -3", -6),
        ("- -3", 3), ("+4", 4), ("!0 + 1", 2), ("!2", 0), ("1 + 1 > 1", 1), ("1 < 2 == 1", 1), ("2 <= 2", 1),
        ("3 >= 4", 0), ("2 != 2", 0), ("2 == 2", 1), ("3 > 2 > 1", 0), ("0 || 1 && 0", 0), ("1 || 0 && 0", 1),
        ("1 ? 2 : 0 ? 3 : 4", 2), ("0 ? 2 : 0 ? 3 : 4", 4), ("0 ? 2 : 1 ? 3 : 4", 3), ("1 + 1 ? 5 : 6", 5),
        ("2 * (x - 1)", 4), (".5 + 1e1 + 2.5E-1", 10.75)
    ]

    @Test(arguments: precedence)
    func precedenceAndAssociativity(_ example: (String, Double)) throws {
        #expect(try Self.value(example.0, ["x": 3]) == example.1, "\(example.0)")
    }

    static let functions: [(String, Double)] = [
        ("sin(pi / 2)", 1), ("sin(0)", 0), ("cos(0)", 1), ("cos(pi)", -1), ("tan(0)", 0), ("asin(1)", .pi / 2),
        ("acos(1)", 0), ("atan(1)", .pi / 4), ("atan2(1, 1)", .pi / 4), ("atan2(-1, 0)", -.pi / 2), ("exp(0)", 1),
        ("log(1)", 0), ("log2(8)", 3), ("log10(1000)", 3), ("pow(2, 10)", 1024), ("sqrt(16)", 4), ("abs(-3)", 3),
        ("sign(-2)", -1), ("sign(0)", 0), ("sign(5)", 1), ("min(3, 1, 2)", 1), ("max(3, 1, 2)", 3), ("min(2, 5)", 2),
        ("clamp(5, 0, 1)", 1), ("clamp(-1, 0, 1)", 0), ("clamp(0.25, 0, 1)", 0.25), ("floor(-1.5)", -2),
        ("ceil(-1.5)", -1), ("round(2.5)", 3), ("round(-2.5)", -3), ("round(0.49)", 0), ("round(-0.5)", -1),
        ("mod(7, 3)", 1), ("mod(-7, 3)", 2), ("mod(7, -3)", -2), ("mix(2, 4, 0.25)", 2.5), ("mix(2, 4, 1)", 4),
        ("step(1, 0.5)", 0), ("step(1, 1)", 1), ("step(1, 2)", 1), ("smoothstep(0, 2, 1)", 0.5),
        ("smoothstep(0, 2, 3)", 1), ("smoothstep(0, 2, -1)", 0), ("smoothstep(0, 4, 1)", 0.15625), ("hypot(3, 4)", 5),
        ("easeInOutCubic(0.25)", 0.0625), ("easeInOutCubic(0.75)", 0.9375), ("easeInOutCubic(0.5)", 0.5),
        ("easeInOutCubic(1)", 1)
    ]

    @Test(arguments: functions)
    func functionsOnHandComputedValues(_ example: (String, Double)) throws {
        let v = try Self.value(example.0, ["pi": .pi])
        #expect(abs(v - example.1) <= 1e-15 * max(1, abs(example.1)), "\(example.0) = \(v), expected \(example.1)")
    }

    /// A bad formula: the offset of the offending character and the message.
    static let errors: [(String, Int, String)] = [
        ("1 *", 3, "expected an expression after '*', got the end"),
        ("2 * (3 + )", 9, "expected an expression after '+', got ')'"),
        ("", 0, "expected an expression, got an empty formula"),
        ("cosine(1)", 0, "unknown function \"cosine\""),
        ("1 + clamp(1, 2)", 4, "clamp takes 3 arguments (x, lo, hi), got 2"),
        ("exp(1, 2)", 0, "exp takes 1 argument (x), got 2"),
        ("min(1)", 0, "min takes 2 or more arguments (a, b, …), got 1"),
        ("(1 + 2", 6, "expected ')' to close '(', got the end"),
        ("1 = 2", 2, "unexpected '='; did you mean '=='?"),
        ("1 & 2", 2, "unexpected '&'; did you mean '&&'?"),
        ("2 3", 2, "expected an operator or the end of the formula, got a number"),
        ("1 ? 2", 5, "expected ':' after the '?' branch, got the end"),
        ("sin + 1", 0, "\"sin\" is a function; call it as sin(…)"),
        ("1 # 2", 2, "unexpected character '#'" + FormulaLexer.inventory),
        ("2 ** 3", 2, "unexpected '**'; use x ^ y or pow(x, y) for a power"),
        ("7 % 3", 2, "unexpected '%'; use mod(a, b) for a remainder" + FormulaLexer.inventory),
        ("1e+", 3, "expected the digits of an exponent after 'e'"),
        ("max(1, 2", 8, "expected ',' or ')' in the arguments of max, got the end")
    ]

    @Test(arguments: errors)
    func parseErrorsCarryTheirOffset(_ example: (String, Int, String)) {
        #expect(
            throws: FormulaError(
                offset: example.1, message: example.2,
                unknownWord: example.0 == "cosine(1)" ? "cosine" : nil,
                candidates: example.0 == "cosine(1)" ? FormulaFunction.names : [],
                hint: example.0 == "cosine(1)" ? "; functions: " + FormulaFunction.names.joined(separator: " ") : "")
        ) {
            try Formula(example.0)
        }
    }

    @Test func limitsKeepRecursionShallow() throws {
        #expect(throws: FormulaError(offset: 1000, message: "expected at most 1000 characters in a formula")) {
            try Formula(String(repeating: "1+", count: 500) + "1")
        }
        #expect(try Self.value(String(repeating: "1+", count: 499) + "1") == 500, "999 characters: a 500-term sum")
        let deep = String(repeating: "(", count: 70) + "1" + String(repeating: ")", count: 70)
        #expect(throws: FormulaError.self) { try Formula(deep) }
        let ok = String(repeating: "(", count: 60) + "1" + String(repeating: ")", count: 60)
        #expect(try Self.value(ok) == 1, "60 nested parentheses")
    }

    @Test func scopeRejectsUnknownNamesLaterLetsAndRedefinitions() throws {
        let scope = FormulaScope(parameters: ["alphaDecay"], allLets: ["s", "later"])
        #expect(
            throws: FormulaError(
                offset: 7, message: "unknown name \"alphaDecy\"", unknownWord: "alphaDecy",
                candidates: ["alphaDecay"] + FormulaBuiltin.names)
        ) {
            try scope.check(Formula("dist * alphaDecy"))
        }
        #expect(throws: FormulaError(offset: 4, message: "\"later\" is a later let; a let may use only the ones before it")) {
            try scope.check(Formula("1 + later"))
        }
        #expect(scope.conflict(defining: "offset") == "\"offset\" is a built-in name and cannot be redefined")
        #expect(scope.conflict(defining: "alphaDecay") == "\"alphaDecay\" is already a parameter")
        #expect(scope.conflict(defining: "fresh") == nil)
        #expect(throws: FormulaError.self) { try scope.check(Formula("offset * 2"), constantOnly: true) }
        try scope.check(Formula("alphaDecay * pi"), constantOnly: true)
    }

    @Test func numbersFoldParametersSetUpOnceAndOnlyPerItemWorkRunsPerFrame() throws {
        let program = FormulaCompiler.program(
            outputs: [try Formula("a * 2 + rel"), try Formula("(a * 2) * 3"), try Formula("2 * 3 + 1")],
            parameters: ["a"], lets: [:])
        #expect(program.instructions.map(\.operation) == [.add], "only + rel runs per frame")
        #expect(program.setup.map(\.operation) == [.multiply, .multiply], "a·2 once (shared), then ·3, at setup")
        #expect(program.constants.map(\.value).contains(7), "2·3 + 1 folded to 7")
        var registers = program.makeRegisters(lanes: 2, pitch: 10, uniformValues: [10, 1, 390, 844, 195, 422, 1.5])
        registers.withUnsafeMutableBufferPointer { r in
            r[FormulaRegisters.rel * 2] = 4; r[FormulaRegisters.rel * 2 + 1] = -1
            FormulaProgram.run(program.steps(lanes: 2), r.baseAddress!, count: 2)
        }
        #expect(program.outputs.map { registers[$0 * 2 + 1] } == [2, 9, 7], "a = 1.5, rel = −1 in lane 1")
    }
}
