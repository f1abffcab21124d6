import Foundation

/// What a finished `tunelab optimize` writes beside `results.csv` (docs/optimize.md#outputs):
/// `summary.csv` (the best `rank.top` evaluations, ranked as a sweep ranks its points),
/// `summary.md` with the verdict, and `charts/` (`convergence.svg`, the Pareto scatter with two or
/// more ranked metrics, the sampled points over the map of the best value found with two or more
/// searched keys, `index.html`). A function
/// of the rows, the grid and the options alone: the same bytes for any `--jobs` or resume.
struct OptimizeReport {
    let grid: Grid
    let space: SearchSpace
    let options: OptimizeOptions
    let rows: [OptimizeRow]
    let summary: SweepSummary
    /// The best evaluation, nil when none finished ok with its ranked metrics.
    let bestIndex: Int?
    /// For each evaluation, the best-so-far evaluation's index (nil until one is ok).
    let bestSoFar: [Int?]
    /// The ranked metrics' key of an evaluation, read once from the grid.
    private let objective: OptimizeObjective

    init(grid: Grid, space: SearchSpace, options: OptimizeOptions, rows: [OptimizeRow]) throws {
        self.grid = grid; self.space = space; self.options = options; self.rows = rows
        var summary = SweepSummary(grid: grid)
        let objective = OptimizeObjective(grid: grid)
        self.objective = objective
        var best: Int?, bestKey: [Double?] = [], trail: [Int?] = []
        for row in rows {
            summary.add(row.sweepFields)
            let key = objective.key(values: row.metrics, status: row.status)
            if key.first.map({ $0 != nil }) == true, best == nil || OptimizeObjective.precedes(key, row.point, bestKey, best ?? 0) {
                best = row.point
                bestKey = key
            }
            trail.append(best)
        }
        self.summary = summary
        bestIndex = best
        bestSoFar = trail
    }

    /// The ranked metrics' text of evaluation `i`: `metric = value`, joined.
    private func metricsText(_ i: Int) -> String {
        grid.rankBy.map { metric in
            let m = grid.metrics.firstIndex(of: metric) ?? 0
            return "`\(metric.rawValue)` = \(ReadableNumber.text(rows[i].metrics[m]))"
        }.joined(separator: ", ")
    }

    /// The first ranked metric's |value| of evaluation `i` (what the convergence chart plots).
    func primary(_ i: Int) -> Double? {
        objective.key(values: rows[i].metrics, status: rows[i].status).first ?? nil
    }

