import ScrollPhysics

/// The reviewer's view of a `CompareReport`: one row per regression (and per change within
/// tolerance), with the point's keys, the metric, both values, the change and the tolerance;
/// then a one-line summary.
public enum CompareTable {
    public static func render(_ report: CompareReport) -> String {
        var text = ""
        let shown = report.changes.filter { $0.isRegression || $0.kind == .withinTolerance }
        if !shown.isEmpty {
            let keyNames = report.keyColumns.map { report.base.header[$0] }
            let header = keyNames + ["metric", "base", "new", "change", "tolerance", "verdict"]
            let rows = shown.map { change in
                report.keyColumns.map { report.base.rows[change.row][$0] }
                    + [change.column, change.base.isEmpty ? "(empty)" : change.base, change.new.isEmpty ? "(empty)" : change.new,
                       relativeChange(change), change.column == "status" ? "" : BenchFormat.percent(change.tolerance),
                       change.isRegression ? "REGRESSION" : "within tolerance"]
            }
            let k = keyNames.count
            text += BenchFormat.table(header: header, rows: rows, left: [k, k + 5])
        }
        if !report.unmatched.isEmpty {
            text += "not compared (in one file only): \(report.unmatched.joined(separator: ", "))\n"
        }
        let count = { (kind: CompareChange.Kind) in report.changes.filter { $0.kind == kind }.count }
        let regressions = report.regressions.count
        text += "compare \(report.base.file) → \(report.new.file): \(report.base.rows.count) points × \(report.metrics.count) metrics; "
        text += regressions == 0 ? "no regressions" : "\(regressions) regression\(regressions == 1 ? "" : "s")"
        text += " (\(count(.worse)) worse, \(count(.emptiness)) empty changed, \(count(.failed)) failed), "
        text += "\(count(.withinTolerance)) worse within tolerance, \(count(.better)) better, \(count(.statusChanged)) other status changes\n"
        return text
    }

    /// `+12.5%` of the base magnitude, or `—` when not a number change (or the base is 0).
    static func relativeChange(_ change: CompareChange) -> String {
        guard let b = Double(change.base), let n = Double(change.new), b != 0 else { return "—" }
        let signed = Metric(rawValue: change.column)?.isSigned ?? false
        let x = signed ? abs(b) : b, y = signed ? abs(n) : n
        let r = (y - x) / abs(x)
        return (r >= 0 ? "+" : "") + BenchFormat.percent(r)
    }
}
