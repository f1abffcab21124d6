import Foundation
import ScrollPhysics

/// What a finished sweep writes beside `results.csv` (docs/grid.md): `summary.csv`,
/// `summary.md`, `traces/<point>/` for the best few points, `charts/` with `index.html`.
/// Everything here is a function of results.csv and the grid, so `merge` writes the same.
enum SweepReport {
    /// Above this many points the heat maps and Pareto scatter are skipped (they read the whole table).
    static let chartedPointLimit = 250_000
    /// The page draws players and trace charts for the first this many cases (every case's
    /// traces are still written): each drawn case keeps its runs — about a megabyte per traced
    /// point and the baseline — until the page is written, so a grid of a thousand recorded
    /// gestures would otherwise hold a gigabyte for a page nobody can read.
    static let drawnCases = 16

    /// `results` is the results file to digest (default `directory/results.csv`; `merge --out`);
    /// `digest`, the rows already folded as they were written (a fresh sweep), spares reading
    /// it; `rows`, the rows' sync and rename while the report is written, waited for before
    /// the report says it is done (and before results.csv is read, when it must be). Traces
    /// and charts of an older run are removed first (they would no longer match the page); if
    /// writing fails (a full disk), everything written here is removed again, leaving the rows
    /// and the manifest that `--resume` needs to finish the report. `workers` are the
    /// sweep's threads and `evaluator` its point evaluator, when it has them (else the report
    /// makes its own); the report is the threads' last use and stops them when its pieces are
    /// done. Returns what the rows say of the sweep's outcome.
    @discardableResult
    static func write(
        grid: Grid, directory: String, results: String? = nil, digest: SweepDigest? = nil, rows: RowsCommit? = nil,
        jobs: Int = 1, workers: WorkerThreads? = nil, evaluator: PointEvaluator? = nil, console: Console
    ) throws -> SweepOutcome {
        do {
            try SweepOutputFolder.remove(["traces", "charts"], in: directory)
            let resultsPath = results ?? directory + "/results.csv"
            return try writeReport(
                grid: grid, directory: directory, resultsPath: resultsPath,
                digest: try digest
                    ?? {
                        try rows?.wait(); return try SweepDigest(grid: grid, file: resultsPath)
                    }(), rows: rows,
                jobs: jobs, workers: workers,
                evaluator: try evaluator ?? PointEvaluator(grid: grid), console: console)
        } catch {
            try? rows?.wait()
            try? SweepOutputFolder.remove(SweepOutputFolder.reportOutputs, in: directory)
            throw error
        }
    }

