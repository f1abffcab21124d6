import Foundation

/// What a sweep may do in its `--out` folder (docs/grid.md, docs/command-line.md#errors). A fresh (non-`--resume`) run
/// replaces the outputs it owns, so no trace or chart of an older grid is left beside the new
/// ones, and refuses a folder that is not a tunelab output unless `--force` is given.
///
/// A folder is a tunelab output when it is empty, holds a `run.json` or a shard manifest, or
/// holds nothing but names a sweep writes (`results.csv`, `summary.md`, `traces/`, … — a
/// committed report without its `run.json`). Dot files are ignored.
enum SweepOutputFolder {
    /// Names an unsharded sweep owns in its folder.
    static let unshardedOutputs = ["results.csv", "results.csv.partial", "summary.md", "summary.csv", "traces", "charts", "run.json"]
    /// What a finished report adds beside the rows, removed if writing it fails.
    static let reportOutputs = ["summary.md", "summary.csv", "traces", "charts"]

    /// Before a fresh run into an existing `files.directory`: refuses a foreign folder without
    /// `force`, then removes the outputs this run owns (the shard's own files when sharded).
    static func prepareFresh(_ files: SweepFiles, force: Bool) throws {
        let directory = files.directory
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        let isOurs =
            entries.isEmpty || entries.contains { $0 == "run.json" || ShardManifestFile.parseName($0, ext: "json") != nil }
            || entries.allSatisfy(isOutputName)
        if !isOurs && !force {
            let foreign = entries.filter { !isOutputName($0) }
            let shown = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? ", …" : "")
            throw ToolError(
                "\(directory): not a tunelab output folder (it holds \(shown) and no run.json); use --force to write into it anyway, or another --out",
                isInput: true)
        }
        let owned =
            files.shard.isSharded
            ? [files.shard.stem + ".csv", files.shard.stem + ".csv.partial", files.shard.stem + ".json"]
            : unshardedOutputs
        try remove(owned, in: directory)
    }

    /// Before a fresh run: refuses (unless `--force`) a folder whose partial rows — an
    /// interrupted, failed or killed sweep's, which `--resume` would continue — come from
    /// another grid or tool version (`fingerprint` is this run's), naming the grid found there.
    /// The same grid's partial rows are replaced: starting afresh is what a run without
    /// `--resume` asks for.
    static func refuseOtherGridsRows(_ files: SweepFiles, fingerprint: String) throws {
        guard FileManager.default.fileExists(atPath: files.partial), let previous = SweepManifest.read(files.manifest),
            previous.fingerprint != fingerprint
        else { return }
        let lines = ShardDirectory.lineCount(files.partial) ?? 0
        let rows = max(0, lines - (previous.range?.lowerBound == 0 ? 1 : 0))
        let points = previous.range.map { " of \($0.count)" } ?? ""
        throw ToolError(
            "\(files.directory): holds the partial rows of another grid (\(previous.grid.map { "grid \($0), " } ?? "")fingerprint \(previous.fingerprint), \(rows)\(points) points, \(previous.status)); finish them with that grid and --resume, replace them with --force, or use another --out",
            isInput: true)
    }

    /// Removes `names` (files or folders) from `directory`; a missing one is fine.
    static func remove(_ names: [String], in directory: String) throws {
        for name in names {
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            do { try FileManager.default.removeItem(atPath: path) } catch {
                throw ToolError("\(path): cannot remove the previous run's output: \(error.localizedDescription)", isInput: true)
            }
        }
    }

    /// A name a sweep writes: its outputs, shard files, and temporary files of an interrupted write.
    static func isOutputName(_ name: String) -> Bool {
        if unshardedOutputs.contains(name) || name.contains(".tmp-") { return true }
        let stem = name.hasSuffix(".csv.partial") ? String(name.dropLast(8)) : name
        return ShardManifestFile.parseName(stem, ext: "csv") != nil || ShardManifestFile.parseName(stem, ext: "json") != nil
    }
}
