import ScrollPhysics

/// Times the reference sweep's points as a sweep worker evaluates them: consecutive batches of
/// `batchSize` points through `SweepRunner.rows` (the card-stack kernel: lanes of points that
/// share a window, identical lanes once), batches 0, 1, 2, … in order (wrapping). One sample
/// is one batch; its time is reported as is (divide by `batchSize` for µs per point). The
/// formula grid's batches (`formula_sweep_batch`) go through the formula kernel
/// (`FormulaKernel`: the compiled program for four points per lane vector).
struct SweepBatchBench {
    /// The grid, relative to the current directory.
    static let gridFile = "experiments/bench/sweep-reference.json"
    /// The formula card stack's grid (`formula_sweep_batch`), relative to the current directory.
    static let formulaGridFile = "experiments/bench/formula-sweep-2000.json"
    /// The span grids' stems (issue 46): `experiments/bench/<stem>-span.json`, each layout's
    /// keys over their documented ranges; timed as `<stem>_span_batch`.
    static let spanStems = ["cardstack", "flowstack", "parallax", "fade", "formula"]
    /// The span grid of `stem`, relative to the current directory.
    static func spanGridFile(_ stem: String) -> String { "experiments/bench/\(stem)-span.json" }
    /// Points per batch: a sweep's chunk when the kernel serves it (`SweepRunner.kernelChunkSize`).
    static let batchSize = 1024

    let file: String
    let grid: Grid
    private let evaluator: PointEvaluator
    private let cells: ResultsCells
    private var batch = 0
    /// Simulated time of one batch: its points' frames' span (µs).
    let interval: Double

    /// Whether each batch starts without the values earlier batches shared (`UnreadKeyMemo`):
    /// the span batches, so a unit costs what a sweep's first chunk does.
    let forgetsSharedValues: Bool

    /// nil when the grid file is missing; a grid that exists but is bad is an input error.
    init?(gridFile: String = Self.gridFile, forgetsSharedValues: Bool = false, fileExists: (String) -> Bool) throws(InputError) {
        guard fileExists(gridFile) else { return nil }
        file = gridFile
        self.forgetsSharedValues = forgetsSharedValues
        grid = try GridDecoder.load(gridFile)
        evaluator = try PointEvaluator(grid: grid)
        cells = ResultsCells(grid: grid)
        interval = SweepPointBench.pointInterval(grid, evaluator) * Double(Self.batchSize)
    }

    /// Times `samples.count` batches (µs each), folding their rows into `checksum`.
    mutating func run(into samples: inout [Double], checksum: inout BenchChecksum) {
        let batches = max(grid.pointCount / Self.batchSize, 1)
        for s in samples.indices {
            let start = batch * Self.batchSize
            let points = start..<min(start + Self.batchSize, grid.pointCount)
            if forgetsSharedValues { evaluator.forgetSharedValues() }
            let begin = BenchClock.now()
            let rows = SweepRunner.rows(evaluator, Array(points), cells: cells)
            let end = BenchClock.now()
            samples[s] = BenchClock.microseconds(from: begin, to: end)
            checksum.fold(UInt64(rows.bytes.count))
            batch = (batch + 1) % batches
        }
    }
}
