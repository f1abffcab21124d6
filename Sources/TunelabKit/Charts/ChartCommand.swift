import Foundation

/// `tunelab chart RESULTS.csv --x KEY --y KEY --metric NAME [--out FILE.svg]` (DESIGN §8):
/// a heat map of one metric over two grid keys, the other keys at the best point.
public enum ChartCommand {
    /// The usage line, as help prints it.
    public static let usage = "tunelab chart RESULTS.csv --x KEY --y KEY --metric NAME [--out FILE.svg]"

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

    /// The options table: name and what its value is, for parsing, messages and help.
    static let options: [(name: String, value: String)] = [("--x", "KEY"), ("--y", "KEY"), ("--metric", "NAME"), ("--out", "FILE.svg")]

    /// Parses the arguments after `chart` (`--opt VALUE` or `--opt=VALUE`, in any order).
    /// Throws a one-line `ChartError` naming the bad argument.
    public static func parse(_ arguments: [String]) throws -> Options {
        var values: [String: String] = [:]
        var positional: [String] = []
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            guard arg.hasPrefix("--") else {
                positional.append(arg)
                continue
            }
            let name: String, inline: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            } else {
                name = arg
                inline = nil
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw ChartError("tunelab chart: unknown option \"\(name)\"\(DidYouMean.hint(for: name, among: options.map(\.name))); usage: \(usage)")
            }
            guard values[name] == nil else { throw ChartError("tunelab chart: \(name) given twice") }
            let value: String
            if let inline {
                value = inline
            } else {
                guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                    throw ChartError("tunelab chart: \(name) needs a value \(option.value)")
                }
                value = arguments[i]
                i += 1
            }
            guard !value.isEmpty else { throw ChartError("tunelab chart: \(name) needs a value \(option.value), got an empty one") }
            values[name] = value
        }
        guard let results = positional.first else { throw ChartError("tunelab chart: missing RESULTS.csv; usage: \(usage)") }
        if positional.count > 1 { throw ChartError("tunelab chart: unexpected argument \"\(positional[1])\"; usage: \(usage)") }
        for option in options.dropLast() where values[option.name] == nil {
            throw ChartError("tunelab chart: missing \(option.name) \(option.value); usage: \(usage)")
        }
        return Options(results: results, x: values["--x"] ?? "", y: values["--y"] ?? "",
                       metric: values["--metric"] ?? "", out: values["--out"])
    }

    /// Parses, reads RESULTS.csv and draws the heat map; returns where to write it and
    /// the SVG. Writing the file is left to the caller (the CLI writes it atomically).
    public static func run(_ arguments: [String]) throws -> (outputPath: String, svg: String) {
        let options = try parse(arguments)
        let text: String
        do {
            text = try String(contentsOfFile: options.results, encoding: .utf8)
        } catch {
            let exists = FileManager.default.fileExists(atPath: options.results)
            throw ChartError("\(options.results): cannot read: \(exists ? "not readable UTF-8 text" : "no such file")")
        }
        let table: CSVTable
        do {
            table = try CSVTable(text: text, file: options.results)
        } catch {
            throw ChartError(error.description)
        }
        let svg = try HeatMapChart.svg(results: table, x: options.x, y: options.y, metric: options.metric,
                                       best: nil, slice: .atBest, file: options.results)
        let name = HeatMapChart.fileName(metric: options.metric, x: options.x, y: options.y)
        let directory = (options.results as NSString).deletingLastPathComponent
        let out = options.out ?? (directory.isEmpty ? name : directory + "/" + name)
        return (out, svg)
    }
}
