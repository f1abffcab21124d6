import Foundation

/// `tunelab chart` (docs/command-line.md): a heat map of one metric over two grid keys, the
/// other keys at the best point, or without `--y` the metric against one key's values; given a
/// `frames.csv` (no `--x`, `--y` or `--metric`), the run's offset and velocity trace.
public enum ChartCommand: Command {
    public static let spec = CommandSpec(
        name: "chart",
        usage: "tunelab chart RESULTS.csv --x KEY [--y KEY] --metric NAME [--out FILE.svg] | tunelab chart FRAMES.csv [--out FILE.svg]",
        summary: "Draw a heat map of a metric over two grid keys, a line over one (no --y), or a frames.csv trace.",
        options: [
            ("--x", "KEY", "grid key across"), ("--y", "KEY", "grid key up (omit for a line chart)"),
            ("--metric", "NAME", "metric column"), ("--out", "FILE", "SVG file")
        ])

    /// The options of one `chart` invocation.
    public struct Options: Sendable, Equatable {
        public var results: String
        public var x: String
        public var y: String
        public var metric: String
        /// `nil`: `heatmap-<metric>--<x>--<y>.svg` beside `results`.
        public var out: String?

        public init(results: String, x: String, y: String, metric: String, out: String? = nil) {
            self.results = results
            self.x = x
            self.y = y
            self.metric = metric
            self.out = out
        }
    }

    /// Parses the arguments after `chart` with the CLI's `ArgumentList` (`--opt VALUE` or
    /// `--opt=VALUE`, in any order; the options are `CommandSpec`'s). Throws a one-line
    /// `UsageError` naming the bad argument.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(command: "chart", arguments: arguments)
        let (positionals, flags) = try list.parse()
        // No --x, --y or --metric: a frames.csv trace.
        let tracing = flags.value("--x") == nil && flags.value("--y") == nil && flags.value("--metric") == nil
        if !tracing {
            for (flag, name) in [("--x", "KEY"), ("--metric", "NAME")] {
                guard let value = flags.value(flag), !value.isEmpty else {
                    throw UsageError("chart: missing \(flag) \(name) (usage: \(spec.usage))")
                }
            }
        }
        let results = try TunelabCLI.single(positionals, command: "chart", what: tracing ? "FRAMES.csv or RESULTS.csv" : "RESULTS.csv")
        return Options(
            results: results, x: flags.value("--x") ?? "", y: flags.value("--y") ?? "",
            metric: flags.value("--metric") ?? "", out: flags.value("--out"))
    }

    /// Draws the chart and writes it atomically; every chart error names the results file it
    /// is about.
    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        let result: (outputPath: String, svg: String)
        do { result = try render(arguments) } catch let error as ChartError {
            let file = (try? parse(arguments))?.results ?? "chart"
            throw ToolError(error.message.hasPrefix(file + ":") ? error.message : "\(file): \(error.message)", isInput: true)
        }
        try AtomicFile.write(result.svg, to: result.outputPath)
        console.out("wrote \(result.outputPath)\n")
        return ExitCode.success
    }

    /// Parses, reads RESULTS.csv and draws the heat map; returns where to write it and
    /// the SVG. Writing the file is left to `run`.
    public static func render(_ arguments: [String]) throws -> (outputPath: String, svg: String) {
        let options = try parse(arguments)
        // The same bounded read as compare; a results table also gets compare's checks
        // (one validation for every consumer).
        let table = try CSVReader.read(options.results)
        if !options.x.isEmpty { try table.checkResults() }
        let svg: String, name: String
        let stem = ((options.results as NSString).lastPathComponent as NSString).deletingPathExtension
        if options.x.isEmpty {
            guard table.header.first == "frame", table.column("offset") != nil else {
                throw ChartError(
                    "\(options.results): not a frames.csv (columns frame,time,offset,velocity,phase); for a results.csv give --x KEY --metric NAME"
                )
            }
            svg = try TraceChart.svg(traces: [(stem, table)], title: "Offset and velocity: \(options.results)")
            name = "trace-\(stem).svg"
        } else if options.y.isEmpty {
            let r = try SweepResults(table: table, file: options.results)
            let best = r.bestRow(metricColumn: try r.metricColumn(options.metric, option: "--metric")).map { r.points[$0] }
            svg = try MetricLineChart.svg(results: table, key: options.x, metric: options.metric, best: best, file: options.results)
            name = MetricLineChart.fileName(metric: options.metric, key: options.x)
        } else {
            svg = try HeatMapChart.svg(
                results: table, x: options.x, y: options.y, metric: options.metric,
                best: nil, slice: .atBest, file: options.results)
            name = HeatMapChart.fileName(metric: options.metric, x: options.x, y: options.y)
        }
        let directory = (options.results as NSString).deletingLastPathComponent
        let out = options.out ?? (directory.isEmpty ? name : directory + "/" + name)
        return (out, svg)
    }
}
