import ScrollPhysics

/// `summary.md`: the sweep for a designer — question, verdict, the best points beside the
/// baseline with their change in %, the Pareto front and each metric's range. Numbers at
/// most 4 significant digits (`ReadableNumber`); results.csv keeps the exact values.
enum SweepMarkdown {
    static let frontRows = 30

    static func text(_ summary: SweepSummary, baseline: SweepBaseline) -> String {
        let grid = summary.grid
        var md = "# \(grid.name)\n\n"
        if let question = grid.question { md += "> \(question)\n\n" }
        md += "## Verdict\n\n"
        for sentence in SweepVerdict.sentences(summary, baseline: baseline) { md += "- \(sentence)\n" }
        let swept = summary.ok + summary.failed
        let points = swept < grid.pointCount ? "\(swept) of \(grid.pointCount) points (a sample)" : "\(grid.pointCount) points"
        md +=
            "\n\(points) × \(grid.cases.count) case\(grid.cases.count == 1 ? "" : "s") (aggregate: \(grid.aggregate.rawValue)); "
        md +=
            "\(summary.ok) ok, \(summary.failed) failed. Ranked by \(grid.rankBy.map { "`\($0.rawValue)`" }.joined(separator: ", then ")) (lower is better; |value| for signed metrics). "
        md += "The baseline is the base scenario unchanged by the grid (not a row of results.csv).\n\n"
        if grid.hasCases {
            md += "Cases: " + baseline.caseNames.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "; ") + ".\n\n"
        }
        md += "## Grid\n\n| key | values | baseline |\n|---|---|---|\n"
        for (a, axis) in grid.axes.enumerated() {
            let base = baseline.keyValues[a].isEmpty ? "default" : ReadableNumber.cell(baseline.keyValues[a])
            md += "| `\(axis.key)` | \(describe(axis)) | \(base) |\n"
        }
        md += "\n## Best \(summary.best.count) points and the baseline\n\n"
        md += table(["rank"] + grid.resultsHeader, peopleRows(summary, baseline: baseline))
        md += "\n## Change from the baseline (% of the baseline; |value| for signed metrics; negative = lower)\n\n"
        md += table(
            ["rank", "point"] + grid.metrics.map(\.rawValue),
            summary.best.enumerated().map { i, row in
                [String(i + 1), String(row.point)] + baseline.changes(row, grid: grid).map { $0.map(ReadableNumber.percent) ?? "" }
            })
        let front = summary.sortedFront
        md +=
            "\n## Pareto front over \(grid.rankBy.map(\.rawValue).joined(separator: ", ")) (\(front.count) point\(front.count == 1 ? "" : "s")\(front.count > frontRows ? ", first \(frontRows) shown" : ""))\n\n"
        md += table(grid.resultsHeader, front.prefix(frontRows).map { $0.fields.map(ReadableNumber.cell) })
        md += "\n## Metric ranges over ok points\n\n| metric | min | max | baseline |\n|---|---|---|---|\n"
        for (i, metric) in grid.metrics.enumerated() {
            md +=
                "| `\(metric.rawValue)` | \(ReadableNumber.text(summary.minimum[i])) | \(ReadableNumber.text(summary.maximum[i])) | \(ReadableNumber.text(baseline.values[i])) |\n"
        }
        md +=
            "\n## Metrics in plain words\n\nThe verdict reads fractions and `overlap_cv` in %, `velocity_gain` as a multiple (×); the tables above keep the columns' units.\n\n"
        md += table(
            ["column", "metric", "the verdict reads it in", "what it means", "better"],
            grid.metrics.map { metric in
                [
                    "`\(metric.rawValue)`", MetricGlossary.label(metric),
                    MetricGlossary.unit(metric).isEmpty ? "count" : MetricGlossary.unit(metric),
                    MetricGlossary.entry(metric).explanation, metric.direction.description
                ]
            })
        return md
    }

    /// The best rows with readable numbers, then the baseline row (`rank` = baseline).
    static func peopleRows(_ summary: SweepSummary, baseline: SweepBaseline) -> [[String]] {
        var rows = summary.best.enumerated().map { [String($0.offset + 1)] + $0.element.fields.map(ReadableNumber.cell) }
        rows.append(
            ["baseline", "—"] + baseline.keyValues.map { $0.isEmpty ? "default" : ReadableNumber.cell($0) }
                + baseline.values.map(ReadableNumber.text) + [baseline.status])
        return rows
    }

    static func describe(_ axis: GridAxis) -> String {
        let texts = axis.values.map { ReadableNumber.cell($0.text) }
        return texts.count <= 12
            ? texts.joined(separator: ", ")
            : "\(texts.count) values: \(texts.prefix(3).joined(separator: ", ")), …, \(texts.last ?? "")"
    }

    static func table(_ header: [String], _ rows: [[String]]) -> String {
        // Foundation's search only for the rare cell with a `|` (it costs microseconds a cell).
        func cell(_ s: String) -> String { s.utf8.contains(0x7C) ? s.replacingOccurrences(of: "|", with: "\\|") : s }
        var md = "| " + header.map(cell).joined(separator: " | ") + " |\n"
        md += "|" + String(repeating: "---|", count: header.count) + "\n"
        for row in rows { md += "| " + row.map(cell).joined(separator: " | ") + " |\n" }
        return md
    }
}
