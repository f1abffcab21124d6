import ScrollPhysics
import Testing

@testable import TunelabKit

/// `HaltonDesign`: the Halton points in the prime bases, rotated by one seeded shift a coordinate.
@Suite struct HaltonDesignTests {
    @Test func radicalInversesAndPrimesByHand() {
        #expect(HaltonDesign.primes(6) == [2, 3, 5, 7, 11, 13])
        #expect(HaltonDesign.radicalInverse(1, base: 2) == 0.5)
        #expect(HaltonDesign.radicalInverse(6, base: 2) == 0.375, "110₂ → 0.011₂")
        #expect(abs(HaltonDesign.radicalInverse(5, base: 3) - 7.0 / 9) < 1e-15, "12₃ → 0.21₃ = 2/3 + 1/9")
        #expect(abs(HaltonDesign.radicalInverse(7, base: 5) - 11.0 / 25) < 1e-15, "12₅ → 0.21₅ = 2/5 + 1/25")
    }

    /// Points 1 … 4 in 2-D, by hand: (1/2, 1/3), (1/4, 2/3), (3/4, 1/9), (1/8, 4/9), each
    /// coordinate shifted by the seed's draws, modulo 1.
    @Test func theFirstPointsOfASeedByHand() {
        var random = SplitMix64(seed: 42)
        let s = [random.nextUnitInterval(), random.nextUnitInterval()]
        let points = HaltonDesign(dimension: 2, count: 4, seed: 42).points
        let halton: [[Double]] = [[1.0 / 2, 1.0 / 3], [1.0 / 4, 2.0 / 3], [3.0 / 4, 1.0 / 9], [1.0 / 8, 4.0 / 9]]
        #expect(points.count == 4)
        for (p, h) in zip(points, halton) {
            for i in 0..<2 {
                let expected = (h[i] + s[i]).truncatingRemainder(dividingBy: 1)
                #expect(abs(p[i] - expected) < 1e-15, "\(p) against \(h) shifted by \(s)")
            }
        }
    }

    @Test func theSameSeedGivesTheSamePointsInTheBox() {
        let a = HaltonDesign(dimension: 7, count: 56, seed: 3)
        #expect(a == HaltonDesign(dimension: 7, count: 56, seed: 3))
        #expect(a != HaltonDesign(dimension: 7, count: 56, seed: 4))
        #expect(a.points.allSatisfy { $0.count == 7 && $0.allSatisfy { $0 >= 0 && $0 < 1 } })
        #expect(Set(a.points.map { $0[0] }).count == 56, "no two points share a coordinate")
    }
}
