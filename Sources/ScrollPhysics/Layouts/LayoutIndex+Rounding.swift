extension LayoutIndex {
    /// `roundedIndex(x)` — x rounded with halves away from zero, clamped to ±2⁵², NaN → 0 —
    /// without a libm call (baseline x86-64 has no rounding instruction, so `rounded(_:)`
    /// calls `round`): i = ⌊|x|⌋ by truncation, plus 1 when |x| − i ≥ ½ (exact: the
    /// fraction of a double is representable), then the sign of x. For per-frame use.
    @inlinable @inline(__always) public static func nearestIndex(_ x: Double) -> Int {
        let clamped = clampedForIndex(x)
        let magnitude = abs(clamped)
        let truncated = Int(magnitude)
        // Select, not branch: the fraction and the sign vary unpredictably frame to frame.
        let i = truncated &+ (magnitude - Double(truncated) >= 0.5 ? 1 : 0)
        return clamped < 0 ? 0 &- i : i
    }
}
