/// One value of a grid axis: what is written into the scenario at the key's path, and
/// how it prints in `results.csv` (numbers shortest, strings verbatim, booleans true/false).
public enum GridValue: Sendable, Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)

    /// The `results.csv` cell.
    public var text: String {
        switch self {
        case let .number(x): NumberFormat.shortest(x)
        case let .string(s): s
        case let .bool(b): b ? "true" : "false"
        }
    }

    /// The JSON value written into the scenario. Numbers carry their shortest text as literal.
    public var json: JSONValue {
        switch self {
        case let .number(x): .number(x, literal: NumberFormat.shortest(x))
        case let .string(s): .string(s)
        case let .bool(b): .bool(b)
        }
    }
}