    /// The report as pieces on up to `jobs` threads (`ReportWork`): each traced point's traces,
    /// the baseline's trace files, the Pareto chart, each metric chart and the summary files;
    /// the players and the trace charts once the traced runs are in; the page last. Each
    /// piece writes its own files; the bytes do not depend on `jobs`.
    private static func writeReport(
        grid: Grid, directory: String, resultsPath: String, digest: SweepDigest, rows: RowsCommit?, jobs: Int,
        workers: WorkerThreads?, evaluator: PointEvaluator, console: Console
    ) throws -> SweepOutcome {
        let summary = digest.summary, baseline = digest.baseline
        let folder = directory + "/charts"
        var results: SweepResults?
        if grid.pointCount <= chartedPointLimit, summary.ok > 0 {
            // A file the single pass could not take in (quotes, a CR…) is read whole, as it always was.
            results =
                try digest.chartColumns
                ?? {
                    try rows?.wait(); return try readResults(resultsPath)
                }()
        }

        let traced = Array(summary.best.prefix(grid.tracedPoints))
        SweepTraceNote.say(grid: grid, points: traced.count, evaluator: evaluator, console: console)
        // The traced points' scenarios, decoded here with the sweep's evaluator (the pieces only run
        // them), for the cases whose traces are written or drawn: a grid of 10 000 cases does not
        // hold 10 000 scenarios a traced point (issue 46: memory flat in the cases).
        let keptCases = min(grid.cases.count, max(grid.tracedCases, drawnCases))
        let scenarios = traced.map { row in (0..<keptCases).map { evaluator.scenario(point: row.point, caseIndex: $0) } }
        let runs = traced.map { _ in ReportSlot<SweepCharts.TracedRun>() }
        let baselineFiles = ReportSlot<[TraceFiles?]>()
        let makers = results.map { SweepCharts.metricCharts(grid: grid, summary: summary, baseline: baseline, results: $0) } ?? []
        let metricCharts = makers.map { _ in ReportSlot<ReportContent.Chart>() }
        let pareto = ReportSlot<ReportContent.Chart?>()
        let players = ReportSlot<[MarkupBuffer]>(), traceCharts = ReportSlot<[ReportContent.Chart]>()

        // Pieces others wait for first, then the longest, so the threads end together: the
        // traced points, the Pareto chart, the players and trace charts (once the traced runs
        // are in), the summary files, then the metric charts (each short), and the page.
        var work = ReportWork()
        // Per case, the trajectory the traced points share when nothing that moves the scroll
        // view differs between them (a grid of layout keys): run once, first. Only for the drawn
        // cases: the others' traces are written and dropped one at a time, each run afresh.
        let shared = (0..<keptCases).map { c in
            c < drawnCases ? sharedScenario(scenarios.map { $0[c] }).map { ($0, ReportSlot<Trajectory>()) } : nil
        }
        let trajectories = shared.compactMap { $0 }.map { scenario, slot in work.add { slot.value = Trajectory(scenario: scenario) } }
        // The first traced point keeps its items' printed numbers where its trajectory is
        // shared; the others, run after it, copy those whose values agree (`ItemNumbers`), each
        // case's dropped once the last of them has run that case (`SharedItemNumbers`).
        let sharesNumbers = traced.count > 1 && shared.contains { $0 != nil }
        let firstNumbers = ReportSlot<SharedItemNumbers>()
        var tracing: [Int] = []
        for rank in traced.indices {
            let copies = sharesNumbers && rank > 0
            tracing.append(
                work.add(after: copies ? trajectories + [tracing[0]] : trajectories) {
                    let run = try tracePoint(
                        traced[rank], rank: rank, scenarios: scenarios[rank], trajectories: shared.map { $0?.1.value }, grid: grid,
                        directory: directory, reusing: copies ? firstNumbers.get : nil, recording: sharesNumbers && rank == 0)
                    runs[rank].value = run.traced
                    if sharesNumbers && rank == 0 { firstNumbers.value = SharedItemNumbers(run.numbers, takers: traced.count - 1) }
                })
        }
        let baseScenarios = grid.cases.indices.prefix(drawnCases).map { evaluator.baseScenario(caseIndex: $0) }
        tracing.append(work.add { baselineFiles.value = try baseline.drawnRuns(baseScenarios, grid: grid) })
        /// `chart` written to its file, its id insertions found (in the piece, not the page).
        func saved(_ chart: ReportContent.Chart) throws -> ReportContent.Chart {
            var chart = chart
            try chart.write(to: folder + "/" + chart.file)
            chart.findInlineCuts()
            return chart
        }
        if let results {
            work.add { pareto.value = try SweepCharts.paretoChart(grid: grid, summary: summary, results: results).map(saved) }
        }
        let drawing = work.add(after: tracing) {
            players.value = try SweepCharts.players(
                grid: grid, baseline: baselineFiles.get, caseNames: baseline.caseNames, stages: baseline.stages,
                runs: runs.map(\.get))
        }
        let charting = work.add(after: tracing) {
            traceCharts.value = try SweepCharts.traceCharts(
                grid: grid, baseline: baselineFiles.get, caseNames: baseline.caseNames, runs: runs.map(\.get)
            ).map(saved)
        }
        // The traced runs (their items bytes, frames and clips: a megabyte or more) are freed
        // once drawn, beside the other pieces, rather than by the caller after the page.
        work.add(after: [drawing, charting]) {
            for run in runs { run.value = nil }
            baselineFiles.value = nil
            firstNumbers.value = nil
        }
        work.add { try writeSummaryFiles(summary, baseline: baseline, directory: directory) }
        for (i, make) in makers.enumerated() {
            work.add { metricCharts[i].value = try saved(make()) }
        }
        work.add(after: work.all) {
            try SweepCharts.writePage(
                grid: grid, summary: summary, baseline: baseline, folder: folder,
                charts: pageCharts(metricCharts.map(\.get) + [pareto.value ?? nil].compactMap { $0 }, traceCharts: traceCharts.get),
                players: players.get)
        }
        // The report is the sweep's last parallel work: its threads end as soon as they run
        // out of pieces rather than spin for more (a spinning thread burns a core the caller's
        // last piece does not need, and its core must be interrupted for every block of memory
        // handed back to the system as the report's buffers are freed).
        try work.run(threads: jobs, workers: workers, lastUse: true)
        try rows?.wait()

        let best = summary.best.first.map { "best point \($0.point)" } ?? "no ok point"
        let swept = summary.ok + summary.failed
        let points =
            swept < grid.pointCount
            ? "\(swept) of \(NumberFormat.plural(grid.pointCount, "point")) sampled" : NumberFormat.plural(grid.pointCount, "point")
        console.out(
            "wrote \(resultsPath) (\(points), \(summary.ok) ok, \(summary.failed) failed; \(best)), summary.md, summary.csv, traces/, charts/index.html\n"
        )
        // The last line is the answer: the verdict's first sentence, as summary.md opens with it.
        if let answer = SweepVerdict.sentences(summary, baseline: baseline).first { console.out(answer + "\n") }
        return digest.outcome
    }

