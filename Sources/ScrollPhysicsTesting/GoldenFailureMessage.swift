import Foundation
import TunelabKit

/// The text a failed golden check reports: a headline, the per-metric table (metric, golden,
/// actual, Δ = actual − golden with its share of |golden|, tolerance, verdict), the problems,
/// the paths of both files and the command that re-checks them with the tool.
///
/// ```
/// 1 of 3 metrics differs from the golden
/// metric         golden  actual  Δ                tolerance  verdict
/// travel_pt      1200    1210    +10 (+0.833%)    exact      DIFFERS
/// settle_time_s  0.5     0.5     0                exact      ok
/// golden: Tests/AppTests/__Goldens__/FeelTests/flick.csv
/// actual: Tests/AppTests/__Goldens__/FeelTests/flick.actual.csv
/// re-check: tunelab compare Tests/…/flick.csv Tests/…/flick.actual.csv
/// ```
public enum GoldenFailureMessage {
    public static func render(_ comparison: GoldenComparison, goldenPath: String, actualPath: String) -> String {
        let failing = comparison.failures.count
        var text =
            failing == 0
            ? "the run's metrics match the golden, but the files cannot be compared as they are\n"
            : "\(failing) of \(comparison.rows.count) metric\(comparison.rows.count == 1 ? "" : "s") \(failing == 1 ? "differs" : "differ") from the golden\n"
        let header = ["metric", "golden", "actual", "Δ", "tolerance", "verdict"]
        let rows = comparison.rows.map { row in
            [
                row.metric, cell(row.golden), cell(row.actual), delta(row), row.tolerance.description,
                row.passes ? "ok" : "DIFFERS"
            ]
        }
        text += table(header: header, rows: rows)
        for problem in comparison.problems { text += "problem: \(problem)\n" }
        text += "golden: \(goldenPath)\nactual: \(actualPath)\n"
        text += "re-check: tunelab compare \(goldenPath) \(actualPath)\n"
        return text
    }

    /// `(none)` for a column the file lacks, `(empty)` for an empty cell.
    static func cell(_ text: String?) -> String {
        guard let text else { return "(none)" }
        return text.isEmpty ? "(empty)" : text
    }

    /// `+10 (+0.833%)`, `-0.5`, `0`; `—` when either cell is not a number.
    static func delta(_ row: GoldenRow) -> String {
        guard let d = row.delta, let g = row.golden.flatMap(Double.init) else { return "—" }
        if d == 0 { return "0" }
        var text = (d > 0 ? "+" : "") + NumberFormat.shortest(d)
        if g != 0 {
            let share = d / abs(g) * 100
            let rounded = Double(String(format: "%.3g", share)) ?? share
            text += " (" + (share > 0 ? "+" : "") + NumberFormat.shortest(rounded) + "%)"
        }
        return text
    }

    /// Columns padded to their widest cell (counted in characters), two spaces apart, the last unpadded.
    static func table(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { c in all.map { $0[c].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { c in
                c == row.count - 1 ? row[c] : row[c] + String(repeating: " ", count: widths[c] - row[c].count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
