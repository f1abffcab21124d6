import Foundation
import ScrollPhysics

/// What a finished sweep writes beside `results.csv` (DESIGN §7.2): `summary.csv`,
/// `summary.md`, `traces/<point>/` for the best few points, `charts/` with `index.html`.
/// Everything here is a function of results.csv and the grid, so `merge` writes the same.
enum SweepReport {
    /// Above this many points the heat maps and Pareto scatter are skipped (they read the whole table).
    static let chartedPointLimit = 250_000

    /// `results` is the results file to digest (default `directory/results.csv`; `merge --out`);
    /// `digest`, the rows already folded as they were written (a fresh sweep), spares reading
    /// it. Traces and charts of an older run are removed first (they would no longer match the
    /// page); if writing fails (a full disk), everything written here is removed again, leaving
    /// the rows and the manifest that `--resume` needs to finish the report. Returns what the
    /// rows say of the sweep's outcome.
    @discardableResult
    static func write(
        grid: Grid, directory: String, results: String? = nil, digest: SweepDigest? = nil, jobs: Int = 1, console: Console
    ) throws -> SweepOutcome {
        try SweepOutputFolder.remove(["traces", "charts"], in: directory)
        do {
            let resultsPath = results ?? directory + "/results.csv"
            var folded: SweepDigest
            if let digest {
                folded = digest
            } else {
                folded = try SweepDigest(grid: grid)
                try folded.fold(file: resultsPath, hasHeader: true)
            }
            return try writeReport(grid: grid, directory: directory, resultsPath: resultsPath, digest: folded, jobs: jobs, console: console)
        } catch {
            try? SweepOutputFolder.remove(SweepOutputFolder.reportOutputs, in: directory)
            throw error
        }
    }

    /// With `jobs` above 1 the best points' traces are simulated, and their players and charts
    /// drawn, on a second thread while the summary and the metric charts are written; the
    /// bytes are the same either way.
    private static func writeReport(
        grid: Grid, directory: String, resultsPath: String, digest: SweepDigest, jobs: Int, console: Console
    ) throws -> SweepOutcome {
        let summary = digest.summary, baseline = digest.baseline, outcome = digest.outcome
        let traces = ReportTask(concurrently: jobs > 1) {
            let runs = try SweepCharts.tracedRuns(
                grid: grid, summary: summary, traced: try writeTraces(grid: grid, summary: summary, directory: directory))
            return try SweepCharts.traceParts(grid: grid, baseline: baseline, runs: runs)
        }
        // The trace files are written (or failed) before this returns, whatever happens here.
        defer { _ = try? traces.wait() }
        let summaryTable = summaryCSV(summary, baseline: baseline)
        var csv = CSVWriter()
        csv.row(summaryTable.header)
        for row in summaryTable.rows { csv.row(row) }
        try AtomicFile.write(csv.bytes, to: directory + "/summary.csv")
        try AtomicFile.write(SweepMarkdown.text(summary, baseline: baseline), to: directory + "/summary.md")
        try SweepCharts.write(
            grid: grid, summary: summary, baseline: baseline, directory: directory, traceParts: traces.wait
        ) {
            // A file the single pass could not take in (quotes, a CR…) is read whole, as it always was.
            if let read = digest.chartColumns { return read }
            let text = try String(contentsOfFile: resultsPath, encoding: .utf8)
            return try SweepResults(table: try CSVTable(text: text, file: "results.csv"), file: "results.csv")
        }
        let best = summary.best.first.map { "best point \($0.point)" } ?? "no ok point"
        console.out(
            "wrote \(resultsPath) (\(SweepCommand.plural(grid.pointCount, "point")), \(summary.ok) ok, \(summary.failed) failed; \(best)), summary.md, summary.csv, traces/, charts/index.html\n"
        )
        return outcome
    }

    /// `rank,point,<keys>,<metrics>,status,<metric>_change_pct…` of the best points, then the
    /// baseline (`rank` = `baseline`, no point, its key values, `""` where a key is left to its
    /// default). A change is % of the baseline on the ranked scale (|v| for signed metrics).
    static func summaryCSV(_ summary: SweepSummary, baseline: SweepBaseline) -> CSVTable {
        let grid = summary.grid
        var rows = summary.best.enumerated().map { i, row in
            [String(i + 1)] + row.fields + baseline.changes(row, grid: grid).map(NumberFormat.shortest)
        }
        rows.append(
            ["baseline", ""] + baseline.keyValues + baseline.values.map(NumberFormat.shortest) + [baseline.status]
                + grid.metrics.map { _ in "" })
        return CSVTable(header: ["rank"] + grid.resultsHeader + grid.metrics.map { $0.rawValue + "_change_pct" }, rows: rows)
    }

    /// Re-runs the best few points with full traces: `traces/<point>/frames.csv`, `items.csv`
    /// (`traces/<point>/case<N>/` when the grid has cases). Returns the points traced, each
    /// with its runs per case (nil where a case failed), kept for the page's players and charts.
    static func writeTraces(grid: Grid, summary: SweepSummary, directory: String) throws -> [(point: Int, cases: [ScenarioRunFiles?])] {
        let evaluator = try PointEvaluator(grid: grid)
        var traced: [(point: Int, cases: [ScenarioRunFiles?])] = []
        for row in summary.best.prefix(grid.tracedPoints) {
            var cases: [ScenarioRunFiles?] = []
            for c in grid.cases.indices {
                guard case .success(let scenario) = evaluator.scenario(point: row.point, caseIndex: c),
                    let files = try? ScenarioRunFiles(scenario: scenario, metrics: grid.metrics, keepingClip: true)
                else {
                    cases.append(nil)
                    continue
                }
                let folder = directory + "/traces/\(row.point)" + (grid.hasCases ? "/case\(c + 1)" : "")
                try AtomicFile.write(files.frames.bytes, to: folder + "/frames.csv")
                try AtomicFile.write(files.items.bytes, to: folder + "/items.csv")
                cases.append(files)
            }
            traced.append((row.point, cases))
        }
        return traced
    }
}
