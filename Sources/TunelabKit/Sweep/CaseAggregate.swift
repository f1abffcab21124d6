import ScrollPhysics

/// Folds one metric over a point's cases (docs/grid.md).
enum CaseAggregate {
    /// `worst`: the largest value (signed metrics: the largest magnitude, the first on ties);
    /// `mean`: the sum in case order over the count. An empty cell in any case folds to empty.
    static func fold(_ metric: Metric, _ cases: [MetricValues], _ aggregate: Grid.Aggregate) -> Double? {
        var fold = CaseFold()
        for values in cases { fold.add(values[metric], metric: metric, aggregate: aggregate) }
        return fold.value(aggregate)
    }
}

/// `CaseAggregate.fold` one case at a time, in case order: what a sweep chunk keeps per point
/// and metric instead of every case's values (so its memory does not grow with the cases).
struct CaseFold {
    private var result: Double?
    /// Σ values in case order.
    private var sum = 0.0
    private var count = 0
    /// Set by the first empty cell: the fold is then empty whatever follows.
    private var isEmpty = false

    /// Takes the next case's `value` of `metric`.
    mutating func add(_ value: Double?, metric: Metric, aggregate: Grid.Aggregate) {
        guard !isEmpty else { return }
        guard let value else {
            isEmpty = true
            return
        }
        sum += value
        count += 1
        switch aggregate {
        case .worst:
            if let current = result {
                if metric.isSigned ? abs(value) > abs(current) : value > current { result = value }
            } else {
                result = value
            }
        case .mean: result = value
        }
    }

    /// The folded value: nil after an empty cell; `mean`: sum / count.
    func value(_ aggregate: Grid.Aggregate) -> Double? {
        if isEmpty { return nil }
        if aggregate == .mean, count > 0 { return sum / Double(count) }
        return result
    }
}
