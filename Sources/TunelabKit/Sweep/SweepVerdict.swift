import ScrollPhysics

/// The verdict at the top of a sweep's page and summary.md, in words generated from the data
/// by the rules of docs/outputs.md ("The verdict"): first the answer (yes, no or it depends,
/// `answer`), then the trade-offs, the ranked metrics against the baseline, the keys with no
/// effect, the best point's keys on the grid's edge, the best point's settings, where the
/// baseline sits in the grid, and what was compared.
enum SweepVerdict {
    static func sentences(_ summary: SweepSummary, baseline: SweepBaseline) -> [String] {
        let grid = summary.grid
        let compared = comparedSentence(summary, baseline: baseline)
        guard let best = summary.best.first else {
            return ["No: no point of this grid ran to the end, so there is no best point to tune to.", compared]
        }
        guard baseline.status == "ok" else {
            return [
                "No answer: the base scenario itself did not run (\(baseline.status)), so there is no baseline to compare the best point, \(pointText(grid, best, summary.effects)), with.",
                compared
            ]
        }
        let comparisons = self.comparisons(summary, best: best, baseline: baseline)
        var out = [answer(summary, best: best, baseline: baseline, comparisons: comparisons)]
        let worse = comparisons.filter { $0.judgement == .worse }
        out.append(
            worse.isEmpty
                ? "No trade-off: the best point makes no metric worse than the baseline by more than \(tolerancePercent)."
                : "Trade-offs: the best point makes \(worse.count == 1 ? "one metric" : "\(worse.count) metrics") worse than the baseline by more than \(tolerancePercent): "
                    + worse.map(\.sentence).joined(separator: "; ") + ".")
        let ranked = grid.rankBy.compactMap { m in comparisons.first { $0.metric == m } }
        if !ranked.isEmpty {
            out.append("On the ranked metrics the best point has " + ranked.map(\.sentence).joined(separator: "; ") + ".")
        }
        if let sentence = noEffectSentence(grid, summary.effects) { out.append(sentence) }
        let tied = tiedKeys(summary, best: best)
        if let sentence = edgeSentence(grid, best: best, effects: summary.effects, tied: tied) { out.append(sentence) }
        out.append(
            "Best: point #\(best.point), " + settings(grid, best: best, baseline: baseline, effects: summary.effects, tied: tied) + ".")
        if let point = baseline.matchedPoint {
            let rank = summary.best.firstIndex { $0.point == point }.map { " (rank \($0 + 1))" } ?? ""
            out.append("The baseline is grid point #\(point)\(rank).")
        }
        out.append(compared)
        return out
    }

    /// `5 %`: the verdict's tolerance (`VerdictComparison.tolerance`).
    static var tolerancePercent: String { ReadableNumber.text(VerdictComparison.tolerance * 100) + " %" }

    /// Every metric of the best point judged against the baseline, in `grid.metrics` order
    /// (metrics empty at either are left out).
    static func comparisons(_ summary: SweepSummary, best: SweepSummary.Row, baseline: SweepBaseline) -> [VerdictComparison] {
        let grid = summary.grid
        let first = 1 + grid.axes.count
        return grid.metrics.enumerated().compactMap { m, metric in
            VerdictComparison(metric, base: baseline.values[m], value: Double(best.fields[first + m]))
        }
    }

    /// `160 of 160 points ran on 2 cases (…), each metric folded by worst; ranked by jitter, then pixel flicker, lower is better.`
    /// A `--sample` sweep says `6 of the 7 points swept (a sample of the grid's 50) ran …`.
    static func comparedSentence(_ summary: SweepSummary, baseline: SweepBaseline) -> String {
        let grid = summary.grid
        let cases =
            grid.hasCases
            ? "\(grid.cases.count) cases (\(baseline.caseNames.joined(separator: ", "))), each metric folded by \(grid.aggregate.rawValue)"
            : "one gesture"
        let swept = summary.ok + summary.failed
        let points =
            swept < grid.pointCount
            ? "\(summary.ok) of the \(swept) points swept (a sample of the grid's \(grid.pointCount))"
            : "\(summary.ok) of \(grid.pointCount) points"
        return
            "\(points) ran on \(cases); ranked by \(grid.rankBy.map { MetricGlossary.label($0) }.joined(separator: ", then ")), lower is better; the verdict's tolerance is \(tolerancePercent) of the baseline."
    }

