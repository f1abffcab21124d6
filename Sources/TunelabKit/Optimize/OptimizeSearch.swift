/// The optimizer's state between generations (docs/optimize.md#the-algorithm): CMA-ES with
/// IPOP restarts (`CMAESRestarts`) over the unit box of `SearchSpace`, started at the box's
/// centre with σ₀ = 0.3. Deterministic given the seed and the keys it is told, which is what
/// `--resume` relies on: it replays the committed rows' keys.
///
/// One ranked metric: CMA-ES is told the values (an infeasible point's is +∞), so its TolFun
/// restart test applies. Several: the first metric drives the search and ties are broken by
/// the next, i.e. CMA-ES is told the lexicographic ranking of the generation.
///
/// Besides CMA-ES's own stall tests (made for converging to 10⁻¹², which a budget of a few
/// hundred simulations never reaches), a run that has not improved its best point for
/// 10 + ⌈30n/λ⌉ generations (the window of TolFun) has stagnated — on a rugged landscape it
/// wanders between local minima — and restarts (IPOP: λ doubled, a new mean).
struct OptimizeSearch {
    private(set) var cmaes: CMAESRestarts
    /// Generations asked so far (over every restart).
    private(set) var generation = 0
    private let rankedMetrics: Int
    /// The current run's best key, and the generations since it last improved.
    private var runBest: [Double?]?
    private var sinceImprovement = 0

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
        let ranking = OptimizeObjective.ranking(keys)
        let restarts = cmaes.restarts
        if rankedMetrics == 1 {
            cmaes.tell(keys.map { $0[0] ?? .infinity })
        } else {
            cmaes.tell(ranking: ranking)
        }
        guard cmaes.restarts == restarts else {  // CMA-ES restarted by itself
            runBest = nil
            sinceImprovement = 0
            return
        }
        if let best = ranking.first.map({ keys[$0] }), best.first.map({ $0 != nil }) == true,
            runBest.map({ OptimizeObjective.precedes(best, 1, $0, 0) }) ?? true  // strictly better
        {
            runBest = best
            sinceImprovement = 0
        } else {
            sinceImprovement += 1
        }
        let p = cmaes.run.parameters
        if sinceImprovement >= 10 + (30 * p.dimension + p.populationSize - 1) / p.populationSize {
            cmaes.restart()
            runBest = nil
            sinceImprovement = 0
        }
    }
}
