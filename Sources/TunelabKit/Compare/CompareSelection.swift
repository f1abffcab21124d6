import ScrollPhysics

/// Which metrics one `tunelab compare` looks at: `--metric NAME` (repeatable) keeps only the
/// named ones, `--skip-metric NAME` (repeatable) drops the named ones. A metric kept by
/// `--metric` is gated like one named by `--tolerance`: it must be in both files.
public struct CompareSelection: Sendable, Equatable {
    /// The `--metric` names, in first-named order; empty = every metric.
    public var only: [Metric] = []
    /// The `--skip-metric` names.
    public var skipped: [Metric] = []

    public init(only: [Metric] = [], skipped: [Metric] = []) {
        self.only = only
        self.skipped = skipped
    }

    /// Whether `metric` is compared.
    public func includes(_ metric: Metric) -> Bool {
        (only.isEmpty || only.contains(metric)) && !skipped.contains(metric)
    }
}
