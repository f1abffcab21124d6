/// One shard's manifest (`shard-SSSSS-of-NNNNN.json`) as `merge` and `status` read it: the
/// fields a sweep writes (SweepManifest) that decide whether the shard's rows can be merged.
struct ShardManifestFile: Sendable, Equatable {
    /// The manifest's file name, e.g. `shard-00002-of-00004.json`.
    let name: String
    /// The grid file as the sweep was given it (relative to the sweep's working directory).
    let grid: String?
    let fingerprint: String
    let version: String
    let index: Int
    let count: Int
    /// Where the shard index came from: `--shard`, `SLURM_ARRAY_TASK_ID`, …
    let source: String
    /// The grid's point count T.
    let pointsTotal: Int
    /// The shard's points ⌊s·T/N⌋ ..< ⌊(s+1)·T/N⌋ as recorded.
    let range: Range<Int>
    /// `running`, `done`, `interrupted` (SIGINT, SIGTERM) or `failed`; all but `done` are unfinished.
    let status: String
    /// Rows written when the manifest was last updated (0 while running: the partial file counts).
    let rowsDone: Int

    var isDone: Bool { status == "done" }
    /// The file stem `shard-SSSSS-of-NNNNN`.
    var stem: String { ShardSpec(index: index, count: count, source: source).stem }

    /// Parses `shard-SSSSS-of-NNNNN.<ext>` into (index, count); `nil` for any other name.
    static func parseName(_ name: String, ext: String) -> (index: Int, count: Int)? {
        guard name.hasPrefix("shard-"), name.hasSuffix("." + ext) else { return nil }
        let core = name.dropFirst("shard-".count).dropLast(ext.count + 1)
        let parts = core.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1] == "of", parts[0].count >= 5, parts[2].count >= 5,
            parts[0].allSatisfy(\.isASCIIDigit), parts[2].allSatisfy(\.isASCIIDigit),
            let index = Int(parts[0]), let count = Int(parts[2])
        else { return nil }
        return (index, count)
    }

    /// Reads the manifest `directory/name`; throws a one-line `ToolError` (input) naming the
    /// file when it is unreadable or lacks a field.
    static func read(directory: String, name: String) throws -> ShardManifestFile {
        let path = directory + "/" + name
        let node: JSONNode
        do { node = try JSONFile.read(path) } catch { throw ToolError("\(error)", isInput: true) }
        func text(_ key: String) throws -> String {
            guard let value = node[key]?.value.stringValue else { throw missing(path, key) }
            return value
        }
        func integer(_ key: String, in object: JSONNode? = nil) throws -> Int {
            guard let value = (object ?? node)[key]?.value.doubleValue, value.rounded() == value,
                let n = Int(exactly: value)
            else { throw missing(path, key) }
            return n
        }
        guard let shard = node["shard"] else { throw missing(path, "shard") }
        guard let range = node["range"] else { throw missing(path, "range") }
        let from = try integer("from", in: range), to = try integer("to", in: range)
        guard from <= to else { throw ToolError("\(path): range: from \(from) is after to \(to)", isInput: true) }
        return ShardManifestFile(
            name: name, grid: node["grid"]?.value.stringValue, fingerprint: try text("fingerprint"),
            version: try text("version"), index: try integer("index", in: shard), count: try integer("count", in: shard),
            source: shard["source"]?.value.stringValue ?? "", pointsTotal: try integer("points_total"),
            range: from..<to, status: try text("status"), rowsDone: (try? integer("rows_done")) ?? 0)
    }

    private static func missing(_ path: String, _ key: String) -> ToolError {
        ToolError("\(path): not a shard manifest: no valid \"\(key)\"", isInput: true)
    }
}

extension Character {
    /// 0-9 only (not other Unicode digits).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
