import ScrollPhysics

/// `summary.md`: the sweep for a designer — question, size, best points, the Pareto front
/// and each metric's range.
enum SweepMarkdown {
    static let frontRows = 30

    static func text(_ summary: SweepSummary) -> String {
        let grid = summary.grid
        var md = "# \(grid.name)\n\n"
        if let question = grid.question { md += "> \(question)\n\n" }
        md += "\(grid.pointCount) points × \(grid.cases.count) case\(grid.cases.count == 1 ? "" : "s") (aggregate: \(grid.aggregate.rawValue)); "
        md += "\(summary.ok) ok, \(summary.failed) failed. Ranked by \(grid.rankBy.map { "`\($0.rawValue)`" }.joined(separator: ", then ")) (lower is better; |value| for signed metrics).\n\n"
        md += "## Grid\n\n| key | values |\n|---|---|\n"
        for axis in grid.axes { md += "| `\(axis.key)` | \(describe(axis)) |\n" }
        md += "\n## Best \(summary.best.count) points\n\n"
        md += table(["rank"] + grid.resultsHeader, summary.best.enumerated().map { [String($0.offset + 1)] + $0.element.fields })
        let front = summary.sortedFront
        md += "\n## Pareto front over \(grid.rankBy.map(\.rawValue).joined(separator: ", ")) (\(front.count) point\(front.count == 1 ? "" : "s")\(front.count > frontRows ? ", first \(frontRows) shown" : ""))\n\n"
        md += table(grid.resultsHeader, front.prefix(frontRows).map(\.fields))
        md += "\n## Metric ranges over ok points\n\n| metric | min | max |\n|---|---|---|\n"
        for (i, metric) in grid.metrics.enumerated() {
            md += "| `\(metric.rawValue)` | \(NumberFormat.shortest(summary.minimum[i])) | \(NumberFormat.shortest(summary.maximum[i])) |\n"
        }
        return md
    }

    static func describe(_ axis: GridAxis) -> String {
        let texts = axis.values.map(\.text)
        return texts.count <= 12 ? texts.joined(separator: ", ")
            : "\(texts.count) values: \(texts.prefix(3).joined(separator: ", ")), …, \(texts.last ?? "")"
    }

    static func table(_ header: [String], _ rows: [[String]]) -> String {
        func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
        var md = "| " + header.map(cell).joined(separator: " | ") + " |\n"
        md += "|" + String(repeating: "---|", count: header.count) + "\n"
        for row in rows { md += "| " + row.map(cell).joined(separator: " | ") + " |\n" }
        return md
    }
}
