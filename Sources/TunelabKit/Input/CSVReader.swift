/// Reads RFC 4180 CSV (LF or CRLF line ends; fields optionally quoted, `""` inside quotes
/// for a quote; quoted fields may span lines) into a `CSVTable`: recorded traces
/// (`time,translation`, docs/scenario.md#touch), reports to compare and shards to merge.
///
/// The first row is the header; every later row must have as many fields
/// (`expected 2 fields as in the header, got 3`). The final line end is optional; a blank
/// line is a row of one empty field. Errors are `InputError`s at `line:column`.
public enum CSVReader {
    /// Parses `text`; `file` names it in errors. A leading byte-order mark is skipped.
    public static func parse(_ text: String, file: String) throws(InputError) -> CSVTable {
        let bytes = Array(text.utf8)
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var lineStart = 0
        func position(_ offset: Int) -> SourcePosition {
            var column = 1
            for k in lineStart..<offset where bytes[k] & 0xC0 != 0x80 { column += 1 }
            return SourcePosition(line: line, column: column)
        }
        var header: [String]?
        var rows: [[String]] = []
        var rowOffsets: [Int] = []
        var rowLines: [Int] = []
        var fields: [String] = []
        while i < bytes.count {
            let rowStart = i
            let rowLine = line
            fields.removeAll(keepingCapacity: true)
            var endOfRow = false
            while !endOfRow {
                if i < bytes.count && bytes[i] == UInt8(ascii: "\"") {
                    var field: [UInt8] = []
                    let quote = i
                    let quotePosition = position(quote)
                    i += 1
                    while true {
                        guard i < bytes.count else {
                            throw InputError(file: file, position: quotePosition, path: nil, message: "unterminated quoted field")
                        }
                        let b = bytes[i]
                        if b == UInt8(ascii: "\"") {
                            if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") {
                                field.append(b)
                                i += 2
                                continue
                            }
                            i += 1
                            break
                        }
                        if b == 0x0A {
                            line += 1
                            lineStart = i + 1
                        }
                        field.append(b)
                        i += 1
                    }
                    if i < bytes.count, bytes[i] != UInt8(ascii: ","), bytes[i] != 0x0A, bytes[i] != 0x0D {
                        throw InputError(
                            file: file, position: position(i), path: nil,
                            message: "expected ',' or a line end after a quoted field")
                    }
                    fields.append(String(decoding: field, as: UTF8.self))
                } else {
                    // An unquoted field is its bytes as they stand: made a string once, from the slice.
                    let start = i
                    while i < bytes.count, bytes[i] != UInt8(ascii: ","), bytes[i] != 0x0A, bytes[i] != 0x0D {
                        if bytes[i] == UInt8(ascii: "\"") {
                            throw InputError(
                                file: file, position: position(i), path: nil,
                                message: "a quote inside an unquoted field")
                        }
                        i += 1
                    }
                    fields.append(String(decoding: bytes[start..<i], as: UTF8.self))
                }
                if i < bytes.count && bytes[i] == UInt8(ascii: ",") {
                    i += 1
                } else {
                    if i < bytes.count && bytes[i] == 0x0D { i += 1 }
                    if i < bytes.count && bytes[i] == 0x0A { i += 1 }
                    line += 1
                    lineStart = i
                    endOfRow = true
                }
            }
            if let header {
                guard fields.count == header.count else {
                    throw InputError(
                        file: file, position: SourcePosition(line: rowLine, column: 1), path: nil,
                        message: "expected \(header.count) fields as in the header, got \(fields.count)")
                }
                rows.append(fields)
                rowOffsets.append(rowStart)
                rowLines.append(rowLine)
            } else {
                header = fields
            }
        }
        guard let header else {
            throw InputError(
                file: file, position: SourcePosition(line: 1, column: 1), path: nil,
                message: "empty file; expected a header row")
        }
        return CSVTable(file: file, header: header, rows: rows, bytes: bytes, rowOffsets: rowOffsets, rowLines: rowLines)
    }

    /// Reads and parses the file at `path` (at most `limit` bytes, a regular file); errors name
    /// `displayName` (default `path`), an unreadable file as `JSONFile.read` does:
    /// `cannot read "t.csv": no such file`; a byte that is not UTF-8 at its `line:column`.
    public static func read(_ path: String, displayName: String? = nil, limit: FileLimit = .table) throws(InputError) -> CSVTable {
        let name = displayName ?? path
        let bytes: [UInt8]
        do {
            bytes = try JSONFile.readBytes(path, limit: limit)
        } catch {
            throw InputError(
                file: name, position: nil, path: nil,
                message: "cannot read \(JSONWriter.quoted(name)): \(error.reason)")
        }
        return try parse(UTF8Check.text(bytes, file: name), file: name)
    }
}