    /// The page's charts in order: the metric charts (past `ChartPlan.openCharts`, collapsed),
    /// then the trace charts (collapsed too once that many metric charts came before them).
    private static func pageCharts(_ metricCharts: [ReportContent.Chart], traceCharts: [ReportContent.Chart]) -> [ReportContent.Chart] {
        var charts = metricCharts
        for i in charts.indices { charts[i].collapsed = i >= ChartPlan.openCharts }
        let collapseTraces = charts.count >= ChartPlan.openCharts
        return charts
            + traceCharts.map { chart in
                var chart = chart
                chart.collapsed = chart.collapsed || collapseTraces
                return chart
            }
    }

    /// The results file at `path` read whole as the charts' table.
    private static func readResults(_ path: String) throws -> SweepResults {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try SweepResults(table: try CSVTable(text: text, file: "results.csv"), file: "results.csv")
    }

    /// `summary.csv` and `summary.md`.
    private static func writeSummaryFiles(_ summary: SweepSummary, baseline: SweepBaseline, directory: String) throws {
        let table = summaryCSV(summary, baseline: baseline)
        var csv = CSVWriter()
        csv.row(table.header)
        for row in table.rows { csv.row(row) }
        try AtomicFile.write(csv.bytes, to: directory + "/summary.csv")
        try AtomicFile.write(SweepMarkdown.text(summary, baseline: baseline), to: directory + "/summary.md")
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

    /// The first of `scenarios` (one case's, of each traced point) when there are several and
    /// every one decoded has its trajectory.
    private static func sharedScenario(_ scenarios: [Result<Scenario, InputError>]) -> Scenario? {
        let decoded = scenarios.compactMap { try? $0.get() }
        guard decoded.count > 1, let first = decoded.first, decoded.allSatisfy({ $0.hasSameTrajectory(as: first) }) else { return nil }
        return first
    }

    /// Re-runs the best point of rank `rank` (0 = best), whose scenario per case is `scenarios`
    /// (and trajectory, where known, `trajectories`; both at least `grid.tracedCases` long, or
    /// as long as the cases), with full traces:
    /// `traces/<point>/frames.csv`, `items.csv` (`traces/<point>/case<N>/` when the grid has
    /// cases). `reusing`: the first traced point's printed numbers (each case's taken once,
    /// in case order), to copy where the values agree; `recording`: keep this run's (where its trajectory is shared). Returns its
    /// runs per case (nil where a case failed), kept for the page's players and charts, and
    /// their printed numbers.
    static func tracePoint(
        _ row: SweepSummary.Row, rank: Int, scenarios: [Result<Scenario, InputError>], trajectories: [Trajectory?],
        grid: Grid, directory: String, reusing earlier: SharedItemNumbers? = nil, recording: Bool = false
    ) throws -> (traced: SweepCharts.TracedRun, numbers: [ItemNumbers?]) {
        var cases: [TraceFiles?] = []
        var numbers: [ItemNumbers?] = []
        for c in grid.cases.indices {
            let reused = earlier?.take(c)
            guard c < grid.tracedCases, case .success(let scenario) = scenarios[c],
                // No metrics: a traced point's are already in its row, and the rows a run
                // writes do not depend on the metrics it also computes.
                let files = try? ScenarioRunFiles(
                    scenario: scenario, metrics: [], keepingClip: c < drawnCases, trajectory: trajectories[c],
                    reusing: reused, recordingNumbers: recording && trajectories[c] != nil)
            else {
                cases.append(nil)
                numbers.append(nil)
                continue
            }
            let name = "traces/\(row.point)" + (grid.hasCases ? "/case\(c + 1)" : "")
            try AtomicFile.write(files.frames.bytes, to: directory + "/" + name + "/frames.csv")
            try AtomicFile.write(files.items.bytes, to: directory + "/" + name + "/items.csv")
            // Only what the page draws is kept of a drawn case, and nothing of the others.
            cases.append(c < drawnCases ? try TraceFiles(files, name: name) : nil)
            numbers.append(c < drawnCases ? files.numbers : nil)
        }
        return (try SweepCharts.tracedRun(grid: grid, row: row, rank: rank, cases: cases), numbers)
    }
}
