import ScrollPhysics

/// The gates of one `tunelab compare`: per metric, a relative tolerance (`--tolerance
/// METRIC=REL`, 0.05 = 5 % of the base's magnitude) and an absolute one (`--abs METRIC=X`, in
/// the metric's unit). A metric not named has both 0. Naming a metric gates it: it must be in
/// both files, or the comparison fails.
public struct CompareTolerances: Sendable, Equatable {
    public var relative: [(metric: Metric, value: Double)] = []
    public var absolute: [(metric: Metric, value: Double)] = []

    public init(relative: [(metric: Metric, value: Double)] = [], absolute: [(metric: Metric, value: Double)] = []) {
        self.relative = relative
        self.absolute = absolute
    }

    /// The relative tolerance of `metric` (the last given), 0 when none.
    public func relative(_ metric: Metric) -> Double { relative.last { $0.metric == metric }?.value ?? 0 }
    /// The absolute tolerance of `metric` (the last given), 0 when none.
    public func absolute(_ metric: Metric) -> Double { absolute.last { $0.metric == metric }?.value ?? 0 }

    /// Metrics named by either option, in first-named order.
    public var gated: [Metric] {
        var out: [Metric] = []
        for m in relative.map(\.metric) + absolute.map(\.metric) where !out.contains(m) { out.append(m) }
        return out
    }

    public static func == (a: CompareTolerances, b: CompareTolerances) -> Bool {
        a.relative.map(\.metric) == b.relative.map(\.metric) && a.relative.map(\.value) == b.relative.map(\.value)
            && a.absolute.map(\.metric) == b.absolute.map(\.metric) && a.absolute.map(\.value) == b.absolute.map(\.value)
    }
}
