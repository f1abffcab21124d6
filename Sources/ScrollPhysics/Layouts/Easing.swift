/// Easing curves used by the layouts.
public enum Easing {
    /// easeInOutCubic(u) = 4u³ for u < ½, else 1 − (2 − 2u)³/2; u ∈ [0, 1] ↦ [0, 1]
    /// (docs/layouts.md fade; seed 004's `easeInOut` with b = 0, c = 1, d = 1).
    @inlinable public static func easeInOutCubic(_ u: Double) -> Double {
        if u < 0.5 { return 4 * u * u * u }
        let v = 2 - 2 * u
        return 1 - v * v * v / 2
    }
}
