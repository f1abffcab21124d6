/// Order statistics of timing samples. Pure functions, so verdicts can be tested on made-up numbers.
public enum BenchStatistics {
    /// The median of `values`: the middle value, or the mean of the two middle values for an
    /// even count; `nil` for no values. Sorts a copy.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        return medianOfSorted(values.sorted())
    }

    /// `median` of values already sorted ascending.
    public static func medianOfSorted(_ sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }

    /// The `p`-quantile (0 < p ≤ 1) of values sorted ascending by the nearest-rank rule:
    /// sorted[⌈p·n⌉ − 1] — the p99 of 1 000 samples is the 990th smallest, an observed value.
    public static func percentileOfSorted(_ sorted: [Double], _ p: Double) -> Double? {
        precondition(p > 0 && p <= 1, "p must be in (0, 1], got \(p)")
        guard !sorted.isEmpty else { return nil }
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// The statistics of one repeat: a run of `samples` consecutive timed units (µs each).
public struct BenchRepeat: Sendable, Equatable {
    /// Median cost of one unit (µs).
    public let median: Double
    /// 99th percentile (nearest rank) of the cost of one unit (µs).
    public let p99: Double
    /// How many units were timed.
    public let samples: Int
    /// Median cost (µs) of one calibration unit, timed in a batch right before this repeat;
    /// `_ratio` limits divide by it. `nil` when no calibration was run.
    public let calibration: Double?

    public init(median: Double, p99: Double, samples: Int, calibration: Double? = nil) {
        self.median = median; self.p99 = p99; self.samples = samples; self.calibration = calibration
    }

    /// The statistics of `samples` (µs), which must not be empty; sorts them in place.
    public init(sorting samples: inout [Double], calibration: Double? = nil) {
        precondition(!samples.isEmpty, "a repeat needs samples")
        samples.sort()
        median = BenchStatistics.medianOfSorted(samples) ?? 0
        p99 = BenchStatistics.percentileOfSorted(samples, 0.99) ?? 0
        self.samples = samples.count
        self.calibration = calibration
    }
}
