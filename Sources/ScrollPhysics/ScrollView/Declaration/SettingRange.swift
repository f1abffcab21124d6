/// The numbers a scenario setting accepts (docs/scenario.md): an interval whose ends are each
/// included or not, and the words an error gives for it (`expected a positive length (pt), got 0`).
/// The tool's decoder checks with `contains`; the JSON schema states the same ends
/// (`minimum`/`exclusiveMinimum`, `maximum`/`exclusiveMaximum`).
public struct SettingRange: Sendable {
    /// The lower end, or `nil` for none.
    public let lower: Double?
    /// Whether `lower` itself is in the range.
    public let lowerIncluded: Bool
    /// The upper end, or `nil` for none.
    public let upper: Double?
    /// Whether `upper` itself is in the range.
    public let upperIncluded: Bool
    /// What an error says was expected.
    public let expected: String

    /// Whether `x` lies in the range (never NaN).
    public func contains(_ x: Double) -> Bool {
        if let lower, !(lowerIncluded ? x >= lower : x > lower) { return false }
        if let upper, !(upperIncluded ? x <= upper : x < upper) { return false }
        return !x.isNaN
    }

    /// (0, `upper`): a positive number below `upper`.
    public static func positive(below upper: Double, _ expected: String) -> SettingRange {
        SettingRange(lower: 0, lowerIncluded: false, upper: upper, upperIncluded: false, expected: expected)
    }

    /// [0, `upper`).
    public static func nonNegative(below upper: Double, _ expected: String) -> SettingRange {
        SettingRange(lower: 0, lowerIncluded: true, upper: upper, upperIncluded: false, expected: expected)
    }

    /// (−`bound`, `bound`).
    public static func finite(within bound: Double, _ expected: String) -> SettingRange {
        SettingRange(lower: -bound, lowerIncluded: false, upper: bound, upperIncluded: false, expected: expected)
    }

    /// [`lower`, `upper`] for integers; `upper` nil for no upper end.
    public static func integers(_ lower: Int, _ upper: Int?, _ expected: String) -> SettingRange {
        SettingRange(lower: Double(lower), lowerIncluded: true, upper: upper.map(Double.init), upperIncluded: true, expected: expected)
    }

    /// The interval from its ends and the words of its error.
    public init(lower: Double?, lowerIncluded: Bool, upper: Double?, upperIncluded: Bool, expected: String) {
        self.lower = lower; self.lowerIncluded = lowerIncluded
        self.upper = upper; self.upperIncluded = upperIncluded
        self.expected = expected
    }
}
