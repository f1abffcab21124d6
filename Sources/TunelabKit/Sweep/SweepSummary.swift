import ScrollPhysics

/// The designer's digest of a sweep, built in one ordered pass over `results.csv`: the best
/// points by `rank` (lexicographic, |value| for signed metrics, empty last, ties by point
/// index), the Pareto front over the ranked metrics, and each metric's range.
struct SweepSummary {
    struct Row {
        let point: Int
        let fields: [String]
        /// Ranked metric values (|v| for signed metrics); nil = empty.
        let key: [Double?]
    }

    let grid: Grid
    private(set) var best: [Row] = []
    private(set) var front: [Row] = []
    private(set) var minimum: [Double?]
    private(set) var maximum: [Double?]
    private(set) var ok = 0
    private(set) var failed = 0
    private let rankColumns: [Int]
    private let metricColumns: [Int]

    init(grid: Grid) {
        self.grid = grid
        let base = 1 + grid.axes.count
        metricColumns = grid.metrics.indices.map { base + $0 }
        rankColumns = grid.rankBy.map { metric in base + (grid.metrics.firstIndex(of: metric) ?? 0) }
        minimum = Array(repeating: nil, count: grid.metrics.count)
        maximum = Array(repeating: nil, count: grid.metrics.count)
    }

    /// Folds one data row of results.csv (in point order).
    mutating func add(_ fields: [String]) {
        guard fields.count == grid.resultsHeader.count, let point = Int(fields[0]) else { return }
        guard fields[fields.count - 1] == "ok" else { failed += 1; return }
        ok += 1
        for (m, column) in metricColumns.enumerated() {
            guard let value = Double(fields[column]) else { continue }
            minimum[m] = Swift.min(minimum[m] ?? value, value)
            maximum[m] = Swift.max(maximum[m] ?? value, value)
        }
        let key = zip(grid.rankBy, rankColumns).map { metric, column in
            Double(fields[column]).map { metric.isSigned ? abs($0) : $0 }
        }
        let row = Row(point: point, fields: fields, key: key)
        insertBest(row)
        if key.allSatisfy({ $0 != nil }) { insertIntoFront(row) }
    }

    /// a ranks before b: lexicographic on the key, empty after any value; ties keep point order.
    static func precedes(_ a: Row, _ b: Row) -> Bool {
        for (x, y) in zip(a.key, b.key) {
            switch (x, y) {
            case let (x?, y?): if x != y { return x < y }
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): continue
            }
        }
        return a.point < b.point
    }

    private mutating func insertBest(_ row: Row) {
        if best.count == grid.top, let last = best.last, !Self.precedes(row, last) { return }
        let index = best.firstIndex { Self.precedes(row, $0) } ?? best.count
        best.insert(row, at: index)
        if best.count > grid.top { best.removeLast() }
    }

    /// Keeps the rows no other row dominates (≤ in every ranked metric, < in one).
    private mutating func insertIntoFront(_ row: Row) {
        let v = row.key.map { $0 ?? .infinity }
        func dominates(_ a: [Double], _ b: [Double]) -> Bool {
            zip(a, b).allSatisfy { $0 <= $1 } && zip(a, b).contains { $0 < $1 }
        }
        if front.contains(where: { dominates($0.key.map { $0 ?? .infinity }, v) }) { return }
        front.removeAll { dominates(v, $0.key.map { $0 ?? .infinity }) }
        front.append(row)
    }

    /// The front in rank order.
    var sortedFront: [Row] { front.sorted(by: Self.precedes) }
}
