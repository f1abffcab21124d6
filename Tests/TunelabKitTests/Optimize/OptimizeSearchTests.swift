import Testing

@testable import TunelabKit

/// `OptimizeSearch`: a design first, then CMA-ES from its best point (IPOP restarts at its next
/// points), then a compass search and the refine phase around the best point; a run whose best
/// point stops improving restarts after 10 + ⌈30n/λ⌉ generations; one that keeps improving does not.
@Suite struct OptimizeSearchTests {
    /// Generations told `value(generation, candidate)` until the first restart (nil: none in `limit`).
    static func firstRestart(dimension: Int, limit: Int, value: (Int, Int) -> Double) -> Int? {
        var search = OptimizeSearch(dimension: dimension, seed: 7, rankedMetrics: 1, evaluations: 1_000_000)
        for g in 1...limit {
            let candidates = search.ask()
            search.tell(candidates.indices.map { [value(g, $0)] })
            if search.cmaes.restarts > 0 { return g }
        }
        return nil
    }

    @Test func aRunThatStopsImprovingRestartsAfterTheWindow() {
        // Generation 1 is the design; n = 4, λ = 8: 10 + ⌈120/8⌉ = 25 generations without a better
        // best after generation 2, the first run's first.
        #expect(Self.firstRestart(dimension: 4, limit: 100) { g, k in g == 2 ? 1 : 2 + Double(k) } == 27)
        #expect(Self.firstRestart(dimension: 4, limit: 60) { g, k in 100 - Double(g) + Double(k) } == nil, "improving: no restart")
    }

    @Test func theDesignSize() {
        #expect(OptimizeSearch.designSize(evaluations: 280, dimension: 4) == 56)
        #expect(OptimizeSearch.designSize(evaluations: 56, dimension: 4) == 11)
        #expect(OptimizeSearch.designSize(evaluations: 12, dimension: 4) == 5, "at least n + 1")
        #expect(OptimizeSearch.designSize(evaluations: 3, dimension: 4) == 3, "at most the budget")
    }

    /// The design is the first generation; the first run starts at its best point with
    /// σ₀ = 0.6·D^(−1/n), and the restarts' means are its other points, best first.
    @Test func theFirstRunStartsAtTheDesignsBestPoint() {
        var search = OptimizeSearch(dimension: 2, seed: 5, rankedMetrics: 1, evaluations: 100)
        let design = search.ask()
        #expect(design == HaltonDesign(dimension: 2, count: 20, seed: 5 ^ 0x6A09_E667_F3BC_C908).points)
        let values = design.map { ($0[0] - 0.3) * ($0[0] - 0.3) + ($0[1] - 0.6) * ($0[1] - 0.6) }
        search.tell(values.map { [$0] })
        let order = values.indices.sorted { values[$0] < values[$1] }
        #expect(search.cmaes.run.mean == design[order[0]])
        #expect(abs(search.cmaes.run.sigma - 0.6 / 20.0.squareRoot()) < 1e-12)
        #expect(search.cmaes.restartMeans == order.dropFirst().map { design[$0] })
        #expect(search.cmaes.restarts == 0 && search.best?.evaluation == order[0])
    }

    /// Once half the budget has been told, the polls of a compass search from h = 0.4 around the best
    /// point: n = 2, 100 evaluations, a design of 20 and λ = 6, so the compass phase starts after
    /// the fifth CMA-ES generation (50 told); a poll without a better point halves h, one with
    /// it moves the polls there.
    @Test func theCompassPhasePollsAroundTheBestPoint() {
        var search = OptimizeSearch(dimension: 2, seed: 5, rankedMetrics: 1, evaluations: 100)
        func f(_ u: [Double]) -> Double { (u[0] - 0.3) * (u[0] - 0.3) + (u[1] - 0.6) * (u[1] - 0.6) }
        var told = 0
        while told < 50 {
            #expect(search.compass == nil)
            let candidates = search.ask()
            search.tell(candidates.map { [f($0)] })
            told += candidates.count
        }
        #expect(told == 50 && search.compass?.step == 0.4 && !search.refining)
        let centre = search.best!.point
        var polls = search.ask()
        #expect(polls == CompassSearch(step: 0.4).polls(around: centre))
        search.tell(polls.map { _ in [10] })
        #expect(search.compass?.step == 0.2 && search.best!.point == centre, "no better point: h halved")
        polls = search.ask()
        #expect(polls == CompassSearch(step: 0.2).polls(around: centre))
        search.tell(polls.indices.map { [$0 == 1 ? -1 : 10] })
        #expect(search.best!.point == polls[1] && search.compass?.step == 0.2, "a better point: h kept")
        #expect(search.ask() == CompassSearch(step: 0.2).polls(around: polls[1]))
    }

    /// Once 80 % of the budget has been told (or the compass phase has ended), the run restarts
    /// around the best point so far with σ₀ = 0.02; the proposals are the same bit for bit for the same seed and values.
    @Test func theRefinePhaseAndDeterminism() {
        func run(seed: UInt64) -> (candidates: [[[Double]]], search: OptimizeSearch) {
            var search = OptimizeSearch(dimension: 3, seed: seed, rankedMetrics: 1, evaluations: 200)
            var all: [[[Double]]] = []
            var done = 0
            while done < 200 {
                let candidates = search.ask()
                all.append(candidates)
                done += candidates.count
                if done <= 200 {
                    search.tell(candidates.map { u in [u.reduce(0) { $0 + ($1 - 0.4) * ($1 - 0.4) }] })
                }
                if !search.refining { #expect(done < 160 + 8, "refining from 160 told") }
            }
            return (all, search)
        }
        let a = run(seed: 9), b = run(seed: 9), c = run(seed: 10)
        #expect(a.candidates == b.candidates)
        #expect(a.candidates != c.candidates)
        #expect(a.search.refining)
        #expect(a.candidates[0].count == 40, "the design: 20 % of 200")
        let refine = a.candidates.firstIndex { gen in gen.allSatisfy { u in u.allSatisfy { abs($0 - 0.4) < 0.1 } } }
        #expect(refine != nil, "the refine phase samples close to the optimum")
    }
}
