import Foundation
import ScrollPhysics
import Testing
import TunelabKit

/// Bad formula layouts are input errors like any other: one line, exit 2, nothing written,
/// and the column of the offending character *inside* the formula string in the file.
@Suite struct FormulaFileErrorTests {
    /// `run` on `text` (as s.json): the one stderr line, after checking exit 2 and no output.
    static func runError(_ text: String) throws -> String {
        let dir = try TempDirectory("formula-bad")
        defer { dir.remove() }
        let path = try dir.write(text, to: "s.json")
        let r = tunelab("run", path, "--out", dir.file("out"))
        #expect(r.code == 2, "exit 2: \(r)")
        #expect(r.out.isEmpty && r.errLines.count == 1, "one line on stderr: \(r)")
        #expect(!dir.exists("out"), "nothing written")
        return String(r.err.dropFirst(path.count).dropLast())
    }

    /// A one-line scenario whose formula layout has `params`, `lets` and extra `item` members.
    static func scenario(params: String = "{}", lets: String = "{}", item: String = "", pitch: String = "24") -> String {
        #"{"layout": {"kind": "formula", "pitch": \#(pitch), "params": \#(params), "let": \#(lets), "item": {"x": "0", "y": "0", "width": "10", "height": "10"\#(item)}}}"#
    }

