import Foundation
import ScrollPhysics

/// `charts/` of a sweep and its `index.html`: the verdict, a motion player per case (the
/// baseline beside the best points), the best points against the baseline, the metric charts
/// that fit the grid (`ChartPlan`), a Pareto scatter of the first two ranked metrics, and
/// each case's offset and velocity traces.
enum SweepCharts {
    /// At most this many key pairs get heat maps per metric (the first keys in file order).
    static let maximumPairs = 6

    /// `charts/index.html`: the verdict, the players, the tables and `charts` (already written
    /// as SVG files, in page order).
    static func writePage(
        grid: Grid, summary: SweepSummary, baseline: SweepBaseline, folder: String, charts: [ReportContent.Chart],
        players: [MarkupBuffer]
    ) throws {
        var content = ReportContent(title: grid.name, question: grid.question ?? "")
        content.verdict = SweepVerdict.sentences(summary, baseline: baseline)
        content.tables = tables(grid: grid, summary: summary, baseline: baseline)
        content.playerMarkup = players
        content.charts = charts
        try ReportPage.write(content, to: folder + "/index.html")
    }

    /// The Pareto scatter of the first two ranked metrics (nil with fewer than two).
    static func paretoChart(grid: Grid, summary: SweepSummary, results: SweepResults) throws -> ReportContent.Chart? {
        guard grid.rankBy.count >= 2 else { return nil }
        let x = grid.rankBy[0].rawValue, y = grid.rankBy[1].rawValue
        let svg = try ParetoChart.markup(results: results, x: x, y: y, front: summary.sortedFront.map(\.point))
        return .init(
            title: "Pareto front: \(title(grid.rankBy[0])) vs \(title(grid.rankBy[1]))", file: "pareto-\(x)--\(y).svg", markup: svg)
    }

    /// One traced point's runs, per case: its label, trace files and the player's clip.
    struct TracedRun {
        var point: Int
        var label: String
        var cases: [TraceFiles?]
        var clips: [MotionClip?]
    }

    /// The traced point `row` of rank `rank` (0 = best) from its runs' trace files as
    /// `tracePoint` kept them (their files are not read back).
    static func tracedRun(grid: Grid, row: SweepSummary.Row, rank: Int, cases files: [TraceFiles?]) throws -> TracedRun {
        let point = row.point
        let label = pointLabel(grid: grid, row: row)
        let clips = try files.map { file in
            try file.map {
                try $0.motionClip(label: (rank == 0 ? "best " : "rank \(rank + 1) ") + label)
            }
        }
        return TracedRun(point: point, label: label, cases: files, clips: clips)
    }

    /// `best #10: scale frequency 0.1, centre frequency 0.2` (the swept keys only, rank 1 = best).
    static func pointLabel(grid: Grid, row: SweepSummary.Row) -> String {
        let swept = grid.axes.indices.filter { grid.axes[$0].values.count > 1 }
        let values = swept.map { a in
            "\(name(KeyLabel.label(grid.axes[a].key))) \(ReadableNumber.cell(row.fields[1 + a]))"
        }
        return "#\(row.point): " + (values.isEmpty ? "the only point" : values.joined(separator: ", "))
    }

    /// A key's label without its unit: the text before its first `(` (as split there), without
    /// the spaces and tabs around it, as `trimmingCharacters(in: .whitespaces)` trims it —
    /// without Foundation's cost.
    static func name(_ label: String) -> Substring {
        func isSpace(_ c: Character) -> Bool { c.isWhitespace && !c.isNewline }
        var head = label.split(separator: "(")[0]
        while let first = head.first, isSpace(first) { head = head.dropFirst() }
        while let last = head.last, isSpace(last) { head = head.dropLast() }
        return head
    }

