import ScrollPhysics
import TunelabKit

/// A run's metrics (a `metrics.csv`: a header of metric names and one row of values, the form
/// `tunelab run` writes and `tunelab compare` reads) against a golden file of the same form.
///
/// Every column of either file is a row of the comparison: the golden's columns in its order,
/// then the run's new ones. A cell passes when both are empty, or both are numbers within the
/// metric's tolerance (`GoldenTolerance.accepts`: |actual − golden| ≤ max(rel·|golden|, abs),
/// `exact` unless given), or both are the same text. A column in one file only fails, in either
/// direction: a golden is the whole set of numbers, so a metric that appears or disappears is a
/// change to review, as is a change for the better.
public struct GoldenComparison: Sendable {
    /// One row per column of either file, the golden's order first.
    public let rows: [GoldenRow]
    /// What makes the files incomparable or the tolerances wrong (a file with other than one
    /// data row; a tolerance for a metric neither file has), one sentence each.
    public let problems: [String]

    /// Whether the run matches the golden: no problem and every row passes.
    public var passes: Bool { problems.isEmpty && rows.allSatisfy(\.passes) }

    /// The rows that fail.
    public var failures: [GoldenRow] { rows.filter { !$0.passes } }

    /// Compares `actual` with `golden`, both in `metrics.csv` form, with `tolerances` per metric.
    public init(golden: CSVTable, actual: CSVTable, tolerances: [Metric: GoldenTolerance] = [:]) {
        var problems: [String] = []
        for table in [golden, actual] where table.rows.count != 1 {
            problems.append("\(table.file): expected a header and one row of values (metrics.csv), got \(table.rows.count) rows")
        }
        let goldenCells = Self.cells(golden), actualCells = Self.cells(actual)
        let names = golden.header + actual.header.filter { !golden.header.contains($0) }
        rows = names.map { name in
            let tolerance = Metric(rawValue: name).flatMap { tolerances[$0] } ?? .exact
            let g = goldenCells[name], a = actualCells[name]
            return GoldenRow(metric: name, golden: g, actual: a, tolerance: tolerance, passes: Self.passes(g, a, tolerance))
        }
        for metric in Metric.allCases where tolerances[metric] != nil && !names.contains(metric.rawValue) {
            problems.append("a tolerance is given for \(metric.rawValue), which neither file has")
        }
        self.problems = problems
    }

    /// Column name → the first data row's cell (none when the file has no data row).
    static func cells(_ table: CSVTable) -> [String: String] {
        guard let row = table.rows.first else { return [:] }
        var cells: [String: String] = [:]
        for (name, cell) in zip(table.header, row) { cells[name] = cell }
        return cells
    }

    /// Both numbers within `tolerance`, or the same text (both empty included); a column in one
    /// file only fails.
    static func passes(_ golden: String?, _ actual: String?, _ tolerance: GoldenTolerance) -> Bool {
        guard let golden, let actual else { return false }
        if let g = Double(golden), let a = Double(actual), g.isFinite, a.isFinite {
            return tolerance.accepts(golden: g, actual: a)
        }
        return golden == actual
    }
}
