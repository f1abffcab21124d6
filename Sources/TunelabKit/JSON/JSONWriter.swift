/// Writes `JSONValue`s back as JSON text: numbers by their literal as read,
/// object members in their order, strings escaped per RFC 8259.
public enum JSONWriter {
    /// Compact JSON (`{"a":[1,2.50]}`), no whitespace. Deterministic: the same value gives the same bytes.
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    /// `s` as a JSON string literal with its quotes: `"`, `\` and control characters escaped
    /// (`\n`, `\t`, … or `\u00XX`); every other character verbatim.
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(_, let literal): out += literal
        case .string(let s): appendQuoted(s, into: &out)
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                write(element.value, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                appendQuoted(member.key, into: &out)
                out += ":"
                write(member.node.value, into: &out)
            }
            out += "}"
        }
    }

    static func appendQuoted(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    out += "\\u00" + hexByte(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private static func hexByte(_ v: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(v >> 4) & 0xF]) + String(digits[Int(v) & 0xF])
    }
}
