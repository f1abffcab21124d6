/// A JSON value together with the place in its file where it starts.
public struct JSONNode: Sendable {
    /// The value (objects and arrays hold further nodes).
    public let value: JSONValue
    /// Where the value's first character is (the `{`, `[`, `"`, digit, `-` or letter).
    public let position: SourcePosition

    public init(value: JSONValue, position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// The member named `key` when this is an object holding it; `nil` otherwise.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first(where: { $0.key == key })?.node
    }

    /// The compact JSON text of the value (see `JSONWriter.compact`).
    public var jsonText: String { JSONWriter.compact(value) }
}
