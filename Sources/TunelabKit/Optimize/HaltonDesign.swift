import ScrollPhysics

/// A space-filling design of the unit box [0, 1]ⁿ: the Halton points k = 1 … count (coordinate i
/// the radical inverse of k in the i-th prime base: 2, 3, 5, 7, …), each coordinate shifted by
/// its own uniform draw modulo 1 (a Cranley–Patterson rotation), the n draws from
/// `SplitMix64(seed)` in coordinate order. The points of a seed are fixed; another seed rotates them.
public struct HaltonDesign: Sendable, Equatable {
    /// The points, in order.
    public let points: [[Double]]

    public init(dimension n: Int, count: Int, seed: UInt64) {
        precondition(n >= 1 && count >= 0, "HaltonDesign: dimension \(n), count \(count)")
        var random = SplitMix64(seed: seed)
        let shift = (0..<n).map { _ in random.nextUnitInterval() }
        let bases = Self.primes(n)
        points = (0..<count).map { k in
            (0..<n).map { i in
                let u = Self.radicalInverse(k + 1, base: bases[i]) + shift[i]
                return u >= 1 ? u - 1 : u
            }
        }
    }

    /// The first `count` primes.
    static func primes(_ count: Int) -> [Int] {
        var primes: [Int] = []
        var k = 2
        while primes.count < count {
            if primes.allSatisfy({ k % $0 != 0 }) { primes.append(k) }
            k += 1
        }
        return primes
    }

    /// The radical inverse of `index` in `base`: its base-b digits mirrored about the point,
    /// e.g. 6 = 110₂ → 0.011₂ = 0.375.
    static func radicalInverse(_ index: Int, base: Int) -> Double {
        var i = index, scale = 1.0, sum = 0.0
        while i > 0 {
            scale /= Double(base)
            sum += scale * Double(i % base)
            i /= base
        }
        return sum
    }
}
