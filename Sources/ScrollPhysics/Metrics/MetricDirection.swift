/// Which way a metric's value is better, as `tunelab compare` judges a change from a base
/// value b to a new value n (docs/metrics.md, its "direction" column).
///
/// Each direction defines the *worsening* d(b, n), in the metric's unit: d > 0 is worse,
/// d < 0 better, d = 0 neither.
public enum MetricDirection: Sendable, Equatable, CustomStringConvertible {
    /// Smaller is better: d = n − b (faults, errors, costs).
    case lowerIsBetter
    /// Closer to `target` is better: d = |n − target| − |b − target| (`target` in the metric's
    /// unit; 0 for a signed error, 1 for a gain).
    case closerTo(Double)
    /// Two-sided: neither way is better, the base is the target: d = |n − b|. For quantities
    /// the design chooses (how far a flick travels, how much cards overlap), where any change
    /// is a change of feel for a reviewer to accept.
    case unchanged

    /// The worsening d from `base` to `new` (see the cases), in the metric's unit.
    public func worsening(base: Double, new: Double) -> Double {
        switch self {
        case .lowerIsBetter: return new - base
        case .closerTo(let target): return abs(new - target) - abs(base - target)
        case .unchanged: return abs(new - base)
        }
    }

    /// `lower`, `closer to 0`, `unchanged`: the words of docs/metrics.md's direction column.
    public var description: String {
        switch self {
        case .lowerIsBetter: return "lower"
        case .closerTo(let target):
            return "closer to " + (target == target.rounded() && abs(target) < 1e15 ? String(Int(target)) : "\(target)")
        case .unchanged: return "unchanged"
        }
    }
}
