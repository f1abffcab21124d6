/// A CSV file read by `CSVReader`: a header row and data rows of the same width, with
/// enough of the source kept to report a bad cell at its exact `line:column`.
public struct CSVTable: Sendable {
    /// The file name used in errors.
    public let file: String
    /// The header's fields (column names), in file order.
    public let header: [String]
    /// The data rows; each has `header.count` fields.
    public let rows: [[String]]
    /// Source bytes and where each data row starts, for error positions.
    let bytes: [UInt8]
    let rowOffsets: [Int]
    let rowLines: [Int]

    /// The 1-based line on which data row `row` starts.
    public func line(ofRow row: Int) -> Int { rowLines[row] }

    /// The index of the column named `name`, if any.
    public func columnIndex(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }

    /// The index of the column named `name`; otherwise `missing column "x"` at the header,
    /// with a did-you-mean among the header's names.
    public func requireColumn(_ name: String) throws(InputError) -> Int {
        if let i = columnIndex(name) { return i }
        var message = "missing column \(JSONWriter.quoted(name))"
        if let suggestion = DidYouMean.suggestion(for: name, among: header) {
            message += "; did you mean \(JSONWriter.quoted(suggestion))?"
        }
        throw InputError(file: file, position: SourcePosition(line: 1, column: 1), path: nil, message: message)
    }

    /// The number in cell (`row`, `column`): `nil` for an empty cell; a number in JSON's
    /// syntax (which `NumberFormat.shortest` writes) and finite; otherwise
    /// `file:line:column: column-name: expected a number, got "abc"` at the cell.
    public func double(row: Int, column: Int) throws(InputError) -> Double? {
        let text = rows[row][column]
        if text.isEmpty { return nil }
        let utf8 = Array(text.utf8)
        if JSONParserState.isValidNumber(utf8, 0, utf8.count), let value = Double(text), value.isFinite {
            return value
        }
        throw error(row: row, column: column, "expected a number, got \(JSONWriter.quoted(text))")
    }

    /// An error at cell (`row`, `column`), prefixed with the column's name.
    public func error(row: Int, column: Int, _ message: String) -> InputError {
        InputError(
            file: file, position: position(row: row, column: column), path: nil,
            message: "\(header[column]): \(message)")
    }

    /// The exact position of a cell, found by rescanning its row (only on the error path).
    func position(row: Int, column: Int) -> SourcePosition {
        var i = rowOffsets[row]
        var line = rowLines[row]
        var lineStart = i
        var field = 0
        var quoted = false
        while field < column && i < bytes.count {
            let b = bytes[i]
            if quoted {
                if b == UInt8(ascii: "\"") {
                    if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") { i += 1 } else { quoted = false }
                } else if b == 0x0A {
                    line += 1
                    lineStart = i + 1
                }
            } else if b == UInt8(ascii: "\"") {
                quoted = true
            } else if b == UInt8(ascii: ",") {
                field += 1
            }
            i += 1
        }
        var columnNumber = 1
        for k in lineStart..<i where bytes[k] & 0xC0 != 0x80 { columnNumber += 1 }
        return SourcePosition(line: line, column: columnNumber)
    }
}
