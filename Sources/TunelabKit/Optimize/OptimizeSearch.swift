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
///
/// NSGA-II (`--algorithm nsga2`, or `auto` with `"pareto": true`): the ranked metrics are its
/// objectives (a failed point or an empty cell: infeasible), over the same unit box, N points a
/// generation (`populationSize(evaluations:)`).
struct OptimizeSearch {
    private(set) var cmaes: CMAESRestarts
    /// Set when NSGA-II searches instead of CMA-ES.
    private(set) var nsga2: NSGA2?
    /// Generations asked so far (over every restart).
    private(set) var generation = 0
    private let rankedMetrics: Int
    /// The current run's best key, and the generations since it last improved.
    private var runBest: [Double?]?
    private var sinceImprovement = 0

    /// NSGA-II's N for a budget: 100 (Deb et al. 2002), or a tenth of the budget when that is
    /// fewer (even, at least 8), so a small budget still sees ten generations.
    static func populationSize(evaluations: Int) -> Int {
        min(100, max(8, evaluations / 10 / 2 * 2))
    }

    /// `nsga2`: NSGA-II with that population instead of CMA-ES.
    init(dimension: Int, seed: UInt64, rankedMetrics: Int, nsga2 populationSize: Int? = nil) {
        nsga2 = populationSize.map {
            NSGA2(
                lower: Array(repeating: 0, count: dimension), upper: Array(repeating: 1, count: dimension),
                populationSize: $0, seed: seed)
        }
        cmaes = CMAESRestarts(
            lower: Array(repeating: 0, count: dimension), upper: Array(repeating: 1, count: dimension), sigmaFraction: 0.3,
            seed: seed)
        self.rankedMetrics = rankedMetrics
    }

    /// The next generation's candidates (search coordinates).
    mutating func ask() -> [[Double]] {
        generation += 1
        if nsga2 != nil { return nsga2!.ask() }
        return cmaes.ask()
    }

    /// Tells the search the keys (`OptimizeObjective.key`) of the last `ask()`'s candidates.
    mutating func tell(_ keys: [[Double?]]) {
        if nsga2 != nil {
            nsga2!.tell(keys.map { key in key.contains(where: { $0 == nil }) ? nil : key.map { $0! } })
            return
        }
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