    /// The swept keys that change nothing ranked: their values at the best point are a tie-break.
    static func noEffectSentence(_ grid: Grid, _ effects: KeyEffects) -> String? {
        let keys = effects.noEffect
        guard !keys.isEmpty else { return nil }
        let names = keys.map { String(SweepCharts.name(KeyLabel.label(grid.axes[$0].key))) }
        let all = keys.count == grid.axes.filter({ $0.values.count > 1 }).count
        return "No effect: "
            + list(names)
            + (keys.count == 1 ? " changes" : " change")
            + " no ranked metric anywhere in this grid"
            + (all
                ? ", so every point ties and any of them is as good as the best."
                : "; the best point's \(keys.count == 1 ? "value of it is" : "values of them are") only the first in grid order, not a finding.")
    }

    /// The swept keys whose value at the best point is a tie: another of the best points has
    /// the same ranked values (within 10⁻⁹ relative) and another value of the key.
    static func tiedKeys(_ summary: SweepSummary, best: SweepSummary.Row) -> Set<Int> {
        var tied = Set<Int>()
        for row in summary.best.dropFirst() {
            let same = zip(row.key, best.key).allSatisfy { a, b in
                switch (a, b) {
                case let (a?, b?): return KeyEffects.same(a, b)
                case (nil, nil): return true
                default: return false
                }
            }
            guard same else { continue }
            for a in summary.grid.axes.indices where row.fields[1 + a] != best.fields[1 + a] { tied.insert(a) }
        }
        return tied
    }

    /// The best point's numeric keys (with an effect, not tied) at the lowest or highest value swept.
    static func edgeSentence(_ grid: Grid, best: SweepSummary.Row, effects: KeyEffects, tied: Set<Int>) -> String? {
        let noEffect = Set(effects.noEffect).union(tied)
        var edges: [String] = []
        for (a, axis) in grid.axes.enumerated() where axis.values.count > 1 && !noEffect.contains(a) {
            let numbers = axis.values.compactMap { value -> Double? in
                if case .number(let x) = value { return x }
                return nil
            }
            guard numbers.count == axis.values.count, let low = numbers.min(), let high = numbers.max(), let v = Double(best.fields[1 + a])
            else { continue }
            guard v == low || v == high else { continue }
            edges.append(
                "\(SweepCharts.name(KeyLabel.label(axis.key))) \(ReadableNumber.text(v)) is the \(v == low ? "lowest" : "highest") value swept (\(ReadableNumber.text(low))…\(ReadableNumber.text(high)))"
            )
        }
        guard !edges.isEmpty else { return nil }
        return "Widen the grid: the best point sits on its edge — " + edges.joined(separator: "; ")
            + ". A better point may lie beyond \(edges.count == 1 ? "it" : "them")."
    }

    /// `scale frequency = 0.1 (baseline 0.4), …`: the swept keys with an effect; a tied one says so.
    static func settings(_ grid: Grid, best: SweepSummary.Row, baseline: SweepBaseline, effects: KeyEffects, tied: Set<Int>) -> String {
        let noEffect = Set(effects.noEffect)
        let shown = grid.axes.indices.filter { grid.axes[$0].values.count > 1 && !noEffect.contains($0) }
        guard !shown.isEmpty else { return noEffect.isEmpty ? "the only point" : "no key changes a ranked metric" }
        return shown.map { a in
            var notes = baseline.keyValues[a].isEmpty ? [] : ["baseline \(ReadableNumber.cell(baseline.keyValues[a]))"]
            if tied.contains(a) { notes.append("a tie: another value does as well") }
            let note = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
            return "\(SweepCharts.name(KeyLabel.label(grid.axes[a].key))) = \(ReadableNumber.cell(best.fields[1 + a]))\(note)"
        }.joined(separator: ", ")
    }

    /// `#10 (scale frequency 0.1, centre frequency 0.05)`: the swept keys with an effect.
    static func pointText(_ grid: Grid, _ row: SweepSummary.Row, _ effects: KeyEffects) -> String {
        let noEffect = Set(effects.noEffect)
        let shown = grid.axes.indices.filter { grid.axes[$0].values.count > 1 && !noEffect.contains($0) }
        let values = shown.map { "\(SweepCharts.name(KeyLabel.label(grid.axes[$0].key))) \(ReadableNumber.cell(row.fields[1 + $0]))" }
        return "#\(row.point)" + (values.isEmpty ? "" : " (" + values.joined(separator: ", ") + ")")
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
