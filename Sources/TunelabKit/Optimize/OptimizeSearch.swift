import ScrollPhysics

/// The optimizer's state between generations (docs/optimize.md#the-algorithm), over the unit box
/// of `SearchSpace`, in four phases of the budget of `evaluations`:
///
/// 1. **Design**: the first generation is a space-filling design of D = max(n + 1, ⌊0.2·budget⌉)
///    points (at most the budget): `HaltonDesign` seeded with `seed ^ 0x6A09_E667_F3BC_C908`.
/// 2. **CMA-ES with IPOP restarts** (`CMAESRestarts`): the first run starts at the design's best
///    point with σ₀ = 0.6·D^(−1/n) (about the design's spacing); each restart (λ doubled,
///    σ₀ = 0.3) at the design's next-best point not yet used, then at uniform draws.
/// 3. **Compass**: once half the budget has been told — later if need be, so that at most 24 polls
///    (48n evaluations) fit before 80 % — a `CompassSearch` around the best point so far, from
///    step h = 0.4 (a generation a poll), until h < 0.002 or 80 % of the budget has been told.
/// 4. **Refine**: then runs of the default λ around the best point so far with σ₀ = 0.02, each
///    restarted there (another seed) when it stalls.
///
/// Deterministic given the seed, the budget and the keys it is told, which is what `--resume`
/// relies on: it replays the committed rows' keys.
///
/// One ranked metric: CMA-ES is told the values (an infeasible point's is +∞), so its TolFun
/// restart test applies. Several: the first metric drives the search and ties are broken by
/// the next, i.e. CMA-ES is told the lexicographic ranking of the generation; the design's
/// points and the best point so far are ranked in that order too (ties to the earlier evaluation).
///
/// Besides CMA-ES's own stall tests (made for converging to 10⁻¹², which a budget of a few
/// hundred simulations never reaches), a run that has not improved its best point for
/// 10 + ⌈30n/λ⌉ generations (the window of TolFun) has stagnated — on a rugged landscape it
/// wanders between local minima — and restarts.
///
/// NSGA-II (`--algorithm nsga2`, or `auto` with `"pareto": true`): the ranked metrics are its
/// objectives (a failed point or an empty cell: infeasible), over the same unit box, N points a
/// generation (`populationSize(evaluations:)`).
struct OptimizeSearch {
    /// The restarts' σ₀ (a fraction of the box), the design's share of the budget, the first run's
    /// σ₀ as a multiple of D^(−1/n), the refine phase's share of the budget and its σ₀.
    static let restartSigma = 0.3
    static let designFraction = 0.2
    static let designSigmaFactor = 0.6
    static let refineFraction = 0.2
    static let refineSigma = 0.02
    /// The compass phase: the share of the budget told before it, its most polls before the refine
    /// phase, its first step and the step below which it ends.
    static let compassStart = 0.5
    static let compassPolls = 24
    static let compassStep = 0.4
    static let compassMinStep = 0.002

    private(set) var cmaes: CMAESRestarts
    /// Set when NSGA-II searches instead of CMA-ES.
    private(set) var nsga2: NSGA2?
    /// Generations asked so far (over every restart).
    private(set) var generation = 0
    /// The design's points until its generation has been told, then nil.
    private(set) var design: [[Double]]?
    /// The compass search while its phase runs.
    private(set) var compass: CompassSearch?
    /// Whether the refine phase has begun (the compass phase is then over, or skipped).
    private(set) var refining = false
    /// The best point told so far (search coordinates, projected onto the box), its key and
    /// evaluation (from 0).
    private(set) var best: (point: [Double], key: [Double?], evaluation: Int)?
    private let rankedMetrics: Int
    private let seed: UInt64
    private let evaluations: Int
    /// The last `ask()`'s candidates, and how many evaluations have been told.
    private var asked: [[Double]] = []
    private var told = 0
    /// The current run's best key, and the generations since it last improved.
    private var runBest: [Double?]?
    private var sinceImprovement = 0

    /// NSGA-II's N for a budget: 100 (Deb et al. 2002), or a tenth of the budget when that is
    /// fewer (even, at least 8), so a small budget still sees ten generations.
    static func populationSize(evaluations: Int) -> Int {
        min(100, max(8, evaluations / 10 / 2 * 2))
    }

    /// The design's size D for a budget and dimension n: max(n + 1, ⌊0.2·budget⌉), at most the budget.
    static func designSize(evaluations: Int, dimension n: Int) -> Int {
        min(evaluations, max(n + 1, Int((designFraction * Double(evaluations)).rounded())))
    }

