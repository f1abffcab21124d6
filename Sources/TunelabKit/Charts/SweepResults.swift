import ScrollPhysics

/// A sweep's `results.csv` (docs/grid.md) read by column role: `point`, the grid
/// keys (every column between `point` and the first metric or `status`), the metric
/// columns (raw values of `Metric`), and `status`. Held by column, compactly: each text
/// column as its distinct values (in order of first appearance) and each row's index into
/// them, each metric column as numbers, so a chart reads a row without a string.
public struct SweepResults: Sendable {
    /// The header's column names.
    public let header: [String]
    /// Where the table came from, for messages.
    public let file: String
    /// Grid keys in file order.
    public let gridKeys: [String]
    /// Metric columns in file order.
    public let metrics: [String]
    /// Each row's `point` number.
    public let points: [Int]
    /// One entry per header column.
    let columns: [Column]
    /// The table, when read from one (for the text of a metric cell).
    let table: CSVTable?

    enum Column: Sendable {
        /// `point` (see `points`).
        case point
        /// Distinct values in order of first appearance, and each row's index into them.
        case text(values: [String], rows: [Int32])
        /// Each row's finite value, NaN where the cell is empty or not a finite number.
        case number([Double])
    }

    public var rowCount: Int { points.count }

    /// Classifies the columns of `table`; throws when `point` is not the first column,
    /// a `point` cell is not an integer, or the file has no metric column.
    public init(table: CSVTable, file: String = "results.csv") throws {
        let (keys, metrics) = try Self.roles(table.header, file: file)
        var points: [Int] = []
        points.reserveCapacity(table.rows.count)
        for (index, row) in table.rows.enumerated() {
            guard let point = Int(row[0]) else {
                throw ChartError("\(file):\(index + 2): point: expected an integer, got \"\(row[0])\"")
            }
            points.append(point)
        }
        var columns: [Column] = [.point]
        for c in table.header.indices.dropFirst() {
            if Self.isMetric(table.header[c], metrics: metrics) {
                columns.append(.number(table.rows.map { Double($0[c]).flatMap { $0.isFinite ? $0 : nil } ?? .nan }))
            } else {
                var interner = TextInterner()
                for row in table.rows { interner.add(row[c]) }
                columns.append(.text(values: interner.values, rows: interner.rows))
            }
        }
        self.init(header: table.header, file: file, keys: keys, metrics: metrics, points: points, columns: columns, table: table)
    }

    init(
        header: [String], file: String, keys: [String], metrics: [String], points: [Int], columns: [Column], table: CSVTable?
    ) {
        self.header = header
        self.file = file
        self.gridKeys = keys
        self.metrics = metrics
        self.points = points
        self.columns = columns
        self.table = table
    }

    /// The grid keys and metric columns of `header`; throws as `init(table:file:)`.
    static func roles(_ header: [String], file: String) throws -> (keys: [String], metrics: [String]) {
        guard header.first == "point" else {
            throw ChartError("\(file): expected the first column to be \"point\", got \"\(header.first ?? "")\"")
        }
        var keys: [String] = [], metrics: [String] = []
        for name in header.dropFirst() {
            if name == "status" { continue }
            if Metric(rawValue: name) != nil || !metrics.isEmpty {
                metrics.append(name)
            } else {
                keys.append(name)
            }
        }
        guard !metrics.isEmpty else {
            throw ChartError("\(file): no metric column; expected one of \(Metric.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return (keys, metrics)
    }

    /// Whether column `name` is held as numbers.
    static func isMetric(_ name: String, metrics: [String]) -> Bool { name != "status" && metrics.contains(name) }

    /// The index of the column named `name`, if any.
    public func column(_ name: String) -> Int? { header.firstIndex(of: name) }

    /// The column index of grid key `key`, or a one-line error with a did-you-mean naming `option`.
    public func gridColumn(_ key: String, option: String) throws -> Int {
        guard gridKeys.contains(key), let column = column(key) else {
            throw ChartError(
                "\(option): \"\(key)\" is not a grid key of \(file)\(DidYouMean.hint(for: key, among: gridKeys)) (grid keys: \(gridKeys.joined(separator: ", ")))"
            )
        }
        return column
    }

    /// The column index of metric `name`, or a one-line error with a did-you-mean naming `option`.
    public func metricColumn(_ name: String, option: String) throws -> Int {
        guard metrics.contains(name), let column = column(name) else {
            throw ChartError(
                "\(option): \"\(name)\" is not a metric column of \(file)\(DidYouMean.hint(for: name, among: metrics)) (metrics: \(metrics.joined(separator: ", ")))"
            )
        }
        return column
    }

    /// The cell at `row`, `column` as written.
    public func text(row: Int, column: Int) -> String {
        switch columns[column] {
        case .point: return table?.rows[row][column] ?? String(points[row])
        case .text(let values, let rows): return values[Int(rows[row])]
        case .number(let numbers): return table?.rows[row][column] ?? NumberFormat.shortest(numbers[row])
        }
    }

    /// The index of `row`'s cell among `distinctValues(column:)` (a text column).
    func valueIndex(row: Int, column: Int) -> Int {
        guard case .text(_, let rows) = columns[column] else { return 0 }
        return Int(rows[row])
    }

    /// Each row's index among `distinctValues(column:)` (a text column; zeros otherwise).
    func valueIndices(column: Int) -> [Int32] {
        guard case .text(_, let rows) = columns[column] else { return Array(repeating: 0, count: rowCount) }
        return rows
    }

    /// Each row's value of a metric column, NaN where empty; `nil` for a text column.
    func numbers(column: Int) -> [Double]? {
        guard case .number(let numbers) = columns[column] else { return nil }
        return numbers
    }

    /// The value in `row`, `column` as a finite number; `nil` for an empty or non-numeric cell.
    public func number(row: Int, column: Int) -> Double? {
        switch columns[column] {
        case .number(let numbers):
            let value = numbers[row]
            return value.isNaN ? nil : value
        default:
            guard let value = Double(text(row: row, column: column)), value.isFinite else { return nil }
            return value
        }
    }

    /// The row holding point `point`, or `nil`.
    public func row(ofPoint point: Int) -> Int? {
        points.firstIndex(of: point)
    }

    /// The distinct values of `column` in order of first appearance: the grid's own
    /// order, since points enumerate it (docs/grid.md).
    public func distinctValues(column: Int) -> [String] {
        if case .text(let values, _) = columns[column] { return values }
        var interner = TextInterner()
        for row in 0..<rowCount { interner.add(text(row: row, column: column)) }
        return interner.values
    }

    /// The row minimising `MetricLabel.rankValue` of `column` (ties: the lower point), or `nil` if no row has a value.
    public func bestRow(metricColumn column: Int) -> Int? {
        let name = header[column]
        var best: (row: Int, value: Double)?
        for row in 0..<rowCount {
            guard let v = number(row: row, column: column) else { continue }
            let r = MetricLabel.rankValue(v, column: name)
            if let current = best, r > current.value || (r == current.value && points[row] >= points[current.row]) {
                continue
            }
            best = (row, r)
        }
        return best?.row
    }
}
