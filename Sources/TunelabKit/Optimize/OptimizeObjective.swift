import ScrollPhysics

/// What `tunelab optimize` minimises (docs/optimize.md#the-objective): the grid's `rank.by`, as
/// the sweep ranks its points (`SweepSummary`): each point's metrics folded over the grid's
/// cases (`aggregate`, worst by default) by `PointEvaluator`, the key (|v| for signed metrics,
/// empty for a failed point or an empty cell), compared lexicographically, empty last, ties by
/// evaluation order.
struct OptimizeObjective: Sendable {
    /// Each ranked metric's index in `grid.metrics`, and its signedness.
    let rankMetrics: [Int]
    let signed: [Bool]

    init(grid: Grid) {
        rankMetrics = grid.rankBy.map { metric in grid.metrics.firstIndex(of: metric) ?? 0 }
        signed = grid.rankBy.map(\.isSigned)
    }

    /// The ranked key of a point's metric values (`grid.metrics` order) and status: nil cells
    /// for a point whose status is not `ok` (infeasible: it ranks after every feasible point).
    func key(values: [Double?], status: String) -> [Double?] {
        guard status == "ok" else { return Array(repeating: nil, count: rankMetrics.count) }
        return rankMetrics.indices.map { i in values[rankMetrics[i]].map { signed[i] ? abs($0) : $0 } }
    }

    /// Whether a ranks before b (`SweepSummary.precedes`: the sweep's own order).
    static func precedes(_ a: [Double?], _ aEvaluation: Int, _ b: [Double?], _ bEvaluation: Int) -> Bool {
        SweepSummary.precedes(a, aEvaluation, b, bEvaluation)
    }

    /// The candidates of one generation, best first (indices into `keys`).
    static func ranking(_ keys: [[Double?]]) -> [Int] {
        keys.indices.sorted { precedes(keys[$0], $0, keys[$1], $1) }
    }
}
