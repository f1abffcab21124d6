/// SplitMix64 (Steele, Lea & Flood 2014; the seeding generator of xoshiro):
/// a tiny, fast, fully specified 64-bit generator, so touch noise and dropped
/// frames are the same on every platform for a given seed.
public struct SplitMix64: Sendable, Equatable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in (0, 1]: ((bits >> 11) + 1) · 2⁻⁵³, never 0 so its log is finite.
    public mutating func nextUnitInterval() -> Double {
        Double((next() >> 11) + 1) * 0x1p-53
    }

    /// A standard normal deviate by Box–Muller, using the cosine branch only:
    /// √(−2·ln u₁)·cos(2π·u₂), u₁, u₂ uniform in (0, 1].
    public mutating func nextGaussian() -> Double {
        let u1 = nextUnitInterval()
        let u2 = nextUnitInterval()
        return (-2 * Elementary.log(u1)).squareRoot() * Elementary.cos(2 * Double.pi * u2)
    }
}
