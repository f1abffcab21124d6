extension OptimizeSampleMap {
    /// `samples-<metric>--<x>--<y>.svg`, characters outside [A-Za-z0-9._-] replaced by `_`.
    static func fileName(metric: String, x: String, y: String) -> String {
        "samples-" + HeatMapChart.fileName(metric: metric, x: x, y: y).dropFirst("heatmap-".count)
    }

    /// The map as SVG: the cells in viridis (dark = small = better, the legend's ends the smallest
    /// and largest cell), hatched when empty; each evaluation a white dot (those within 2 px of
    /// each other share one, `ScatterCells`); the best evaluation ringed. Ticks at r = 0, ¼, ½, ¾, 1
    /// name the keys' values there (`SearchAxis.value(at:)`).
    func svg(space: SearchSpace, metric: String, signed: Bool) -> String {
        let xAxis = space.axes[keys.x], yAxis = space.axes[keys.y]
        let range = self.range  // computed over the cells: once, not per cell
        let m = ChartStyle.margin, size = 360.0, left = 96.0
        let title = "Where the search looked: \(metric)"
        let bestText = best.map { "evaluation \($0.point)" } ?? "none"
        var notes = [
            "Each cell: the best \(metric)\(signed ? " (|value|)" : "") among the evaluations in it, the other keys wherever they were (\(Self.bins) × \(Self.bins) cells over the box\(logScale ? ", coloured by log₁₀ of the value" : "")); dots: the \(samples.count) evaluations; ring: the best (\(bestText))."
        ]
        if unplotted > 0 { notes.append("\(unplotted) evaluation\(unplotted == 1 ? "" : "s") without a value not shown.") }
        let legend = HeatMapLegend(
            metric: logScale ? "log₁₀ \(metric)" : metric, range: range, emptyCount: emptyCount, barHeight: size * 0.6,
            point: best?.point ?? 0)
        let width = (left + size + 32 + legend.width + m).rounded(.up)
        let noteLines = notes.flatMap { TextWrap.lines($0, maxWidth: width - 2 * m, size: ChartStyle.tickFont) }
        let plotTop = m + ChartStyle.titleFont + 20 + Double(noteLines.count) * 16 + 24
        let plotBottom = plotTop + size
        let height = (plotBottom + 56 + m).rounded(.up)
        var svg = SVGWriter(width: width, height: height, title: title, description: noteLines.joined(separator: " "))
        svg.raw(HeatMapLegend.defs)
        svg.text(title, x: m, y: m + ChartStyle.titleFont, size: ChartStyle.titleFont, weight: "bold", className: "title")
        for (i, line) in noteLines.enumerated() {
            svg.text(line, x: m, y: m + ChartStyle.titleFont + 20 + Double(i) * 16, fill: ChartStyle.muted, className: "note")
        }
        let cell = size / Double(Self.bins)
        for (k, value) in cells.enumerated() {
            let fill = value.map { v in
                range.map { $0.hi > $0.lo ? Viridis.hex((Self.scaled(v, logScale) - $0.lo) / ($0.hi - $0.lo)) : Viridis.hex(0.5) } ?? ""
            }
            svg.rect(
                x: left + Double(k % Self.bins) * cell, y: plotBottom - Double(k / Self.bins + 1) * cell, width: cell, height: cell,
                fill: fill ?? "url(#hatch)", className: value == nil ? "cell empty" : "cell")
        }
        svg.rect(x: left, y: plotTop, width: size, height: size, fill: "none", stroke: ChartStyle.muted, className: "plot")
        for r in [0, 0.25, 0.5, 0.75, 1] {
            let x = left + r * size, y = plotBottom - r * size
            svg.line(x1: x, y1: plotBottom, x2: x, y2: plotBottom + 4, stroke: ChartStyle.muted)
            svg.text(ReadableNumber.cell(xAxis.value(at: r).text), x: x, y: plotBottom + 18, anchor: "middle", className: "tick")
            svg.line(x1: left - 4, y1: y, x2: left, y2: y, stroke: ChartStyle.muted)
            svg.text(ReadableNumber.cell(yAxis.value(at: r).text), x: left - 6, y: y + 4, anchor: "end", className: "tick")
        }
        svg.text(
            axisTitle(xAxis), x: left + size / 2, y: plotBottom + 40, size: ChartStyle.axisFont, anchor: "middle", weight: "bold",
            className: "axis-title x")
        svg.text(axisTitle(yAxis), x: left, y: plotTop - 8, size: ChartStyle.axisFont, weight: "bold", className: "axis-title y")
        var dots = ScatterCells(width: size, height: size)
        for s in samples { dots.add(point: s.point, px: s.x * size, py: size - s.y * size, x: s.x, y: s.y) }
        for c in dots.circles {
            let more = c.count > 1 ? " and \(c.count - 1) more within 2 px" : ""
            svg.raw(
                "<circle class=\"sample\" data-point=\"\(c.point)\" cx=\"\(SVGWriter.number(left + c.x * size))\" cy=\"\(SVGWriter.number(plotBottom - c.y * size))\" r=\"2\" fill=\"#ffffff\" fill-opacity=\"0.8\" stroke=\"#000000\" stroke-width=\"0.5\"><title>evaluation \(c.point)\(more)</title></circle>"
            )
        }
        if let b = best {
            let cx = SVGWriter.number(left + b.x * size), cy = SVGWriter.number(plotBottom - b.y * size)
            svg.raw(
                "<circle class=\"best\" data-point=\"\(b.point)\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"6\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2.5\"><title>best: evaluation \(b.point), \(metric) = \(ReadableNumber.text(b.value))</title></circle>"
            )
            svg.raw("<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"6\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"1\"/>")
        }
        legend.draw(into: &svg, x: left + size + 32, top: plotTop)
        return svg.finish()
    }

    /// The key's label, `(log scale)` after a log key's.
    private func axisTitle(_ axis: SearchAxis) -> String {
        if case .logarithmic = axis.kind { return KeyLabel.label(axis.key) + " (log scale)" }
        return KeyLabel.label(axis.key)
    }
}
