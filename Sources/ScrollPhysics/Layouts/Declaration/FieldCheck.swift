/// What one layout field accepts (docs/layouts.md): the check a decoder makes, the words its
/// error prints (`expected a positive length (pt), got -3`), and the range `schemas/` states.
///
/// Numbers stay inside ±10⁹ (the bound every scenario number has), so the limits below are
/// exactly those of the JSON schema's `minimum`/`exclusiveMinimum`/`maximum`/`exclusiveMaximum`.
public enum FieldCheck: Sendable, Equatable {
    /// A length > 0 (pt), < 10⁹.
    case length
    /// A number ≥ 0, < 10⁹.
    case nonNegative
    /// A number in (−10⁹, 10⁹).
    case finite
    /// A number in [0, 1].
    case unit
    /// An optional length ≥ 0 (pt), < 10⁹; absent, the configuration derives it.
    case optionalLength
    /// An integer in [1, `limit`].
    case integer(limit: Int)
    /// A data count: an integer ≥ 1, or `"infinite"`.
    case count
    /// `true` or `false`.
    case bool
    /// One of these names.
    case choice([String])
    /// A list of 1 … `limit` objects of sub-fields, or those sub-fields written once on the
    /// layout itself (the parallax layers and their one-layer shorthand).
    case layers(limit: Int)

    /// The expectation an error prints (`expected <this>, got …`), for the checks of a number.
    public var expected: String {
        switch self {
        case .length: "a positive length (pt)"
        case .nonNegative: "a number ≥ 0"
        case .finite: "a finite number"
        case .unit: "a number in [0, 1]"
        case .optionalLength: "a length ≥ 0 (pt)"
        case .integer(let limit): "an integer in [1, \(limit)]"
        case .count: "a positive integer or \"infinite\""
        case .bool: "a boolean"
        case .choice(let names): "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        case .layers(let limit): "1 to \(limit) layers"
        }
    }

    /// Whether a number passes the check (`false` for the checks that take no number).
    public func accepts(_ x: Double) -> Bool {
        switch self {
        case .length: x > 0 && x < 1e9
        case .nonNegative, .optionalLength: x >= 0 && x < 1e9
        case .finite: abs(x) < 1e9
        case .unit: x >= 0 && x <= 1
        case .integer(let limit): x >= 1 && x <= Double(limit)
        case .count: x >= 1
        case .bool, .choice, .layers: false
        }
    }

    /// The range as the JSON schema writes it: the lower and upper limits, each with whether it
    /// is included; `nil` for a check that is not a number's (a count's lower limit is 1, no upper).
    public var bounds: (lower: Double, lowerIncluded: Bool, upper: Double?, upperIncluded: Bool)? {
        switch self {
        case .length: (0, false, 1e9, false)
        case .nonNegative, .optionalLength: (0, true, 1e9, false)
        case .finite: (-1e9, false, 1e9, false)
        case .unit: (0, true, 1, true)
        case .integer(let limit): (1, true, Double(limit), true)
        case .count: (1, true, nil, false)
        case .bool, .choice, .layers: nil
        }
    }
}
