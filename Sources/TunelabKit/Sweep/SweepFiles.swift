import Foundation

/// The file names of one sweep process in its output directory (docs/grid.md, docs/command-line.md).
struct SweepFiles {
    let directory: String
    let shard: ShardSpec

    /// `results.csv` unsharded, `shard-SSSSS-of-NNNNN.csv` for a shard.
    var data: String { directory + "/" + (shard.isSharded ? shard.stem + ".csv" : "results.csv") }
    /// Rows land here while the sweep runs; renamed to `data` when complete.
    var partial: String { data + ".partial" }
    /// `run.json` unsharded, `shard-SSSSS-of-NNNNN.json` for a shard.
    var manifest: String { directory + "/" + (shard.isSharded ? shard.stem + ".json" : "run.json") }

    /// The rows already in `partial` (after cutting a torn last line), or `nil` without a file.
    /// Truncates the file to its last complete line.
    func recoverPartial(hasHeader: Bool) throws -> Int? {
        guard let handle = FileHandle(forUpdatingAtPath: partial) else { return nil }
        defer { try? handle.close() }
        let data = try handle.readToEnd() ?? Data()
        var end = data.count
        while end > 0, data[data.startIndex + end - 1] != 0x0A { end -= 1 }
        try handle.truncate(atOffset: UInt64(end))
        var lines = 0
        for byte in data.prefix(end) where byte == 0x0A { lines += 1 }
        return max(0, lines - (hasHeader ? 1 : 0))
    }
}
