import Foundation
import ScrollPhysics

/// "Nice" tick values (1, 2 or 5 × 10ᵉ apart) for a numeric axis, and the short
/// labels charts print.
enum AxisTicks {
    /// Ticks covering [lo, hi]: multiples of step = m·10ᵉ (m ∈ {1, 2, 5}) chosen so
    /// that about `target` ticks fall inside; the first ≤ lo and the last ≥ hi (the axis
    /// is widened to them). Each tick is k·m / 10⁻ᵉ computed on integers, so 0.1 steps
    /// print as 0.3, never 0.30000000000000004. A zero-width range is widened by ±1
    /// (or ±|lo|/10).
    static func covering(_ lo: Double, _ hi: Double, target: Int = 5) -> [Double] {
        precondition(lo.isFinite && hi.isFinite && lo <= hi, "ticks for [\(lo), \(hi)]")
        var low = lo, high = hi
        if high - low < 1e-12 * max(1, abs(low)) {
            let pad = low == 0 ? 1 : abs(low) / 10
            low -= pad
            high += pad
        }
        // A span beyond the doubles (±1e308 data) has no nice step: the ends alone.
        guard (high - low).isFinite else { return [low, high] }
        let (m, e) = step(for: (high - low) / Double(max(1, target)))
        let unit = value(1, m, e)
        guard let first = Self.index((low / unit).rounded(.down)), let last = Self.index((high / unit).rounded(.up)),
            last - first <= 1000
        else { return [low, high] }
        return (first...max(first + 1, last)).map { value($0, m, e) }
    }

    /// `x` as an `Int64` tick index when it is one exactly (|x| ≤ 2⁵³), else `nil`.
    static func index(_ x: Double) -> Int64? {
        x.isFinite && abs(x) <= 9_007_199_254_740_992 ? Int64(x) : nil
    }

    /// Ticks strictly inside [lo, hi] at a nice step, for a legend whose ends are labelled apart.
    static func inside(_ lo: Double, _ hi: Double, target: Int = 4) -> [Double] {
        guard hi > lo, (hi - lo).isFinite else { return [] }
        let (m, e) = step(for: (hi - lo) / Double(max(1, target)))
        let unit = value(1, m, e)
        guard let first = index((lo / unit).rounded(.up)), let last = index((hi / unit).rounded(.down)),
            first <= last, last - first <= 1000
        else { return [] }
        return (first...last).map { value($0, m, e) }.filter { $0 > lo && $0 < hi }
    }

    /// The nice step ≥ `raw` as (m, e) with step = m·10ᵉ.
    static func step(for raw: Double) -> (Int64, Int) {
        guard raw.isFinite, raw > 0 else { return (1, 0) }
        let e = Int(Elementary.log10(raw).rounded(.down))
        let norm = raw / Elementary.pow(10, Double(e))
        for m: Int64 in [1, 2, 5] where norm <= Double(m) + 1e-9 { return (m, e) }
        return (1, e + 1)
    }

    /// k·m·10ᵉ, the division by an exact power of ten keeping it the nearest double to the decimal.
    static func value(_ k: Int64, _ m: Int64, _ e: Int) -> Double {
        let km = Double(k.multipliedReportingOverflow(by: m).overflow ? Int64.max : k * m)
        return e >= 0 ? km * Elementary.pow(10, Double(e)) : km / Elementary.pow(10, Double(-e))
    }

    /// A label for `value`: `NumberFormat.shortest` of the value rounded to 4
    /// significant digits (ticks are already short; data extremes stay readable).
    static func label(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return NumberFormat.shortest(value) }
        let digits = 4 - 1 - Int(Elementary.log10(abs(value)).rounded(.down))
        if digits >= 0 {
            let scale = Elementary.pow(10, Double(min(digits, 300)))
            return NumberFormat.shortest((value * scale).rounded() / scale)
        }
        let scale = Elementary.pow(10, Double(-digits))
        return NumberFormat.shortest((value / scale).rounded() * scale)
    }
}
