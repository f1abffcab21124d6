/// The answer to `POST /api/simulate`:
/// `{"ticket","case","version","frames","horizontal","metrics":[{"name","unit","value","baseline","change","status"}],
/// "metricsCSV","framesCSV","player","canvas"}`. `metricsCSV` and `framesCSV` are the bytes `tunelab run`
/// writes; each metric's `value` and `baseline` are its cell in `metrics.csv` (shortest
/// round-trip text). `change` is relative to the baseline's magnitude; `status` is `better`,
/// `worse` or `same` by the value a sweep minimises (|v| for signed metrics), with compare's
/// default tolerance (none). `player` is the motion player's data (baseline, then current);
/// `canvas` its canvases' size, the viewport with `MotionPlayer.Stage.margin` around it, as a report draws it.
enum ServePointJSON {
    static func render(current: ServePoint, baseline: ServePoint, ticket: Int, caseIndex: Int, version: Int) -> String {
        let now = cells(current.files.metrics.text)
        let before = Dictionary(cells(baseline.files.metrics.text).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        var out = "{\"ticket\":\(ticket),\"case\":\(caseIndex),\"version\":\(version),\"frames\":\(current.scenario.clock.lastFrame + 1),"
        out += "\"horizontal\":\(current.scenario.layout.traits.isHorizontal),"
        out += "\"metrics\":["
        out += now.map { cell in
            let base = before[cell.name] ?? ""
            let (change, status) = comparison(cell.name, value: cell.value, baseline: base)
            return "{\"name\":\(JSONWriter.quoted(cell.name)),\"unit\":\(JSONWriter.quoted(MetricLabel.unit(cell.name))),"
                + "\"value\":\(JSONWriter.quoted(cell.value)),\"baseline\":\(JSONWriter.quoted(base)),"
                + "\"change\":\(JSONWriter.quoted(change)),\"status\":\"\(status)\"}"
        }.joined(separator: ",")
        out += "],\"metricsCSV\":\(JSONWriter.quoted(current.files.metrics.text)),"
        out += "\"framesCSV\":\(JSONWriter.quoted(current.files.frames.text)),\"player\":"
        let clips = [baseline.clip, current.clip].compactMap { $0 }
        out += clips.count == 2 ? MotionPlayer.data(clips: clips, stage: current.stage) : "null"
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

    /// `+12.5 %` (or `+0.3` when the baseline is 0) and better/worse/same.
    static func comparison(_ name: String, value: String, baseline: String) -> (String, String) {
        guard let v = Double(value), let b = Double(baseline) else { return ("", value == baseline ? "same" : "changed") }
        let rankNow = MetricLabel.rankValue(v, column: name), rankBefore = MetricLabel.rankValue(b, column: name)
        let status = rankNow < rankBefore ? "better" : rankNow > rankBefore ? "worse" : "same"
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
