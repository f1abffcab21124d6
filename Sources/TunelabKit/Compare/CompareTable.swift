import ScrollPhysics

/// The reviewer's view of a `CompareReport` in the terminal, in `CompareDigest`'s order: the
/// one-line verdict with its counts, the missing metrics, the per-metric roll-up, the worst rows,
/// then the rest of the regressions and changes within tolerance, under `CompareDigest.limit` bytes.
public enum CompareTable {
    public static func render(_ report: CompareReport) -> String {
        var text = summary(report)
        for missing in report.missing {
            text += "MISSING \(missing.metric): \(missing.reason)\n"
        }
        if !report.unmatched.isEmpty {
            text += "not compared (in \(report.new.file) only): \(report.unmatched.joined(separator: ", "))\n"
        }
        let rollUp = CompareDigest.rollUpRows(report)
        if !rollUp.isEmpty {
            text += "\n" + BenchFormat.table(header: CompareDigest.rollUpHeader, rows: rollUp, left: [0, 1, 5, 6])
        }
        let rows = CompareDigest.rows(report).map { CompareDigest.cells($0, report) }
        guard !rows.isEmpty else { return text }
        let k = report.keyColumns.count, header = CompareDigest.header(report)
        let table = { (rows: [[String]]) in BenchFormat.table(header: header, rows: rows, left: [k, k + 5]) }
        let worst = Array(rows.prefix(CompareDigest.worstShown))
        let budget = CompareDigest.limit - CompareDigest.tail
        var fitted = CompareDigest.fit(worst, budget: budget - text.utf8.count - 60, render: table)
        text += "\n" + CompareDigest.worstTitle(shown: fitted.kept, of: rows.count) + ":\n" + fitted.text
        var shown = fitted.kept
        if shown == worst.count && rows.count > shown {
            let rest = Array(rows[shown...])
            fitted = CompareDigest.fit(rest, budget: budget - text.utf8.count - 60, render: table)
            if fitted.kept > 0 {
                text += "\n" + plural(rest.count, "more row") + ":\n" + fitted.text
                shown += fitted.kept
            }
        }
        if shown < rows.count { text += CompareDigest.leftOut(rows.count - shown) + "\n" }
        return text
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
}
