import ScrollPhysics

/// Times whole sweep points (every case's frames, layout metrics, case folding) of a shipped
/// grid through `PointEvaluator`, as one sweep worker runs them: points 0, 1, 2, … in order
/// (wrapping), so trajectories are reused as a real sweep reuses them.
struct SweepPointBench {
    /// The grids tried, in order, relative to the current directory.
    static let gridFiles = ["experiments/card-rhythm.json", "experiments/bench/sweep-reference.json"]

    let file: String
    let grid: Grid
    private let evaluator: PointEvaluator
    private var point = 0
    /// Simulated time of one point: the sum over cases of the frames' span (µs).
    let interval: Double

    /// The first of `gridFiles` that exists; `nil` when none does. A grid that exists but is
    /// bad is an input error.
    init?(fileExists: (String) -> Bool) throws(InputError) {
        guard let file = Self.gridFiles.first(where: fileExists) else { return nil }
        self.file = file
        grid = try GridDecoder.load(file)
        evaluator = try PointEvaluator(grid: grid)
        interval = Self.pointInterval(grid, evaluator)
    }

    /// The simulated time of one point of `grid`: the sum over cases of point 0's frame span (µs).
    static func pointInterval(_ grid: Grid, _ evaluator: PointEvaluator) -> Double {
        var span = 0.0
        for c in grid.cases.indices {
            if case .success(let scenario) = evaluator.scenario(point: 0, caseIndex: c) {
                span += Double(max(scenario.clock.lastFrame, 1)) / Double(scenario.clock.frameRate)
            }
        }
        return max(span, 1e-6) * 1_000_000
    }

    /// Times `samples.count` points (µs each), folding their metric values into `checksum`.
    mutating func run(into samples: inout [Double], checksum: inout BenchChecksum) {
        for s in samples.indices {
            let start = BenchClock.now()
            let (values, status) = evaluator.evaluate(point: point)
            let end = BenchClock.now()
            samples[s] = BenchClock.microseconds(from: start, to: end)
            for value in values { checksum.fold(value ?? -1) }
            checksum.fold(UInt64(status.utf8.count))
            point = (point + 1) % grid.pointCount
        }
    }
}
