extension TraceChart {
    /// Parallax layers over time from one trace's `items.csv` (with `layer`, `translation`,
    /// `clamped`): each cell's layer translation (pt), one line per cell and layer, with the
    /// frames where it is clamped at ±maxOffset drawn as dots; and the share of visible layers
    /// clamped per frame.
    public static func layerSvg(label: String, items: CSVTable, title: String) throws -> String {
        let what = "items.csv of \"\(label)\""
        let c = try require(["frame", "time", "index", "layer", "translation", "clamped"], in: items, what: what)
        var order: [String] = []
        var lines: [String: [(frame: Int, t: Double, v: Double, clamped: Bool)]] = [:]
        var perFrame: [Int: (t: Double, clamped: Int, total: Int)] = [:]
        var frames: [Int] = []
        for row in items.rows {
            guard let frame = Int(row[c[0]]), let t = Double(row[c[1]]), let v = Double(row[c[4]]) else { continue }
            let key = "cell \(row[c[2]])" + (row[c[3]] == "0" ? "" : " layer \(row[c[3]])")
            if lines[key] == nil { order.append(key) }
            let clamped = row[c[5]] == "1"
            lines[key, default: []].append((frame, t, v, clamped))
            if perFrame[frame] == nil { frames.append(frame) }
            var f = perFrame[frame] ?? (t, 0, 0)
            f.clamped += clamped ? 1 : 0
            f.total += 1
            perFrame[frame] = f
        }
        var translation: [LineSeries] = []
        var legend = LegendRow()
        let shown = order.count <= ChartStyle.series.count
        for (i, key) in order.enumerated() {
            let color = shown ? ChartStyle.series[i] : Viridis.hex(Double(i) / Double(max(order.count - 1, 1)))
            var pieces: [[(x: Double, y: Double)]] = [], current: [(x: Double, y: Double)] = []
            var previous: Int?
            for s in lines[key] ?? [] {
                if let p = previous, s.frame != p + 1, !current.isEmpty { pieces.append(current); current = [] }
                previous = s.frame
                current.append((s.t, s.v))
            }
            if !current.isEmpty { pieces.append(current) }
            translation.append(LineSeries(label: key, color: color, dash: shown ? ChartStyle.dashes[i] : nil, pieces: pieces))
            if shown { legend.entries.append((.line(color: color, dash: shown ? ChartStyle.dashes[i] : nil), key)) }
        }
        let share = LineSeries(
            label: "clamped share", color: ChartStyle.series[1], dash: nil,
            pieces: [frames.compactMap { f in perFrame[f].map { ($0.t, Double($0.clamped) / Double(max($0.total, 1))) } }])
        let times = frames.compactMap { perFrame[$0]?.t }
        let note =
            "Trace \"\(label)\": \(order.count) cell layer\(order.count == 1 ? "" : "s"). A layer is clamped when "
            + "its translation reaches ±maxOffset; flat stretches of a line are clamps. Lower panel: share of the visible layers clamped."
        let chart = PanelChart(
            title: title, notes: [note], legend: legend,
            panels: [
                LinePanel(yTitle: "layer translation (pt)", series: translation),
                LinePanel(yTitle: "clamped share of visible layers", series: [share])
            ],
            xTitle: "time (s)", xRange: (times.min() ?? 0, times.max() ?? 1))
        return chart.render()
    }
}
