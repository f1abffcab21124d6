/// Builds `SweepResults` while the report streams `results.csv`, so the charts never read the
/// file again: the same table `SweepResults(table: CSVTable(text:))` holds, or `nil` when a
/// line is anything but plain (quotes, a CR, non-ASCII bytes, a field count other than the
/// header's, a point that is no integer), for which the caller reads the table the old way
/// (and gets the same table or the same error).
struct SweepResultsBuilder {
    private let header: [String]
    private let file: String
    private let roles: (keys: [String], metrics: [String])
    private var points: [Int] = []
    /// Per column: its interner (a text column) or its numbers (a metric column).
    private var texts: [TextInterner?]
    private var numbers: [[Double]?]
    private var plain = true
    /// Per column: its index among the summary's metric values, when the summary parses it.
    private let parsedIndex: [Int?]

    /// nil when the header is not plain or has no `point` or metric column. `parsedColumns`:
    /// the columns whose numbers `add` may be handed already parsed, in the order given.
    init?(header row: ResultsRow, file: String, parsedColumns: [Int] = []) {
        guard Self.isPlain(row) else { return nil }
        self.init(header: row.strings, file: file, parsedColumns: parsedColumns)
    }

    /// As `init(header:file:parsedColumns:)` with the header's fields (a fresh sweep's, known
    /// from the grid): nil unless every field is plain, as the file's line would have to be.
    init?(header: [String], file: String, parsedColumns: [Int] = []) {
        guard header.allSatisfy(Self.isPlain) else { return nil }
        self.header = header
        guard header.last == "status", let roles = try? SweepResults.roles(header, file: file) else { return nil }
        self.file = file
        self.roles = roles
        texts = Array(repeating: nil, count: header.count)
        numbers = Array(repeating: nil, count: header.count)
        parsedIndex = header.indices.map { parsedColumns.firstIndex(of: $0) }
        for c in header.indices.dropFirst() {
            if SweepResults.isMetric(header[c], metrics: roles.metrics) { numbers[c] = [] } else { texts[c] = TextInterner() }
        }
    }

    /// Adds a data row; once a row is not plain, `finish()` returns nil. `parsed`: the row's
    /// `row.double(c)` of the `parsedColumns` already read (the summary's), not parsed again.
    mutating func add(_ row: ResultsRow, parsed: [Double?]? = nil) {
        guard plain else { return }
        guard row.count == header.count, Self.isPlain(row), let point = row.int(0) else {
            plain = false
            return
        }
        points.append(point)
        for c in 1..<header.count {
            if numbers[c] != nil {
                let number = if let parsed, let m = parsedIndex[c] { parsed[m] } else { row.double(c) }
                let value = number.flatMap { $0.isFinite ? $0 : nil } ?? .nan
                numbers[c]!.append(value)
            } else {
                texts[c]!.add(row.field(c))
            }
        }
    }

    func finish() -> SweepResults? {
        guard plain else { return nil }
        var columns: [SweepResults.Column] = [.point]
        for c in header.indices.dropFirst() {
            if let list = numbers[c] {
                columns.append(.number(list))
            } else if let interner = texts[c] {
                columns.append(.text(values: interner.values, rows: interner.rows))
            }
        }
        return SweepResults(
            header: header, file: file, keys: roles.keys, metrics: roles.metrics, points: points, columns: columns, table: nil)
    }

    /// A field that leaves its line plain: no comma, quote, CR or LF, ASCII only.
    private static func isPlain(_ field: String) -> Bool {
        field.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D && $0 != 0x0A && $0 != 0x22 && $0 != 0x2C }
    }

    /// No quotes, no CR, ASCII only: split alike by `ResultsStream` and `CSVReader`.
    private static func isPlain(_ row: ResultsRow) -> Bool {
        guard !row.wasQuoted else { return false }
        for b in row.bytes where b >= 0x80 || b == 0x0D { return false }
        return true
    }
}
