import ScrollPhysics

/// Measures workloads for real: prepares each (scenario, trajectory, grid — untimed), warms
/// it up, then times `settings.repeats` rounds over all workloads. Right before each repeat of
/// each workload it times a batch of the calibration yardstick (`CalibrationBench`), so every
/// repeat carries the machine's speed at that moment and `_ratio` limits cancel it. The only
/// code that reads the clock is in the workloads' `run` loops.
public struct BenchRunner {
    public let settings: BenchSettings
    /// Progress lines (stderr in the CLI).
    let progress: (String) -> Void
    let fileExists: (String) -> Bool

    public init(
        settings: BenchSettings = BenchSettings(), progress: @escaping (String) -> Void = { _ in },
        fileExists: @escaping (String) -> Bool
    ) {
        self.settings = settings; self.progress = progress; self.fileExists = fileExists
    }

    /// Measures `workloads`; a sweep point without a grid file is left out (with a progress note).
    public func measure(_ workloads: [BenchWorkload]) throws(InputError) -> [BenchMeasurement] {
        var prepared = try prepare(workloads)
        var checksums = Array(repeating: BenchChecksum(), count: prepared.count)
        var repeats = Array(repeating: [BenchRepeat](), count: prepared.count)
        var buffers = prepared.map { [Double](repeating: 0, count: settings.units(for: $0.workload)) }
        var yardstick = CalibrationBench()
        var yardstickSamples = [Double](repeating: 0, count: max(1, settings.calibrationUnits))
        var yardstickChecksum = BenchChecksum()
        for i in prepared.indices {
            var warm = [Double](repeating: 0, count: max(1, Int(Double(buffers[i].count) * settings.warmUp)))
            prepared[i].job.run(into: &warm, checksum: &checksums[i])
        }
        yardstick.run(into: &yardstickSamples, checksum: &yardstickChecksum)
        for round in 0..<settings.repeats {
            progress("bench: round \(round + 1) of \(settings.repeats)\n")
            for i in prepared.indices {
                yardstick.run(into: &yardstickSamples, checksum: &yardstickChecksum)
                let calibration = BenchRepeat(sorting: &yardstickSamples).median
                prepared[i].job.run(into: &buffers[i], checksum: &checksums[i])
                repeats[i].append(BenchRepeat(sorting: &buffers[i], calibration: calibration))
            }
        }
        return prepared.indices.map { i in
            BenchMeasurement(
                workload: prepared[i].workload, unit: prepared[i].job.unit, interval: prepared[i].job.interval,
                repeats: repeats[i], checksum: checksums[i].value, detail: prepared[i].job.detail)
        }
    }

    /// Runs `units` units of each of `workloads` once, after one unit of warm-up, and returns
    /// each checksum — no statistics, no calibration. For counting instructions under
    /// valgrind: the difference between runs of N and 2N units is N units' instructions.
    public func work(_ workloads: [BenchWorkload], units: Int) throws(InputError) -> [(workload: BenchWorkload, checksum: UInt64)] {
        var prepared = try prepare(workloads)
        var results: [(workload: BenchWorkload, checksum: UInt64)] = []
        for i in prepared.indices {
            var checksum = BenchChecksum()
            var warm = [Double](repeating: 0, count: 1)
            prepared[i].job.run(into: &warm, checksum: &checksum)
            var samples = [Double](repeating: 0, count: max(0, units))
            prepared[i].job.run(into: &samples, checksum: &checksum)
            results.append((prepared[i].workload, checksum.value))
        }
        return results
    }

    /// Each workload made ready to run (untimed); a sweep point without a grid file is left out.
    private func prepare(_ workloads: [BenchWorkload]) throws(InputError) -> [(workload: BenchWorkload, job: BenchJob)] {
        var prepared: [(workload: BenchWorkload, job: BenchJob)] = []
        for workload in workloads {
            switch workload.subject {
            case .calibration:
                prepared.append((workload, .calibration(CalibrationBench())))
            case .layout(let kind, let count):
                prepared.append((workload, .layout(try LayoutBench(kind: kind, count: count, frameRate: workload.frameRate))))
            case .pluginLayout(let kind):
                prepared.append((workload, .layout(try LayoutBench(pluginKind: kind, frameRate: workload.frameRate))))
            case .physicsTick:
                prepared.append((workload, .physics(try PhysicsTickBench())))
            case .scenarioFrame(let file):
                prepared.append((workload, .layout(LayoutBench(scenario: try ScenarioDecoder.load(file)))))
            case .scenarioTick(let file):
                prepared.append((workload, .physics(PhysicsTickBench(scenario: try ScenarioDecoder.load(file)))))
            case .sweepBatch, .formulaSweepBatch:
                let file = workload.subject == .sweepBatch ? SweepBatchBench.gridFile : SweepBatchBench.formulaGridFile
                if let bench = try SweepBatchBench(gridFile: file, fileExists: fileExists) {
                    prepared.append((workload, .batch(bench)))
                } else {
                    progress("bench: \(workload.name) skipped: no \(file) in the current directory\n")
                }
            case .spanBatch(let stem):
                let file = SweepBatchBench.spanGridFile(stem)
                if let bench = try SweepBatchBench(gridFile: file, forgetsSharedValues: true, fileExists: fileExists) {
                    prepared.append((workload, .batch(bench)))
                } else {
                    progress("bench: \(workload.name) skipped: no \(file) in the current directory\n")
                }
            case .sweepPoint:
                if let bench = try SweepPointBench(fileExists: fileExists) {
                    prepared.append((workload, .sweep(bench)))
                } else {
                    progress(
                        "bench: \(workload.name) skipped: none of \(SweepPointBench.gridFiles.joined(separator: ", ")) in the current directory\n"
                    )
                }
            }
        }
        return prepared
    }
}
