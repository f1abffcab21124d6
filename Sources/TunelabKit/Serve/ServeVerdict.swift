import ScrollPhysics

/// The verdict for the page's current point, by the report's rule (docs/outputs.md, "The
/// verdict"; `SweepVerdict.answer`) applied to one point: the point and the baseline are
/// evaluated as `tunelab sweep` evaluates a grid (`PointEvaluator`: the grid's cases folded by its
/// aggregate, the ranked values the sweep charts show), and each metric is judged against the
/// baseline as the verdict judges the best point (`VerdictComparison`, 5 % tolerance). Then:
/// **No** when a fault metric is above `SweepVerdict.faultLevel` at the point; **No** when it
/// beats the baseline on no ranked metric; **Yes** when it does and makes no metric worse;
/// **It depends** otherwise (a trade-off). Under a drawn gesture the cases give way to the
/// chosen case with the drawn gesture, as the player plays it. A scenario has no ranked metrics:
/// no verdict.
enum ServeVerdict {
    /// `{"answer": SENTENCE, "over": "worst of 2 cases", "ranked": [{"metric", "label",
    /// "value", "text"}, …]}` (the point's ranked metrics: the values the sweep ranks and an
    /// optimize searched, raw and as the report prints them), or `null` without a grid.
    static func json(model: ServeModel, body: ServeRequestBody) -> String {
        guard let grid = model.grid, let (answer, over, point) = verdict(model: model, grid: grid, body: body) else { return "null" }
        let ranked = grid.rankBy.compactMap { metric -> String? in
            guard let m = grid.metrics.firstIndex(of: metric) else { return nil }
            let value = point[m].map { $0.isFinite ? NumberFormat.shortest($0) : "null" } ?? "null"
            return "{\"metric\":\(JSONWriter.quoted(metric.rawValue)),\"label\":\(JSONWriter.quoted(MetricGlossary.label(metric))),"
                + "\"value\":\(value),\"text\":\(JSONWriter.quoted(MetricGlossary.text(point[m], metric)))}"
        }
        return "{\"answer\":\(JSONWriter.quoted(answer)),\"over\":\(JSONWriter.quoted(over)),\"ranked\":[\(ranked.joined(separator: ","))]}"
    }

    /// The sentence, what the point's values fold, and the point's values (in `grid.metrics` order).
    static func verdict(model: ServeModel, grid: Grid, body: ServeRequestBody) -> (String, String, [Double?])? {
        var cases = grid.cases
        if let drawn = body.gesture, grid.cases.indices.contains(body.caseIndex),
            case .success(let patch) = ServeModel.withDrawnGesture(drawn, in: grid.cases[body.caseIndex])
        {
            cases = [patch]
        }
        let moved = Dictionary(body.values.map { ($0.control.key, $0.value) }, uniquingKeysWith: { _, b in b })
        let pointAxes = grid.axes.map { axis in
            GridAxis(
                key: axis.key, values: [moved[axis.key] ?? model.controls.first { $0.key == axis.key }?.initial ?? axis.values[0]],
                position: axis.position)
        }
        func evaluate(_ axes: [GridAxis]) -> [Double?]? {
            let local = Grid(
                name: grid.name, question: grid.question, file: grid.file, scenario: grid.scenario, scenarioFile: grid.scenarioFile,
                decoder: grid.decoder, axes: axes, cases: cases, hasCases: grid.hasCases, aggregate: grid.aggregate,
                metrics: grid.metrics, rankBy: grid.rankBy, top: 1, layoutTraits: grid.layoutTraits, pointCount: 1)
            guard let evaluator = try? PointEvaluator(grid: local), let outcome = evaluator.outcomes([0]).first,
                outcome.status == "ok"
            else { return nil }
            return outcome.values
        }
        // The baseline: the base scenario unchanged by the grid (no axis), as the report's.
        guard let point = evaluate(pointAxes), let base = evaluate([]) else { return nil }
        let over =
            cases.count > 1
            ? "\(grid.aggregate.rawValue) of \(cases.count) cases" : body.gesture != nil ? "the drawn gesture" : "its one case"
        return (answer(grid, point: point, base: base), over, point)
    }

    /// The report's rule on one point's ranked values against the baseline's.
    static func answer(_ grid: Grid, point: [Double?], base: [Double?]) -> String {
        let comparisons = grid.metrics.indices.compactMap { VerdictComparison(grid.metrics[$0], base: base[$0], value: point[$0]) }
        let ranked = SweepVerdict.list(grid.rankBy.map { MetricGlossary.label($0) })
        let tolerance = SweepVerdict.tolerancePercent
        if let m = grid.metrics.indices.first(where: {
            SweepVerdict.isFault(grid.metrics[$0]) && (point[$0].map { $0 > SweepVerdict.faultLevel } ?? false)
        }) {
            let metric = grid.metrics[m]
            return
                "No: this point keeps a fault, a \(MetricGlossary.label(metric)) of \(MetricGlossary.text(point[m], metric)) (the \(MetricGlossary.entry(metric).explanation)), above \(ReadableNumber.text(SweepVerdict.faultLevel * 100)) %"
                + (base[m].map { " (\(MetricGlossary.text($0, metric)) at the baseline)" } ?? "") + "."
        }
        let improved = grid.rankBy.compactMap { m in comparisons.first { $0.metric == m && $0.judgement == .better } }
        let worse = comparisons.filter { $0.judgement == .worse }
        guard !improved.isEmpty else {
            return "No: this point beats the baseline by more than \(tolerance) on none of \(ranked), so keep the base tuning."
        }
        let gains = SweepVerdict.list(improved.map(\.short))
        guard !worse.isEmpty else {
            return "Yes: this point beats the baseline on \(gains) and makes no metric worse by more than \(tolerance)."
        }
        return
            "It depends on what you can give up: this point beats the baseline on \(gains) at the cost of \(SweepVerdict.list(worse.map(\.short)))."
    }
}
