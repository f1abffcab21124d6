import Foundation

/// Checks a shard's rows before `merge` concatenates them (a shard file edited or damaged by hand
/// must be refused with its place, not merged): after the header (shard 0), each line has the
/// grid's field count, its `point` is the next point of the shard's range, its parameter cells are
/// that point's values in the grid, every metric cell is empty or a finite number, and the status
/// is not empty. The rows must cover the range exactly,
/// and the file must be UTF-8 (the report reads it back as text).
enum ShardRowCheck {
    static func check(_ path: String, shard: ShardState, grid: Grid) throws {
        try checkUTF8(path)
        let width = grid.resultsHeader.count
        let metricColumns = (1 + grid.axes.count)..<(1 + grid.axes.count + grid.metrics.count)
        var line = 0
        var next = shard.range.lowerBound
        var failure: ToolError?
        try ResultsStream(path: path).forEachRow { fields in
            line += 1
            guard failure == nil, !(line == 1 && shard.range.lowerBound == 0) else { return }
            func fail(_ column: Int, _ message: String) {
                failure = ToolError("\(path):\(line):\(column): \(message)", isInput: true)
            }
            guard fields.count == width else { return fail(1, "expected \(width) fields as in the grid's header, got \(fields.count)") }
            guard fields[0] == String(next) else { return fail(1, "point: expected \(next), got \(JSONWriter.quoted(fields[0]))") }
            // The parameter cells are the grid's values of that point (an edited `inf` there
            // reached the report's charts).
            let values = grid.values(ofPoint: next)
            for a in values.indices where fields[1 + a] != values[a].text {
                let column = fields[...a].reduce(1) { $0 + $1.count + 1 }
                return fail(
                    column,
                    "\(grid.resultsHeader[1 + a]): expected \(JSONWriter.quoted(values[a].text)), point \(next)'s value in the grid, got \(JSONWriter.quoted(fields[1 + a]))"
                )
            }
            for c in metricColumns where !fields[c].isEmpty {
                let utf8 = Array(fields[c].utf8)
                guard JSONParserState.isValidNumber(utf8, 0, utf8.count), let x = Double(fields[c]), x.isFinite else {
                    let column = fields[..<c].reduce(1) { $0 + $1.count + 1 }
                    return fail(column, "\(grid.resultsHeader[c]): expected a number, got \(JSONWriter.quoted(fields[c]))")
                }
            }
            guard !(fields.last ?? "").isEmpty else { return fail(1, "status: expected ok or a reason, got an empty cell") }
            next += 1
        }
        if let failure { throw failure }
        guard next == shard.range.upperBound else {
            throw ToolError(
                "\(path): has the rows of points \(shard.range.lowerBound)..<\(next), expected \(shard.range.lowerBound)..<\(shard.range.upperBound)",
                isInput: true)
        }
    }

    /// The file is UTF-8 throughout, streamed a megabyte at a time (whole lines per check, so no
    /// sequence is cut); else the first bad byte's `path:line:column`.
    static func checkUTF8(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        var pending: [UInt8] = []
        var linesBefore = 0
        while true {
            let chunk = (try? handle.read(upToCount: 1 << 20)) ?? nil
            let atEnd = chunk?.isEmpty ?? true
            if let chunk { pending.append(contentsOf: chunk) }
            let cut = atEnd ? pending.count : (pending.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)
            let whole = Array(pending[..<cut])
            if let bad = UTF8Check.firstInvalid(whole) {
                throw ToolError(
                    "\(path):\(linesBefore + bad.position.line):\(bad.position.column): \(UTF8Check.message(bad.byte))", isInput: true)
            }
            linesBefore += whole.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            pending.removeFirst(cut)
            if atEnd { return }
        }
    }
}
