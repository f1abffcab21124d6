import Foundation

/// `tunelab sweep` (docs/grid.md, docs/command-line.md). Warnings about the grid
/// (`GridWarnings`) go to stderr before anything is written; `--strict` makes the first an error.
public enum SweepCommand: Command {
    public static let spec = CommandSpec(
        name: "sweep",
        usage:
            "tunelab sweep GRID.json [--out DIR] [--jobs N] [--shard I/N | --shard-count N] [--resume] [--max-points N] [--sample N] [--quiet] [--force] [--strict]",
        summary: "Evaluate a coefficient grid; write results.csv, summary.md/.csv, traces, charts, run.json.",
        options: [
            ("--out", "DIR", "output directory (default reports/<name>/)"),
            ("--jobs", "N", "worker threads (default: the number of cores)"),
            ("--shard", "I/N", "run shard I of N, I in 0…N−1 (block partition of the points)"),
            ("--shard-count", "N", "shard count when the index comes from the environment"),
            ("--resume", nil, "continue an interrupted sweep in DIR"),
            ("--max-points", "N", "refuse grids larger than N points (default 10000000)"),
            ("--sample", "N", "sweep only N evenly strided points (point ⌊k·P/N⌋); rows keep their point numbers"),
            ("--quiet", nil, "no progress on stderr"),
            ("--force", nil, "write into a DIR that is not a tunelab output folder"),
            CommandSpec.strict
        ])

    public typealias Options = SweepOptions

    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(command: "sweep", arguments: arguments)
        let (positionals, flags) = try list.parse()
        let grid = try TunelabCLI.single(positionals, command: "sweep", what: "GRID.json")
        var options = Options(grid: grid, jobs: ProcessInfo.processInfo.activeProcessorCount)
        options.out = flags.value("--out")
        options.jobs = try flags.integer("--jobs", in: 1...1024, "sweep", expected: "an integer in [1, 1024]") ?? options.jobs
        options.maxPoints = try flags.integer("--max-points", in: 1...Int.max, "sweep") ?? options.maxPoints
        options.sample = try flags.integer("--sample", in: 1...Int.max, "sweep")
        options.shard = flags.value("--shard")
        options.shardCount = flags.value("--shard-count")
        options.resume = flags.has("--resume")
        options.quiet = flags.has("--quiet")
        options.force = flags.has("--force")
        options.strict = flags.has("--strict")
        return options
    }

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        try run(arguments, console: console, environment: ProcessInfo.processInfo.environment)
    }

    /// Runs with `environment` in place of the process's (the shard index variables).
    public static func run(_ arguments: [String], console: Console, environment: [String: String]) throws -> Int32 {
        try SweepLifecycle.run(
            parse(arguments), arguments: arguments, console: console, environment: environment,
            interruption: { SweepInterruption.requested })
    }
}
