/// A JSON value as RFC 8259 defines it, keeping what a tuning tool needs:
/// object members in file order and each number's literal as written.
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A finite number and its text as written (`"0.05"`, `"-1e3"`): grids
    /// compute decimal-exact ranges from the literal (docs/grid.md).
    case number(Double, literal: String)
    case string(String)
    /// A JSON array; user-facing messages call it "a list".
    case array([JSONNode])
    /// A JSON object's members in file order; keys are unique (the parser rejects duplicates).
    case object([JSONMember])

    /// The kind of value with its article, for messages such as `expected a number, got a string`:
    /// `"null"`, `"a boolean"`, `"a number"`, `"a string"`, `"a list"`, `"an object"`.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }

    /// The number, when this is one.
    public var doubleValue: Double? {
        if case .number(let value, _) = self { return value }
        return nil
    }

    /// The number's literal as written, when this is a number.
    public var numberLiteral: String? {
        if case .number(_, let literal) = self { return literal }
        return nil
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, when this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONNode]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members in file order, when this is an object.
    public var objectValue: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
