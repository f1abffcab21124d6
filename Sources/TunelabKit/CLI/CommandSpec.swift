/// One subcommand as `help` shows it: the parser and the help text read the same table.
public struct CommandSpec: Sendable {
    public let name: String
    public let usage: String
    public let summary: String
    /// Options: (flag, takes a value, help).
    public let options: [(flag: String, value: String?, help: String)]

    /// `--strict` (run, sweep, validate): a warning about the input is an error (exit 2).
    static let strict: (flag: String, value: String?, help: String) = (
        "--strict", nil, "treat warnings about the input (likely mistakes) as errors: exit 2, nothing written"
    )

    public static let all: [CommandSpec] = [
        CommandSpec(
            name: "run", usage: "tunelab run SCENARIO.json [--out DIR] [--strict]",
            summary: "Run one scenario; write frames.csv, items.csv and metrics.csv.",
            options: [("--out", "DIR", "output directory (default reports/<name>/)"), strict]),
        CommandSpec(
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
                strict
            ]),
        CommandSpec(
            name: "merge", usage: "tunelab merge DIR [--out FILE]",
            summary: "Merge shard outputs in DIR into results.csv (+ summary, charts).",
            options: [("--out", "FILE", "results file (default DIR/results.csv)")]),
        CommandSpec(
            name: "status", usage: "tunelab status DIR",
            summary: "Where a sweep folder stands: done, running, interrupted, failed or stale; shards missing as --array=.",
            options: []),
        CommandSpec(
            name: "compare",
            usage:
                "tunelab compare BASE.csv NEW.csv [--tolerance METRIC=REL ...] [--abs METRIC=X ...] [--metric NAME ... | --skip-metric NAME ...] [--format text|json|junit|markdown]",
            summary: "Report metrics that got worse; exit 1 on a regression or a missing metric.",
            options: [
                ("--tolerance", "METRIC=REL", "allowed relative worsening of METRIC, 0.05 = 5 % (repeatable; gates METRIC)"),
                ("--abs", "METRIC=X", "allowed absolute worsening of METRIC in its unit (repeatable; gates METRIC)"),
                ("--metric", "NAME", "compare only this metric (repeatable; gates it)"),
                ("--skip-metric", "NAME", "do not compare this metric (repeatable)"),
                ("--format", "FORMAT", "text (default), json, junit (JUnit XML for CI) or markdown (a CI summary table)")
            ]),
        CommandSpec(
            name: "bench",
            usage:
                "tunelab bench [--budget FILE] [--out DIR] [--repeats N] [--scenario FILE ...] [--only NAME ...] [--work N] [--format text|markdown|junit]",
            summary: "Measure per-frame costs; exit 1 naming every broken budget.",
            options: [
                ("--budget", "FILE", "budgets to check (e.g. experiments/budgets.json)"),
                ("--out", "DIR", "where bench.csv goes (default reports/bench/)"),
                ("--repeats", "N", "repeats per workload; verdicts use the median (default 7)"),
                ("--scenario", "FILE", "also time this scenario's frame and tick as <name>_frame, <name>_tick (repeatable)"),
                ("--only", "NAME", "time only this workload (repeatable; the calibration always runs)"),
                ("--work", "N", "run N units of each workload untimed, print checksums (for valgrind)"),
                ("--format", "FORMAT", "text (default), markdown (a CI summary table) or junit (one testcase per workload × budget limit)")
            ]),
        CommandSpec(
            name: "chart", usage: ChartCommand.usage,
            summary: "Draw a heat map of a metric over two grid keys, a line over one (no --y), or a frames.csv trace.",
            options: [
                ("--x", "KEY", "grid key across"), ("--y", "KEY", "grid key up (omit for a line chart)"),
                ("--metric", "NAME", "metric column"), ("--out", "FILE", "SVG file")
            ]),
        CommandSpec(
            name: "convert", usage: "tunelab convert spring --from SYSTEM KEY=VALUE ...",
            summary: "Convert a spring between animation tools' units.", options: []),
        CommandSpec(
            name: "export",
            usage:
                "tunelab export (RESULTS_DIR | SCENARIO.json) [--point N | --point best] --to swift|uikit|swiftui|flutter|android|json [--out FILE] [--grid GRID.json]",
            summary:
                "Write a tuned point as app code — its layout and physics (Swift, UIKit, SwiftUI, Flutter, Android) — or a full scenario.",
            options: [
                ("--to", "TARGET", "swift, uikit, swiftui, flutter, android or json"),
                ("--point", "N|best", "the point of a results directory (default best: rank 1 of summary.csv)"),
                ("--out", "FILE", "write FILE instead of stdout"),
                ("--grid", "GRID.json", "the grid the results came from (default: run.json's, or experiments/<name>.json)")
            ]),
        CommandSpec(
            name: "serve", usage: "tunelab serve (GRID.json | SCENARIO.json | RESULTS_DIR) [--port N] [--out DIR]",
            summary: "Tune live in a local page: sliders re-simulate the point beside the baseline (127.0.0.1 only, token in the URL).",
            options: [
                ("--port", "N", "port on 127.0.0.1 (default 8765; 0: any free port)"),
                ("--out", "DIR", "where the page saves points and exports (default reports/serve)")
            ]),
        CommandSpec(
            name: "fit", usage: "tunelab fit RECORDING.csv ... [--validate OTHER.csv ...] [--out DIR] [--max-evaluations N]",
            summary: "Fit UIKit's coast (deceleration rate, rest speed) to recordings of a real scroll view.",
            options: [
                ("--validate", "FILE", "also report the fit's errors on this recording, not fitted to (repeatable)"),
                ("--out", "DIR", "write DIR/fit.md, DIR/fit.csv and DIR/scenario.json"),
                ("--max-evaluations", "N", "the solver's residual-evaluation budget (default 10000)")
            ]),
        CommandSpec(
            name: "validate", usage: "tunelab validate FILE.json [--max-points N] [--strict]",
            summary: "Check a scenario, grid or budget file (every point's scenario, no simulation); print the grid's point count.",
            options: [("--max-points", "N", "refuse grids larger than N points (default 10000000)"), strict]),
        CommandSpec(
            name: "completions", usage: "tunelab completions bash|zsh|fish",
            summary: "Print a shell completion script, generated from these command definitions.", options: []),
        CommandSpec(
            name: "man", usage: "tunelab man",
            summary: "Print the tunelab(1) man page (roff; view with 'man -l'), generated from these command definitions.",
            options: []),
        CommandSpec(name: "help", usage: "tunelab help [COMMAND]", summary: "Show help.", options: [])
    ]

    public static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The help text of this command.
    public var help: String {
        var text = "usage: \(usage)\n\n\(summary)\n"
        if !options.isEmpty {
            text += "\noptions:\n"
            let width = options.map { $0.flag.count + ($0.value.map { $0.count + 1 } ?? 0) }.max() ?? 0
            for option in options {
                let left = option.flag + (option.value.map { " " + $0 } ?? "")
                text += "  " + left + String(repeating: " ", count: width - left.count + 2) + option.help + "\n"
            }
        }
        return text
    }

    /// The overview `tunelab help` prints.
    public static var overview: String {
        var text = "tunelab \(ToolVersion.current) — a scroll-physics tuning lab\n\nusage: tunelab COMMAND [ARGS]\n\ncommands:\n"
        let width = all.map(\.name.count).max() ?? 0
        for spec in all {
            text += "  " + spec.name + String(repeating: " ", count: width - spec.name.count + 2) + spec.summary + "\n"
        }
        text += "\nExit codes: 0 success, 1 a check failed, 2 bad usage or input, 3 internal error.\n"
        text += "See 'tunelab help COMMAND' for a command's options.\n"
        return text
    }
}
