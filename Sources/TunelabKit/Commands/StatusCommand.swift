import Foundation

/// `tunelab status` on any sweep folder (docs/command-line.md, "merge and status").
///
/// Unsharded (a `run.json`): one line, `sweep of grid.json: 5952/20000 points, interrupted by
/// SIGINT` — done, running (its lock's process is alive), interrupted, failed, or stale (its
/// lock's process is gone) — the rows counted in `results.csv` or `results.csv.partial`, and
/// for a sweep `--resume` can continue, the command that does. An optimize folder (`tunelab
/// optimize`) reads the same: `optimize of grid.json: 120/200 evaluations, done`.
///
/// Sharded: one line per shard of the split in DIR — `shard 00002 of 00004: 120/250 points,
/// running (pid 4242)` — a total, and the shards not done as a Slurm list ready to resubmit:
/// `missing: --array=1,3` (`missing: none` when all are done). Rows of an unfinished shard
/// are counted in its partial file. When the grid the manifests name can be read, each
/// shard's fingerprint is checked against it too (the grid most manifests agree on). Exit 0;
/// 2 when a shard comes from another grid, version or split (named on stderr; its rows are
/// not counted in the total).
public enum StatusCommand: Command {
    public static let spec = CommandSpec(
        name: "status", usage: "tunelab status DIR",
        summary: "Where a sweep folder stands: done, running, interrupted, failed or stale; shards missing as --array=.",
        options: [])

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        var list = ArgumentList(command: "status", arguments: arguments)
        let (positionals, _) = try list.parse()
        let directory = try TunelabCLI.single(positionals, command: "status", what: "DIR")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let hasShards = names.contains { ShardManifestFile.parseName($0, ext: "json") != nil }
        if names.contains("run.json") {
            console.out(try unsharded(directory))
            if !hasShards { return ExitCode.success }
        } else if !hasShards, !names.isEmpty || FileManager.default.fileExists(atPath: directory + "/.") {
            throw ToolError(
                "\(directory): no sweep here (no run.json, no shard manifest shard-SSSSS-of-NNNNN.json); run 'tunelab sweep GRID.json --out \(directory)' first",
                isInput: true)
        }
        return try sharded(directory, console: console)
    }

    /// The unsharded sweep's line (and its `--resume` command when it has one).
    static func unsharded(_ directory: String) throws -> String {
        let files = SweepFiles(directory: directory, shard: .whole)
        guard let manifest = SweepManifest.read(files.manifest) else {
            throw ToolError("\(files.manifest): not a tunelab run.json (no fingerprint, version or status)", isInput: true)
        }
        let activity = SweepActivity(
            status: manifest.status, signal: manifest.signal, error: manifest.error,
            holder: SweepLock.holder(at: SweepLock.path(directory: directory, stem: "results")))
        let lines = ShardDirectory.lineCount(files.data) ?? ShardDirectory.lineCount(files.partial) ?? 1
        let total = manifest.range?.count ?? manifest.total ?? 0
        let grid = manifest.grid ?? "an unnamed grid"
        // An optimize folder (its run.json says "command": "optimize") counts evaluations.
        let command = SweepManifest.command(files.manifest) == "optimize" ? "optimize" : "sweep"
        let unit = command == "optimize" ? "evaluations" : "points"
        var text = "\(command) of \(grid): \(max(0, lines - 1))/\(total) \(unit), \(activity.text)\n"
        if activity.isResumable {
            let words = ["tunelab", command, grid, "--out", directory, "--resume"]
            text += "resume with: \(words.map(SweepLifecycle.shellQuoted).joined(separator: " "))\n"
        }
        return text
    }

    static func sharded(_ directory: String, console: Console) throws -> Int32 {
        let shards = try ShardDirectory.scan(directory)
        // The grid is optional here: status also serves a directory copied off the cluster.
        let loaded = try? shards.loadGrid()
        if loaded == nil { console.err("status: the grid the shards name cannot be read here; fingerprints not checked\n") }
        let counts = shards.counts
        var text = ""
        for count in counts {
            let total = loaded?.grid.pointCount ?? shards.commonPointsTotal(of: count)
            let expected = loaded.map { ($0.fingerprint, ToolVersion.current) }
            let states = ShardState.survey(shards, count: count, total: total, expected: expected)
            for state in states {
                // A shard that is not done says whether a process still runs it.
                if case .unfinished = state.condition, let manifest = shards.manifests(of: count).first(where: { $0.index == state.index })
                {
                    let holder = SweepLock.holder(at: SweepLock.path(directory: directory, stem: state.stem))
                    text += state.line(saying: SweepActivity(status: manifest.status, holder: holder).text) + "\n"
                } else {
                    text += state.line + "\n"
                }
            }
            let done = states.filter(\.isDone)
            // A foreign shard's rows are another grid's: not counted.
            let rows = states.reduce(0) { $0 + ($1.isForeign ? 0 : $1.isDone ? $1.range.count : min($1.rows, $1.range.count)) }
            text += "total: \(rows)/\(total) points, \(done.count)/\(count) shards done\n"
            let missing = states.filter { !$0.isDone }.map(\.index)
            let suffix = counts.count > 1 ? " (of \(count))" : ""
            text += "missing\(suffix): " + (missing.isEmpty ? "none" : "--array=\(SlurmArrayList.format(missing))") + "\n"
        }
        console.out(text)
        let foreign = counts.flatMap { count in
            ShardState.survey(
                shards, count: count, total: loaded?.grid.pointCount ?? shards.commonPointsTotal(of: count),
                expected: loaded.map { ($0.fingerprint, ToolVersion.current) })
        }.filter(\.isForeign)
        if !foreign.isEmpty {
            console.err(
                "\(directory): \(foreign.map { "shard \(ShardSpec.pad($0.index)) of \(ShardSpec.pad($0.count))" }.joined(separator: ", ")) come\(foreign.count == 1 ? "s" : "") from another grid or tool version; move \(foreign.count == 1 ? "it" : "them") away before merging\n"
            )
            return ExitCode.badInput
        }
        return ExitCode.success
    }
}
