/// `tunelab status DIR` (DESIGN §8): one line per shard of the split in DIR —
/// `shard 00002 of 00004: 120/250 points, running` — a total, and the shards not done as a
/// Slurm list ready to resubmit: `missing: --array=1,3` (`missing: none` when all are done).
/// Rows of a running shard are counted in its partial file. When the grid the manifests
/// name can be read, each shard's fingerprint is checked against it too (the grid most
/// manifests agree on). Exit 0; 2 when a shard comes from another grid, version or split
/// (named on stderr; its rows are not counted in the total).
public enum StatusCommand {
    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        var list = ArgumentList(command: "status", arguments: arguments)
        let (positionals, _) = try list.parse()
        let directory = try TunelabCLI.single(positionals, command: "status", what: "DIR")
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
            for state in states { text += state.line + "\n" }
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
