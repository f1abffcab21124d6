import TunelabKit

/// How far a metric may move from its golden value: |actual − golden| ≤ `relative`·|golden|
/// or ≤ `absolute` (in the metric's unit), whichever is larger. Both 0 is `exact`, the default:
/// tunelab's bytes are the same on every platform (docs/determinism.md), so a golden that moves
/// is a change, not noise.
public struct GoldenTolerance: Sendable, Equatable, CustomStringConvertible {
    /// A fraction of the golden value's magnitude (0.01 = 1 %), ≥ 0.
    public let relative: Double
    /// In the metric's unit (points, seconds, counts), ≥ 0.
    public let absolute: Double

    /// Within `relative`·|golden| or within `absolute`; both must be finite and ≥ 0.
    public init(relative: Double = 0, absolute: Double = 0) {
        precondition(relative.isFinite && relative >= 0, "GoldenTolerance: relative must be finite and ≥ 0, got \(relative)")
        precondition(absolute.isFinite && absolute >= 0, "GoldenTolerance: absolute must be finite and ≥ 0, got \(absolute)")
        self.relative = relative
        self.absolute = absolute
    }

    /// No difference at all: the same number.
    public static let exact = GoldenTolerance()

    /// Within `fraction`·|golden| (0.01 = 1 %).
    public static func relative(_ fraction: Double) -> GoldenTolerance { GoldenTolerance(relative: fraction) }

    /// Within `amount`, in the metric's unit.
    public static func absolute(_ amount: Double) -> GoldenTolerance { GoldenTolerance(absolute: amount) }

    /// Whether `actual` is within this tolerance of `golden`: |actual − golden| ≤
    /// max(relative·|golden|, absolute). Exact means equal (0 and −0 are equal).
    public func accepts(golden: Double, actual: Double) -> Bool {
        abs(actual - golden) <= max(relative * abs(golden), absolute)
    }

    /// `exact`, `±1%`, `±0.5`, `±1% or ±0.5`.
    public var description: String {
        switch (relative > 0, absolute > 0) {
        case (false, false): return "exact"
        case (true, false): return "±" + Self.percent(relative)
        case (false, true): return "±" + NumberFormat.shortest(absolute)
        case (true, true): return "±" + Self.percent(relative) + " or ±" + NumberFormat.shortest(absolute)
        }
    }

    /// `fraction` as a percentage, shortest digits: 0.01 → `1%`, 0.025 → `2.5%`.
    static func percent(_ fraction: Double) -> String {
        NumberFormat.shortest((fraction * 100 * 1e9).rounded() / 1e9) + "%"
    }
}
