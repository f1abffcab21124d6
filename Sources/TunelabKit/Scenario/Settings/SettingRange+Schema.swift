import ScrollPhysics

extension SettingRange {
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
