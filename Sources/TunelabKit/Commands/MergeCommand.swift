import Foundation

/// `tunelab merge` (docs/command-line.md): checks that every shard of the split in DIR
/// is done and comes from the grid its manifests name (same fingerprint and tool version),
/// concatenates their rows into `DIR/results.csv` (or FILE) and writes `summary.*`,
/// `traces/` and `charts/` beside it exactly as an unsharded sweep does. Refuses (exit 2),
/// naming each missing, running, incomplete or foreign shard, and writes nothing then.
public enum MergeCommand: Command {
    public static let spec = CommandSpec(
        name: "merge", usage: "tunelab merge DIR [--out FILE]",
        summary: "Merge shard outputs in DIR into results.csv (+ summary, charts).",
        options: [("--out", "FILE", "results file (default DIR/results.csv)")])

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        var list = ArgumentList(command: "merge", arguments: arguments)
        let (positionals, flags) = try list.parse()
        let directory = try TunelabCLI.single(positionals, command: "merge", what: "DIR")
        let output = flags.value("--out") ?? directory + "/results.csv"
        let shards = try ShardDirectory.scan(directory)
        let counts = shards.counts
        guard let count = counts.first, counts.count == 1 else {
            let splits = counts.map { n in "\(shards.manifests(of: n).count) of \(n)" }.joined(separator: ", ")
            throw ToolError("\(directory): holds shards of several splits (\(splits)); keep one split's shard-*-of-N files", isInput: true)
        }
        let (grid, fingerprint) = try shards.loadGrid()
        let states = ShardState.survey(
            shards, count: count, total: grid.pointCount,
            expected: (fingerprint, ToolVersion.current))
        let unfinished = states.filter { !$0.isDone }
        guard unfinished.isEmpty else {
            // As `status` says it: a killed shard's manifest still says running; its lock tells.
            let names = unfinished.map { state in
                let activity = shards.manifests(of: count).first { $0.index == state.index }.map {
                    SweepActivity(status: $0.status, holder: SweepLock.holder(at: SweepLock.path(directory: directory, stem: state.stem)))
                        .text
                }
                return "shard \(ShardSpec.pad(state.index)) \(describe(state, activity: activity))"
            }.joined(separator: "; ")
            throw ToolError(
                "\(directory): cannot merge \(count) shard\(count == 1 ? "" : "s"): \(names); rerun them (Slurm: --array=\(SlurmArrayList.format(unfinished.map(\.index)))) and merge again",
                isInput: true)
        }
        let reportDirectory = output.contains("/") ? String(output[..<(output.lastIndex(of: "/") ?? output.endIndex)]) : "."
        try OutputDirectory.checkWritable(reportDirectory.isEmpty ? "/" : reportDirectory)
        var header = CSVWriter()
        header.row(grid.resultsHeader)
        for state in states { try ShardRowCheck.check(shards.dataPath(state.stem), shard: state, grid: grid) }
        let existed = FileManager.default.fileExists(atPath: reportDirectory)
        do {
            try ShardConcatenation.write(states, from: shards, header: String(header.text.dropLast()), to: output)
        } catch {
            if !existed { rmdir(reportDirectory) }  // only if empty: a failed merge leaves nothing
            throw error
        }
        console.err(
            "merged \(count) shard\(count == 1 ? "" : "s") of \(grid.name) (\(grid.pointCount) points, fingerprint \(fingerprint))\n")
        do {
            try SweepReport.write(grid: grid, directory: reportDirectory.isEmpty ? "/" : reportDirectory, results: output, console: console)
        } catch {
            // The merged rows are checked, so this is the environment (a full disk): leave nothing half done.
            try? FileManager.default.removeItem(atPath: output)
            if !existed { rmdir(reportDirectory) }
            throw error
        }
        return ExitCode.success
    }

    /// What is wrong with an unfinished shard, for the refusal; `activity` is what its manifest
    /// and lock say of its process (`SweepActivity`), when it has a manifest.
    static func describe(_ state: ShardState, activity: String? = nil) -> String {
        switch state.condition {
        case .done: return "done"
        case .unfinished(let status): return "is not done (\(state.rows)/\(state.range.count) points, \(activity ?? status))"
        case .missing: return "is missing (no \(state.stem).json)"
        case .foreign(let reason): return "comes from another grid or tool version (\(reason))"
        case .incomplete(let reason): return "is incomplete (\(reason))"
        }
    }
}
