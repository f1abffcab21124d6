/// Sets values deep inside a JSON document without touching the rest (a sweep writes each
/// point's values into the scenario this way).
public enum JSONEdit {
    public enum Failure: Error, Equatable {
        /// `path[..<depth]` holds a value that is not an object.
        case notAnObject(depth: Int)
    }

    /// `node` with `value` at the object path `path` (keys), creating missing objects;
    /// an existing key keeps its place, a new one is appended.
    public static func setting(
        _ value: JSONValue, at path: ArraySlice<String>, in node: JSONNode,
        depth: Int = 0
    ) -> Result<JSONNode, Failure> {
        guard let key = path.first else { return .success(JSONNode(value: value, position: node.position)) }
        guard case .object(var members) = node.value else { return .failure(.notAnObject(depth: depth)) }
        let rest = path.dropFirst()
        if let i = members.firstIndex(where: { $0.key == key }) {
            switch setting(value, at: rest, in: members[i].node, depth: depth + 1) {
            case let .success(child):
                members[i] = JSONMember(key: key, keyPosition: members[i].keyPosition, node: child)
            case let .failure(failure): return .failure(failure)
            }
        } else {
            let empty = JSONNode(value: .object([]), position: node.position)
            switch setting(value, at: rest, in: empty, depth: depth + 1) {
            case let .success(child):
                members.append(JSONMember(key: key, keyPosition: node.position, node: child))
            case let .failure(failure): return .failure(failure)
            }
        }
        return .success(JSONNode(value: .object(members), position: node.position))
    }

    /// Whether a merge patch sets `path` or one of its ancestors to a non-object (so the
    /// patch decides the value there), or sets `path` itself.
    public static func patch(_ patch: JSONNode, covers path: ArraySlice<String>) -> Bool {
        guard let key = path.first else { return true }
        guard case .object(let members) = patch.value else { return true }
        guard let member = members.first(where: { $0.key == key }) else { return false }
        if case .object = member.node.value { return Self.patch(member.node, covers: path.dropFirst()) }
        return true
    }
}
