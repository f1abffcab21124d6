import ScrollPhysics

/// One metric of a `CompareReport` in one line, for the reviewer who reads the verdict in ten
/// seconds (docs/command-line.md `tunelab compare`): how many points got worse and better, the
/// median and the worst change, and whether the best point moved.
///
/// A point's change is its worsening d (`MetricDirection.worsening`) over the base's magnitude,
/// d / |b|: positive is worse. The median runs over every point with both values and b ≠ 0
/// (unchanged points count as 0); the worst is the regression or change within tolerance with
/// the largest d / |b|, a cell that became (or stopped being) empty first. The best point is
/// the one with the best value by the metric's direction (lowest, or closest to its target;
/// the first in base row order on a tie); a two-sided metric (`unchanged`) has none.
struct CompareRollUp: Equatable {
    let metric: Metric
    /// Points worse (regressions, empty changes and changes within tolerance).
    let worse: Int
    /// Points better.
    let better: Int
    /// The median d / |b|, nil with no point to measure.
    let median: Double?
    /// The worst change, nil when no point got worse.
    let worst: CompareChange?
    /// The best point's base row in BASE and in NEW (nil for a two-sided metric or no values).
    let bestBase: Int?
    let bestNew: Int?

    /// The roll-up of every compared metric with at least one change, in the report's metric order.
    static func all(_ report: CompareReport) -> [CompareRollUp] {
        report.metrics.compactMap { metric in
            let changes = report.changes.filter { $0.column == metric.rawValue }
            guard !changes.isEmpty else { return nil }
            return CompareRollUp(metric: metric, changes: changes, report: report)
        }
    }

    init(metric: Metric, changes: [CompareChange], report: CompareReport) {
        self.metric = metric
        worse = changes.filter { $0.kind != .better }.count
        better = changes.filter { $0.kind == .better }.count
        worst = CompareDigest.ordered(changes.filter { $0.kind != .better }).first
        let bc = report.base.columnIndex(metric.rawValue), nc = report.new.columnIndex(metric.rawValue)
        var relative: [Double] = []
        var baseValues: [Double?] = [], newValues: [Double?] = []
        for r in report.base.rows.indices {
            let b = bc.flatMap { Double(report.base.rows[r][$0]) }
            let n = nc.flatMap { Double(report.new.rows[report.newRows[r]][$0]) }
            baseValues.append(b)
            newValues.append(n)
            guard let b, let n else { continue }
            if b == n {
                relative.append(0)
            } else if b != 0 {
                relative.append(metric.direction.worsening(base: b, new: n) / abs(b))
            }
        }
        relative.sort()
        let m = relative.count
        median = m == 0 ? nil : m % 2 == 1 ? relative[m / 2] : (relative[m / 2 - 1] + relative[m / 2]) / 2
        bestBase = Self.best(baseValues, metric.direction)
        bestNew = Self.best(newValues, metric.direction)
    }

    /// The row of the best value by `direction` (the first on a tie), nil for `unchanged`.
    static func best(_ values: [Double?], _ direction: MetricDirection) -> Int? {
        let distance: (Double) -> Double
        switch direction {
        case .lowerIsBetter: distance = { $0 }
        case .closerTo(let target): distance = { abs($0 - target) }
        case .unchanged: return nil
        }
        var best: (row: Int, distance: Double)?
        for (r, value) in values.enumerated() {
            guard let value else { continue }
            let d = distance(value)
            if let current = best, d >= current.distance { continue }
            best = (r, d)
        }
        return best?.row
    }
}
