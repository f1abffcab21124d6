import ScrollPhysics

/// The fuzzer's random source: SplitMix64 seeded from (campaign seed, mutant index), so mutant i
/// of a seed is the same bytes on every machine and can be replayed alone.
struct FuzzRandom {
    private var generator: SplitMix64

    init(seed: UInt64, index: Int) {
        generator = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(index) &* 0xBF58_476D_1CE4_E5B9)
        _ = generator.next()
    }

    /// A uniform integer in 0 ..< n (n ≥ 1).
    mutating func below(_ n: Int) -> Int { Int(generator.next() % UInt64(max(n, 1))) }

    /// True with probability p.
    mutating func chance(_ p: Double) -> Bool { generator.nextUnitInterval() < p }

    /// A uniformly chosen element.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
