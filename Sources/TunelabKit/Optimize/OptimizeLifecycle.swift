import Foundation

/// One `tunelab optimize` run, from its options to its exit code (docs/optimize.md): the input
/// checked before anything is written, the folder locked and prepared (or resumed) as a sweep's
/// (`SweepLock`, `SweepOutputFolder`, `SweepInterruption`), then generation after generation:
/// the search asks λ points, they are evaluated on `--jobs` threads and appended to
/// `results.csv.partial` in index order; then the rows are committed (`RowsCommit`), the report
/// written (`OptimizeReport`) and `run.json` marked done.
///
/// `--resume` reads the committed rows back and replays the search on their recorded metric
/// values (the search is deterministic given the seed and what it is told), checking that each
/// replayed point is the one the row holds, then continues: the bytes are those of a run that
/// was never stopped.
enum OptimizeLifecycle {
    static func run(
        _ options: OptimizeOptions, arguments: [String], console: Console, interruption: @escaping @Sendable () -> Int32?
    ) throws -> Int32 {
        let grid = try GridDecoder.load(options.grid, allowsContinuous: true)
        try check(grid, options: options)
        try InputWarning.report(GridWarnings.check(grid), strict: false, console: console)
        let space = SearchSpace(grid: grid)
        let directory = options.out ?? "reports/\(grid.name)"
        try OutputDirectory.checkWritable(directory)
        let evaluator = try OptimizeEvaluator(grid: grid, jobs: options.jobs)
        let fingerprint = try OptimizeFingerprint.of(grid, options: options)
        let files = SweepFiles(directory: directory, shard: .whole)
        let total = options.evaluations

        try AtomicFile.createDirectories(directory)
        let lock = try SweepLock.acquire(directory: directory, stem: "results")
        let catchesSignals = !console.isCapturing
        if catchesSignals { SweepInterruption.install(lockPath: lock.path) }
        defer {
            lock.release()
            if catchesSignals { SweepInterruption.uninstall() }
        }
        if let gone = lock.tookOverFrom {
            console.err("\(directory): note: took over the lock of process \(gone), which is gone\n")
        }
        var manifest = SweepManifest(
            gridFile: options.grid, fingerprint: fingerprint, pointsTotal: total, shard: .whole, range: 0..<total,
            status: "running", rowsDone: 0, jobs: options.jobs, started: SweepManifest.now, host: SweepManifest.hostName)
        manifest.optimize = .init(algorithm: options.resolvedAlgorithm(for: grid).rawValue, seed: options.seed, evaluations: total)
        var done = 0
        var manifestWritten = false
        do {
            var committed: [[String]] = []
            if options.resume, let previous = SweepManifest.read(files.manifest) {
                guard previous.fingerprint == fingerprint, previous.version == ToolVersion.current else {
                    throw ToolError(
                        "\(directory): --resume: the outputs there come from another grid, seed, budget or tool version (fingerprint \(previous.fingerprint), version \(previous.version)); run without --resume to start afresh, or use another --out",
                        isInput: true)
                }
                let fm = FileManager.default
                let rowsComplete = fm.fileExists(atPath: files.data) && !fm.fileExists(atPath: files.partial)
                if previous.status == "done", rowsComplete {
                    console.out("\(files.data): already complete (\(NumberFormat.plural(total, "evaluation"))); nothing to do\n")
                    return ExitCode.success
                }
                // Killed between the rows' rename and `done`: the rows go back and are replayed.
                if rowsComplete { try fm.moveItemReplacing(at: files.data, to: files.partial) }
                _ = try files.recoverPartial(hasHeader: true)
                if fm.fileExists(atPath: files.partial) {
                    let table = try CSVReader.read(files.partial, displayName: files.partial)
                    guard table.header == OptimizeRow.header(grid) else {
                        throw ToolError("\(files.partial): its columns are not this grid's; run without --resume", isInput: true)
                    }
                    committed = table.rows
                    guard committed.count <= total else {
                        throw ToolError(
                            "\(files.partial): has \(committed.count) rows, more than the \(total) evaluations; run without --resume",
                            isInput: true)
                    }
                }
            } else if !options.resume || !FileManager.default.fileExists(atPath: files.partial) {
                if !options.force { try SweepOutputFolder.refuseOtherGridsRows(files, fingerprint: fingerprint) }
                try SweepOutputFolder.prepareFresh(files, force: options.force)
            }
            if committed.isEmpty {
                var header = CSVWriter()
                header.row(OptimizeRow.header(grid))
                try AtomicFile.write(header.bytes, to: files.partial)
            }
            try AtomicFile.write(manifest.json, to: files.manifest)
            manifestWritten = true
            if catchesSignals {
                var crashed = manifest
                crashed.status = "failed"
                crashed.error = "a fatal signal (a crash) stopped the search; its rows so far are kept"
                SweepInterruption.armCrashRecord(manifestPath: files.manifest, json: crashed.json)
            }
            let partial = try AppendFile(files.partial)
            if !options.quiet {
                console.err(
                    "optimize \(grid.name): \(NumberFormat.plural(total, "evaluation")) over \(NumberFormat.plural(space.dimension, "key")) × \(NumberFormat.plural(grid.cases.count, "case")), \(options.algorithmTitle(for: grid)) seed \(options.seed), \(NumberFormat.plural(options.jobs, "job"))\(committed.isEmpty ? "" : ", resuming after \(committed.count)")\n"
                )
            }
            let clock = Date()
            let progress = ProgressReporter(
                console: console, total: total, quiet: options.quiet, resumedAt: min(committed.count, total), start: clock)
            let objective = OptimizeObjective(grid: grid)
            var search = OptimizeSearch(
                dimension: space.dimension, seed: options.seed, rankedMetrics: grid.rankBy.count, evaluations: total,
                nsga2: options.resolvedAlgorithm(for: grid) == .nsga2 ? OptimizeSearch.populationSize(evaluations: total) : nil)
            var rows: [OptimizeRow] = []
            rows.reserveCapacity(total)
            while done < total {
                if done >= committed.count, interruption() != nil { break }
                let candidates = search.ask()
                let take = min(candidates.count, total - done)
                let points = candidates.prefix(take).map(space.values(at:))
                let replayed = max(0, min(take, committed.count - done))
                var outcomes: [(values: [Double?], status: String)] = []
                for k in 0..<replayed {
                    outcomes.append(
                        try replay(committed[done + k], point: points[k], evaluation: done + k, search: search, grid: grid, files: files))
                }
                outcomes += evaluator.evaluate(Array(points[replayed..<take]))
                var bytes = CSVWriter()
                for k in 0..<take {
                    let row = OptimizeRow(
                        point: done + k, generation: search.generation, values: points[k], metrics: outcomes[k].values,
                        status: outcomes[k].status)
                    if k >= replayed { bytes.row(row.fields) }
                    rows.append(row)
                }
                if take > replayed { try partial.append(bytes.bytes) }
                done += take
                if take > replayed { progress.update(done: done) }
                if take == candidates.count {
                    search.tell(outcomes.map { objective.key(values: $0.values, status: $0.status) })
                }
            }
            progress.finish(done: done)
            manifest.pointsSeconds = Date().timeIntervalSince(clock)
            manifest.pointsEvaluated = max(0, done - committed.count)
            manifest.rowsDone = done
            if done < total, let signal = interruption() {
                try partial.close()
                SweepInterruption.disarmCrashRecord()
                manifest.status = "interrupted"
                manifest.stopSignal = SweepInterruption.name(signal)
                manifest.finished = SweepManifest.now
                manifest.elapsedSeconds = Date().timeIntervalSince(clock)
                try AtomicFile.write(manifest.json, to: files.manifest)
                console.err(
                    "optimize \(grid.name): interrupted (\(SweepInterruption.name(signal))) after \(done) of \(NumberFormat.plural(total, "evaluation")); the rows are kept in \(files.partial)\nresume with: \(resumeCommand(arguments, console: console))\n"
                )
                return ExitCode.interrupted(by: signal)
            }
            let commit = RowsCommit(partial, renamingTo: files.data)
            try commit.wait()
            let start = Date()
            let report = try OptimizeReport(grid: grid, space: space, options: options, rows: rows)
            try report.write(directory: directory)
            manifest.reportSeconds = Date().timeIntervalSince(start)
            SweepInterruption.disarmCrashRecord()
            manifest.status = "done"
            manifest.finished = SweepManifest.now
            manifest.elapsedSeconds = Date().timeIntervalSince(clock)
            try AtomicFile.write(manifest.json, to: files.manifest)
            if !options.quiet { console.err(report.headline + "\n") }
            if report.bestIndex == nil {
                console.err("\(files.data): every evaluation failed; the first: \(rows.first?.status ?? "")\n")
                return ExitCode.checkFailed
            }
            return ExitCode.success
        } catch {
            if manifestWritten {
                SweepInterruption.disarmCrashRecord()
                manifest.status = "failed"
                manifest.error = "\(error)"
                manifest.rowsDone = done
                manifest.finished = SweepManifest.now
                try? AtomicFile.write(manifest.json, to: files.manifest)
            }
            throw error
        }
    }

