/// A CSV file read whole: its header and its rows, every row as wide as the header.
///
/// Reads RFC 4180: fields separated by `,`, records by LF or CRLF (a lone CR also
/// ends a record); a field in double quotes may hold commas, line breaks and `""`
/// for one quote. A UTF-8 byte-order mark before the header is skipped. A final
/// line break is optional; an empty file, a record of the wrong width, a quote
/// inside an unquoted field, text after a closing quote and an unclosed quote are
/// errors naming the file and the line where the record starts.
public struct CSVTable: Sendable, Equatable {
    /// The column names of the first record, verbatim.
    public let header: [String]
    /// The records after the header, each with `header.count` fields.
    public let rows: [[String]]

    /// Parses `text`; `file` only names the source in error messages.
    public init(text: String, file: String) throws {
        var parser = CSVParser(file: file)
        let records = try parser.parse(Array(text.utf8))
        guard let first = records.first else {
            throw CSVError(file: file, line: 1, message: "empty file, expected a header line")
        }
        for (index, name) in first.fields.enumerated() where first.fields[..<index].contains(name) {
            throw CSVError(file: file, line: first.line, message: "duplicate column \"\(name)\" in the header")
        }
        for record in records.dropFirst() where record.fields.count != first.fields.count {
            throw CSVError(
                file: file, line: record.line,
                message: "expected \(first.fields.count) fields as in the header, got \(record.fields.count)")
        }
        header = first.fields
        rows = records.dropFirst().map(\.fields)
    }

    /// Builds a table in code; every row must be as wide as `header`.
    public init(header: [String], rows: [[String]]) {
        for (index, row) in rows.enumerated() {
            precondition(row.count == header.count, "row \(index) has \(row.count) fields, header \(header.count)")
        }
        self.header = header
        self.rows = rows
    }

    /// The index of the first column called `name`, or `nil`.
    public func column(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }
}

/// A malformed CSV file: `file:line: message`.
public struct CSVError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the caller named it.
    public let file: String
    /// The 1-based line on which the offending record starts.
    public let line: Int
    /// What was wrong and what was expected.
    public let message: String

    public var description: String { "\(file):\(line): \(message)" }
}

/// The RFC 4180 state machine over UTF-8 bytes (`"`, `,`, CR and LF are ASCII, so
/// splitting bytes never cuts a multi-byte character).
private struct CSVParser {
    struct Record { var line: Int; var fields: [String] }

    let file: String
    private var line = 1

    init(file: String) { self.file = file }

    mutating func parse(_ bytes: [UInt8]) throws -> [Record] {
        let quote: UInt8 = 0x22, comma: UInt8 = 0x2C, cr: UInt8 = 0x0D, lf: UInt8 = 0x0A
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var recordLine = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var atFieldStart = true

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }

        while i < bytes.count {
            let byte = bytes[i]
            if atFieldStart && byte == quote {
                // A quoted field: runs to the quote not followed by another quote.
                let openLine = line
                i += 1
                var closed = false
                while i < bytes.count {
                    let inner = bytes[i]
                    if inner == quote {
                        if i + 1 < bytes.count && bytes[i + 1] == quote {
                            field.append(quote)
                            i += 2
                            continue
                        }
                        closed = true
                        i += 1
                        break
                    }
                    if inner == lf || (inner == cr && (i + 1 >= bytes.count || bytes[i + 1] != lf)) { line += 1 }
                    field.append(inner)
                    i += 1
                }
                guard closed else {
                    throw CSVError(file: file, line: openLine, message: "unclosed quoted field")
                }
                if i < bytes.count, bytes[i] != comma, bytes[i] != cr, bytes[i] != lf {
                    throw CSVError(
                        file: file, line: line,
                        message: "expected a comma or a line break after a closing quote")
                }
                atFieldStart = false
                continue
            }
            switch byte {
            case comma:
                endField()
                atFieldStart = true
                i += 1
            case cr, lf:
                endField()
                records.append(Record(line: recordLine, fields: fields))
                fields.removeAll()
                i += (byte == cr && i + 1 < bytes.count && bytes[i + 1] == lf) ? 2 : 1
                line += 1
                recordLine = line
                atFieldStart = true
            case quote:
                throw CSVError(file: file, line: line, message: "a quote inside an unquoted field; quote the field and double the quote")
            default:
                field.append(byte)
                atFieldStart = false
                i += 1
            }
        }
        // The last record, when the file does not end with a line break.
        if !atFieldStart || !fields.isEmpty {
            endField()
            records.append(Record(line: recordLine, fields: fields))
        }
        return records
    }
}