    /// One line for stderr at the end.
    var headline: String {
        guard let b = bestIndex else { return "optimize \(grid.name): no evaluation finished ok" }
        return "optimize \(grid.name): best evaluation \(b) — \(metricsText(b).replacingOccurrences(of: "`", with: ""))"
    }

    /// The verdict's sentences.
    var verdict: [String] {
        let n = rows.count
        guard let b = bestIndex else {
            return ["No evaluation of \(n) finished ok; the first failed with: \(rows.first?.status ?? "")."]
        }
        let best = rows[b]
        let keys = space.searched.map { "`\(space.axes[$0].key)` = \(ReadableNumber.cell(best.values[$0].text))" }
        var sentences = [
            "Best of \(n) evaluations: evaluation \(b) (generation \(best.generation)), \(metricsText(b)), at \(keys.joined(separator: ", "))."
        ]
        let metric = grid.rankBy[0].rawValue
        var moves: [String] = []
        for count in Set([1, max(1, n / 10), max(1, n / 2), n]).sorted() {
            guard let i = bestSoFar[count - 1], let v = primary(i) else { continue }
            moves.append("\(ReadableNumber.text(v)) after \(NumberFormat.plural(count, "evaluation"))")
        }
        if !moves.isEmpty {
            sentences.append(
                "Best-so-far `\(metric)`\(grid.rankBy[0].isSigned ? " (|value|)" : ""): \(moves.joined(separator: ", ")); the best was first reached at evaluation \(b) of \(n)."
            )
        }
        let edges = space.searched.filter { space.axes[$0].isOnEdge(best.values[$0]) }
        if edges.isEmpty {
            sentences.append("The best point is inside the box on every searched key.")
        } else {
            let named = edges.map {
                "`\(space.axes[$0].key)` = \(ReadableNumber.cell(best.values[$0].text)) (range \(space.axes[$0].rangeText))"
            }
            sentences.append(
                "The best point sits on the edge of the box at \(named.joined(separator: ", ")): widen \(edges.count == 1 ? "that range" : "those ranges") and optimize again."
            )
        }
        let failed = rows.filter { $0.status != "ok" }
        if let first = failed.first {
            sentences.append(
                "\(failed.count) of \(n) evaluations failed (infeasible: ranked after every ok point); the first, evaluation \(first.point): \(first.status)."
            )
        }
        return sentences
    }

    /// `summary.csv`: `rank` and the `results.csv` columns of the best `rank.top` evaluations.
    var summaryTable: CSVTable {
        CSVTable(
            header: ["rank"] + OptimizeRow.header(grid),
            rows: summary.best.enumerated().map { [String($0.offset + 1)] + rows[$0.element.point].fields })
    }

    /// `summary.md`.
    var markdown: String {
        var md = "# \(grid.name) (optimize)\n\n"
        if let question = grid.question { md += "> \(question)\n\n" }
        md += "## Verdict\n\n"
        for sentence in verdict { md += "- \(sentence)\n" }
        md +=
            "\n\(options.algorithmTitle(for: grid)), seed \(options.seed), \(NumberFormat.plural(rows.count, "evaluation")) × \(NumberFormat.plural(grid.cases.count, "case")) (aggregate: \(grid.aggregate.rawValue)); \(summary.ok) ok, \(summary.failed) failed. "
        md +=
            "Ranked by \(grid.rankBy.map { "`\($0.rawValue)`" }.joined(separator: ", then ")) (lower is better; |value| for signed metrics), as a sweep ranks.\n\n"
        md += "## Space\n\n"
        md += SweepMarkdown.table(
            ["key", "type", "range"], space.axes.map { ["`\($0.key)`", $0.isSearched ? $0.typeName : "fixed", $0.rangeText] })
        md += "\n## Best \(summary.best.count) evaluations\n\n"
        let table = summaryTable
        md += SweepMarkdown.table(table.header, table.rows.map { $0.map(ReadableNumber.cell) })
        return md
    }

    /// Evaluations up to which the convergence chart draws each one as a dot.
    static let dottedEvaluations = 20_000

    /// The convergence chart: each evaluation's first ranked metric (dots) and the best so far (line).
    var convergenceSVG: String {
        let width = 760.0, height = 300.0, left = 70.0, top = 40.0, plotW = 660.0, plotH = 200.0
        let metric = grid.rankBy[0].rawValue
        var svg = SVGWriter(
            width: width, height: height, title: "\(grid.name): convergence of \(metric)",
            description:
                "The best-so-far \(metric) per evaluation (line) and each evaluation's value (dots) over \(rows.count) evaluations.")
        // The line has a point where the best changes and at the end (a step function); the dots,
        // one per evaluation, only up to `dottedEvaluations` (a million would be 80 MB of SVG).
        var line: [(x: Double, y: Double)] = []
        var dots: [[(x: Double, y: Double)]] = []
        for i in rows.indices {
            if rows.count <= Self.dottedEvaluations, let v = primary(i) { dots.append([(Double(i + 1), v)]) }
            guard let b = bestSoFar[i], let v = primary(b) else { continue }
            if let last = line.last, last.y != v { line.append((Double(i + 1), last.y)) }
            if line.last?.y != v || i == rows.count - 1 { line.append((Double(i + 1), v)) }
        }
        let panel = LinePanel(
            yTitle: metric + (grid.rankBy[0].isSigned ? " (|value|)" : ""),
            series: [
                LineSeries(label: "evaluated", color: ChartStyle.grid, dash: nil, pieces: dots),
                LineSeries(label: "best so far", color: ChartStyle.series[0], dash: nil, pieces: line.isEmpty ? [] : [line])
            ])
        let xTicks = AxisTicks.covering(1, Double(max(rows.count, 2)))
        panel.draw(into: &svg, left: left, top: top, width: plotW, height: plotH, xTicks: xTicks, xLabels: true, className: "convergence")
        svg.text(
            "evaluation", x: left + plotW / 2, y: top + plotH + 36, size: ChartStyle.axisFont, anchor: "middle", className: "axis-title x")
        return svg.finish()
    }

    /// The sweep's Pareto scatter of the first two ranked metrics over every evaluation, the front
    /// highlighted (`SweepCharts.paretoChart`); nil with one ranked metric.
    var paretoChart: ReportContent.Chart? {
        get throws {
            guard grid.rankBy.count >= 2 else { return nil }
            let table = CSVTable(header: grid.resultsHeader, rows: rows.map(\.sweepFields))
            return try SweepCharts.paretoChart(grid: grid, summary: summary, results: SweepResults(table: table))
        }
    }

    /// The evaluations over the map of the best value found (`OptimizeSampleMap`); nil with
    /// fewer than two searched keys.
    var sampleMapChart: ReportContent.Chart? {
        let positions = rows.map { row in space.axes.indices.map { space.axes[$0].position(of: row.values[$0]) } }
        guard
            let map = OptimizeSampleMap(
                searched: space.searched, positions: positions, values: rows.indices.map(primary), best: bestIndex)
        else { return nil }
        let metric = grid.rankBy[0].rawValue
        let x = space.axes[map.keys.x].key, y = space.axes[map.keys.y].key
        return ReportContent.Chart(
            title: "Where the search looked: \(SweepCharts.title(grid.rankBy[0])) over \(KeyLabel.label(x)) × \(KeyLabel.label(y))",
            file: OptimizeSampleMap.fileName(metric: metric, x: x, y: y),
            svg: map.svg(space: space, metric: metric, signed: grid.rankBy[0].isSigned))
    }

    /// Writes summary.csv, summary.md and charts/ into `directory` (replacing an older report's).
    func write(directory: String) throws {
        try SweepOutputFolder.remove(["charts"], in: directory)
        var csv = CSVWriter()
        let table = summaryTable
        csv.row(table.header)
        for row in table.rows { csv.row(row) }
        try AtomicFile.write(csv.bytes, to: directory + "/summary.csv")
        try AtomicFile.write(markdown, to: directory + "/summary.md")
        try AtomicFile.createDirectories(directory + "/charts")
        let chart = ReportContent.Chart(title: "Convergence", file: "convergence.svg", svg: convergenceSVG)
        try chart.write(to: directory + "/charts/convergence.svg")
        var content = ReportContent(title: "\(grid.name) (optimize)", question: grid.question ?? "")
        content.verdict = verdict.map { $0.replacingOccurrences(of: "`", with: "") }
        content.tables = [
            .init(title: "Best evaluations", className: "summary", header: table.header, rows: table.rows),
            .init(
                title: "Space", className: "grid", header: ["key", "type", "range"],
                rows: space.axes.map { [$0.key, $0.isSearched ? $0.typeName : "fixed", $0.rangeText] })
        ]
        content.charts = [chart]
        for extra in try [paretoChart, sampleMapChart].compactMap({ $0 }) {
            try extra.write(to: directory + "/charts/" + extra.file)
            content.charts.append(extra)
        }
        try ReportPage.write(content, to: directory + "/charts/index.html")
    }
}
