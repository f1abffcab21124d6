/// What `tunelab bench` measured for one workload: per-repeat statistics of the cost of one
/// unit (a frame, a tick, a point), and the checksum of everything the timed code computed.
///
/// The reported and budget-checked values are medians over the repeats (the median of repeat
/// medians, the median of repeat p99s), so one repeat disturbed by a noisy neighbour moves neither.
public struct BenchMeasurement: Sendable, Equatable {
    public let workload: BenchWorkload
    /// What one sample is: `frame`, `tick` or `point`.
    public let unit: String
    /// Simulated time one unit covers (µs): the frame interval 10⁶/frameRate for a layout frame,
    /// the tick interval for a physics tick, the simulated duration of all cases for a sweep point.
    /// `_fraction` values are cost / interval.
    public let interval: Double
    public let repeats: [BenchRepeat]
    /// Folds the outputs of the timed code, so none of it can be optimised away; deterministic.
    public let checksum: UInt64
    /// Where the workload comes from when that is not obvious (the sweep point's grid file).
    public let detail: String

    public init(
        workload: BenchWorkload, unit: String, interval: Double, repeats: [BenchRepeat],
        checksum: UInt64, detail: String = ""
    ) {
        precondition(interval > 0, "interval must be > 0 µs, got \(interval)")
        self.workload = workload; self.unit = unit; self.interval = interval
        self.repeats = repeats; self.checksum = checksum; self.detail = detail
    }

    /// The per-repeat values of `limit` (µs, a fraction of `interval`, or a multiple of the
    /// repeat's calibration median), in repeat order. Ratios skip repeats without a calibration.
    public func repeatValues(of limit: BudgetLimit) -> [Double] {
        repeats.compactMap { r in
            switch limit {
            case .medianMicroseconds: r.median
            case .p99Microseconds: r.p99
            case .medianFraction: r.median / interval
            case .p99Fraction: r.p99 / interval
            case .medianRatio: r.calibration.map { r.median / $0 }
            case .p99Ratio: r.calibration.map { r.p99 / $0 }
            }
        }
    }

    /// The median over the repeats of `limit`'s per-repeat value; `nil` without repeats.
    public func value(of limit: BudgetLimit) -> Double? {
        BenchStatistics.median(repeatValues(of: limit))
    }
}

/// A checksum accumulator (FNV-1a over 64-bit words): order-sensitive and deterministic.
public struct BenchChecksum: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Folds one word.
    public mutating func fold(_ word: UInt64) {
        value = (value ^ word) &* 0x0000_0100_0000_01b3
    }

    /// Folds a number's bit pattern.
    public mutating func fold(_ x: Double) { fold(x.bitPattern) }
}
