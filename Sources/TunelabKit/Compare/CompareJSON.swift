/// A `CompareReport` as one JSON object, for scripts:
/// `{"base", "new", "points", "metrics", "verdict": "pass"|"fail", "regressions", "missing": [{"metric", "reason"}],
/// "unmatched": [...], "changes": [{"keys": {...}, "metric", "base", "new", "kind", "regression", "tolerance", "abs"}]}`.
/// Cells are strings exactly as in the files (empty for an empty cell); members in a fixed order.
public enum CompareJSON {
    public static func render(_ report: CompareReport) -> String {
        let q = JSONWriter.quoted
        let keyNames = report.keyColumns.map { report.base.header[$0] }
        var lines: [String] = []
        lines.append("  \"base\": \(q(report.base.file))")
        lines.append("  \"new\": \(q(report.new.file))")
        lines.append("  \"points\": \(report.base.rows.count)")
        lines.append("  \"metrics\": [" + report.metrics.map { q($0.rawValue) }.joined(separator: ", ") + "]")
        lines.append("  \"verdict\": \(q(report.fails ? "fail" : "pass"))")
        lines.append("  \"regressions\": \(report.regressions.count)")
        lines.append(
            "  \"missing\": [" + report.missing.map { "{\"metric\": \(q($0.metric)), \"reason\": \(q($0.reason))}" }.joined(separator: ", ")
                + "]")
        lines.append("  \"unmatched\": [" + report.unmatched.map(q).joined(separator: ", ") + "]")
        let changes = report.changes.map { change -> String in
            let keys = zip(keyNames, report.keyColumns.map { report.base.rows[change.row][$0] }).map { "\(q($0)): \(q($1))" }
            return "    {\"keys\": {\(keys.joined(separator: ", "))}, \"metric\": \(q(change.column)), \"base\": \(q(change.base)), "
                + "\"new\": \(q(change.new)), \"kind\": \(q(change.kind.rawValue)), \"regression\": \(change.isRegression), "
                + "\"tolerance\": \(NumberFormat.shortest(change.tolerance)), \"abs\": \(NumberFormat.shortest(change.absolute))}"
        }
        lines.append("  \"changes\": [" + (changes.isEmpty ? "]" : "\n" + changes.joined(separator: ",\n") + "\n  ]"))
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
