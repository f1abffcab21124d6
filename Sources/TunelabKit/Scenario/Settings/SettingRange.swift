/// The numbers a scenario setting accepts (docs/scenario.md): an interval whose ends are each
/// included or not, and the words an error gives for it (`expected a positive length (pt), got 0`).
/// The decoder checks with `contains`; the JSON schema states the same ends
/// (`minimum`/`exclusiveMinimum`, `maximum`/`exclusiveMaximum`).
struct SettingRange: Sendable {
    /// The lower end, or `nil` for none.
    let lower: Double?
    let lowerIncluded: Bool
    /// The upper end, or `nil` for none.
    let upper: Double?
    let upperIncluded: Bool
    /// What an error says was expected.
    let expected: String

    /// Whether `x` lies in the range (never NaN).
    func contains(_ x: Double) -> Bool {
        if let lower, !(lowerIncluded ? x >= lower : x > lower) { return false }
        if let upper, !(upperIncluded ? x <= upper : x < upper) { return false }
        return !x.isNaN
    }

    /// (0, `upper`): a positive number below `upper`.
    static func positive(below upper: Double, _ expected: String) -> SettingRange {
        SettingRange(lower: 0, lowerIncluded: false, upper: upper, upperIncluded: false, expected: expected)
    }

    /// [0, `upper`).
    static func nonNegative(below upper: Double, _ expected: String) -> SettingRange {
        SettingRange(lower: 0, lowerIncluded: true, upper: upper, upperIncluded: false, expected: expected)
    }

    /// (−`bound`, `bound`).
    static func finite(within bound: Double, _ expected: String) -> SettingRange {
        SettingRange(lower: -bound, lowerIncluded: false, upper: bound, upperIncluded: false, expected: expected)
    }

    /// [`lower`, `upper`] for integers; `upper` nil for no upper end.
    static func integers(_ lower: Int, _ upper: Int?, _ expected: String) -> SettingRange {
        SettingRange(lower: Double(lower), lowerIncluded: true, upper: upper.map(Double.init), upperIncluded: true, expected: expected)
    }

    /// The schema's range keywords, in the order the schema writes them.
    var schemaKeywords: [(String, ExportJSON)] {
        var out: [(String, ExportJSON)] = []
        if let lower { out.append((lowerIncluded ? "minimum" : "exclusiveMinimum", Self.json(lower))) }
        if let upper { out.append((upperIncluded ? "maximum" : "exclusiveMaximum", Self.json(upper))) }
        return out
    }

    /// Integral ends as integers (`1`, `100000`), others as numbers.
    private static func json(_ x: Double) -> ExportJSON {
        x == x.rounded() && abs(x) < 1e15 ? .integer(Int(x)) : .number(x)
    }
}