    /// The outcome a committed row recorded for evaluation `evaluation`, checked against the
    /// point the replayed search proposes (the same keys' cells, the same generation).
    private static func replay(
        _ fields: [String], point: [GridValue], evaluation: Int, search: OptimizeSearch, grid: Grid, files: SweepFiles
    ) throws -> (values: [Double?], status: String) {
        guard let recorded = OptimizeRow.recorded(fields, grid: grid), fields.first == String(evaluation),
            recorded.keys == point.map(\.text), recorded.generation == search.generation
        else {
            throw ToolError(
                "\(files.partial): line \(evaluation + 2) is not the point this search proposes there (edited, or from another run); run without --resume",
                isInput: true)
        }
        return (recorded.metrics, recorded.status)
    }

    /// What cannot be searched: refused in one line before anything is written.
    static func check(_ grid: Grid, options: OptimizeOptions) throws {
        if options.algorithm == .cmaes, grid.paretoRank {
            throw UsageError(
                "optimize: --algorithm cmaes searches one order, not a Pareto rank (\"pareto\": true); use --algorithm nsga2 or auto (docs/optimize.md)"
            )
        }
        let searched = SearchSpace(grid: grid).dimension
        guard searched > 0 else {
            throw InputError(
                file: grid.file, position: nil, path: JSONPath.root.key("grid"),
                message: grid.axes.isEmpty
                    ? "no key to search: give \"grid\" a key with a range, e.g. \"layout.spacing\": {\"from\": 8, \"to\": 40}"
                    : "no key to search: every key has one value; give one a range, e.g. {\"from\": 8, \"to\": 40}")
        }
    }

    /// The command that continues this run: its own arguments with `--resume`.
    static func resumeCommand(_ arguments: [String], console: Console) -> String {
        let program = console.isCapturing ? "tunelab" : CommandLine.arguments.first ?? "tunelab"
        let words = [program, "optimize"] + arguments + (arguments.contains("--resume") ? [] : ["--resume"])
        return words.map(SweepLifecycle.shellQuoted).joined(separator: " ")
    }
}
