import ScrollPhysics

extension SweepCharts {
    /// The metric charts `ChartPlan` picks for the grid, each of `metrics` (default: the ranked
    /// metrics) in turn, all open (the report collapses them past `ChartPlan.openCharts`): one
    /// closure per chart, in page order, so the report can draw them on several threads.
    static func metricCharts(
        grid: Grid, summary: SweepSummary, baseline: SweepBaseline,
        results: SweepResults, metrics: [Metric]? = nil
    ) -> [() throws -> ReportContent.Chart] {
        let metrics = metrics ?? grid.rankBy
        let swept = grid.axes.indices.filter { grid.axes[$0].values.count > 1 }
        let best = summary.best.first?.point
        var charts: [() throws -> ReportContent.Chart] = []
        let baseValues = Dictionary(uniqueKeysWithValues: grid.axes.enumerated().map { ($1.key, baseline.keyValues[$0]) })
        switch ChartPlan.choose(sweptValueCounts: swept.map { grid.axes[$0].values.count }) {
        case .none:
            break
        case .lines:
            let a = swept[0], key = grid.axes[a].key
            for metric in metrics {
                let m = grid.metrics.firstIndex(of: metric) ?? 0
                charts.append {
                    let svg = try MetricLineChart.markup(
                        results: results, key: key, metric: metric.rawValue, best: best,
                        baseline: (baseline.values[m], baseline.keyValues[a]))
                    return .init(
                        title: "\(title(metric)) over \(KeyLabel.label(key))",
                        file: MetricLineChart.fileName(metric: metric.rawValue, key: key), markup: svg)
                }
            }
        case .heatMaps(let values), .heatMapSlices(let values):
            let options = HeatMapChart.Options(valuesInCells: values, baseline: baseValues)
            for metric in metrics {
                for (x, y) in heatMapPairs(grid: grid) {
                    charts.append {
                        let svg = try HeatMapChart.markup(
                            results: results, x: x, y: y, metric: metric.rawValue, best: best, slice: .atBest, options: options)
                        return .init(
                            title: "\(title(metric)) over \(KeyLabel.label(x)) × \(KeyLabel.label(y))",
                            file: HeatMapChart.fileName(metric: metric.rawValue, x: x, y: y), markup: svg)
                    }
                }
            }
        }
        return charts
    }

    /// The key pairs a heat map is drawn over, per metric and in page order: each pair of swept
    /// keys in file order, the first `maximumPairs`.
    static func heatMapPairs(grid: Grid) -> [(x: String, y: String)] {
        let swept = grid.axes.indices.filter { grid.axes[$0].values.count > 1 }
        var pairs: [(x: String, y: String)] = []
        for i in swept.indices {
            for j in swept.indices where j > i { pairs.append((grid.axes[swept[i]].key, grid.axes[swept[j]].key)) }
        }
        return Array(pairs.prefix(maximumPairs))
    }

    /// A metric chart's title: `jitter (jitter_rms_pt)`, the plain label and the column.
    static func title(_ metric: Metric) -> String { "\(MetricGlossary.label(metric)) (\(metric.rawValue))" }

    /// Per case: offset and velocity of the baseline and the traced points — left out when
    /// every traced point moves the scroll view exactly as the baseline does (a layout-only
    /// grid: the lines would coincide); for layered layouts (parallax) also the layers'
    /// translation and clamp of the best point. Every case but the first starts collapsed.
    static func traceCharts(
        grid: Grid, baseline: [TraceFiles?], caseNames: [String], runs: [TracedRun]
    ) throws -> [ReportContent.Chart] {
        var charts: [ReportContent.Chart] = []
        for c in grid.cases.indices {
            var traces: [(label: String, frames: FrameColumns)] = []
            if let run = baseline[c] { traces.append(("baseline", run.frames)) }
            for (rank, run) in runs.enumerated() {
                if let files = run.cases[c] { traces.append(((rank == 0 ? "best " : "rank \(rank + 1) ") + run.label, files.frames)) }
            }
            guard !traces.isEmpty else { continue }
            let moves = !traces.dropFirst().allSatisfy { sameMotion($0.frames, traces[0].frames) }
            let name = grid.hasCases ? "case \(c + 1), \(caseNames[c])" : caseNames[c]
            let title = "Offset and velocity: \(name)"
            let suffix = grid.hasCases ? "-case\(c + 1)" : ""
            if moves {
                charts.append(
                    .init(
                        title: title, file: "traces\(suffix).svg", svg: try TraceChart.svg(series: traces, title: title),
                        collapsed: c > 0))
            }
            if grid.layoutTraits.layered, let best = runs.first, let files = best.cases[c] {
                let layerTitle = "Layer translation and clamp: \(name), best \(best.label)"
                charts.append(
                    .init(
                        title: layerTitle, file: "layers\(suffix).svg",
                        svg: try TraceChart.layerSvg(label: best.label, items: try files.itemsTable(), title: layerTitle),
                        collapsed: c > 0))
            }
        }
        return charts
    }

    /// Whether two runs' scroll views moved alike: the same times, offsets and velocities.
    static func sameMotion(_ a: FrameColumns, _ b: FrameColumns) -> Bool {
        a.time == b.time && a.offset == b.offset && a.velocity == b.velocity
    }
}
