import Foundation

/// Writes the shards' rows, in shard order, into one results file (docs/command-line.md: block
/// partition, so the concatenation is the unsharded `results.csv` byte for byte). Streams
/// 1 MiB at a time into `<out>.tmp-<pid>` and renames it into place, so memory stays flat and
/// no reader sees half a file. Checks on the way that shard 0 starts with the grid's header
/// and every shard's first row is its first point.
enum ShardConcatenation {
    static func write(_ shards: [ShardState], from directory: ShardDirectory, header: String, to output: String) throws {
        try AtomicFile.createParentDirectories(of: output)
        let temporary = "\(output).tmp-\(ProcessInfo.processInfo.processIdentifier)"
        try AtomicFile.write([UInt8](), to: temporary)
        do {
            let out = try AppendFile(temporary)
            for shard in shards { try append(shard, from: directory, header: header, to: out) }
            try out.close()
            try FileManager.default.moveItemReplacing(at: temporary, to: output)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    private static func append(_ shard: ShardState, from directory: ShardDirectory, header: String, to out: AppendFile) throws {
        let path = directory.dataPath(shard.stem)
        guard let input = FileHandle(forReadingAtPath: path) else { throw ToolError("\(path): cannot read", isInput: true) }
        defer { try? input.close() }
        var head = Data()
        var checked = shard.range.isEmpty && shard.range.lowerBound != 0
        while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
            if !checked {
                head.append(chunk)
                if try check(head, shard: shard, header: header, path: path, final: false) { checked = true }
            }
            try out.append(Array(chunk))
        }
        if !checked { _ = try check(head, shard: shard, header: header, path: path, final: true) }
    }

    /// Whether the start of the shard's file (`head`) is right; `false` when more bytes are
    /// needed to tell (and `final` is false). Throws naming the file when it is wrong.
    private static func check(_ head: Data, shard: ShardState, header: String, path: String, final: Bool) throws -> Bool {
        var rest = head[...]
        if shard.range.lowerBound == 0 {
            let expected = Data((header + "\n").utf8)
            guard rest.count >= expected.count else {
                if final { throw ToolError("\(path): does not start with the grid's results header", isInput: true) }
                return false
            }
            guard rest.prefix(expected.count).elementsEqual(expected) else {
                throw ToolError("\(path): does not start with the grid's results header", isInput: true)
            }
            rest = rest.dropFirst(expected.count)
            if shard.range.isEmpty { return true }
        }
        let prefix = Data("\(shard.range.lowerBound),".utf8)
        guard rest.count >= prefix.count else {
            if final { throw ToolError("\(path): its first row is not point \(shard.range.lowerBound)", isInput: true) }
            return false
        }
        guard rest.prefix(prefix.count).elementsEqual(prefix) else {
            throw ToolError("\(path): its first row is not point \(shard.range.lowerBound)", isInput: true)
        }
        return true
    }
}
