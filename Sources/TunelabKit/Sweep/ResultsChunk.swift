/// Consecutive `results.csv` rows as a worker formats them, for the writer to append and the
/// report's digest to fold without reading them back: the CSV bytes (each row as
/// `CSVWriter.row(outcome.fields(grid))` writes it), where each row and its fields lie, and
/// each row's metric values as the file reads back (`ResultsRow.double`).
struct ResultsChunk {
    /// The rows' CSV bytes, each row ending in `\n`.
    private(set) var bytes: [UInt8] = []
    /// Rows in the chunk.
    private(set) var count = 0
    /// Row `r`'s bytes (without its `\n`) at `lines[2r]..<lines[2r + 1]`.
    private var lines: [Int] = []
    /// Row `r`'s field `i` at `fields[(r · width + i) · 2]` (start, end; from the row's start),
    /// for a row without quotes; a quoted row's entries are unused.
    private var fields: [Int] = []
    /// Whether row `r` has a quoted field (its fields are split from its line, as the file's are).
    private var quoted: [Bool] = []
    /// Row `r`'s metric `m` at `values[r · metrics + m]`: the value `Double(field)` reads back
    /// (-0 is written `0`; NaN and ±∞ are written empty).
    private(set) var values: [Double?] = []
    private let width: Int
    private let metrics: Int

    /// An empty chunk of rows of `cells`' grid, with room for `rows` rows.
    init(cells: ResultsCells, rows: Int) {
        width = cells.width
        metrics = cells.metrics
        bytes.reserveCapacity(rows * 96)
        lines.reserveCapacity(2 * rows)
        fields.reserveCapacity(2 * rows * width)
        quoted.reserveCapacity(rows)
        values.reserveCapacity(rows * metrics)
    }

    /// Appends `outcome`'s row: `point,<keys>,<metrics>,status`.
    mutating func append(_ outcome: PointOutcome, cells: ResultsCells) {
        append(point: outcome.point, digits: outcome.digits[...], values: outcome.values[...], status: outcome.status, cells: cells)
    }

    /// Appends the row of point `point` with value indices `digits`, metric values `values`
    /// and `status` (a `PointOutcome`'s parts, without its arrays): `point,<keys>,<metrics>,status`.
    mutating func append(point: Int, digits: ArraySlice<Int>, values pointValues: ArraySlice<Double?>, status: String, cells: ResultsCells)
    {
        let start = bytes.count
        lines.append(start)
        var isQuoted = false
        func mark(_ from: Int) {
            fields.append(from - start)
            fields.append(bytes.count - start)
        }
        var from = bytes.count
        NumberFormat.appendInteger(Int64(point), to: &bytes)
        mark(from)
        for (a, digit) in digits.enumerated() {
            bytes.append(UInt8(ascii: ","))
            from = bytes.count
            let cell = cells.keys[a][digit]
            bytes.append(contentsOf: cell.bytes)
            isQuoted = isQuoted || cell.isQuoted
            mark(from)
        }
        for value in pointValues {
            bytes.append(UInt8(ascii: ","))
            from = bytes.count
            if let value { NumberFormat.appendShortest(value, to: &bytes) }
            mark(from)
            values.append(value.flatMap { $0.isFinite ? ($0 == 0 ? 0 : $0) : nil })
        }
        bytes.append(UInt8(ascii: ","))
        from = bytes.count
        if status == "ok" {
            bytes.append(contentsOf: ResultsRow.ok)
        } else {
            isQuoted = isQuoted || CSVFormat.needsQuotes(status)
            CSVFormat.append(status, to: &bytes)
        }
        mark(from)
        lines.append(bytes.count)
        bytes.append(0x0A)
        quoted.append(isQuoted)
        count += 1
    }

    /// Calls `body(row, values)` for each row in order: `row` as `ResultsStream` would pass
    /// its line, `values` its metric values (nil for a quoted row: read them from `row`).
    func forEachRow(_ body: (ResultsRow, ArraySlice<Double?>?) throws -> Void) rethrows {
        var splitter = LineSplitter()
        try bytes.withUnsafeBufferPointer { all in
            try fields.withUnsafeBufferPointer { bounds in
                for r in 0..<count {
                    let line = UnsafeBufferPointer(rebasing: all[lines[2 * r]..<lines[2 * r + 1]])
                    if quoted[r] {
                        try splitter.split(line) { try body($0, nil) }
                    } else {
                        let row = ResultsRow(
                            bytes: line, bounds: UnsafeBufferPointer(rebasing: bounds[(2 * r * width)..<(2 * (r + 1) * width)]))
                        try body(row, values[(r * metrics)..<((r + 1) * metrics)])
                    }
                }
            }
        }
    }
}