    /// A search of `evaluations` points; `nsga2`: NSGA-II with that population instead of CMA-ES.
    init(dimension: Int, seed: UInt64, rankedMetrics: Int, evaluations: Int, nsga2 populationSize: Int? = nil) {
        let lower = [Double](repeating: 0, count: dimension), upper = [Double](repeating: 1, count: dimension)
        nsga2 = populationSize.map { NSGA2(lower: lower, upper: upper, populationSize: $0, seed: seed) }
        cmaes = CMAESRestarts(lower: lower, upper: upper, sigmaFraction: Self.restartSigma, seed: seed)
        if nsga2 == nil {
            design =
                HaltonDesign(
                    dimension: dimension, count: Self.designSize(evaluations: evaluations, dimension: dimension),
                    seed: seed ^ 0x6A09_E667_F3BC_C908
                ).points
        }
        self.rankedMetrics = rankedMetrics
        self.seed = seed
        self.evaluations = evaluations
    }

    /// The next generation's candidates (search coordinates).
    mutating func ask() -> [[Double]] {
        generation += 1
        if nsga2 != nil { return nsga2!.ask() }
        if let compass, let centre = best?.point {
            asked = compass.polls(around: centre)
        } else {
            asked = design ?? cmaes.ask()
        }
        return asked
    }

    /// Tells the search the keys (`OptimizeObjective.key`) of the last `ask()`'s candidates.
    mutating func tell(_ keys: [[Double?]]) {
        if nsga2 != nil {
            nsga2!.tell(keys.map { key in key.contains(where: { $0 == nil }) ? nil : key.map { $0! } })
            return
        }
        let ranking = OptimizeObjective.ranking(keys)
        if let first = ranking.first, keys[first].first.map({ $0 != nil }) == true,
            best.map({ OptimizeObjective.precedes(keys[first], told + first, $0.key, $0.evaluation) }) ?? true
        {
            best = (asked[first].map { min(max($0, 0), 1) }, keys[first], told + first)
        }
        told += keys.count
        let refineStart = (1 - Self.refineFraction) * Double(evaluations)
        if compass != nil {
            compass!.tell(improved: best.map { $0.evaluation >= told - keys.count } ?? false)
            if compass!.step < Self.compassMinStep || Double(told) >= refineStart {
                compass = nil
                beginRefining()
            }
            return
        }
        if let points = design {
            design = nil
            let n = Double(cmaes.lower.count)
            cmaes = CMAESRestarts(
                lower: cmaes.lower, upper: cmaes.upper, mean: points[ranking[0]], sigmaFraction: Self.restartSigma,
                firstSigmaFraction: Self.designSigmaFactor * Elementary.pow(Double(points.count), -1 / n), seed: seed)
            cmaes.restartMeans = ranking.dropFirst().map { points[$0] }
            return
        }
        let restarts = cmaes.restarts
        if rankedMetrics == 1 {
            cmaes.tell(keys.map { $0[0] ?? .infinity })
        } else {
            cmaes.tell(ranking: ranking)
        }
        if !refining, Double(told) >= refineStart {
            beginRefining()
            return
        }
        if !refining, best != nil, Double(told) >= compassStart(refineStart: refineStart) {
            compass = CompassSearch(step: Self.compassStep)
            return
        }
        guard cmaes.restarts == restarts else {  // CMA-ES restarted by itself
            if refining { refine() }
            runBest = nil
            sinceImprovement = 0
            return
        }
        if let first = ranking.first.map({ keys[$0] }), first.first.map({ $0 != nil }) == true,
            runBest.map({ OptimizeObjective.precedes(first, 1, $0, 0) }) ?? true  // strictly better
        {
            runBest = first
            sinceImprovement = 0
        } else {
            sinceImprovement += 1
        }
        let p = cmaes.run.parameters
        if sinceImprovement >= 10 + (30 * p.dimension + p.populationSize - 1) / p.populationSize {
            if refining { refine() } else { cmaes.restart() }
            runBest = nil
            sinceImprovement = 0
        }
    }

    /// When the compass phase starts (evaluations told): max(½·budget, refineStart − 24·2n).
    private func compassStart(refineStart: Double) -> Double {
        max(Self.compassStart * Double(evaluations), refineStart - Double(Self.compassPolls * 2 * cmaes.lower.count))
    }

    /// The refine phase's start: its first run.
    private mutating func beginRefining() {
        refining = true
        refine()
    }

    /// A refine run: the default λ around the best point so far (a uniform draw if none is
    /// feasible) with σ₀ = `refineSigma`.
    private mutating func refine() {
        cmaes.restart(mean: best?.point, sigma: Self.refineSigma)
        runBest = nil
        sinceImprovement = 0
    }
}
