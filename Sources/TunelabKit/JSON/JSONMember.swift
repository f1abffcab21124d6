/// One `"key": value` pair of a JSON object, with the key's own position
/// (unknown and duplicate keys are reported there).
public struct JSONMember: Sendable {
    /// The decoded key.
    public let key: String
    /// Where the key's opening quote is.
    public let keyPosition: SourcePosition
    /// The member's value.
    public let node: JSONNode

    public init(key: String, keyPosition: SourcePosition, node: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.node = node
    }
}
