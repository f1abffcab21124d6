/// A stack of line panels sharing one x axis, under a title, notes and a legend;
/// optional phase strips (one per trace) under the x axis.
struct PanelChart {
    var title: String
    var notes: [String]
    var legend: LegendRow
    var panels: [LinePanel]
    var xTitle: String
    /// The data range of x; the axis is widened to nice ticks around it.
    var xRange: (lo: Double, hi: Double)
    var strips: [(label: String, bands: [Band])] = []

    static let width: Double = 760
    static let panelHeight: Double = 180

    func render() -> String {
        let m = ChartStyle.margin
        let left = m + max(24, (panels.map(\.yLabelWidth).max() ?? 0) + 10)
        let width = PanelChart.width
        let plotW = width - left - m
        let wrap = width - 2 * m
        let titleLines = TextWrap.lines(title, maxWidth: wrap, size: ChartStyle.titleFont)
        let noteLines = notes.flatMap { TextWrap.lines($0, maxWidth: wrap, size: ChartStyle.tickFont) }
        let xTicks = AxisTicks.covering(xRange.lo, xRange.hi, target: 8)

        var y = m + ChartStyle.titleFont
        var svgTitleYs: [Double] = []
        for _ in titleLines { svgTitleYs.append(y); y += 20 }
        var noteYs: [Double] = []
        for _ in noteLines { noteYs.append(y); y += 16 }
        let legendTop = y
        y += legend.height(maxWidth: wrap) + 8
        var panelTops: [Double] = []
        for _ in panels {
            y += 30
            panelTops.append(y)
            y += PanelChart.panelHeight
        }
        let xTitleY = y + 18 + 20
        y = xTitleY + 10
        var stripTops: [Double] = []
        for _ in strips {
            stripTops.append(y + 16)
            y += 16 + 12 + 6
        }
        let height = (y + m).rounded(.up)

        var svg = SVGWriter(width: width, height: height, title: title, description: noteLines.joined(separator: " "))
        if panels.contains(where: { !$0.bands.isEmpty }) || !strips.isEmpty { svg.raw(PhasePattern.defs) }
        for (line, ty) in zip(titleLines, svgTitleYs) {
            svg.text(line, x: m, y: ty, size: ChartStyle.titleFont, weight: "bold", className: "title")
        }
        for (line, ny) in zip(noteLines, noteYs) { svg.text(line, x: m, y: ny, fill: ChartStyle.muted, className: "note") }
        legend.draw(into: &svg, left: m, top: legendTop, maxWidth: wrap)
        for (i, (panel, top)) in zip(panels, panelTops).enumerated() {
            panel.draw(
                into: &svg, left: left, top: top, width: plotW, height: PanelChart.panelHeight,
                xTicks: xTicks, xLabels: i == panels.count - 1, className: "panel-\(i)")
        }
        svg.text(
            xTitle, x: left + plotW / 2, y: xTitleY, size: ChartStyle.axisFont, anchor: "middle", weight: "bold", className: "axis-title x")
        let x0 = xTicks.first ?? 0, x1 = xTicks.last ?? 1
        for (strip, top) in zip(strips, stripTops) {
            svg.raw("<g class=\"phase-strip\" data-label=\"\(SVGWriter.escape(strip.label))\">")
            svg.text("phases: \(strip.label)", x: left, y: top - 4, fill: ChartStyle.muted)
            for band in strip.bands {
                let a = left + (band.from - x0) / (x1 - x0) * plotW, b = left + (band.to - x0) / (x1 - x0) * plotW
                PhasePattern.draw(band, into: &svg, x: a, y: top, width: max(0, b - a), height: 12)
            }
            svg.rect(x: left, y: top, width: plotW, height: 12, fill: "none", stroke: ChartStyle.muted, strokeWidth: 0.5)
            svg.raw("</g>")
        }
        return svg.finish()
    }
}
