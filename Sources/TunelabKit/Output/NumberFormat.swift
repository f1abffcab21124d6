/// Locale-free number printing for every file the tool writes (docs/determinism.md).
///
/// A finite `Double` prints in the shortest form that parses back to the same
/// value (Swift's `description`), except that an integral value prints as an
/// integer (`16`, not `16.0`) while it is exactly representable as one.
/// Non-finite values print as the empty string: no CSV cell is ever `nan` or `inf`.
public enum NumberFormat {
    /// The shortest round-tripping decimal for `value`; `""` for NaN and ±infinity.
    public static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if printsAsInteger(value) {
            if value == 0 { return "0" }  // also folds -0 to 0
            return String(Int64(value))
        }
        return description(value)
    }

    /// `value.description` for a finite `value`, written by `ShortestText` (Ryū digits) rather
    /// than the standard library.
    static func description(_ value: Double) -> String {
        String(unsafeUninitializedCapacity: ShortestText.capacity) { ShortestText.write(value, to: $0.baseAddress!) }
    }

    /// Whether `shortest` prints finite `value` as an integer's digits (integral, |value| < 10¹⁵)
    /// rather than as `description`.
    @inline(__always)
    static func printsAsInteger(_ value: Double) -> Bool { abs(value) < 1e15 && Double(Int64(value)) == value }

    /// `shortest(value)` for a present value, `""` for `nil`.
    public static func shortest(_ value: Double?) -> String {
        guard let value else { return "" }
        return shortest(value)
    }
}
