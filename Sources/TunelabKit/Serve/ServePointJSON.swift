import ScrollPhysics

/// The answer to `POST /api/simulate`:
/// `{"ticket","case","version","frames","horizontal","verdict","metrics":[{"name","label","unit","value","baseline","pinned","shown":{…},"change","status","judged"}],
/// "metricsCSV","framesCSV","pinned":{"metricsCSV","framesCSV"},"player","canvas"}`. `metricsCSV` and
/// `framesCSV` are the bytes `tunelab run` writes; each metric's `value`, `baseline` and `pinned`
/// (A's, when the request pinned a point) are its cells in `metrics.csv` (shortest round-trip
/// text), and `shown` has the same numbers as the report prints them (`MetricGlossary.number`: 4
/// significant digits in the readable unit, the unit in `label`, the metric's plain header).
/// `change` is relative to the baseline's magnitude; `status` judges the change as `tunelab
/// compare` does with its default tolerance (none), by the metric's direction (docs/metrics.md):
/// `better`, `worse` or `same`; a descriptive metric (direction `unchanged`: the layout's look or
/// the flick's reach, which the report does not judge) is `changed` or `same`, and `judged` is
/// false. `player` is the motion player's data (baseline, A when pinned, then current); `canvas`
/// its canvases' size, the viewport with `MotionPlayer.Stage.margin` around it, as a report draws it.
/// `verdict` is the current point's verdict by the report's rule (`ServeVerdict`), `null` for a scenario.
enum ServePointJSON {
    static func render(
        current: ServePoint, baseline: ServePoint, pinned: ServePoint? = nil, ticket: Int, caseIndex: Int, version: Int,
        verdict: String = "null"
    )
        -> String
    {
        let now = cells(current.files.metrics.text)
        let before = Dictionary(cells(baseline.files.metrics.text).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        let a = pinned.map { Dictionary(cells($0.files.metrics.text).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }) }
        var out = "{\"ticket\":\(ticket),\"case\":\(caseIndex),\"version\":\(version),\"frames\":\(current.scenario.clock.lastFrame + 1),"
        out += "\"horizontal\":\(current.scenario.layout.traits.isHorizontal),"
        out += "\"verdict\":\(verdict),"
        out += "\"metrics\":["
        out += now.map { cell in
            let base = before[cell.name] ?? ""
            let (change, status) = comparison(cell.name, value: cell.value, baseline: base)
            let metric = Metric(rawValue: cell.name)
            func shown(_ text: String) -> String { JSONWriter.quoted(metric.map { MetricGlossary.cell(text, $0) } ?? text) }
            var item =
                "{\"name\":\(JSONWriter.quoted(cell.name)),\"label\":\(JSONWriter.quoted(metric.map(MetricGlossary.header) ?? cell.name)),"
            item += "\"unit\":\(JSONWriter.quoted(MetricLabel.unit(cell.name))),"
            item += "\"value\":\(JSONWriter.quoted(cell.value)),\"baseline\":\(JSONWriter.quoted(base)),"
            if let a { item += "\"pinned\":\(JSONWriter.quoted(a[cell.name] ?? ""))," }
            item += "\"shown\":{\"value\":\(shown(cell.value)),\"baseline\":\(shown(base))"
            if let a { item += ",\"pinned\":\(shown(a[cell.name] ?? ""))" }
            item += "},\"change\":\(JSONWriter.quoted(change)),\"status\":\"\(status)\",\"judged\":\(judged(cell.name))}"
            return item
        }.joined(separator: ",")
        out += "],\"metricsCSV\":\(JSONWriter.quoted(current.files.metrics.text)),"
        out += "\"framesCSV\":\(JSONWriter.quoted(current.files.frames.text)),"
        if let pinned {
            out += "\"pinned\":{\"metricsCSV\":\(JSONWriter.quoted(pinned.files.metrics.text)),"
            out += "\"framesCSV\":\(JSONWriter.quoted(pinned.files.frames.text))},"
        }
        out += "\"player\":"
        let clips = [baseline.clip, pinned?.clip, current.clip].compactMap { $0 }
        out += clips.count == (pinned == nil ? 2 : 3) ? MotionPlayer.data(clips: clips, stage: current.stage) : "null"
        let margin = current.stage.margin
        out += ",\"canvas\":[\(NumberFormat.shortest(current.stage.width + 2 * margin.x)),"
        out += "\(NumberFormat.shortest(current.stage.height + 2 * margin.y))]"
        return out + "}"
    }

    /// The metric names and value cells of a `metrics.csv` (header, one row).
    static func cells(_ text: String) -> [(name: String, value: String)] {
        let lines = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        guard lines.count >= 2 else { return [] }
        return Array(zip(lines[0], lines[1])).map { (name: $0.0, value: $0.1) }
    }

    /// Whether the report judges `name` better or worse: a metric whose direction is not
    /// `unchanged` (docs/metrics.md).
    static func judged(_ name: String) -> Bool {
        guard let metric = Metric(rawValue: name) else { return false }
        return metric.direction != .unchanged
    }

    /// `+12.5 %` (or `+0.3` when the baseline is 0) and better/worse/same, as `tunelab compare`
    /// classifies the change (`CompareChange.classify`, tolerance none); `changed`/`same` for a
    /// descriptive metric.
    static func comparison(_ name: String, value: String, baseline: String) -> (String, String) {
        guard let v = Double(value), let b = Double(baseline), let metric = Metric(rawValue: name) else {
            return ("", value == baseline ? "same" : "changed")
        }
        let status: String
        switch CompareChange.classify(metric, base: b, new: v, tolerance: 0) {
        case nil: status = "same"
        case .better?: status = judged(name) ? "better" : "changed"
        default: status = judged(name) ? "worse" : "changed"
        }
        let change: String
        if v == b {
            change = "0"
        } else if b != 0 {
            let percent = (v - b) / abs(b) * 100
            change = (percent > 0 ? "+" : "") + ReadableNumber.text(percent) + " %"
        } else {
            change = (v - b > 0 ? "+" : "") + ReadableNumber.text(v - b)
        }
        return (change, status)
    }
}
