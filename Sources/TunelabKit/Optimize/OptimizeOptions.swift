/// What `tunelab optimize` was asked to do (docs/command-line.md#optimize).
public struct OptimizeOptions: Sendable, Equatable {
    /// `--algorithm`.
    public enum Algorithm: String, Sendable, CaseIterable {
        /// CMA-ES for `rank.by`, NSGA-II for a Pareto rank (`"pareto": true`).
        case auto
        case cmaes
        case nsga2
    }

    public var grid: String
    public var evaluations = 200
    public var seed: UInt64 = 1
    public var jobs: Int
    public var out: String?
    public var resume = false
    public var algorithm = Algorithm.auto
    public var quiet = false
    public var force = false

    /// How the report and the progress line name the algorithm that runs on `grid`.
    func algorithmTitle(for grid: Grid) -> String {
        resolvedAlgorithm(for: grid) == .nsga2 ? "NSGA-II" : "CMA-ES (IPOP restarts)"
    }

    /// The algorithm that runs on `grid`: `auto` resolved by its rank.
    func resolvedAlgorithm(for grid: Grid) -> Algorithm {
        algorithm == .auto ? (grid.paretoRank ? .nsga2 : .cmaes) : algorithm
    }

    public init(grid: String, jobs: Int) {
        self.grid = grid
        self.jobs = jobs
    }
}
