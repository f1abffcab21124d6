import ScrollPhysics

/// What `tunelab run` adds beside its CSV files: `charts/index.html` (a motion player, the
/// offset and velocity trace, the metrics) with `charts/trace.svg`, and the terminal lines
/// that print the metrics for people (4 significant digits).
public enum RunReport {
    /// Writes `directory/charts/trace.svg` and `directory/charts/index.html` for `scenario`'s run `files`.
    /// The files `write` may create under `DIR/charts/`.
    public static let files = ["trace.svg", "layers.svg", "index.html"]

    public static func write(scenario: Scenario, files: ScenarioRunFiles, directory: String) throws {
        let frames = try CSVTable(text: files.frames.text, file: "frames.csv")
        var content = ReportContent(
            title: scenario.name, question: "One run of the scenario: what the user sees, the scroll offset and velocity, and the metrics.")
        let clip = try MotionClip(label: scenario.name, frames: frames, items: files.items.bytes, clip: files.clip)
        if clip.hasRectangles {
            let stage = MotionPlayer.Stage(scroll: scenario.scroll, horizontal: scenario.layout.traits.isHorizontal)
            content.playerMarkup = [MotionPlayer.markup(id: "player-1", title: scenario.name, clips: [clip], stage: stage)]
        }
        let columns = files.metrics.text.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        if columns.count >= 2 {
            content.tables = [
                .init(
                    title: "Metrics", className: "metrics", header: ["metric", "value", "unit", "what it means", "column"],
                    rows: zip(columns[0], columns[1]).map { column, value in
                        guard let metric = Metric(rawValue: column) else { return [column, value, MetricLabel.unit(column), "", column] }
                        let unit = MetricGlossary.unit(metric)
                        return [
                            MetricGlossary.label(metric), MetricGlossary.cell(value, metric), unit.isEmpty ? "count" : unit,
                            MetricGlossary.entry(metric).explanation, column
                        ]
                    },
                    note: "In plain words and readable units (fractions in %); metrics.csv has the values in full, in the columns' units.")
            ]
        }
        let title = "Offset and velocity: \(scenario.name)"
        var charts = [
            ReportContent.Chart(title: title, file: "trace.svg", svg: try TraceChart.svg(traces: [(scenario.name, frames)], title: title))
        ]
        if scenario.layout.traits.layered {
            let layers = "Layer translation and clamp: \(scenario.name)"
            let items = try CSVTable(text: files.items.text, file: "items.csv")
            charts.append(
                .init(title: layers, file: "layers.svg", svg: try TraceChart.layerSvg(label: scenario.name, items: items, title: layers)))
        }
        content.charts = charts
        for chart in charts { try chart.write(to: directory + "/charts/" + chart.file) }
        try ReportPage.write(content, to: directory + "/charts/index.html")
    }

    /// `  name  value unit` lines of the run's metrics, readable numbers, names aligned.
    public static func metricLines(_ values: MetricValues, metrics: [Metric]) -> String {
        let width = metrics.map(\.rawValue.count).max() ?? 0
        var out = ""
        for metric in metrics {
            let unit = MetricLabel.unit(metric.rawValue)
            let value = values[metric].map { ReadableNumber.text($0) } ?? "(empty)"
            let pad = String(repeating: " ", count: width - metric.rawValue.count)
            out += "  \(metric.rawValue)\(pad)  \(value)\(unit.isEmpty || unit == "count" || values[metric] == nil ? "" : " " + unit)\n"
        }
        return out
    }
}
