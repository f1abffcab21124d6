import ScrollPhysics

/// The designer's digest of a sweep, built in one ordered pass over `results.csv`: the best
/// points by `rank` (lexicographic, |value| for signed metrics, empty last, ties by point
/// index), the Pareto front over the ranked metrics, and each metric's range. A row's fields
/// become strings only when it enters the best points or the front.
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
    /// Which swept keys change a ranked metric (`KeyEffects`).
    private(set) var effects: KeyEffects
    private let width: Int
    /// Each metric's column in results.csv.
    let metricColumns: [Int]
    /// Each ranked metric's index in `grid.metrics` (its column is `metricColumns[i]`).
    private let rankMetrics: [Int]
    /// The metric values of the last row `add` folded as ok (`add` returned true), by metric.
    private(set) var values: [Double?]
    /// The ranked metrics' signedness, and the row being folded's key (reused, row to row).
    private let rankSigned: [Bool]
    private var key: [Double?]
    /// The front row that last dominated a row (`isDominatedByFront`).
    private var lastDominator = 0

    init(grid: Grid) {
        self.grid = grid
        let base = 1 + grid.axes.count
        width = grid.resultsHeader.count
        metricColumns = grid.metrics.indices.map { base + $0 }
        rankMetrics = grid.rankBy.map { metric in grid.metrics.firstIndex(of: metric) ?? 0 }
        minimum = Array(repeating: nil, count: grid.metrics.count)
        maximum = Array(repeating: nil, count: grid.metrics.count)
        values = Array(repeating: nil, count: grid.metrics.count)
        rankSigned = grid.rankBy.map(\.isSigned)
        key = Array(repeating: nil, count: grid.rankBy.count)
        effects = KeyEffects(grid: grid)
    }

    /// Folds one data row of results.csv (in point order).
    mutating func add(_ fields: [String]) {
        guard fields.count == width, let point = Int(fields[0]) else { return }
        add(point: point, isOK: fields[fields.count - 1] == "ok", value: { Double(fields[$0]) }, fields: { fields })
    }

    /// Folds one data row of results.csv (in point order), as `add(row.strings)`. Returns
    /// whether the row was an ok row, whose metrics `values` now holds (`row.double(column)`).
    /// `parsed`: the row's metric values (in `grid.metrics` order) when already known.
    @discardableResult
    mutating func add(_ row: ResultsRow, parsed: ArraySlice<Double?>? = nil) -> Bool {
        guard row.count == width, let point = row.int(0) else { return false }
        if let parsed {
            // Metric m is column metricColumns[0] + m and element parsed.startIndex + m.
            let offset = parsed.startIndex - (metricColumns.first ?? 0)
            return add(point: point, isOK: row.isOK, value: { parsed[$0 + offset] }, fields: { row.strings })
        }
        return add(point: point, isOK: row.isOK, value: row.double, fields: { row.strings })
    }

    @discardableResult
    private mutating func add(point: Int, isOK: Bool, value: (Int) -> Double?, fields: () -> [String]) -> Bool {
        guard isOK else {
            failed += 1
            effects.observe(point: point, isOK: false) { _ in nil }
            return false
        }
        ok += 1
        for (m, column) in metricColumns.enumerated() {
            let parsed = value(column)
            values[m] = parsed
            guard let v = parsed else { continue }
            minimum[m] = Swift.min(minimum[m] ?? v, v)
            maximum[m] = Swift.max(maximum[m] ?? v, v)
        }
        effects.observe(point: point, isOK: true) { [values, rankMetrics] in values[rankMetrics[$0]] }
        for (i, m) in rankMetrics.enumerated() { key[i] = values[m].map { rankSigned[i] ? abs($0) : $0 } }
        // Most rows enter neither list: decided on the reused `key`, without a row made.
        let entersBest = best.count < grid.top || best.last.map { Self.precedes(key, point, $0.key, $0.point) } ?? true
        let entersFront = key.allSatisfy { $0 != nil } && !isDominatedByFront()
        guard entersBest || entersFront else { return true }
        let row = Row(point: point, fields: fields(), key: key)
        if entersBest { insertBest(row) }
        if entersFront { insertIntoFront(row) }
        return true
    }

    /// Whether a front row dominates `key`: the row that dominated the last one is asked
    /// first (neighbouring points are dominated alike), then the others in order.
    private mutating func isDominatedByFront() -> Bool {
        if lastDominator < front.count, Self.dominates(front[lastDominator].key, key) { return true }
        guard let i = front.firstIndex(where: { Self.dominates($0.key, key) }) else { return false }
        lastDominator = i
        return true
    }

    /// a ranks before b: lexicographic on the key, empty after any value; ties keep point order.
    static func precedes(_ a: Row, _ b: Row) -> Bool { precedes(a.key, a.point, b.key, b.point) }

    /// `precedes` of keys and points.
    static func precedes(_ aKey: [Double?], _ aPoint: Int, _ bKey: [Double?], _ bPoint: Int) -> Bool {
        for (x, y) in zip(aKey, bKey) {
            switch (x, y) {
            case let (x?, y?): if x != y { return x < y }
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): continue
            }
        }
        return aPoint < bPoint
    }

    private mutating func insertBest(_ row: Row) {
        let index = best.firstIndex { Self.precedes(row, $0) } ?? best.count
        best.insert(row, at: index)
        if best.count > grid.top { best.removeLast() }
    }

    /// a dominates b: ≤ in every ranked metric, < in one (keys of front rows have no empty value).
    static func dominates(_ a: [Double?], _ b: [Double?]) -> Bool {
        var less = false
        for (x, y) in zip(a, b) {
            let x = x ?? .infinity, y = y ?? .infinity
            if !(x <= y) { return false }
            if x < y { less = true }
        }
        return less
    }

    /// Keeps the rows no other row dominates (≤ in every ranked metric, < in one); `row` is
    /// dominated by none of them.
    private mutating func insertIntoFront(_ row: Row) {
        front.removeAll { Self.dominates(row.key, $0.key) }
        front.append(row)
    }

    /// The front in rank order.
    var sortedFront: [Row] { front.sorted(by: Self.precedes) }
}
