/// The heat map's legend: the metric and its unit, a viridis bar whose ends are the
/// smallest and largest value shown, nice ticks between them, and entries for empty
/// cells and for the best-point outline.
struct HeatMapLegend {
    let metric: String
    let range: (lo: Double, hi: Double)?
    let emptyCount: Int
    let barHeight: Double
    let point: Int
    static let barWidth: Double = 16
    static let entryHeight: Double = 22

    init(grid: HeatMapGrid, metric: String, barHeight: Double, point: Int) {
        self.init(metric: metric, range: grid.range, emptyCount: grid.emptyCount, barHeight: barHeight, point: point)
    }

    /// A legend for cells coloured over `range` (nil: none has a value), `emptyCount` of them empty.
    init(metric: String, range: (lo: Double, hi: Double)?, emptyCount: Int, barHeight: Double, point: Int) {
        self.metric = metric
        self.range = range
        self.emptyCount = emptyCount
        self.barHeight = barHeight
        self.point = point
    }

    /// The gradient (low at the bottom) and the hatch for empty cells.
    static let defs: String = {
        var s = "<defs>\n<linearGradient id=\"viridis\" x1=\"0\" y1=\"1\" x2=\"0\" y2=\"0\">\n"
        for (i, _) in Viridis.stops.enumerated() {
            let t = Double(i) / Double(Viridis.stops.count - 1)
            s += "<stop offset=\"\(NumberFormat.shortest(t))\" stop-color=\"\(Viridis.hex(t))\"/>\n"
        }
        s += "</linearGradient>\n"
        s += "<pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        s +=
            "<rect width=\"6\" height=\"6\" fill=\"\(ChartStyle.emptyFill)\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#9a9a9a\" stroke-width=\"2\"/></pattern>\n"
        s += "</defs>"
        return s
    }()

    var title: String { MetricLabel.title(metric) }
    var emptyLabel: String { "no value (\(emptyCount) cell\(emptyCount == 1 ? "" : "s"))" }
    var bestLabel: String { "best: point #\(point)" }

    /// Labels at the bar: the exact ends (4 significant digits) and nice ticks at least 16 px from them.
    var ticks: [(value: Double, label: String)] {
        guard let range else { return [] }
        if range.hi == range.lo { return [(range.lo, AxisTicks.label(range.lo))] }
        var list = [(range.lo, AxisTicks.label(range.lo))]
        let minGap = 16 / barHeight * (range.hi - range.lo)
        for v in AxisTicks.inside(range.lo, range.hi) where v - range.lo >= minGap && range.hi - v >= minGap {
            list.append((v, AxisTicks.label(v)))
        }
        list.append((range.hi, AxisTicks.label(range.hi)))
        return list
    }

    var width: Double {
        let tickW = ticks.map { ChartStyle.width($0.label) }.max() ?? ChartStyle.width("no values")
        return max(
            ChartStyle.width(title), HeatMapLegend.barWidth + 8 + tickW,
            20 + ChartStyle.width(emptyLabel), 20 + ChartStyle.width(bestLabel))
    }

    var height: Double { 26 + barHeight + 12 + HeatMapLegend.entryHeight * (emptyCount > 0 ? 2 : 1) }

    func draw(into svg: inout SVGWriter, x: Double, top: Double) {
        let lo = range.map { ReadableNumber.text($0.lo) } ?? "", hi = range.map { ReadableNumber.text($0.hi) } ?? ""
        svg.raw(
            "<g class=\"legend\" data-metric=\"\(SVGWriter.escape(metric))\" data-min=\"\(lo)\" data-max=\"\(hi)\" data-unit=\"\(MetricLabel.unit(metric))\">"
        )
        svg.text(title, x: x, y: top + 12, weight: "bold", className: "legend-title")
        let barTop = top + 26, barBottom = barTop + barHeight, w = HeatMapLegend.barWidth
        if let range {
            let fill = range.hi > range.lo ? "url(#viridis)" : Viridis.hex(0.5)
            svg.rect(
                x: x, y: barTop, width: w, height: barHeight, fill: fill, stroke: ChartStyle.muted, strokeWidth: 0.5,
                className: "legend-bar")
            for (value, label) in ticks {
                let t = range.hi > range.lo ? (value - range.lo) / (range.hi - range.lo) : 0.5
                let yy = barBottom - t * barHeight
                svg.line(x1: x + w, y1: yy, x2: x + w + 4, y2: yy, stroke: ChartStyle.muted)
                svg.text(label, x: x + w + 6, y: yy + 4, className: "legend-tick")
            }
        } else {
            svg.rect(x: x, y: barTop, width: w, height: barHeight, fill: ChartStyle.emptyFill, className: "legend-bar")
            svg.text("no values", x: x + w + 6, y: barTop + barHeight / 2, className: "legend-tick")
        }
        var yy = barBottom + 12
        if emptyCount > 0 {
            svg.rect(
                x: x, y: yy, width: 14, height: 14, fill: "url(#hatch)", stroke: ChartStyle.muted, strokeWidth: 0.5,
                className: "legend-empty")
            svg.text(emptyLabel, x: x + 20, y: yy + 11)
            yy += HeatMapLegend.entryHeight
        }
        svg.rect(x: x + 1, y: yy + 1, width: 12, height: 12, fill: "#ffffff", stroke: "#000000", strokeWidth: 2.5, className: "legend-best")
        svg.text(bestLabel, x: x + 20, y: yy + 11)
        svg.raw("</g>")
    }
}
