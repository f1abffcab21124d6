import Foundation

/// Reads a `results.csv` row by row without holding the file (memory stays flat for
/// millions of points). Fields follow RFC 4180; records never span lines in our files.
struct ResultsStream {
    let path: String

    /// Calls `body(fields)` for the header and then every row, in order.
    func forEachRow(_ body: ([String]) throws -> Void) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ToolError("\(path): cannot read") }
        defer { try? handle.close() }
        var pending = Data()
        while true {
            let chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            pending.append(chunk)
            var start = pending.startIndex
            while let newline = pending[start...].firstIndex(of: 0x0A) {
                try body(Self.fields(of: pending[start..<newline]))
                start = pending.index(after: newline)
            }
            pending = Data(pending[start...])
            if chunk.isEmpty { break }
        }
        if !pending.isEmpty { try body(Self.fields(of: pending[...])) }
    }

    /// RFC 4180 fields of one line (a trailing CR is dropped).
    static func fields(of line: Data.SubSequence) -> [String] {
        var bytes = Array(line)
        if bytes.last == 0x0D { bytes.removeLast() }
        var fields: [String] = []
        var field: [UInt8] = []
        var i = 0, quoted = false
        while i < bytes.count {
            let b = bytes[i]
            if quoted {
                if b == 0x22 {
                    if i + 1 < bytes.count, bytes[i + 1] == 0x22 { field.append(0x22); i += 1 } else { quoted = false }
                } else {
                    field.append(b)
                }
            } else if b == 0x22 {
                quoted = true
            } else if b == 0x2C {
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            } else {
                field.append(b)
            }
            i += 1
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }
}
