import Foundation

/// Reads a `results.csv` row by row without holding the file (memory stays flat for
/// millions of points). Fields follow RFC 4180; records never span lines in our files.
struct ResultsStream {
    let path: String

    /// Calls `body(fields)` for the header and then every row, in order.
    func forEachRow(_ body: ([String]) throws -> Void) throws {
        try forEachLine { try body($0.strings) }
    }

    /// Calls `body(row)` for the header and then every row, in order: one buffered pass over
    /// the bytes, the fields split in place (`LineSplitter`).
    func forEachLine(_ body: (ResultsRow) throws -> Void) throws {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ToolError("\(path): cannot read") }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var filled = 0
        var splitter = LineSplitter()
        while true {
            if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let n = buffer.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress! + filled, raw.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ToolError("\(path): cannot read")
            }
            filled += n
            var start = 0
            try buffer.withUnsafeBufferPointer { all in
                let base = all.baseAddress!
                while start < filled, let newline = memchr(base + start, 0x0A, filled - start) {
                    let end = UnsafeRawPointer(newline).assumingMemoryBound(to: UInt8.self) - base
                    try splitter.split(UnsafeBufferPointer(rebasing: all[start..<end]), body)
                    start = end + 1
                }
                if n == 0, start < filled {
                    try splitter.split(UnsafeBufferPointer(rebasing: all[start..<filled]), body)
                    start = filled
                }
            }
            if n == 0 { break }
            if start > 0 {
                buffer.withUnsafeMutableBufferPointer { b in
                    _ = memmove(b.baseAddress!, b.baseAddress! + start, filled - start)
                }
                filled -= start
            }
        }
    }
}
