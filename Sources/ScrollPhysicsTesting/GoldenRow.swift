/// One metric of a golden comparison: the two cells as the files print them and the verdict.
public struct GoldenRow: Sendable, Equatable {
    /// The column name (a metric name, `jitter_rms_pt`).
    public let metric: String
    /// The golden file's cell; `nil` when the golden file has no such column, `""` when empty.
    public let golden: String?
    /// The actual run's cell; `nil` when the run has no such column, `""` when empty.
    public let actual: String?
    /// The tolerance applied.
    public let tolerance: GoldenTolerance
    /// Whether the actual cell is within `tolerance` of the golden one.
    public let passes: Bool

    public init(metric: String, golden: String?, actual: String?, tolerance: GoldenTolerance, passes: Bool) {
        self.metric = metric; self.golden = golden; self.actual = actual; self.tolerance = tolerance; self.passes = passes
    }

    /// actual − golden when both are numbers, else `nil`.
    public var delta: Double? {
        guard let g = golden.flatMap(Double.init), let a = actual.flatMap(Double.init) else { return nil }
        return a - g
    }
}
