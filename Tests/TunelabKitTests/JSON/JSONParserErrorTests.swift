import Testing
import TunelabKit

@Suite struct JSONParserErrorTests {
    @Test(arguments: [
        (#"{"a": 1 "b": 2}"#, "t.json:1:9: expected ',' or '}' after an object member"),
        (#""abc"#, "t.json:1:1: unterminated string"),
        ("[\"ab\ncd\"]", "t.json:1:2: unterminated string"),
        (#"["a\qb"]"#, #"t.json:1:4: invalid escape \q"#),
        (#"["é\é"]"#, #"t.json:1:4: invalid escape \é"#),
        ("1 2", "t.json:1:3: trailing characters after the document"),
        ("{}\n\n  x", "t.json:3:3: trailing characters after the document"),
        (#"{"name": 1, "name": 2}"#, #"t.json:1:13: duplicate key "name""#),
        ("[01]", #"t.json:1:2: invalid number "01""#),
        ("[-]", #"t.json:1:2: invalid number "-""#),
        ("[1.]", #"t.json:1:2: invalid number "1.""#),
        ("[1e+]", #"t.json:1:2: invalid number "1e+""#),
        ("[1.5.2]", #"t.json:1:2: invalid number "1.5.2""#),
        ("[-01]", #"t.json:1:2: invalid number "-01""#),
        ("[1e999]", "t.json:1:2: number out of range"),
        ("[-1e999]", "t.json:1:2: number out of range"),
        ("[1,", "t.json:1:4: unexpected end of file"),
        (#"{"a":"#, "t.json:1:6: unexpected end of file"),
        ("", "t.json:1:1: unexpected end of file"),
        ("  \n ", "t.json:2:2: unexpected end of file"),
        ("[1,]", "t.json:1:4: trailing comma before ']'"),
        (#"{"a":1,}"#, "t.json:1:8: trailing comma before '}'"),
        ("[1 2]", "t.json:1:4: expected ',' or ']' after a list element"),
        ("{1:2}", "t.json:1:2: expected a string key or '}'"),
        (#"{"a":1, 2}"#, "t.json:1:9: expected a string key after ','"),
        (#"{"a" 1}"#, #"t.json:1:6: expected ':' after the key "a""#),
        ("[tru]", #"t.json:1:2: invalid literal "tru""#),
        ("[NaN]", #"t.json:1:2: invalid literal "NaN""#),
        ("[.5]", "t.json:1:2: unexpected character '.'; expected a value"),
        ("[+1]", "t.json:1:2: unexpected character '+'; expected a value"),
        (#"["\u12G4"]"#, #"t.json:1:3: invalid escape \u: expected 4 hex digits"#),
        (#"["\uD800"]"#, #"t.json:1:3: unpaired surrogate \uD800"#),
        (#"["\uD83D\u0041"]"#, #"t.json:1:3: unpaired surrogate \uD83D"#),
        (#"["\uDC00"]"#, #"t.json:1:3: unpaired surrogate \uDC00"#),
        ("[\"a\u{01}b\"]", "t.json:1:4: unescaped control character U+0001 in a string"),
        ("{\r\n  \"a\": 1\r\n  \"b\": 2}", "t.json:3:3: expected ',' or '}' after an object member"),
        ("{\"é→\": 01}", #"t.json:1:8: invalid number "01""#),
        ("[\"😀\" \"x\"]", "t.json:1:6: expected ',' or ']' after a list element")
    ])
    func message(text: String, expected: String) {
        #expect(JSONTestSupport.failure(text) == expected, "parsing \(text.debugDescription)")
    }

    @Test func nestingTooDeepIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        let limit = JSONParser.maximumDepth
        #expect(JSONTestSupport.failure(text) == "t.json:1:\(limit + 1): nesting deeper than \(limit) levels")
    }

    @Test func errorCarriesFileAndPositionButNoPath() {
        do {
            _ = try JSONParser.parse("[1,\n x]", file: "grid.json")
            Issue.record("expected an error")
        } catch {
            #expect(
                error
                    == InputError(
                        file: "grid.json", position: SourcePosition(line: 2, column: 2), path: nil,
                        message: "invalid literal \"x\""))
        }
    }
}
