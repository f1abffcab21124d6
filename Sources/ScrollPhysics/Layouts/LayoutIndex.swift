/// Index arithmetic shared by the layouts (docs/conventions.md, docs/layouts.md).
public enum LayoutIndex {
    /// The data item a logical index shows: `((i % n) + n) % n` for a data count
    /// n ≥ 1 (docs/conventions.md); `i` itself when `n` is nil (unbounded data).
    @inlinable public static func dataIndex(_ i: Int, count n: Int?) -> Int {
        guard let n else { return i }
        // The same as ((i % n) + n) % n without its overflow for n near Int.max.
        let r = i % n
        return r < 0 ? r + n : r
    }

    /// `x` rounded to an `Int` with halves away from zero, clamped to ±2⁵² so that a
    /// huge or infinite offset can never trap the conversion.
    @inlinable public static func roundedIndex(_ x: Double) -> Int {
        Int(clampedForIndex(x.rounded(.toNearestOrAwayFromZero)))
    }

    /// ⌊x⌋ as an `Int`, clamped to ±2⁵².
    @inlinable public static func floorIndex(_ x: Double) -> Int {
        Int(clampedForIndex(x.rounded(.down)))
    }

    /// ⌈x⌉ as an `Int`, clamped to ±2⁵².
    @inlinable public static func ceilIndex(_ x: Double) -> Int {
        Int(clampedForIndex(x.rounded(.up)))
    }

    @usableFromInline static let indexLimit: Double = 4_503_599_627_370_496  // 2^52

    @inlinable static func clampedForIndex(_ x: Double) -> Double {
        if x.isNaN { return 0 }
        return min(max(x, -indexLimit), indexLimit)
    }

    /// The logical indices 0 ≤ i < `count` (any i ≥ 0 when `count` is nil) of a list
    /// whose item i spans [`leading` + i·`pitch` − `offset`, … + `length`) along the axis,
    /// that meet [0, `viewport`): i·pitch + leading − offset + length > 0 and
    /// i·pitch + leading − offset < viewport. Returns an empty range when none do.
    /// `pitch` > 0; 0 < `length` ≤ `pitch` keeps the range within ⌈(viewport + length)/pitch⌉ items.
    public static func visibleListRange(
        offset: Points, leading: Points, pitch: Points, length: Points,
        viewport: Points, count: Int?
    ) -> ClosedRange<Int>? {
        let lowCandidate = max(0, floorIndex((offset - leading - length) / pitch))
        var highCandidate = ceilIndex((offset - leading + viewport) / pitch)
        if let count { highCandidate = min(highCandidate, count - 1) }
        var lo = lowCandidate
        // Exact predicate, so rounding in the division above cannot add or lose an item.
        while lo <= highCandidate, Double(lo) * pitch + leading - offset + length <= 0 { lo += 1 }
        var hi = highCandidate
        while hi >= lo, Double(hi) * pitch + leading - offset >= viewport { hi -= 1 }
        return lo <= hi ? lo...hi : nil
    }

    /// Rows a list layout can need: ⌈(viewport + length)/pitch⌉ + 1.
    static func listCapacity(viewport: Points, pitch: Points, length: Points) -> Int {
        ceilIndex((viewport + length) / pitch) + 1
    }
}
