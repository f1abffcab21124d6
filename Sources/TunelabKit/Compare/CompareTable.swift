import ScrollPhysics

/// The reviewer's view of a `CompareReport`: one row per regression (and per change within
/// tolerance), with the point's keys, the metric, both values, the change and the tolerance;
/// then a one-line summary.
public enum CompareTable {
    public static func render(_ report: CompareReport) -> String {
        var text = ""
        let (header, rows) = cells(report)
        if !rows.isEmpty {
            let k = report.keyColumns.count
            text += BenchFormat.table(header: header, rows: rows, left: [k, k + 5])
        }
        for missing in report.missing {
            text += "MISSING \(missing.metric): \(missing.reason)\n"
        }
        if !report.unmatched.isEmpty {
            text += "not compared (in \(report.new.file) only): \(report.unmatched.joined(separator: ", "))\n"
        }
        return text + summary(report)
    }

    /// The table's header and rows: one row per regression and per change within tolerance,
    /// the point's keys, then metric, base, new, change, tolerance and verdict.
    static func cells(_ report: CompareReport) -> (header: [String], rows: [[String]]) {
        let shown = report.changes.filter { $0.isRegression || $0.kind == .withinTolerance }
        let keyNames = report.keyColumns.map { report.base.header[$0] }
        let header = keyNames + ["metric", "base", "new", "change", "tolerance", "verdict"]
        let rows = shown.map { change in
            report.keyColumns.map { report.base.rows[change.row][$0] }
                + [
                    change.column, change.base.isEmpty ? "(empty)" : change.base, change.new.isEmpty ? "(empty)" : change.new,
                    relativeChange(change), tolerance(change),
                    change.isRegression ? "REGRESSION" : "within tolerance"
                ]
        }
        return (header, rows)
    }

    /// The one-line verdict: `compare BASE → NEW: 4 points × 3 metrics; no regressions (…), …`.
    static func summary(_ report: CompareReport) -> String {
        let count = { (kind: CompareChange.Kind) in report.changes.filter { $0.kind == kind }.count }
        let regressions = report.regressions.count
        var text =
            "compare \(report.base.file) → \(report.new.file): \(plural(report.base.rows.count, "point")) × \(plural(report.metrics.count, "metric")); "
        text += regressions == 0 ? "no regressions" : "\(regressions) regression\(regressions == 1 ? "" : "s")"
        if !report.missing.isEmpty { text += ", \(report.missing.count) missing metric\(report.missing.count == 1 ? "" : "s")" }
        text += " (\(count(.worse)) worse, \(count(.emptiness)) empty changed, \(count(.failed)) failed), "
        text +=
            "\(count(.withinTolerance)) worse within tolerance, \(count(.better)) better, \(count(.statusChanged)) other status changes\n"
        return text
    }

    /// `1 point`, `2 points`.
    static func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// `5%`, `5% or 0.01` with an absolute tolerance, empty for a status.
    static func tolerance(_ change: CompareChange) -> String {
        guard change.column != "status" else { return "" }
        let relative = BenchFormat.percent(change.tolerance)
        return change.absolute > 0 ? "\(relative) or \(NumberFormat.shortest(change.absolute))" : relative
    }

    /// The worsening d over the base's magnitude, `+12.5%` (worse) or `-3.00%` (better), with d
    /// by the metric's direction (`MetricDirection.worsening`); `—` when not a number change (or
    /// the base is 0).
    static func relativeChange(_ change: CompareChange) -> String {
        guard let b = Double(change.base), let n = Double(change.new), b != 0 else { return "—" }
        let d = Metric(rawValue: change.column)?.direction.worsening(base: b, new: n) ?? n - b
        let r = d / abs(b)
        return (r >= 0 ? "+" : "") + BenchFormat.percent(r)
    }
}
