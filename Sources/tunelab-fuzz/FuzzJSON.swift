import TunelabKit

/// A JSON document the mutator edits: numbers keep their literal, objects their member order and
/// may hold duplicate keys (a mutation the parser must refuse with its place).
enum FuzzJSON {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([FuzzJSON])
    case object([FuzzMember])

    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(_, let literal): self = .number(literal)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map { FuzzJSON($0) })
        case .object(let members): self = .object(members.map { FuzzMember($0.key, FuzzJSON($0.node)) })
        }
    }

    /// Pretty JSON text, one member per line, so errors land on distinct lines.
    func text(indent: String = "") -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let literal): return literal
        case .string(let s): return JSONWriter.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[" + items.map { $0.text(indent: indent + "  ") }.joined(separator: ", ") + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + JSONWriter.quoted($0.key) + ": " + $0.value.text(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        }
    }

    /// Number of nodes in the tree (the mutator picks one uniformly).
    var count: Int {
        switch self {
        case .array(let items): return 1 + items.reduce(0) { $0 + $1.count }
        case .object(let members): return 1 + members.reduce(0) { $0 + $1.value.count }
        default: return 1
        }
    }

    /// The tree with node `target` (pre-order index) replaced by `transform(node, key)`, where key
    /// is the member name the node sits under (nil in arrays and at the root).
    func replacing(_ target: Int, key: String? = nil, _ transform: (FuzzJSON, String?) -> FuzzJSON) -> FuzzJSON {
        var index = target
        return replacing(&index, key: key, transform)
    }

    private func replacing(_ index: inout Int, key: String?, _ transform: (FuzzJSON, String?) -> FuzzJSON) -> FuzzJSON {
        if index == 0 { index = -1; return transform(self, key) }
        index -= 1
        switch self {
        case .array(let items):
            var out: [FuzzJSON] = []
            for item in items { out.append(index < 0 ? item : item.replacing(&index, key: nil, transform)) }
            return .array(out)
        case .object(let members):
            var out: [FuzzMember] = []
            for m in members { out.append(FuzzMember(m.key, index < 0 ? m.value : m.value.replacing(&index, key: m.key, transform))) }
            return .object(out)
        default:
            return self
        }
    }
}

/// One member of a `FuzzJSON` object.
struct FuzzMember {
    var key: String
    var value: FuzzJSON
    init(_ key: String, _ value: FuzzJSON) { self.key = key; self.value = value }
}
