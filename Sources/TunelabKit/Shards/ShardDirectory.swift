import Foundation

/// The shard outputs in one sweep directory (docs/command-line.md): the manifests
/// `shard-SSSSS-of-NNNNN.json`, beside them the rows `shard-SSSSS-of-NNNNN.csv` (or
/// `.csv.partial` while a shard runs), and the grid the manifests name.
struct ShardDirectory {
    let path: String
    /// Every shard manifest, ordered by (count, index) — never by directory order.
    let manifests: [ShardManifestFile]

    /// Reads the manifests in `path`. Throws an input `ToolError` when `path` is not a
    /// readable directory or holds no shard manifest.
    static func scan(_ path: String) throws -> ShardDirectory {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolError("\(path): no such directory", isInput: true)
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw ToolError("\(path): cannot list the directory", isInput: true)
        }
        var found: [(index: Int, count: Int, name: String)] = []
        for name in names {
            if let parsed = ShardManifestFile.parseName(name, ext: "json") { found.append((parsed.index, parsed.count, name)) }
        }
        found.sort { ($0.count, $0.index, $0.name) < ($1.count, $1.index, $1.name) }
        guard !found.isEmpty else {
            throw ToolError(
                "\(path): no shard manifests (shard-SSSSS-of-NNNNN.json) here; run 'tunelab sweep GRID.json --out \(path) --shard I/N' first",
                isInput: true)
        }
        var manifests: [ShardManifestFile] = []
        for entry in found {
            let manifest = try ShardManifestFile.read(directory: path, name: entry.name)
            guard manifest.index == entry.index, manifest.count == entry.count else {
                throw ToolError(
                    "\(path)/\(entry.name): records shard \(manifest.index) of \(manifest.count), not the one its name says", isInput: true)
            }
            manifests.append(manifest)
        }
        return ShardDirectory(path: path, manifests: manifests)
    }

    /// The shard counts N present, ascending (one, unless splits were mixed).
    var counts: [Int] {
        var result: [Int] = []
        for manifest in manifests where result.last != manifest.count { result.append(manifest.count) }
        return result
    }

    /// The manifests of the split into `count` shards, by index.
    func manifests(of count: Int) -> [ShardManifestFile] { manifests.filter { $0.count == count } }

    /// `path/shard-SSSSS-of-NNNNN.csv`.
    func dataPath(_ stem: String) -> String { path + "/" + stem + ".csv" }

    /// `path/shard-SSSSS-of-NNNNN.csv.partial`.
    func partialPath(_ stem: String) -> String { dataPath(stem) + ".partial" }

    /// Complete lines (LF-terminated) in the file at `path`, streamed; `nil` when it cannot be read.
    static func lineCount(_ path: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var lines = 0
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            for byte in chunk where byte == 0x0A { lines += 1 }
        }
        return lines
    }

    /// Data rows written so far by a shard whose points start at `lowerBound` (the header is
    /// in the shard starting at point 0): from the finished file, else the partial one.
    func rowsWritten(_ stem: String, lowerBound: Int) -> Int? {
        guard let lines = Self.lineCount(dataPath(stem)) ?? Self.lineCount(partialPath(stem)) else { return nil }
        return max(0, lines - (lowerBound == 0 ? 1 : 0))
    }

    /// The grid the shards were run with: the manifests' `grid` path as recorded (relative to
    /// the sweep's working directory), else relative to this directory. Its fingerprint is what
    /// every shard must carry.
    ///
    /// When manifests name several grids (a foreign shard copied in), the grid whose fingerprint
    /// most manifests carry wins (ties: the first named), so the odd shard is the one called foreign.
    func loadGrid() throws -> (grid: Grid, fingerprint: String) {
        var recorded: [String] = []
        for manifest in manifests { if let grid = manifest.grid, !recorded.contains(grid) { recorded.append(grid) } }
        guard let first = recorded.first else {
            throw ToolError("\(path): the shard manifests do not name their grid file", isInput: true)
        }
        var best: (grid: Grid, fingerprint: String, votes: Int)?
        var firstError: Error?
        for name in recorded {
            let candidates = name.hasPrefix("/") ? [name] : [name, path + "/" + name]
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { continue }
            do {
                let grid = try GridDecoder.load(found, maxPoints: Int.max)
                let evaluator = try PointEvaluator(grid: grid)
                let fingerprint = GridFingerprint.of(grid, gestures: evaluator.gestureDescriptions)
                let votes = manifests.filter { $0.fingerprint == fingerprint }.count
                if best == nil || votes > best!.votes { best = (grid, fingerprint, votes) }
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        if let best { return (best.grid, best.fingerprint) }
        if let firstError { throw firstError }
        throw ToolError(
            "\(path): cannot read the grid the shards ran with (\(JSONWriter.quoted(first)), recorded in \(manifests[0].name)); run merge from the directory the sweep ran in",
            isInput: true)
    }

    /// The point count most manifests of the split into `count` record (ties: the lowest shard's).
    func commonPointsTotal(of count: Int) -> Int {
        let totals = manifests(of: count).map(\.pointsTotal)
        var best: (total: Int, votes: Int)?
        for total in totals {
            let votes = totals.filter { $0 == total }.count
            if best == nil || votes > best!.votes { best = (total, votes) }
        }
        return best?.total ?? 0
    }
}
