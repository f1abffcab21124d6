import ScrollPhysics

/// The verdict's first sentence: the answer to the question every grid asks of its base
/// scenario — does a point of this grid tune it better, without a fault or a trade-off? The
/// rules, in order (docs/outputs.md, "The verdict"):
///
/// 1. **No** when a fault no point fixes: a fault metric (`isFault`) above `faultLevel` at
///    every ok point (its minimum over the grid).
/// 2. **It depends** when the best point by `rank` still has such a fault that other points
///    of the grid keep below the level.
/// 3. **No** when the best point beats the baseline on no ranked metric by more than the
///    tolerance (`VerdictComparison`): keep the base tuning.
/// 4. **Yes** when it beats the baseline on a ranked metric and makes no metric worse by
///    more than the tolerance.
/// 5. **It depends** otherwise: a trade-off.
extension SweepVerdict {
    /// A fault metric above this is a fault in most frames (or samples).
    static let faultLevel = 0.5

    /// The fractions of frames (or samples) in fault: `focus_error_rate`, `parallax_saturation`.
    static func isFault(_ metric: Metric) -> Bool { metric == .focusErrorRate || metric == .parallaxSaturation }

    static func answer(
        _ summary: SweepSummary, best: SweepSummary.Row, baseline: SweepBaseline, comparisons: [VerdictComparison]
    ) -> String {
        let grid = summary.grid
        let first = 1 + grid.axes.count
        let point = pointText(grid, best, summary.effects)
        let improved = grid.rankBy.compactMap { m in comparisons.first { $0.metric == m && $0.judgement == .better } }
        let worse = comparisons.filter { $0.judgement == .worse }
        let faults = grid.metrics.indices.filter { isFault(grid.metrics[$0]) }
        // 1. A fault at every point.
        let everywhere = faults.filter { summary.minimum[$0].map { $0 > faultLevel } ?? false }
        if let m = everywhere.first {
            let metric = grid.metrics[m]
            let low = summary.minimum[m], same = summary.minimum[m] == summary.maximum[m]
            var sentence =
                "No: no point of this grid fixes the \(MetricGlossary.label(metric)) (the \(MetricGlossary.entry(metric).explanation)): it is \(same ? "" : "at least ")\(MetricGlossary.text(low, metric)) at every point"
            if let base = baseline.values[m] {
                sentence += same && base == low ? " and at the baseline" : " and \(MetricGlossary.text(base, metric)) at the baseline"
            }
            let others = everywhere.dropFirst().map { MetricGlossary.label(grid.metrics[$0]) }
            if !others.isEmpty { sentence += ", and none fixes the \(list(others)) either" }
            if let cost = worse.max(by: { $0.changeValue < $1.changeValue }) {
                sentence +=
                    improved.first.map {
                        "; the best point, \(point), buys its \($0.change) \(MetricGlossary.label($0.metric)) with \(cost.change) \(MetricGlossary.label(cost.metric))"
                    }
                    ?? "; the best point, \(point), makes \(MetricGlossary.label(cost.metric)) worse (\(cost.change))"
            }
            return sentence + "."
        }
        // 2. The best point keeps a fault that other points avoid.
        let kept = faults.filter { m in Double(best.fields[first + m]).map { $0 > faultLevel } ?? false }
        if let m = kept.first {
            let metric = grid.metrics[m]
            return
                "It depends: the best point by \(list(grid.rankBy.map { MetricGlossary.label($0) })), \(point), still has a \(MetricGlossary.label(metric)) of \(MetricGlossary.text(Double(best.fields[first + m]), metric)) (the \(MetricGlossary.entry(metric).explanation)), while the grid gets it down to \(MetricGlossary.text(summary.minimum[m], metric)); rank by \(MetricGlossary.label(metric)) first to find the points without it."
        }
        // 3. Nothing better than the baseline.
        guard !improved.isEmpty else {
            return
                "No: no point of this grid beats the baseline by more than \(tolerancePercent) on \(list(grid.rankBy.map { MetricGlossary.label($0) })), so keep the base tuning."
        }
        let gains = list(improved.map(\.short))
        // 4. Better, at no cost.
        guard !worse.isEmpty else {
            return "Yes: point \(point) beats the baseline on \(gains) and makes no metric worse by more than \(tolerancePercent)."
        }
        // 5. A trade-off.
        return
            "It depends on what you can give up: point \(point) beats the baseline on \(gains) at the cost of \(list(worse.map(\.short)))."
    }
}
