import ScrollPhysics

/// A sweep's `results.csv` (DESIGN §7.2) read by column role: `point`, the grid
/// keys (every column between `point` and the first metric or `status`), the metric
/// columns (raw values of `Metric`), and `status`.
public struct SweepResults: Sendable {
    /// The table as read.
    public let table: CSVTable
    /// Where the table came from, for messages.
    public let file: String
    /// Grid keys in file order.
    public let gridKeys: [String]
    /// Metric columns in file order.
    public let metrics: [String]
    /// Each row's `point` number.
    public let points: [Int]

    /// Classifies the columns of `table`; throws when `point` is not the first column,
    /// a `point` cell is not an integer, or the file has no metric column.
    public init(table: CSVTable, file: String = "results.csv") throws {
        guard table.header.first == "point" else {
            throw ChartError("\(file): expected the first column to be \"point\", got \"\(table.header.first ?? "")\"")
        }
        var keys: [String] = [], metrics: [String] = []
        for name in table.header.dropFirst() {
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
        var points: [Int] = []
        points.reserveCapacity(table.rows.count)
        for (index, row) in table.rows.enumerated() {
            guard let point = Int(row[0]) else {
                throw ChartError("\(file):\(index + 2): point: expected an integer, got \"\(row[0])\"")
            }
            points.append(point)
        }
        self.table = table
        self.file = file
        self.gridKeys = keys
        self.metrics = metrics
        self.points = points
    }

    /// The column index of grid key `key`, or a one-line error with a did-you-mean naming `option`.
    public func gridColumn(_ key: String, option: String) throws -> Int {
        guard gridKeys.contains(key), let column = table.column(key) else {
            throw ChartError(
                "\(option): \"\(key)\" is not a grid key of \(file)\(DidYouMean.hint(for: key, among: gridKeys)) (grid keys: \(gridKeys.joined(separator: ", ")))"
            )
        }
        return column
    }

    /// The column index of metric `name`, or a one-line error with a did-you-mean naming `option`.
    public func metricColumn(_ name: String, option: String) throws -> Int {
        guard metrics.contains(name), let column = table.column(name) else {
            throw ChartError(
                "\(option): \"\(name)\" is not a metric column of \(file)\(DidYouMean.hint(for: name, among: metrics)) (metrics: \(metrics.joined(separator: ", ")))"
            )
        }
        return column
    }

    /// The value in `row`, `column` as a finite number; `nil` for an empty or non-numeric cell.
    public func number(row: Int, column: Int) -> Double? {
        guard let value = Double(table.rows[row][column]), value.isFinite else { return nil }
        return value
    }

    /// The row holding point `point`, or `nil`.
    public func row(ofPoint point: Int) -> Int? {
        points.firstIndex(of: point)
    }

    /// The distinct values of `column` in order of first appearance: the grid's own
    /// order, since points enumerate it (DESIGN §7.2).
    public func distinctValues(column: Int) -> [String] {
        var seen: Set<String> = []
        var values: [String] = []
        for row in table.rows where seen.insert(row[column]).inserted {
            values.append(row[column])
        }
        return values
    }

    /// The row minimising `MetricLabel.rankValue` of `column` (ties: the lower point), or `nil` if no row has a value.
    public func bestRow(metricColumn column: Int) -> Int? {
        let name = table.header[column]
        var best: (row: Int, value: Double)?
        for row in table.rows.indices {
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
