/// The limits a budget can put on a workload (docs/bench.md):
/// - `_us`: microseconds per unit — absolute, for a team with one fixed runner;
/// - `_fraction`: that cost over the unit's interval (a frame: 16.67 ms at 60 Hz, 8.33 ms at 120 Hz);
/// - `_ratio`: that cost over the median cost of one unit of the calibration yardstick measured
///   right before it (`CalibrationBench`) — the same on a machine twice as slow or under load,
///   so the shipped budgets use these.
public enum BudgetLimit: String, Sendable, CaseIterable {
    case medianMicroseconds = "median_us"
    case p99Microseconds = "p99_us"
    case medianFraction = "median_fraction"
    case p99Fraction = "p99_fraction"
    case medianRatio = "median_ratio"
    case p99Ratio = "p99_ratio"

    /// What a valid value is, for error messages.
    var expectation: String {
        switch self {
        case .medianMicroseconds, .p99Microseconds: "a positive number of microseconds"
        case .medianFraction, .p99Fraction: "a positive fraction of the interval"
        case .medianRatio, .p99Ratio: "a positive multiple of the calibration unit's median"
        }
    }
}
