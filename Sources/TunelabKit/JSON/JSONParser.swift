/// A strict RFC 8259 JSON reader that keeps object key order, keeps each number's
/// literal, and reports errors as `file:line:column: message` at the exact place.
///
/// Strictness: no comments, no trailing commas, no `NaN`/`Infinity`, no leading zeros
/// or `+`, no unescaped control characters in strings, no duplicate keys; numbers must
/// be finite as `Double` (`1e999` is "number out of range"). A leading UTF-8 byte-order
/// mark is skipped (RFC 8259 §8.1 allows it). Nesting deeper than `maximumDepth` is an
/// error rather than a stack overflow. Works on UTF-8 bytes in one pass: linear time.
public enum JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses one JSON document; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(InputError) -> JSONNode {
        var state = JSONParserState(bytes: Array(text.utf8), file: file)
        return try state.parseDocument()
    }
}
