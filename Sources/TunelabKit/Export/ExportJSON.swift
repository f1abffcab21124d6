/// A JSON value being written by the exporter: object members in the order given, numbers
/// in shortest round-trip form (`NumberFormat.shortest`).
indirect enum ExportJSON {
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)
    case array([ExportJSON])
    case object([(String, ExportJSON)])
    /// JSON text written as is (a node copied from the source document).
    case raw(String)

    /// A node of a source document, as this writer spells JSON (a plug-in's layout object).
    static func from(_ node: JSONNode) -> ExportJSON {
        switch node.value {
        case .null: .raw("null")
        case .bool(let b): .bool(b)
        case .number(let x, _): .number(x)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(from))
        case .object(let members): .object(members.map { ($0.key, from($0.node)) })
        }
    }

    /// Compact text, no whitespace but a space after `:` and `,`.
    var compact: String {
        switch self {
        case .number(let x): NumberFormat.shortest(x)
        case .integer(let n): String(n)
        case .string(let s): JSONWriter.quoted(s)
        case .bool(let b): b ? "true" : "false"
        case .raw(let text): text
        case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { JSONWriter.quoted($0.0) + ": " + $0.1.compact }.joined(separator: ", ") + "}"
        }
    }

    /// Indented text: containers that fit in `width` columns stay on one line.
    func pretty(indent: Int = 0, width: Int = 100) -> String {
        let line = compact
        if line.count + indent <= width { return line }
        let pad = String(repeating: " ", count: indent + 2), close = String(repeating: " ", count: indent)
        switch self {
        case .array(let items):
            return "[\n" + items.map { pad + $0.pretty(indent: indent + 2, width: width) }.joined(separator: ",\n") + "\n" + close + "]"
        case .object(let members):
            return "{\n"
                + members.map { key, value in
                    let head = pad + JSONWriter.quoted(key) + ": "
                    return head + value.pretty(indent: indent + 2, width: width)
                }.joined(separator: ",\n") + "\n" + close + "}"
        default:
            return line
        }
    }
}
