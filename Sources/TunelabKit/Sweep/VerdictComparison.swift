import ScrollPhysics

/// One metric of the best point against the baseline, judged as `tunelab compare` judges a
/// change (the metric's `direction`, docs/metrics.md) with the verdict's tolerance: with b the
/// baseline, v the best point and d the worsening `direction.worsening(b, v)`, the best point is
/// *worse* when d > τ·|b| (exactly `CompareChange.classify(…, tolerance: τ) == .worse`), *better*
/// when d < −τ·|b|, else the *same*; values within 10⁻⁹ relative are equal. τ = `tolerance`.
struct VerdictComparison {
    enum Judgement: Equatable { case better, same, worse }

    /// The relative tolerance τ: 0.05, 5 % of the baseline's magnitude (the `--tolerance` the
    /// CI recipe gates with, docs/ci-recipe.md).
    static let tolerance = 0.05

    let metric: Metric
    let base: Double
    let value: Double
    let judgement: Judgement

    /// nil when either value is empty (nothing to judge).
    init?(_ metric: Metric, base: Double?, value: Double?) {
        guard let base, let value else { return nil }
        self.metric = metric; self.base = base; self.value = value
        judgement = Self.judge(metric, base: base, value: value)
    }

    static func judge(_ metric: Metric, base: Double, value: Double) -> Judgement {
        let slack = 1e-9 * max(abs(base), abs(value))
        let d = metric.direction.worsening(base: base, new: value)
        if abs(value - base) <= slack || abs(d) <= slack { return .same }
        let allowed = tolerance * abs(base) + slack
        if d > allowed { return .worse }
        if d < -allowed { return .better }
        return .same
    }

    /// `+468 %` of the baseline on the ranked scale (`SweepBaseline.change`), or `from 0`.
    var change: String {
        SweepBaseline.change(from: base, to: value, metric: metric).map(ReadableNumber.percent) ?? "from 0"
    }

    /// `overlap variation 39.55 % vs 6.967 % at the baseline (+468 %)`.
    var sentence: String {
        "\(MetricGlossary.label(metric)) \(MetricGlossary.text(value, metric)) vs \(MetricGlossary.text(base, metric)) at the baseline (\(change))"
    }

    /// `overlap variation (+468 %)`; a worse two-sided metric reads `a changed flick distance (-80.6 %)`.
    var short: String {
        (metric.direction == .unchanged && judgement == .worse ? "a changed " : "") + "\(MetricGlossary.label(metric)) (\(change))"
    }

    /// The change in % of the baseline for ordering (+∞ from a baseline of 0).
    var changeValue: Double { SweepBaseline.change(from: base, to: value, metric: metric).map(abs) ?? .infinity }
}
