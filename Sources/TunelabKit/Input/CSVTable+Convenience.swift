extension CSVTable: Equatable {
    /// Parses `text` (RFC 4180); errors name `file` and the cell's `line:column`.
    public init(text: String, file: String) throws(InputError) {
        self = try CSVReader.parse(text, file: file)
    }

    /// A table built in code (no source text: errors point at the row's line as if written out).
    public init(header: [String], rows: [[String]]) {
        self.init(
            file: "", header: header, rows: rows, bytes: [], rowOffsets: Array(repeating: 0, count: rows.count),
            rowLines: rows.indices.map { $0 + 2 })
    }

    /// The index of the column named `name`, if any.
    public func column(_ name: String) -> Int? { columnIndex(name) }

    /// Tables are equal when their header and rows are.
    public static func == (a: CSVTable, b: CSVTable) -> Bool { a.header == b.header && a.rows == b.rows }
}
