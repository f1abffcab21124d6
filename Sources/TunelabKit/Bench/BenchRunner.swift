import ScrollPhysics

/// Measures workloads for real: prepares each (scenario, trajectory, grid — untimed), warms
/// it up, then times `settings.repeats` rounds over all workloads. The only code that reads
/// the clock is in the workloads' `run` loops.
public struct BenchRunner {
    public let settings: BenchSettings
    /// Progress lines (stderr in the CLI).
    let progress: (String) -> Void
    let fileExists: (String) -> Bool

    public init(settings: BenchSettings = BenchSettings(), progress: @escaping (String) -> Void = { _ in },
                fileExists: @escaping (String) -> Bool) {
        self.settings = settings; self.progress = progress; self.fileExists = fileExists
    }

    /// A workload ready to run.
    enum Prepared {
        case layout(LayoutBench)
        case physics(PhysicsTickBench)
        case sweep(SweepPointBench)

        var unit: String {
            switch self {
            case .layout: "frame"
            case .physics: "tick"
            case .sweep: "point"
            }
        }

        var interval: Double {
            switch self {
            case .layout(let b): b.interval
            case .physics(let b): b.interval
            case .sweep(let b): b.interval
            }
        }

        var detail: String {
            if case .sweep(let b) = self { return b.file }
            return ""
        }

        mutating func run(into samples: inout [Double], checksum: inout BenchChecksum) {
            switch self {
            case .layout(var b): b.run(into: &samples, checksum: &checksum); self = .layout(b)
            case .physics(var b): b.run(into: &samples, checksum: &checksum); self = .physics(b)
            case .sweep(let b): var copy = b; copy.run(into: &samples, checksum: &checksum); self = .sweep(copy)
            }
        }
    }

    /// Measures `workloads`; a sweep point without a grid file is left out (with a progress note).
    public func measure(_ workloads: [BenchWorkload]) throws(InputError) -> [BenchMeasurement] {
        var prepared: [(workload: BenchWorkload, job: Prepared)] = []
        for workload in workloads {
            switch workload.subject {
            case .layout(let kind, let count):
                prepared.append((workload, .layout(try LayoutBench(kind: kind, count: count, frameRate: workload.frameRate))))
            case .physicsTick:
                prepared.append((workload, .physics(try PhysicsTickBench())))
            case .sweepPoint:
                if let bench = try SweepPointBench(fileExists: fileExists) {
                    prepared.append((workload, .sweep(bench)))
                } else {
                    progress("bench: \(workload.name) skipped: none of \(SweepPointBench.gridFiles.joined(separator: ", ")) in the current directory\n")
                }
            }
        }
        var checksums = Array(repeating: BenchChecksum(), count: prepared.count)
        var repeats = Array(repeating: [BenchRepeat](), count: prepared.count)
        var buffers = prepared.map { [Double](repeating: 0, count: settings.units(for: $0.workload)) }
        for i in prepared.indices {
            var warm = [Double](repeating: 0, count: max(1, Int(Double(buffers[i].count) * settings.warmUp)))
            prepared[i].job.run(into: &warm, checksum: &checksums[i])
        }
        for round in 0..<settings.repeats {
            progress("bench: round \(round + 1) of \(settings.repeats)\n")
            for i in prepared.indices {
                prepared[i].job.run(into: &buffers[i], checksum: &checksums[i])
                repeats[i].append(BenchRepeat(sorting: &buffers[i]))
            }
        }
        return prepared.indices.map { i in
            BenchMeasurement(workload: prepared[i].workload, unit: prepared[i].job.unit, interval: prepared[i].job.interval,
                             repeats: repeats[i], checksum: checksums[i].value, detail: prepared[i].job.detail)
        }
    }
}
