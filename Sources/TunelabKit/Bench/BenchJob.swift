/// A workload made ready to run: one case per kind of bench, each with its own timed loop.
enum BenchJob {
    case calibration(CalibrationBench)
    case layout(LayoutBench)
    case physics(PhysicsTickBench)
    case sweep(SweepPointBench)
    case batch(SweepBatchBench)

    /// What one sample is.
    var unit: String {
        switch self {
        case .calibration: "unit"
        case .layout: "frame"
        case .physics: "tick"
        case .sweep: "point"
        case .batch: "batch"
        }
    }

    /// Simulated time one unit covers (µs), for `_fraction` limits.
    var interval: Double {
        switch self {
        case .calibration(let b): b.interval
        case .layout(let b): b.interval
        case .physics(let b): b.interval
        case .sweep(let b): b.interval
        case .batch(let b): b.interval
        }
    }

    /// Where the workload comes from when that is not obvious (the sweep point's grid file).
    var detail: String {
        if case .sweep(let b) = self { return b.file }
        if case .batch(let b) = self { return b.file }
        return ""
    }

    /// Times `samples.count` units into `samples` (µs each), folding outputs into `checksum`.
    mutating func run(into samples: inout [Double], checksum: inout BenchChecksum) {
        switch self {
        case .calibration(var b): b.run(into: &samples, checksum: &checksum); self = .calibration(b)
        case .layout(var b): b.run(into: &samples, checksum: &checksum); self = .layout(b)
        case .physics(var b): b.run(into: &samples, checksum: &checksum); self = .physics(b)
        case .sweep(let b): var copy = b; copy.run(into: &samples, checksum: &checksum); self = .sweep(copy)
        case .batch(let b): var copy = b; copy.run(into: &samples, checksum: &checksum); self = .batch(copy)
        }
    }
}
