import Foundation

/// One sweep, from its options to its exit code (docs/grid.md, docs/architecture.md): the input
/// checked before anything is written, the output folder locked and prepared (or resumed), the
/// points run in chunks into the partial rows, then the report and the manifest marked done.
/// `tunelab sweep` (`SweepCommand`) parses its arguments and calls `run`.
enum SweepLifecycle {
    /// Runs the sweep `options` ask for (`arguments`, as given, go into the resume command
    /// printed when it is interrupted). `interruption`: the signal that asked the sweep to stop,
    /// read between chunks (tests pass their own; the tool's is `SweepInterruption`'s flag,
    /// installed when `console` writes the process's streams).
    static func run(
        _ options: SweepOptions, arguments: [String], console: Console, environment: [String: String],
        interruption: @escaping @Sendable () -> Int32?
    ) throws -> Int32 {
        // Started now, the threads are ready when the points are (`WorkerThreads`).
        let workers = WorkerThreads(count: max(options.jobs - 1, 0))
        defer { workers.stop() }
        // Everything that can be wrong with the input is found before anything is written.
        let grid = try GridDecoder.load(options.grid, maxPoints: options.maxPoints)
        try InputWarning.report(GridWarnings.check(grid), strict: options.strict, console: console)
        let shard = try ShardSpec.resolve(flag: options.shard, countFlag: options.shardCount, environment: environment)
        let directory = options.out ?? "reports/\(grid.name)"
        try OutputDirectory.checkWritable(directory)
        if options.sample != nil, shard.isSharded {
            throw UsageError("sweep: --sample does not combine with a shard (--shard, --shard-count or a shard index from the environment)")
        }
        // A sample of every point is the whole grid: the same rows, fingerprint and report.
        let sample = options.sample.map { PointSample(count: $0, of: grid.pointCount) }.flatMap { $0.isWhole ? nil : $0 }
        let evaluator = try PointEvaluator(grid: grid)
        let fingerprint = GridFingerprint.of(grid, gestures: evaluator.gestureDescriptions, sample: sample)
        let range = sample.map { 0..<$0.count } ?? shard.range(of: grid.pointCount)
        let files = SweepFiles(directory: directory, shard: shard)

        // The input is good: wake the helpers' cores now, while the outputs are prepared, so
        // that they are awake when the points start.
        workers.rouse()
        try AtomicFile.createDirectories(directory)
        // One writer per set of outputs: a second sweep into the same --out (and shard) refuses.
        let lock = try SweepLock.acquire(directory: directory, stem: shard.isSharded ? shard.stem : "results")
        // From here SIGINT and SIGTERM stop the sweep cleanly; the lock goes however it ends.
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
            gridFile: options.grid, fingerprint: fingerprint, pointsTotal: grid.pointCount,
            shard: shard, range: range, status: "running", rowsDone: 0, jobs: options.jobs,
            started: SweepManifest.now, host: SweepManifest.hostName)
        var done = 0
        // Once this run's manifest says `running`, an error marks it `failed` (the rows stay,
        // for --resume): no folder is left claiming a sweep that no process runs.
        var manifestWritten = false
        do {
            if options.resume, let previous = SweepManifest.read(files.manifest) {
                guard previous.fingerprint == fingerprint, previous.version == ToolVersion.current else {
                    throw ToolError(
                        "\(directory): --resume: the outputs there come from another grid or tool version (\(previous.grid.map { "grid \($0), " } ?? "")fingerprint \(previous.fingerprint), version \(previous.version)); run without --resume to start afresh, or use another --out",
                        isInput: true)
                }
                let rowsComplete =
                    FileManager.default.fileExists(atPath: files.data) && !FileManager.default.fileExists(atPath: files.partial)
                if previous.status == "done", rowsComplete {
                    console.out("\(files.data): already complete (\(NumberFormat.plural(range.count, "point"))); nothing to do\n")
                    return ExitCode.success
                }
                if rowsComplete {
                    // Killed after the rows were renamed into place but before the summary was
                    // written (the manifest says done only after it): finish the report.
                    manifest.rowsDone = range.count
                    manifestWritten = true
                    return try finish(
                        grid: grid, shard: shard, range: range, files: files, manifest: &manifest,
                        directory: directory, clock: Date(), workers: workers, evaluator: evaluator, console: console)
                }
                done = try files.recoverPartial(hasHeader: range.lowerBound == 0) ?? 0
                guard done <= range.count else {
                    throw ToolError(
                        "\(files.partial): has \(done) rows, more than the shard's \(range.count) points; run without --resume",
                        isInput: true)
                }
            } else if !options.resume || !FileManager.default.fileExists(atPath: files.partial) {
                if !options.force { try SweepOutputFolder.refuseOtherGridsRows(files, fingerprint: fingerprint) }
                try SweepOutputFolder.prepareFresh(files, force: options.force)
            }
            if done == 0 {
                var header = CSVWriter()
                if range.lowerBound == 0 { header.row(grid.resultsHeader) }
                try AtomicFile.write(header.bytes, to: files.partial)
            }
            try AtomicFile.write(manifest.json, to: files.manifest)
            manifestWritten = true
            if catchesSignals {
                // What a crash leaves instead of `running` (`SweepInterruption`).
                var crashed = manifest
                crashed.status = "failed"
                crashed.error = "a fatal signal (a crash) stopped the sweep; its rows so far are kept"
                SweepInterruption.armCrashRecord(manifestPath: files.manifest, json: crashed.json)
            }
            let partial = try AppendFile(files.partial)
            if !options.quiet {
                console.err(
                    "sweep \(grid.name): \(NumberFormat.plural(range.count, "point"))\(sample != nil ? " (a sample of \(grid.pointCount))" : "")\(shard.isSharded ? " (shard \(shard.index) of \(shard.count))" : "") × \(NumberFormat.plural(grid.cases.count, "case")), \(NumberFormat.plural(options.jobs, "job"))\(done > 0 ? ", resuming after \(done)" : "")\n"
                )
            }
            let resumedAt = done
            let clock = Date()
            let progress = ProgressReporter(console: console, total: range.count, quiet: options.quiet, resumedAt: resumedAt, start: clock)
            // Unsharded, the report's digest folds the rows as they are written (a resumed run's
            // earlier rows first; a fresh run's baseline is run when the first rows are in).
            var digest = !shard.isSharded && done > 0 ? try SweepDigest(grid: grid, file: files.partial) : nil
            // A write failure (a full disk) keeps the partial rows and run.json: what --resume needs.
            var runner = SweepRunner(grid: grid, jobs: options.jobs, threads: workers)
            runner.evaluator = evaluator
            runner.shouldStop = { interruption() != nil }
            runner.sample = sample
            try runner.run((range.lowerBound + done)..<range.upperBound) { rows in
                try partial.append(rows.bytes)
                done += rows.count
                progress.update(done: done)
                if !shard.isSharded {
                    if digest == nil { digest = try SweepDigest(grid: grid, evaluator: evaluator) }
                    digest?.fold(rows)
                }
            }
            progress.finish(done: done)
            evaluator.releaseRuns()  // the report decodes scenarios with it; it runs nothing kept
            manifest.pointsSeconds = Date().timeIntervalSince(clock)
            manifest.pointsEvaluated = done - resumedAt
            manifest.rowsDone = done
            if done < range.count, let signal = interruption() {
                try partial.close()  // synced: the rows --resume continues after
                SweepInterruption.disarmCrashRecord()
                manifest.status = "interrupted"
                manifest.stopSignal = SweepInterruption.name(signal)
                manifest.finished = SweepManifest.now
                manifest.elapsedSeconds = Date().timeIntervalSince(clock)
                try AtomicFile.write(manifest.json, to: files.manifest)
                console.err(
                    "sweep \(grid.name): interrupted (\(SweepInterruption.name(signal))) after \(done) of \(NumberFormat.plural(range.count, "point")); the rows are kept in \(files.partial)\nresume with: \(resumeCommand(arguments, console: console))\n"
                )
                return ExitCode.interrupted(by: signal)
            }
            // The rows are synced and renamed on a thread of their own (`RowsCommit`): beside the
            // report, which waits for them before it reads them back or says it is done; a shard,
            // with no report, waits at once.
            let rows = RowsCommit(partial, renamingTo: files.data)
            return try finish(
                grid: grid, shard: shard, range: range, files: files, manifest: &manifest, directory: directory, clock: clock,
                digest: digest, rows: rows, workers: workers, evaluator: evaluator, console: console)
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

    /// With the rows in place (or put in place by `rows` while the report is written): the
    /// report (unsharded; from `digest` when the rows were folded as they were written, else
    /// from the file), then the manifest marked done — last,
    /// so a sweep killed while writing the report is finished by `--resume`. Exit 1 when every
    /// point failed (the first failure's reason on stderr; the files are written all the same);
    /// a shard is judged by `merge`'s whole, not alone, so a shard of failing points exits 0.
    static func finish(
        grid: Grid, shard: ShardSpec, range: Range<Int>, files: SweepFiles, manifest: inout SweepManifest,
        directory: String, clock: Date, digest: SweepDigest? = nil, rows: RowsCommit? = nil, workers: WorkerThreads? = nil,
        evaluator: PointEvaluator? = nil, console: Console
    ) throws -> Int32 {
        var outcome: SweepOutcome?
        if shard.isSharded {
            try rows?.wait()
            console.out("wrote \(files.data) (points \(range.lowerBound)..<\(range.upperBound))\n")
        } else {
            let start = Date()
            outcome = try SweepReport.write(
                grid: grid, directory: directory, digest: digest, rows: rows, jobs: manifest.jobs, workers: workers,
                evaluator: evaluator, console: console)
            // The report's own time: waiting for the rows' sync is not the report's.
            manifest.reportSeconds = Date().timeIntervalSince(start) - (rows?.waitedSeconds ?? 0)
        }
        SweepInterruption.disarmCrashRecord()
        manifest.status = "done"
        manifest.finished = SweepManifest.now
        manifest.elapsedSeconds = Date().timeIntervalSince(clock)
        try AtomicFile.write(manifest.json, to: files.manifest)
        if !range.isEmpty, let failure = outcome?.firstFailureIfAllFailed {
            console.err(
                "\(files.data): every point failed (\(NumberFormat.plural(range.count, "point"))); the first, point \(failure.point): \(failure.status)\n"
            )
            return ExitCode.checkFailed
        }
        return ExitCode.success
    }
}
