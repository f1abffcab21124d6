/// The limits a budget can put on a workload (DESIGN §7.3): keys ending in `_us` are
/// microseconds per unit, keys ending in `_fraction` are that cost over the unit's interval
/// (a frame: 16.67 ms at 60 Hz, 8.33 ms at 120 Hz).
public enum BudgetLimit: String, Sendable, CaseIterable {
    case medianMicroseconds = "median_us"
    case p99Microseconds = "p99_us"
    case medianFraction = "median_fraction"
    case p99Fraction = "p99_fraction"
}
