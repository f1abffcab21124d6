import Testing

@testable import TunelabKit

/// `OptimizeSearch`: a run whose best point stops improving restarts (IPOP) after
/// 10 + ⌈30n/λ⌉ generations; one that keeps improving does not.
@Suite struct OptimizeSearchTests {
    /// Generations told `value(generation, candidate)` until the first restart (nil: none in `limit`).
    static func firstRestart(dimension: Int, limit: Int, value: (Int, Int) -> Double) -> Int? {
        var search = OptimizeSearch(dimension: dimension, seed: 7, rankedMetrics: 1)
        for g in 1...limit {
            let candidates = search.ask()
            search.tell(candidates.indices.map { [value(g, $0)] })
            if search.cmaes.restarts > 0 { return g }
        }
        return nil
    }

    @Test func aRunThatStopsImprovingRestartsAfterTheWindow() {
        // n = 4, λ = 8: 10 + ⌈120/8⌉ = 25 generations without a better best after generation 1.
        #expect(Self.firstRestart(dimension: 4, limit: 100) { g, k in g == 1 ? 1 : 2 + Double(k) } == 26)
        #expect(Self.firstRestart(dimension: 4, limit: 60) { g, k in 100 - Double(g) + Double(k) } == nil, "improving: no restart")
    }
}