    /// A player per case whose runs have items: the baseline, then the traced points.
    static func players(
        grid: Grid, baseline: [TraceFiles?], caseNames: [String], stages: [MotionPlayer.Stage], runs: [TracedRun]
    ) throws -> [MarkupBuffer] {
        var blocks: [MarkupBuffer] = []
        for c in grid.cases.indices {
            var clips: [MotionClip] = []
            if let run = baseline[c] {
                clips.append(try run.motionClip(label: "baseline"))
            }
            for run in runs {
                if let clip = run.clips[c] { clips.append(clip) }
            }
            guard clips.contains(where: { $0.hasRectangles }) else { continue }
            let title = grid.hasCases ? "Case \(c + 1): \(caseNames[c])" : caseNames[c]
            blocks.append(MotionPlayer.markup(id: "player-\(c + 1)", title: title, clips: clips, stage: stages[c]))
        }
        return blocks
    }

    /// Best points the page lists (summary.md and summary.csv list `rank.top`).
    static let pageRows = 5

    /// The best points beside the baseline (metrics first, in readable units), their changes,
    /// the grid, and what each metric means (`MetricGlossary`).
    static func tables(grid: Grid, summary: SweepSummary, baseline: SweepBaseline) -> [ReportContent.Table] {
        let metricHeaders = grid.metrics.map(MetricGlossary.header)
        let keyHeaders = grid.axes.map { String(name(KeyLabel.label($0.key))) }
        let first = 1 + grid.axes.count
        // Metrics right after rank and point, so a phone shows them before the keys.
        func row(_ rank: String, _ point: String, keys: [String], metrics: [String], status: String) -> [String] {
            [rank, point] + metrics + keys.map(ReadableNumber.cell) + [status]
        }
        var rows = [
            row(
                "baseline", "—", keys: baseline.keyValues.map { $0.isEmpty ? "default" : $0 },
                metrics: zip(grid.metrics, baseline.values).map { MetricGlossary.number($1, $0) }, status: baseline.status)
        ]
        for (i, best) in summary.best.prefix(pageRows).enumerated() {
            rows.append(
                row(
                    String(i + 1), String(best.point), keys: Array(best.fields[1..<first]),
                    metrics: grid.metrics.enumerated().map { MetricGlossary.cell(best.fields[first + $0], $1) },
                    status: best.fields[best.fields.count - 1]))
        }
        let changes = summary.best.prefix(pageRows).enumerated().map { i, row in
            [String(i + 1), String(row.point)] + baseline.changes(row, grid: grid).map { $0.map(ReadableNumber.percent) ?? "" }
        }
        return [
            .init(
                title: "Best points and the baseline", className: "summary",
                header: ["rank", "point"] + metricHeaders + keyHeaders + ["status"], rows: rows,
                note:
                    "The baseline is the base scenario unchanged by the grid; then the best \(min(pageRows, summary.best.count)) points (summary.md lists \(summary.best.count)). Metrics first, in the units of the table below, to 4 significant digits; results.csv has them in full."
            ),
            .init(
                title: "Change from the baseline", className: "changes",
                header: ["rank", "point"] + grid.metrics.map { MetricGlossary.label($0) },
                rows: changes,
                note:
                    "% of the baseline value (|value| for signed metrics); negative = lower, which is better where the Metrics table says lower."
            ),
            .init(
                title: "Metrics", className: "metrics", header: ["metric", "column", "unit", "what it means", "better"],
                rows: grid.metrics.map { metric in
                    [
                        MetricGlossary.label(metric), metric.rawValue,
                        MetricGlossary.unit(metric).isEmpty ? "count" : MetricGlossary.unit(metric),
                        MetricGlossary.entry(metric).explanation, metric.direction.description
                    ]
                }),
            .init(
                title: "Grid", className: "grid", header: ["key", "label", "values", "baseline"],
                rows: grid.axes.enumerated().map { a, axis in
                    [
                        axis.key, KeyLabel.label(axis.key), SweepMarkdown.describe(axis),
                        baseline.keyValues[a].isEmpty ? "default" : baseline.keyValues[a]
                    ]
                })
        ]
    }
}