    /// 1-based column of the first character of `needle` in the one-line `text`.
    static func column(of needle: String, in text: String) throws -> Int {
        let range = try #require(text.range(of: needle), "\(needle) in \(text)")
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound) + 1
    }

    @Test func syntaxErrorIsAtItsCharacterOnItsLine() throws {
        // Hand-counted: line 3 is 11 spaces, `"alpha": ` (9 characters), then the string's quote
        // at column 21; its 12 characters end at column 33, so the missing operand is at 34.
        let text = """
            {"layout": {"kind": "formula", "pitch": 24,
              "item": {"x": "0", "y": "0", "width": "10", "height": "10",
                       "alpha": "0.3 + 0.7 * "}}}
            """
        #expect(try Self.runError(text) == ":3:34: layout.item.alpha: expected an expression after '*', got the end")
    }

    @Test func unknownNameGetsADidYouMeanAtTheName() throws {
        let text = Self.scenario(params: #"{"alphaDecay": 0.12}"#, item: #", "alpha": "exp(-dist * alphaDecy)""#)
        let column = try Self.column(of: "alphaDecy)", in: text)
        #expect(
            try Self.runError(text)
                == ":1:\(column): layout.item.alpha: unknown name \"alphaDecy\"; did you mean \"alphaDecay\"?")
    }

    @Test func unknownFunctionGetsADidYouMean() throws {
        let text = Self.scenario(item: #", "rotation": "0.1 * cosine(rel)""#)
        let column = try Self.column(of: "cosine", in: text)
        #expect(
            try Self.runError(text)
                == ":1:\(column): layout.item.rotation: unknown function \"cosine\"; did you mean \"cos\"?\(Self.functions)")
    }

    /// The list every unknown function ends with.
    static let functions =
        "; functions: sin cos tan asin acos atan atan2 exp log log2 log10 pow sqrt abs sign min max clamp floor ceil round mod mix step smoothstep hypot easeInOutCubic"

    @Test func unknownFunctionWithNothingNearListsTheFunctions() throws {
        let text = Self.scenario(item: #", "alpha": "frobnicate(rel)""#)
        let column = try Self.column(of: "frobnicate", in: text)
        #expect(try Self.runError(text) == ":1:\(column): layout.item.alpha: unknown function \"frobnicate\"\(Self.functions)")
    }

    @Test func doubleStarSuggestsCaretOrPow() throws {
        let text = Self.scenario(item: #", "alpha": "rel ** 2""#)
        let column = try Self.column(of: "** 2", in: text)
        #expect(try Self.runError(text) == ":1:\(column): layout.item.alpha: unexpected '**'; use x ^ y or pow(x, y) for a power")
    }

    @Test func percentAndUnknownCharactersListOperatorsAndFunctions() throws {
        let operators = "; operators: + - * / ^ < <= > >= == != && || ! c ? a : b ( )"
        let percent = Self.scenario(item: #", "alpha": "index % 2""#)
        #expect(
            try Self.runError(percent)
                == ":1:\(try Self.column(of: "% 2", in: percent)): layout.item.alpha: unexpected '%'; use mod(a, b) for a remainder\(operators)\(Self.functions)"
        )
        let hash = Self.scenario(item: #", "alpha": "index # 2""#)
        #expect(
            try Self.runError(hash)
                == ":1:\(try Self.column(of: "# 2", in: hash)): layout.item.alpha: unexpected character '#'\(operators)\(Self.functions)")
    }

    @Test func wrongArityNamesTheFunctionAndItsArity() throws {
        let text = Self.scenario(item: #", "alpha": "clamp(rel, 0)""#)
        let column = try Self.column(of: "clamp", in: text)
        #expect(try Self.runError(text) == ":1:\(column): layout.item.alpha: clamp takes 3 arguments (x, lo, hi), got 2")
    }

    @Test func escapesBeforeTheErrorShiftItsColumn() throws {
        // \u0031 is "1": six characters in the file for one in the formula.
        let text = Self.scenario(item: #", "z": "\u0031 + * 2""#)
        let column = try Self.column(of: "* 2", in: text)
        #expect(try Self.runError(text) == ":1:\(column): layout.item.z: expected an expression after '+', got '*'")
    }

    @Test func unknownItemKeyIsAnUnknownKey() throws {
        let text = Self.scenario(item: #", "alhpa": "1""#)
        let column = try Self.column(of: #""alhpa""#, in: text)
        #expect(try Self.runError(text) == ":1:\(column): layout.item: unknown key \"alhpa\"; did you mean \"alpha\"?")
    }

    @Test func misspeltKeysGetADidYouMeanBeforeAnythingIsMissing() throws {
        let layout = #"{"layout": {"kind": "formula", "pich": 24, "item": {"x": "0", "y": "0", "width": "1", "height": "1"}}}"#
        #expect(
            try Self.runError(layout)
                == ":1:\(try Self.column(of: #""pich""#, in: layout)): layout: unknown key \"pich\"; did you mean \"pitch\"?")
        let item = #"{"layout": {"kind": "formula", "pitch": 24, "item": {"x": "0", "y": "0", "widht": "1", "height": "1"}}}"#
        #expect(
            try Self.runError(item)
                == ":1:\(try Self.column(of: #""widht""#, in: item)): layout.item: unknown key \"widht\"; did you mean \"width\"?")
    }

    @Test func builtInNamesCannotBeRedefined() throws {
        let text = Self.scenario(params: #"{"offset": 1}"#)
        let column = try Self.column(of: #""offset""#, in: text)
        #expect(try Self.runError(text) == ":1:\(column): layout.params: \"offset\" is a built-in name and cannot be redefined")
    }

    @Test func aLetReadsOnlyEarlierLets() throws {
        let text = Self.scenario(lets: #"{"a": "2 * b", "b": "1"}"#)
        let column = try Self.column(of: #"b", "b""#, in: text)
        #expect(try Self.runError(text) == ":1:\(column): layout.let.a: \"b\" is a later let; a let may use only the ones before it")
    }

    @Test func pitchIsAPositiveConstant() throws {
        let reads = Self.scenario(pitch: #""offset / 2""#)
        #expect(
            try Self.runError(reads)
                == ":1:\(try Self.column(of: "offset /", in: reads)): layout.pitch: \"offset\" is not a constant here: only params and pi may be used"
        )
        let zero = Self.scenario(params: #"{"a": 1}"#, pitch: #""a - 1""#)
        #expect(try Self.runError(zero) == ":1:\(try Self.column(of: "a - 1", in: zero)): layout.pitch: expected a pitch > 0 (pt), got 0")
    }

    @Test func xYWidthAndHeightAreRequired() throws {
        let text = #"{"layout": {"kind": "formula", "pitch": 24, "item": {"x": "0", "y": "0", "width": "1"}}}"#
        #expect(try Self.runError(text) == ":1:\(try Self.column(of: #"{"x""#, in: text)): layout.item: expected \"height\": a formula")
    }

    @Test func nanAtRunTimeNamesAttributeFrameAndIndex() throws {
        // Cards −2 … 2 around offset 0: card 2 divides by zero in frame 0.
        let text = Self.scenario(item: #", "alpha": "1 / (index - 2)""#)
        let column = try Self.column(of: #""1 / (index"#, in: text)
        #expect(try Self.runError(text) == ":1:\(column): layout.item.alpha: +inf at frame 0, index 2")
        let later =
            #"{"gesture": [{"flick": {"velocity": -1000}}, {"wait": 1}], "#
            + Self.scenario(item: #", "z": "offset > 100 ? log(-1) : 0""#).dropFirst()
        let message = try Self.runError(later)
        #expect(message.contains("layout.item.z: NaN at frame ") && !message.contains("frame 0,"), "\(message)")
    }

    @Test func nanFailsOnlyItsSweepPoint() throws {
        let dir = try TempDirectory("formula-nan-sweep")
        defer { dir.remove() }
        let grid =
            #"{"name": "g", "scenario": \#(Self.scenario()), "grid": {"layout.item.alpha": ["1", "1 / (index - 2)", "1 *"]}, "metrics": ["alpha_reversals"]}"#
        let path = try dir.write(grid, to: "g.json")
        let r = tunelab("sweep", path, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 0, "\(r)")
        let rows = try String(contentsOfFile: dir.file("out/results.csv"), encoding: .utf8).split(separator: "\n")
        #expect(rows.count == 4 && rows[1] == "0,1,0,ok", "\(rows)")
        #expect(rows[2] == #"1,1 / (index - 2),,"layout.item.alpha: +inf at frame 0, index 2""#, "\(rows)")
        #expect(rows[3] == #"2,1 *,,"layout.item.alpha: expected an expression after '*', got the end""#, "\(rows)")
    }
}
