import Testing
import TunelabKit

/// Helpers for the JSON and Input tests (namespaced: the test target is shared).
enum JSONTestSupport {
    /// Parses `text` as `t.json`; the test fails on a parse error.
    static func parse(_ text: String, file: String = "t.json") -> JSONNode {
        do {
            return try JSONParser.parse(text, file: file)
        } catch {
            Issue.record("unexpected parse error: \(error)")
            return JSONNode(value: .null, position: SourcePosition(line: 1, column: 1))
        }
    }

    /// The rendered error from parsing `text` as `t.json`, or `"no error"`.
    static func failure(_ text: String) -> String {
        do {
            _ = try JSONParser.parse(text, file: "t.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    /// The rendered error `body` throws, or `"no error"`.
    static func failure(_ body: () throws(InputError) -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch {
            return error.description
        }
    }

    static func member(_ node: JSONNode, _ key: String) -> JSONMember? {
        node.value.objectValue?.first(where: { $0.key == key })
    }

    static func pos(_ line: Int, _ column: Int) -> SourcePosition {
        SourcePosition(line: line, column: column)
    }
}
