/// What the report reads from a sweep's rows, folded row by row in point order: the summary
/// (best points, front, ranges), the baseline's matching point, the outcome (did every point
/// fail?) and, for a grid small enough to chart, the columns the charts draw. A fresh sweep
/// folds its rows as they are written (`fold(_: ResultsChunk)`, nothing parsed back); `merge`,
/// a resumed sweep's earlier rows and a report finished after a kill fold the file
/// (`fold(file:)`). Both see the same rows, so the report's bytes are the same.
struct SweepDigest {
    private(set) var summary: SweepSummary
    private(set) var baseline: SweepBaseline
    private(set) var outcome = SweepOutcome()
    private var columns: SweepResultsBuilder?
    /// Whether the charts need the columns (`SweepReport.chartedPointLimit`).
    private let charted: Bool

    /// Runs the grid's baseline (with `evaluator`, the sweep's, when given: one set of per-case
    /// state a process); the header is known (a fresh sweep's rows).
    init(grid: Grid, evaluator: PointEvaluator? = nil) throws {
        summary = SweepSummary(grid: grid)
        baseline = try SweepBaseline(grid: grid, evaluator: evaluator)
        charted = grid.pointCount <= SweepReport.chartedPointLimit
        if charted {
            columns = SweepResultsBuilder(header: grid.resultsHeader, file: "results.csv", parsedColumns: summary.metricColumns)
        }
    }

    /// The digest of the results file at `path` (header first), folded in one streamed pass.
    init(grid: Grid, file path: String) throws {
        try self.init(grid: grid)
        try fold(file: path, hasHeader: true)
    }

    /// The columns the charts draw, or nil when not charted or a row was not plain (quotes,
    /// CR, non-ASCII): then the charts read the table from the file.
    var chartColumns: SweepResults? { columns?.finish() }

    /// Folds a fresh sweep's rows, as written.
    mutating func fold(_ chunk: ResultsChunk) {
        let grid = summary.grid
        chunk.forEachRow { row, values in
            fold(row, values: values, grid: grid)
        }
    }

    /// Folds the rows of the results file at `path` (its header first when `hasHeader`; the
    /// columns are then built from that header, as the file has it).
    mutating func fold(file path: String, hasHeader: Bool) throws {
        let grid = summary.grid
        var isHeader = hasHeader
        try ResultsStream(path: path).forEachLine { row in
            if isHeader {
                isHeader = false
                if charted { columns = SweepResultsBuilder(header: row, file: "results.csv", parsedColumns: summary.metricColumns) }
                return
            }
            fold(row, values: nil, grid: grid)
        }
    }

    /// One data row; `values`: its metric values already known (else parsed from `row`).
    private mutating func fold(_ row: ResultsRow, values: ArraySlice<Double?>?, grid: Grid) {
        let ok = summary.add(row, parsed: values)
        baseline.observe(row, grid: grid)
        outcome.observe(row)
        columns?.add(row, parsed: ok ? summary.values : nil)  // the metrics parsed once
    }
}
