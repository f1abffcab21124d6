extension TraceChart {
    /// Per-card scale, alpha and centre over time from one trace's `items.csv`, one
    /// line per logical card (`index`), broken where the card is off screen.
    ///
    /// The centre is taken along the axis on which centres move most (x + width/2 for
    /// the horizontal card stack, y + height/2 for vertical layouts). Up to 7 cards get
    /// the Okabe–Ito colours and dashes with a legend entry each; more are coloured by
    /// viridis from the lowest index (dark) to the highest (yellow).
    public static func cardSvg(label: String, items: CSVTable, title: String) throws -> String {
        let what = "items.csv of \"\(label)\""
        let c = try require(["frame", "time", "index", "x", "y", "width", "height", "scale", "alpha"], in: items, what: what)
        let (frameC, timeC, indexC, xC, yC, wC, hC, scaleC, alphaC) = (c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8])

        // Cards in order of first appearance; rows grouped per card, keeping file order.
        struct Sample { var frame: Int; var time: Double; var scale: Double?; var alpha: Double?; var cx: Double?; var cy: Double? }
        var order: [Int] = []
        var samples: [Int: [Sample]] = [:]
        var tLo = Double.infinity, tHi = -Double.infinity
        var xLo = Double.infinity, xHi = -Double.infinity, yLo = Double.infinity, yHi = -Double.infinity
        for (r, row) in items.rows.enumerated() {
            guard let index = Int(row[indexC]), let frame = Int(row[frameC]), let t = Double(row[timeC]), t.isFinite else {
                throw ChartError("\(what):\(r + 2): expected integer frame and index and a numeric time")
            }
            func num(_ col: Int) -> Double? { Double(row[col]).flatMap { $0.isFinite ? $0 : nil } }
            var cx: Double?, cy: Double?
            if let x = num(xC), let w = num(wC) { cx = x + w / 2; xLo = min(xLo, x + w / 2); xHi = max(xHi, x + w / 2) }
            if let y = num(yC), let h = num(hC) { cy = y + h / 2; yLo = min(yLo, y + h / 2); yHi = max(yHi, y + h / 2) }
            if samples[index] == nil { order.append(index) }
            samples[index, default: []].append(Sample(frame: frame, time: t, scale: num(scaleC), alpha: num(alphaC), cx: cx, cy: cy))
            tLo = min(tLo, t)
            tHi = max(tHi, t)
        }
        let alongX = (xHi - xLo).isNaN ? false : (xHi - xLo) >= (yHi - yLo) || !(yHi >= yLo)
        let sorted = order.sorted()
        var legend = LegendRow()
        var scale: [LineSeries] = [], alpha: [LineSeries] = [], centre: [LineSeries] = []
        for (rank, index) in sorted.enumerated() {
            let color: String, dash: String?
            if sorted.count <= ChartStyle.series.count {
                color = ChartStyle.series[rank]
                dash = ChartStyle.dashes[rank]
                legend.entries.append((.line(color: color, dash: dash), "card \(index)"))
            } else {
                color = Viridis.hex(Double(rank) / Double(sorted.count - 1))
                dash = nil
            }
            let list = samples[index] ?? []
            func series(_ value: (Sample) -> Double?) -> LineSeries {
                var pieces: [[(x: Double, y: Double)]] = []
                var current: [(x: Double, y: Double)] = []
                var previous: Int?
                for s in list {
                    // A new piece where the card left the screen (a frame gap) or a value is missing.
                    if let p = previous, s.frame != p + 1, !current.isEmpty { pieces.append(current); current = [] }
                    previous = s.frame
                    if let v = value(s) { current.append((s.time, v)) } else if !current.isEmpty { pieces.append(current); current = [] }
                }
                if !current.isEmpty { pieces.append(current) }
                return LineSeries(label: "card \(index)", color: color, dash: dash, pieces: pieces)
            }
            scale.append(series(\.scale))
            alpha.append(series(\.alpha))
            centre.append(series { alongX ? $0.cx : $0.cy })
        }
        if sorted.count > ChartStyle.series.count, let first = sorted.first, let last = sorted.last {
            legend.entries.append((.line(color: Viridis.hex(0), dash: nil), "card \(first)"))
            legend.entries.append((.line(color: Viridis.hex(0.5), dash: nil), "…"))
            legend.entries.append((.line(color: Viridis.hex(1), dash: nil), "card \(last)"))
        }
        let axis = alongX ? "x" : "y"
        let note =
            "Trace \"\(label)\": \(sorted.count) card\(sorted.count == 1 ? "" : "s") by logical index; "
            + "centre = \(axis) + \(alongX ? "width" : "height")/2 in viewport points; a line breaks while its card is off screen."
        let chart = PanelChart(
            title: title, notes: [note], legend: legend,
            panels: [
                LinePanel(yTitle: "scale", series: scale),
                LinePanel(yTitle: "alpha", series: alpha),
                LinePanel(yTitle: "centre \(axis) (pt)", series: centre)
            ],
            xTitle: "time (s)", xRange: tLo <= tHi ? (tLo, tHi) : (0, 1))
        return chart.render()
    }
}
