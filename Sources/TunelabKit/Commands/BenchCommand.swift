import Foundation

/// `tunelab bench` (docs/bench.md): measures every workload, prints a
/// table (or a Markdown or JUnit document), writes
/// `DIR/bench.csv` (default `reports/bench/`) and, with `--budget`, exits 1 naming every
/// broken budget limit. `--work N` instead runs N units of each workload untimed and prints
/// their checksums (for counting instructions under valgrind; writes nothing).
public enum BenchCommand: Command {
    public static let spec = CommandSpec(
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
        ])

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        try run(arguments, console: console, measure: nil)
    }

    /// Measures workloads: the real `BenchRunner`, or injected numbers in tests.
    public typealias Measure = ([BenchWorkload]) throws -> [BenchMeasurement]

    /// Runs `bench`; when it fails (exit 2 or 3) with `--format junit` or `markdown`, it still
    /// prints that format's error document on stdout, then rethrows for the stderr line.
    public static func run(_ arguments: [String], console: Console, measure: Measure?) throws -> Int32 {
        do {
            return try bench(arguments, console: console, measure: measure)
        } catch {
            let failure = CommandFailure(error)
            switch CommandFailure.requestedFormat(in: arguments).flatMap(BenchReportFormat.init(rawValue:)) {
            case .junit: console.out(failure.junit(command: "bench"))
            case .markdown: console.out(failure.markdown(command: "bench"))
            case .text, nil: break
            }
            throw error
        }
    }

    static func bench(_ arguments: [String], console: Console, measure: Measure?) throws -> Int32 {
        var list = ArgumentList(command: "bench", arguments: arguments)
        let (positionals, options) = try list.parse()
        guard positionals.isEmpty else {
            throw UsageError("bench: unexpected argument \(positionals[0]) (see 'tunelab help bench')")
        }
        var format = BenchReportFormat.text
        if let text = options.value("--format") {
            guard let f = BenchReportFormat(rawValue: text) else {
                throw UsageError(
                    "bench: --format expects text, markdown or junit, got \(text)"
                        + DidYouMean.hint(for: text, among: BenchReportFormat.allCases.map(\.rawValue)))
            }
            format = f
        }
        if format != .text, options.has("--work") {
            throw UsageError("bench: --format \(format.rawValue) reports timings; --work prints checksums only")
        }
        var settings = BenchSettings()
        if let repeats = options.value("--repeats") {
            guard let n = Int(repeats), n >= 1, n <= 1000 else {
                throw UsageError("bench: --repeats needs a whole number from 1 to 1000, got \(repeats)")
            }
            settings.repeats = n
        }
        // Input first: a bad scenario, budget file or output directory is found before anything is measured.
        let (known, workloads) = try selectedWorkloads(options, keepCalibration: !options.has("--work"))
        let runner = BenchRunner(
            settings: settings, progress: { console.err($0) },
            fileExists: { FileManager.default.fileExists(atPath: $0) })
        if let work = options.value("--work") {
            guard let units = Int(work), units >= 0 else {
                throw UsageError("bench: --work needs a whole number of units ≥ 0, got \(work)")
            }
            for result in try runner.work(workloads, units: units) {
                console.out("\(result.workload.name) \(units) \(BenchReport.hex(result.checksum))\n")
            }
            return ExitCode.success
        }
        // Every known workload may be budgeted; those --only leaves out are skipped, and named.
        let file = try options.value("--budget").map { path throws(InputError) in try BudgetFile.load(path, workloads: known) }
        let budgets = file.map { $0.narrowed(to: workloads.map(\.name)) }
        let skipped = file.map { $0.entries.map(\.workload).filter { name in !workloads.contains { $0.name == name } } } ?? []
        let directory = options.value("--out") ?? "reports/bench"
        try OutputDirectory.checkWritable(directory)

        let measurements: [BenchMeasurement]
        if let measure {
            measurements = try measure(workloads)
        } else {
            console.err("bench: \(workloads.count) workloads × \(settings.repeats) repeats\n")
            measurements = try runner.measure(workloads)
        }
        let verdicts = budgets.map { BudgetVerdict.check($0, against: measurements) }
        // bench.csv first: a write that fails leaves one document on stdout, the error one.
        try AtomicFile.createDirectories(directory)
        let path = (directory as NSString).appendingPathComponent("bench.csv")
        try AtomicFile.write(BenchReport.csv(measurements), to: path)
        // Text: everything on stdout. A CI document: stdout holds it alone, the rest goes to stderr.
        // The broken limits come first, before the table, where a reader looks.
        let note: (String) -> Void = format == .text ? { console.out($0) } : { console.err($0) }
        let broken = verdicts?.filter(\.isBroken) ?? []
        for verdict in broken { note("BROKEN \(verdict.description)\n") }
        switch format {
        case .text: console.out(BenchReport.table(measurements, verdicts: verdicts))
        case .markdown:
            console.out(BenchMarkdown.render(measurements, verdicts: verdicts, budgetFile: budgets?.file, skipped: skipped))
        case .junit: console.out(BenchJUnit.render(measurements, verdicts: verdicts, budgetFile: budgets?.file))
        }
        note("wrote \(path)\n")
        guard let budgets, let verdicts else { return ExitCode.success }
        note(
            "budgets (\(budgets.file)): \(verdicts.count) limits checked, \(broken.count) broken"
                + (skipped.isEmpty ? "" : "; skipped (not selected by --only): " + skipped.joined(separator: ", ")) + "\n")
        guard !broken.isEmpty else { return ExitCode.success }
        console.err(
            "tunelab: bench: \(broken.count) budget\(broken.count == 1 ? "" : "s") broken: "
                + broken.map { "\($0.workload) \($0.limit.rawValue)" }.joined(separator: ", ") + "\n")
        return ExitCode.checkFailed
    }

    /// The built-in workloads, one per registered plug-in kind, two per `--scenario FILE`, narrowed to the `--only` names
    /// (each a workload name; unknown ones get a did-you-mean). When timing, the calibration is
    /// always kept: `_ratio` limits need it.
    /// Returns the names of every known workload with the selected ones.
    static func selectedWorkloads(_ options: [(flag: String, value: String?)], keepCalibration: Bool) throws -> (
        known: [String], selected: [BenchWorkload]
    ) {
        var workloads = BenchWorkload.all + BenchWorkload.registered(LayoutRegistry.current)
        for file in options.values("--scenario") {
            let scenario = try ScenarioDecoder.load(file)
            guard scenario.clock.lastFrame >= 1 else {
                throw UsageError("bench: --scenario \(file): the scenario has no frame after the first; give it a longer duration")
            }
            for workload in BenchWorkload.scenario(scenario, file: file) {
                guard !workloads.contains(where: { $0.name == workload.name }) else {
                    throw UsageError(
                        "bench: --scenario \(file): workload \(workload.name) exists already; give the scenario another \"name\"")
                }
                workloads.append(workload)
            }
        }
        let only = options.values("--only")
        let names = workloads.map(\.name)
        guard !only.isEmpty else { return (names, workloads) }
        for name in only where !names.contains(name) {
            let hint = DidYouMean.hint(for: name, among: names)
            throw UsageError(
                "bench: --only: unknown workload \(name)" + (hint.isEmpty ? "; the workloads are " + names.joined(separator: ", ") : hint))
        }
        return (names, workloads.filter { (keepCalibration && $0.subject == .calibration) || only.contains($0.name) })
    }
}
