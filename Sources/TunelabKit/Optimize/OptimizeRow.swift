/// One row of an optimize folder's `results.csv` (docs/optimize.md#outputs): the sweep's
/// columns — `point` (here the evaluation's index, 0-based: what `export --point N` takes), the
/// grid keys, the metrics, `status` — then `evaluation` (1-based: how many points the search
/// had evaluated with this one) and `generation` (1-based, counted over every restart).
struct OptimizeRow: Equatable {
    let point: Int
    let generation: Int
    let values: [GridValue]
    let metrics: [Double?]
    let status: String

    /// The header: the sweep's (`Grid.resultsHeader`), `evaluation`, `generation`.
    static func header(_ grid: Grid) -> [String] { grid.resultsHeader + ["evaluation", "generation"] }

    /// The row's fields: the sweep's row of this point, its evaluation, its generation.
    var fields: [String] {
        PointEvaluator.row(point: point, gridValues: values, values: metrics, status: status) + [
            String(point + 1), String(generation)
        ]
    }

    /// The sweep's part of `fields` (what `SweepSummary` folds).
    var sweepFields: [String] { PointEvaluator.row(point: point, gridValues: values, values: metrics, status: status) }

    /// The metric values (`grid.metrics` order) and status of a committed row, as the search
    /// reads them back on `--resume` (each value is the shortest text of a double, which reads
    /// back as that double); nil when the row is not one of this grid's.
    static func recorded(_ fields: [String], grid: Grid) -> (keys: [String], metrics: [Double?], status: String, generation: Int)? {
        let k = grid.axes.count, m = grid.metrics.count
        guard fields.count == 1 + k + m + 3, let generation = Int(fields[fields.count - 1]) else { return nil }
        var metrics: [Double?] = []
        for text in fields[(1 + k)..<(1 + k + m)] {
            if text.isEmpty {
                metrics.append(nil)
            } else {
                guard let x = Double(text) else { return nil }
                metrics.append(x)
            }
        }
        return (Array(fields[1..<(1 + k)]), metrics, fields[1 + k + m], generation)
    }
}
