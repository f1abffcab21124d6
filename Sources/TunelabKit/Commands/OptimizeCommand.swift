import Foundation

/// `tunelab optimize` (docs/optimize.md, docs/command-line.md#optimize): search a grid file's
/// space with CMA-ES instead of enumerating it; the report folder of a sweep.
public enum OptimizeCommand: Command {
    public static let spec = CommandSpec(
        name: "optimize",
        usage:
            "tunelab optimize GRID.json [--evaluations N] [--seed S] [--jobs N] [--out DIR] [--resume] [--algorithm auto|cmaes|nsga2] [--quiet] [--force]",
        summary: "Search a grid's space with CMA-ES for its best point by rank.by; write results.csv, summary.md/.csv, charts, run.json.",
        options: [
            ("--evaluations", "N", "points to evaluate, at most 1000000 (default 200)"),
            ("--seed", "S", "the search's seed, an integer ≥ 0 (default 1)"),
            ("--jobs", "N", "worker threads per generation (default: the number of cores)"),
            ("--out", "DIR", "output directory (default reports/<name>/)"),
            ("--resume", nil, "continue an interrupted run in DIR"),
            ("--algorithm", "A", "auto (CMA-ES, or NSGA-II for a Pareto rank), cmaes (with IPOP restarts) or nsga2"),
            ("--quiet", nil, "no progress on stderr"),
            ("--force", nil, "write into a DIR that is not a tunelab output folder")
        ])

    public static func parse(_ arguments: [String]) throws(UsageError) -> OptimizeOptions {
        var list = ArgumentList(command: "optimize", arguments: arguments)
        let (positionals, flags) = try list.parse()
        let grid = try TunelabCLI.single(positionals, command: "optimize", what: "GRID.json")
        var options = OptimizeOptions(grid: grid, jobs: ProcessInfo.processInfo.activeProcessorCount)
        options.evaluations =
            try flags.integer("--evaluations", in: 1...1_000_000, "optimize", expected: "an integer in [1, 1000000]")
            ?? options.evaluations
        if let text = flags.value("--seed") {
            guard let seed = UInt64(text) else { throw UsageError("optimize: --seed expects an integer ≥ 0, got \(text)") }
            options.seed = seed
        }
        options.jobs = try flags.integer("--jobs", in: 1...1024, "optimize", expected: "an integer in [1, 1024]") ?? options.jobs
        options.out = flags.value("--out")
        if let text = flags.value("--algorithm") {
            guard let algorithm = OptimizeOptions.Algorithm(rawValue: text) else {
                let names = OptimizeOptions.Algorithm.allCases.map(\.rawValue)
                var message = "optimize: --algorithm expects one of \(names.joined(separator: ", ")), got \(text)"
                if let near = DidYouMean.suggestion(for: text, among: names) { message += "; did you mean \(near)?" }
                throw UsageError(message)
            }
            options.algorithm = algorithm
        }
        options.resume = flags.has("--resume")
        options.quiet = flags.has("--quiet")
        options.force = flags.has("--force")
        return options
    }

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        try OptimizeLifecycle.run(parse(arguments), arguments: arguments, console: console, interruption: { SweepInterruption.requested })
    }
}
