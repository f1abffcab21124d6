import ScrollPhysics

/// CMA-ES with IPOP restarts (Auger & Hansen, "A Restart CMA Evolution Strategy With Increasing
/// Population Size", CEC 2005): when a run stalls (`CMAES.stalled`), a new run starts with
/// λ doubled, its mean drawn uniformly in the box [lower, upper] and σ₀ = `sigmaFraction`·(upper − lower)
/// averaged over the keys. Run r uses the seed `seed` + r·0x9E37_79B9_7F4A_7C15; a restart's mean is
/// the first of `restartMeans` left (a caller's own starts, e.g. a design's best points), else
/// drawn from its own `SplitMix64(seed ^ 0xD1B5_4A32_D192_ED03)`.
public struct CMAESRestarts: Sendable {
    public let lower: [Double]
    public let upper: [Double]
    public let seed: UInt64
    /// The current run.
    public private(set) var run: CMAES
    /// Restarts so far (0 during the first run).
    public private(set) var restarts = 0
    /// The means of the next restarts, taken first to last before any uniform draw.
    public var restartMeans: [[Double]] = []
    private let sigma0: Double
    private var starts: SplitMix64

    /// The first run starts at `mean` (nil: the box's centre) with σ₀ = `firstSigmaFraction`
    /// (nil: `sigmaFraction`) of the box.
    public init(
        lower: [Double], upper: [Double], mean: [Double]? = nil, sigmaFraction: Double = 0.3, firstSigmaFraction: Double? = nil,
        populationSize: Int? = nil, seed: UInt64
    ) {
        precondition(lower.count == upper.count && !lower.isEmpty, "CMAESRestarts: bounds of \(lower.count) and \(upper.count) keys")
        self.lower = lower; self.upper = upper; self.seed = seed
        var width = 0.0
        for i in lower.indices { width += upper[i] - lower[i] }
        sigma0 = sigmaFraction * width / Double(lower.count)
        starts = SplitMix64(seed: seed ^ 0xD1B5_4A32_D192_ED03)
        let centre = lower.indices.map { (lower[$0] + upper[$0]) / 2 }
        let firstSigma = firstSigmaFraction.map { $0 * width / Double(lower.count) } ?? sigma0
        run = CMAES(mean: mean ?? centre, sigma: firstSigma, populationSize: populationSize, seed: seed)
    }

    /// The current run's next generation.
    public mutating func ask() -> [[Double]] { run.ask() }

    /// Tells the current run its values; restarts with λ doubled when it has stalled.
    public mutating func tell(_ values: [Double]) {
        run.tell(values)
        if run.stalled() { restart() }
    }

    /// Tells the current run its ranking (best first); restarts when it has stalled.
    public mutating func tell(ranking: [Int]) {
        run.tell(ranking: ranking)
        if run.stalled() { restart() }
    }

    /// Ends the current run and starts one at `mean` (nil: a uniform draw in the box) with step size
    /// `sigma` and the default population: a caller's own local restart (`OptimizeSearch`'s refine
    /// phase). Seeded as an IPOP restart is; the next IPOP restart doubles this run's λ.
    public mutating func restart(mean: [Double]?, sigma: Double) {
        start(mean: mean ?? uniformMean(), sigma: sigma, populationSize: nil)
    }

    /// The next run, seeded by the restart count.
    private mutating func start(mean: [Double], sigma: Double, populationSize: Int?) {
        restarts += 1
        run = CMAES(mean: mean, sigma: sigma, populationSize: populationSize, seed: seed &+ UInt64(restarts) &* 0x9E37_79B9_7F4A_7C15)
    }

    private mutating func uniformMean() -> [Double] {
        lower.indices.map { lower[$0] + starts.nextUnitInterval() * (upper[$0] - lower[$0]) }
    }

    /// Ends the current run and starts the next (λ doubled), as a stall does: for a caller's own
    /// restart rule (`OptimizeSearch`'s stagnation on a budget).
    public mutating func restart() {
        let mean = restartMeans.isEmpty ? uniformMean() : restartMeans.removeFirst()
        start(mean: mean, sigma: sigma0, populationSize: run.parameters.populationSize * 2)
    }
}
