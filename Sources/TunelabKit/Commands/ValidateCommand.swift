import Foundation

/// `tunelab validate`: checks a scenario, a grid (a document with a
/// `grid` or `scenario` key) or a budget file (one with a `budgets` key). For a grid it prints the point count alone on stdout (for scripts:
/// `n=$(tunelab validate grid.json)`), and each key's count, the cases and metrics on stderr;
/// then it decodes every point's scenario in every case (no simulation) and reports how many
/// points a sweep would mark invalid, with the first reason. Exit 0; 1 when every point is
/// invalid (the sweep would exit 1); 2 for bad input, a grid over `--max-points` included.
/// Warnings about the input (`ScenarioWarnings`, `GridWarnings`) go to stderr first; with
/// `strict` the first is an input error (exit 2).
public enum ValidateCommand: Command {
    public static let spec = CommandSpec(
        name: "validate", usage: "tunelab validate FILE.json [--max-points N] [--strict]",
        summary: "Check a scenario, grid or budget file (every point's scenario, no simulation); print the grid's point count.",
        options: [("--max-points", "N", "refuse grids larger than N points (default 10000000)"), CommandSpec.strict])

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        var list = ArgumentList(command: name, arguments: arguments)
        let (positionals, options) = try list.parse()
        let path = try TunelabCLI.single(positionals, command: name, what: "FILE.json")
        var maxPoints = 10_000_000
        if let text = options.value("--max-points") {
            guard let n = Int(text), n >= 1 else { throw UsageError("validate: --max-points expects a positive integer, got \(text)") }
            maxPoints = n
        }
        return try run(path: path, console: console, maxPoints: maxPoints, strict: options.has("--strict"))
    }

    public static func run(path: String, console: Console, maxPoints: Int = 10_000_000, strict: Bool = false) throws -> Int32 {
        let root = try JSONFile.read(path)
        if root["grid"] != nil || root["scenario"] != nil {
            let grid = try GridDecoder.load(path, maxPoints: maxPoints)
            try InputWarning.report(GridWarnings.check(grid), strict: strict, console: console)
            console.out("\(grid.pointCount)\n")
            for axis in grid.axes { console.err("  \(axis.key): \(axis.values.count) value\(axis.values.count == 1 ? "" : "s")\n") }
            console.err("  cases: \(grid.cases.count); metrics: \(grid.metrics.map(\.rawValue).joined(separator: ", "))\n")
            let (invalid, first) = try invalidPoints(grid, console: console)
            guard let first else {
                console.err("  every point's scenario is valid\n")
                return ExitCode.success
            }
            console.err("  invalid points: \(invalid) of \(grid.pointCount); the first, point \(first.point): \(first.reason)\n")
            return invalid == grid.pointCount ? ExitCode.checkFailed : ExitCode.success
        }
        if let budgets = root["budgets"] {
            // A budget file (docs/bench.md): a `--scenario` workload's `<name>_frame` and
            // `<name>_tick` budgets are checked by `bench` itself, which knows the scenario.
            var names = BenchWorkload.all.map(\.name)
            if case .object(let members) = budgets.value {
                names += members.map(\.key).filter { $0.hasSuffix("_frame") || $0.hasSuffix("_tick") }
            }
            let file = try BudgetFile.decode(root, file: path, workloads: names)
            console.out("\(path): a valid budget file: \(file.entries.count) workloads budgeted\n")
            return ExitCode.success
        }
        let scenario = try ScenarioDecoder.decoder(forFile: path).decode(root)
        try InputWarning.report(ScenarioWarnings.check(scenario, root: root, file: path), strict: strict, console: console)
        console.out(
            "\(path): a valid scenario \"\(scenario.name)\": \(scenario.clock.lastFrame + 1) frames, layout \(scenario.layout.kindName)\n")
        return ExitCode.success
    }

    /// Decodes every point × case as a sweep would; the count of points with an invalid case and
    /// the first one with its status text (as `results.csv` would say it). Work that lasts more
    /// than `progressAfter` seconds shows the sweep's progress line (points checked, rate, ETA)
    /// on stderr, checked every 1 024 points.
    static func invalidPoints(_ grid: Grid, console: Console? = nil, progressAfter: TimeInterval = 2) throws(InputError) -> (
        count: Int, first: (point: Int, reason: String)?
    ) {
        let evaluator = try PointEvaluator(grid: grid)
        var count = 0
        var first: (point: Int, reason: String)?
        let start = Date()
        let progress = console.map { ProgressReporter(console: $0, total: grid.pointCount, quiet: false, start: start) }
        var shown = false
        defer { if shown { progress?.finish(done: grid.pointCount) } }
        for point in 0..<grid.pointCount {
            if point & 1023 == 1023, let progress, Date().timeIntervalSince(start) >= progressAfter {
                progress.update(done: point)
                shown = true
            }
            for c in grid.cases.indices {
                guard case .failure(let error) = evaluator.scenario(point: point, caseIndex: c) else { continue }
                count += 1
                if first == nil { first = (point, evaluator.status(of: error, caseIndex: c)) }
                break
            }
        }
        return (count, first)
    }
}
