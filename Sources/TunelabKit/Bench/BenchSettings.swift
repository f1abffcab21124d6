/// How much `tunelab bench` measures. Every workload is measured in `repeats` rounds; in each
/// round every workload runs once (warm-up first), so a burst of load lands on one repeat of
/// many workloads rather than on every repeat of one.
public struct BenchSettings: Sendable, Equatable {
    /// Repeats per workload; the verdict is the median over them (odd, so it is a repeat's value).
    public var repeats = 7
    /// Frames timed per repeat of a layout workload.
    public var layoutFrames = 150_000
    /// Frame batches timed per repeat of the physics tick.
    public var physicsFrames = 150_000
    /// Points timed per repeat of the sweep point.
    public var sweepPoints = 1500
    /// Batches (of `SweepBatchBench.batchSize` points) timed per repeat of the sweep batch.
    public var sweepBatches = 20
    /// Batches timed per repeat of the formula sweep batch (each some 100 ms).
    public var formulaSweepBatches = 2
    /// Batches timed per repeat of each span grid's batch (`<stem>_span_batch`, some 10–100 ms each).
    public var spanBatches = 2
    /// Untimed warm-up before the first repeat, as a fraction of one repeat's units.
    public var warmUp = 0.5
    /// Calibration units timed right before each repeat of each workload (some 5 ms), whose
    /// median is the repeat's yardstick for `_ratio` limits.
    public var calibrationUnits = 20_000

    public init() {}

    /// Units per repeat for `workload`.
    func units(for workload: BenchWorkload) -> Int {
        switch workload.subject {
        case .calibration, .layout, .scenarioFrame, .pluginLayout: layoutFrames
        case .physicsTick, .scenarioTick: physicsFrames
        case .sweepPoint: sweepPoints
        case .sweepBatch: sweepBatches
        case .formulaSweepBatch: formulaSweepBatches
        case .spanBatch: spanBatches
        }
    }
}
