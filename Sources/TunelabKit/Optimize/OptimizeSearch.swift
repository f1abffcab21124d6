/// The optimizer's state between generations (docs/optimize.md#the-algorithm): CMA-ES with
/// IPOP restarts (`CMAESRestarts`) over the unit box of `SearchSpace`, started at the box's
/// centre with σ₀ = 0.3. Deterministic given the seed and the keys it is told, which is what
/// `--resume` relies on: it replays the committed rows' keys.
///
/// One ranked metric: CMA-ES is told the values (an infeasible point's is +∞), so its TolFun
/// restart test applies. Several: the first metric drives the search and ties are broken by
/// the next, i.e. CMA-ES is told the lexicographic ranking of the generation.
struct OptimizeSearch {
    private(set) var cmaes: CMAESRestarts
    /// Generations asked so far (over every restart).
    private(set) var generation = 0
    private let rankedMetrics: Int

    init(dimension: Int, seed: UInt64, rankedMetrics: Int) {
        cmaes = CMAESRestarts(
            lower: Array(repeating: 0, count: dimension), upper: Array(repeating: 1, count: dimension), sigmaFraction: 0.3,
            seed: seed)
        self.rankedMetrics = rankedMetrics
    }

    /// The next generation's candidates (search coordinates).
    mutating func ask() -> [[Double]] {
        generation += 1
        return cmaes.ask()
    }

    /// Tells the search the keys (`OptimizeObjective.key`) of the last `ask()`'s candidates.
    mutating func tell(_ keys: [[Double?]]) {
        if rankedMetrics == 1 {
            cmaes.tell(keys.map { $0[0] ?? .infinity })
        } else {
            cmaes.tell(ranking: OptimizeObjective.ranking(keys))
        }
    }
}
