import ScrollPhysics

/// `tunelab compare BASE.csv NEW.csv [--tolerance METRIC=REL ...]` (DESIGN §8): prints every
/// metric of every point that got worse (a fixed-width table), exit 1 on a regression, exit 2
/// when the files do not describe the same grid.
public enum CompareCommand {
    public struct Options: Equatable {
        public var base: String
        public var new: String
        public var tolerances: [(metric: Metric, value: Double)]

        public static func == (a: Options, b: Options) -> Bool {
            a.base == b.base && a.new == b.new && a.tolerances.map(\.metric) == b.tolerances.map(\.metric)
                && a.tolerances.map(\.value) == b.tolerances.map(\.value)
        }
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(command: "compare", arguments: arguments)
        let (positionals, flags) = try list.parse()
        guard positionals.count == 2 else {
            throw UsageError("compare: expected BASE.csv and NEW.csv, got \(positionals.count) arguments (see 'tunelab help compare')")
        }
        var tolerances: [(metric: Metric, value: Double)] = []
        let names = Metric.allCases.map(\.rawValue)
        for text in flags.values("--tolerance") {
            guard let eq = text.firstIndex(of: "=") else {
                throw UsageError("compare: --tolerance expects METRIC=REL (e.g. jitter_rms_pt=0.05), got \(text)")
            }
            let name = String(text[..<eq]), valueText = String(text[text.index(after: eq)...])
            guard let metric = Metric(rawValue: name) else {
                throw UsageError("compare: --tolerance: unknown metric \(name)" + DidYouMean.hint(for: name, among: names))
            }
            guard let value = Double(valueText), value.isFinite, value >= 0 else {
                throw UsageError("compare: --tolerance \(name): expected a relative tolerance ≥ 0 (0.05 = 5 %), got \(valueText)")
            }
            tolerances.append((metric, value))
        }
        return Options(base: positionals[0], new: positionals[1], tolerances: tolerances)
    }

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        let options = try parse(arguments)
        let base = try CSVReader.read(options.base)
        let new = try CSVReader.read(options.new)
        let report = try CompareReport(base: base, new: new, tolerances: options.tolerances)
        console.out(CompareTable.render(report))
        return report.regressions.isEmpty ? ExitCode.success : ExitCode.checkFailed
    }
}
