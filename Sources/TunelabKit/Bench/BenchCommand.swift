import Foundation

/// `tunelab bench [--budget FILE] [--out DIR]` (DESIGN §7.3, §8): measures every workload,
/// prints a table, writes `DIR/bench.csv` (default `reports/bench/`) and, with `--budget`,
/// exits 1 naming every broken budget limit.
public enum BenchCommand {
    /// Measures workloads: the real `BenchRunner`, or injected numbers in tests.
    public typealias Measure = ([BenchWorkload]) throws -> [BenchMeasurement]

    public static func run(_ arguments: [String], console: Console, measure: Measure? = nil) throws -> Int32 {
        var list = ArgumentList(command: "bench", arguments: arguments)
        let (positionals, options) = try list.parse()
        guard positionals.isEmpty else {
            throw UsageError("bench: unexpected argument \(positionals[0]) (see 'tunelab help bench')")
        }
        // Input first: a bad budget file or output directory is found before anything is measured.
        let budgets = try options.value("--budget").map { path throws(InputError) in try BudgetFile.load(path) }
        let directory = options.value("--out") ?? "reports/bench"
        try OutputDirectory.checkWritable(directory)

        let measurements: [BenchMeasurement]
        if let measure {
            measurements = try measure(BenchWorkload.all)
        } else {
            let runner = BenchRunner(progress: { console.err($0) }, fileExists: { FileManager.default.fileExists(atPath: $0) })
            console.err("bench: \(BenchWorkload.all.count) workloads × \(runner.settings.repeats) repeats\n")
            measurements = try runner.measure(BenchWorkload.all)
        }
        let verdicts = budgets.map { BudgetVerdict.check($0, against: measurements) }
        console.out(BenchReport.table(measurements, verdicts: verdicts))
        try AtomicFile.createDirectories(directory)
        let path = (directory as NSString).appendingPathComponent("bench.csv")
        try AtomicFile.write(BenchReport.csv(measurements), to: path)
        console.out("wrote \(path)\n")
        guard let budgets, let verdicts else { return ExitCode.success }
        let broken = verdicts.filter(\.isBroken)
        console.out("budgets (\(budgets.file)): \(verdicts.count) limits checked, \(broken.count) broken\n")
        guard !broken.isEmpty else { return ExitCode.success }
        for verdict in broken { console.out("BROKEN \(verdict.description)\n") }
        console.err("tunelab: bench: \(broken.count) budget\(broken.count == 1 ? "" : "s") broken: "
                    + broken.map { "\($0.workload) \($0.limit.rawValue)" }.joined(separator: ", ") + "\n")
        return ExitCode.checkFailed
    }
}
