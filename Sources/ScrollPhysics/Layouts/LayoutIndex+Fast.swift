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

extension LayoutIndex {
    /// `dataIndex(i, count: n)` — ((i % n) + n) % n — without an integer division for
    /// |i| < 2⁴⁰ (a 64-bit `idiv` costs tens of cycles, once per frame): i itself when
    /// 0 ≤ i < n, else i − q·n with q = trunc(i·`reciprocal`) (within 1 of i/n there),
    /// brought into [0, n) by whole steps of n. `reciprocal` = 1/n, precomputed.
    @inlinable @inline(__always)
    public static func wrappedIndex(_ i: Int, count n: Int, reciprocal: Double) -> Int {
        if i >= 0 && i < n { return i }
        guard i > -(1 << 40) && i < 1 << 40 else { return dataIndex(i, count: n) }
        var r = i - Int(Double(i) * reciprocal) * n
        while r < 0 { r += n }
        while r >= n { r -= n }
        return r
    }
}
