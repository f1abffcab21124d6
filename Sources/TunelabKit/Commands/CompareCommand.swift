import ScrollPhysics

/// `tunelab compare`: prints every metric of every point that got worse (docs/command-line.md), exit 1 on a regression or a
/// missing metric, exit 2 when the files do not describe the same grid.
public enum CompareCommand: Command {
    public static let spec = CommandSpec(
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
        ])

    public struct Options: Equatable {
        public var base: String
        public var new: String
        public var tolerances: CompareTolerances
        public var selection: CompareSelection = CompareSelection()
        public var format: CompareFormat
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(command: "compare", arguments: arguments)
        let (positionals, flags) = try list.parse()
        guard positionals.count == 2 else {
            throw UsageError("compare: expected BASE.csv and NEW.csv, got \(positionals.count) arguments (see 'tunelab help compare')")
        }
        var tolerances = CompareTolerances()
        tolerances.relative = try flags.values("--tolerance").map { text throws(UsageError) in
            try metricValue(text, flag: "--tolerance", example: "jitter_rms_pt=0.05", what: "a relative tolerance ≥ 0 (0.05 = 5 %)")
        }
        tolerances.absolute = try flags.values("--abs").map { text throws(UsageError) in
            try metricValue(text, flag: "--abs", example: "pixel_flips=1", what: "an absolute tolerance ≥ 0 in the metric's unit")
        }
        var selection = CompareSelection()
        selection.only = try unique(flags.values("--metric").map { name throws(UsageError) in try metric(name, flag: "--metric") })
        selection.skipped = try unique(
            flags.values("--skip-metric").map { name throws(UsageError) in try metric(name, flag: "--skip-metric") })
        if let both = selection.only.first(where: selection.skipped.contains) {
            throw UsageError("compare: \(both.rawValue) is both kept by --metric and dropped by --skip-metric")
        }
        if let gated = tolerances.gated.first(where: { !selection.includes($0) }) {
            throw UsageError(
                "compare: --tolerance/--abs gate \(gated.rawValue), but "
                    + (selection.skipped.contains(gated) ? "--skip-metric drops it" : "--metric does not keep it"))
        }
        var format = CompareFormat.text
        if let text = flags.value("--format") {
            guard let f = CompareFormat(rawValue: text) else {
                throw UsageError(
                    "compare: --format expects text, json, junit or markdown, got \(text)"
                        + DidYouMean.hint(for: text, among: CompareFormat.allCases.map(\.rawValue)))
            }
            format = f
        }
        return Options(base: positionals[0], new: positionals[1], tolerances: tolerances, selection: selection, format: format)
    }

    /// `METRIC=VALUE` of `flag`, VALUE finite and ≥ 0.
    static func metricValue(_ text: String, flag: String, example: String, what: String) throws(UsageError) -> (
        metric: Metric, value: Double
    ) {
        guard let eq = text.firstIndex(of: "=") else {
            throw UsageError("compare: \(flag) expects METRIC=VALUE (e.g. \(example)), got \(text)")
        }
        let name = String(text[..<eq]), valueText = String(text[text.index(after: eq)...])
        let metric = try metric(name, flag: flag)
        guard let value = DecimalLiteral.value(valueText), value >= 0 else {
            throw UsageError("compare: \(flag) \(name): expected \(what), got \(valueText)")
        }
        return (metric, value)
    }

    /// The metric called `name`, or a usage error of `flag` with a did-you-mean.
    static func metric(_ name: String, flag: String) throws(UsageError) -> Metric {
        guard let metric = Metric(rawValue: name) else {
            throw UsageError(
                "compare: \(flag): unknown metric \(name)" + DidYouMean.hint(for: name, among: Metric.allCases.map(\.rawValue)))
        }
        return metric
    }

    /// `metrics` without repeats, in first-named order.
    static func unique(_ metrics: [Metric]) -> [Metric] {
        var out: [Metric] = []
        for m in metrics where !out.contains(m) { out.append(m) }
        return out
    }

    /// Runs `compare`; when it fails (exit 2 or 3) with `--format junit` or `markdown`, it still
    /// prints that format's error document on stdout, then rethrows for the stderr line.
    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        do {
            return try compare(arguments, console: console)
        } catch {
            let format = CommandFailure.requestedFormat(in: arguments).flatMap(CompareFormat.init(rawValue:))
            if let document = format?.document(for: CommandFailure(error)) { console.out(document) }
            throw error
        }
    }

    static func compare(_ arguments: [String], console: Console) throws -> Int32 {
        let options = try parse(arguments)
        let base = try CSVReader.read(options.base)
        let new = try CSVReader.read(options.new)
        let report = try CompareReport(base: base, new: new, tolerances: options.tolerances, selection: options.selection)
        console.out(options.format.render(report))
        return report.fails ? ExitCode.checkFailed : ExitCode.success
    }
}
