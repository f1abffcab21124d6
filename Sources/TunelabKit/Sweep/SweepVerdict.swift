import ScrollPhysics

/// The verdict at the top of a sweep's page and summary.md, in words generated from the
/// data: the best point against the baseline, metric by metric (readable numbers).
enum SweepVerdict {
    /// Sentences, in order: the overall call, each ranked metric against the baseline, the
    /// best point's values, where the baseline sits in the grid, and what was compared.
    static func sentences(_ summary: SweepSummary, baseline: SweepBaseline) -> [String] {
        let all = details(summary, baseline: baseline)
        guard all.count > 2, baseline.status == "ok", !summary.best.isEmpty else { return all }
        // details: [compared, best, (baseline point)?, metrics, call] → call first.
        let compared = all[0], call = all[all.count - 1], metrics = all[all.count - 2]
        return [call, metrics] + all[1..<(all.count - 2)] + [compared]
    }

    /// The sentences in the order they are derived.
    static func details(_ summary: SweepSummary, baseline: SweepBaseline) -> [String] {
        let grid = summary.grid
        var out: [String] = []
        let cases =
            grid.hasCases
            ? "\(grid.cases.count) cases (\(baseline.caseNames.joined(separator: ", "))), each metric folded by \(grid.aggregate.rawValue)"
            : "one gesture"
        out.append(
            "\(summary.ok) of \(grid.pointCount) points ran on \(cases); ranked by \(grid.rankBy.map(\.rawValue).joined(separator: ", then ")), lower is better."
        )
        guard let best = summary.best.first else {
            out.append("No point ran to the end, so there is no best point.")
            return out
        }
        let swept = grid.axes.indices.filter { grid.axes[$0].values.count > 1 }
        let settings = swept.map { a in
            let base = baseline.keyValues[a].isEmpty ? "default" : ReadableNumber.cell(baseline.keyValues[a])
            return "\(grid.axes[a].key) = \(ReadableNumber.cell(best.fields[1 + a])) (baseline \(base))"
        }
        out.append("Best: point #\(best.point), " + (settings.isEmpty ? "the only point." : settings.joined(separator: ", ") + "."))
        if let point = baseline.matchedPoint {
            let rank = summary.best.firstIndex { $0.point == point }.map { " (rank \($0 + 1))" } ?? ""
            out.append("The baseline is grid point #\(point)\(rank).")
        }
        guard baseline.status == "ok" else {
            out.append("The base scenario itself did not run (\(baseline.status)), so there is no baseline to compare with.")
            return out
        }
        let first = 1 + grid.axes.count
        var better: [String] = [], worse: [String] = [], same: [String] = []
        var parts: [String] = []
        for metric in grid.rankBy {
            guard let m = grid.metrics.firstIndex(of: metric) else { continue }
            let value = Double(best.fields[first + m]), base = baseline.values[m]
            guard value != nil || base != nil else { continue }  // empty at both: nothing to say
            let unit = Self.unit(metric)
            func text(_ v: Double?) -> String { v.map { ReadableNumber.text($0) + unit } ?? "empty" }
            let change = SweepBaseline.change(from: base, to: value, metric: metric)
            var sentence = "\(metric.rawValue) \(text(value)) vs \(text(base)) at the baseline"
            if let change { sentence += " (\(ReadableNumber.percent(change)))" }
            parts.append(sentence)
            switch change {
            case .some(let c) where c < -0.05: better.append(metric.rawValue)
            case .some(let c) where c > 0.05: worse.append(metric.rawValue)
            case .some: same.append(metric.rawValue)
            case .none: break
            }
        }
        out.append(parts.joined(separator: "; ") + ".")
        if worse.isEmpty && !better.isEmpty {
            out.append(
                "The best point beats the baseline on \(better.joined(separator: " and "))"
                    + (same.isEmpty ? "." : ", and matches it on \(same.joined(separator: " and "))."))
        } else if better.isEmpty && worse.isEmpty {
            out.append(
                "The best point is no better than the baseline on the ranked metrics: the base tuning already sits at the optimum of this grid."
            )
        } else if better.isEmpty {
            out.append(
                "No point of this grid beats the baseline on \(worse.joined(separator: " and ")): keep the base tuning, or widen the grid.")
        } else {
            out.append("A trade-off: better on \(better.joined(separator: " and ")), worse on \(worse.joined(separator: " and ")).")
        }
        return out
    }

    /// ` pt`, ` s`, …; nothing for counts, ratios and fractions.
    static func unit(_ metric: Metric) -> String {
        let u = MetricLabel.unit(metric.rawValue)
        return ["pt", "s", "pt/s", "pt/s²"].contains(u) ? " \(u)" : ""
    }
}
