/// The cells of a heat map: one metric over two grid keys, the other keys either
/// fixed at the best point's values or folded to their best value.
struct HeatMapGrid {
    struct Cell {
        /// The row of `results.csv` shown in this cell.
        var row: Int
        /// The metric, `nil` when the cell is empty or the point failed.
        var value: Double?
    }

    let xs: [String]
    let ys: [String]
    /// Row-major from the bottom row: `cells[iy * xs.count + ix]`; `nil` = no point of the slice.
    var cells: [Cell?]
    /// The row marked as best, and its cell.
    let bestRow: Int
    let bestCell: (ix: Int, iy: Int)
    /// The grid keys other than x and y, with the best point's values.
    let fixed: [(key: String, value: String)]

    init(
        results r: SweepResults, xColumn: Int, yColumn: Int, metricColumn: Int,
        bestRow: Int, slice: HeatMapChart.Slice
    ) {
        let metricName = r.header[metricColumn]
        // A row's position among the distinct values is its value index in the column.
        xs = r.distinctValues(column: xColumn)
        ys = r.distinctValues(column: yColumn)
        let otherColumns = r.gridKeys.compactMap(r.column).filter { $0 != xColumn && $0 != yColumn }
        fixed = otherColumns.map { (r.header[$0], r.text(row: bestRow, column: $0)) }
        let bestValues = otherColumns.map { r.valueIndex(row: bestRow, column: $0) }
        cells = [Cell?](repeating: nil, count: xs.count * ys.count)
        let xIndex = r.valueIndices(column: xColumn), yIndex = r.valueIndices(column: yColumn)
        let numbers = r.numbers(column: metricColumn)
        func value(_ row: Int) -> Double? {
            guard let numbers else { return r.number(row: row, column: metricColumn) }
            return numbers[row].isNaN ? nil : numbers[row]
        }
        switch slice {
        case .atBest:
            // A row is in the slice when every other key has the best row's value: the rows
            // matching the first other key are narrowed by each further key, so later keys
            // look at a fraction of the rows.
            var rows: [Int]?
            for (column, best) in zip(otherColumns, bestValues) {
                let index = r.valueIndices(column: column), best = Int32(best)
                rows = index.withUnsafeBufferPointer { index in
                    rows.map { $0.filter { index[$0] == best } } ?? (0..<r.rowCount).filter { index[$0] == best }
                }
            }
            for row in rows ?? Array(0..<r.rowCount) {
                let slot = Int(yIndex[row]) * xs.count + Int(xIndex[row])
                guard cells[slot] == nil else { continue }
                cells[slot] = Cell(row: row, value: value(row))
            }
        case .bestOverOthers:
            for row in 0..<r.rowCount {
                let slot = Int(yIndex[row]) * xs.count + Int(xIndex[row])
                let value = value(row)
                // A value beats an empty cell; a smaller rank value wins; ties keep the lower point.
                if let current = cells[slot] {
                    guard let v = value else { continue }
                    if let c = current.value {
                        let a = MetricLabel.rankValue(v, column: metricName), b = MetricLabel.rankValue(c, column: metricName)
                        if a > b || (a == b && r.points[row] >= r.points[current.row]) { continue }
                    }
                }
                cells[slot] = Cell(row: row, value: value)
            }
        }
        self.bestRow = bestRow
        bestCell = (r.valueIndex(row: bestRow, column: xColumn), r.valueIndex(row: bestRow, column: yColumn))
    }

    /// The smallest and largest value shown, or `nil` when every cell is empty.
    var range: (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for case let cell? in cells {
            guard let v = cell.value else { continue }
            lo = min(lo, v)
            hi = max(hi, v)
        }
        return lo <= hi ? (lo, hi) : nil
    }

    /// How many cells have no value (no point, an empty metric or a failed point).
    var emptyCount: Int {
        cells.reduce(0) { $0 + (($1?.value) == nil ? 1 : 0) }
    }
}
