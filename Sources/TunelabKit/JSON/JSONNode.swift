/// A JSON value together with the place in its file where it starts.
public struct JSONNode: Sendable {
    /// The value (objects and arrays hold further nodes).
    public let value: JSONValue
    /// Where the value's first character is (the `{`, `[`, `"`, digit, `-` or letter).
    public let position: SourcePosition

    /// For a string written with escapes (`\n`, `\u00B7`, …): the column of each decoded
    /// scalar's first source character, counted from the opening quote (the closing quote's
    /// last); nil for any other value or a string without escapes.
    public let escapedColumns: [Int]?

    public init(value: JSONValue, position: SourcePosition, escapedColumns: [Int]? = nil) {
        self.value = value
        self.position = position
        self.escapedColumns = escapedColumns
    }

    /// Where scalar `k` (0-based) of this string value is written in the file: the opening
    /// quote's column + 1 + k, shifted past any escapes before it. Strings cannot span lines.
    public func position(ofScalar k: Int) -> SourcePosition {
        let shift: Int
        if let columns = escapedColumns {
            shift = columns[min(max(k, 0), columns.count - 1)]
        } else {
            shift = 1 + max(k, 0)
        }
        return SourcePosition(line: position.line, column: position.column + shift)
    }

    /// The member named `key` when this is an object holding it; `nil` otherwise.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first(where: { $0.key == key })?.node
    }

    /// The compact JSON text of the value (see `JSONWriter.compact`).
    public var jsonText: String { JSONWriter.compact(value) }
}
