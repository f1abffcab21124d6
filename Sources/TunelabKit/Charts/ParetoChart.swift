/// A scatter of two ranked metrics over every point of `results.csv`, with the
/// Pareto front highlighted, as SVG.
///
/// Both axes are what the ranking minimises: the value, or |value| for the signed
/// metrics (`MetricLabel.rankValue`); axis titles are in plain words (`MetricLabel.plainTitle`).
/// The plot's frame (`rect.plot`) carries its ranges as `data-x="x0 x1"`, `data-y="y0 y1"`. Points
/// missing either value are left out and counted in a note. Front points are drawn
/// larger in vermillion with a black ring; those not dominated within this plane are
/// joined by a staircase (the 2-D front among them; with more than two ranked
/// metrics a front point may sit off it). Points off the front that fall within 2 px of
/// each other share one grey circle (`ScatterCells`), whose tooltip counts them: the page
/// shows what a circle per point would, at a size independent of the sweep's.
public enum ParetoChart {
    /// `front` holds point numbers (the `point` column), as the sweep's summary lists them.
    public static func svg(results: CSVTable, x: String, y: String, front: [Int]) throws -> String {
        try svg(results: results, x: x, y: y, front: front, file: "results.csv")
    }

    /// As `svg(results:x:y:front:)`, with `file` naming the table in errors.
    public static func svg(results: CSVTable, x: String, y: String, front: [Int], file: String) throws -> String {
        try markup(results: try SweepResults(table: results, file: file), x: x, y: y, front: front).text
    }

    /// The bytes of `svg(results:x:y:front:file:)` over results already read.
    static func markup(results r: SweepResults, x: String, y: String, front: [Int]) throws -> MarkupBuffer {
        let file = r.file
        let xc = try r.metricColumn(x, option: "x metric"), yc = try r.metricColumn(y, option: "y metric")
        // The front's points marked in a table by point number (no search or hashing per row).
        var marked = [Bool](repeating: false, count: max(0, (front.max() ?? -1) + 1))
        for p in front where p >= 0 { marked[p] = true }
        func onFront(_ point: Int) -> Bool { point >= 0 && point < marked.count && marked[point] }
        for p in front where r.row(ofPoint: p) == nil { throw ChartError("Pareto front point \(p) is not in \(file)") }
        // `MetricLabel.rankValue`, its metric looked up once, not per row.
        let xByMagnitude = MetricLabel.ranksByMagnitude(x), yByMagnitude = MetricLabel.ranksByMagnitude(y)
        // Metric columns are held as numbers (NaN = no value): read from their arrays.
        let xNumbers = r.numbers(column: xc), yNumbers = r.numbers(column: yc)
        /// Row `row`'s point and plotted values, or nil without both values.
        func plotted(_ row: Int) -> (point: Int, x: Double, y: Double)? {
            let a: Double?, b: Double?
            if let xNumbers, let yNumbers {
                (a, b) = (xNumbers[row].isNaN ? nil : xNumbers[row], yNumbers[row].isNaN ? nil : yNumbers[row])
            } else {
                (a, b) = (r.number(row: row, column: xc), r.number(row: row, column: yc))
            }
            guard let a, let b else { return nil }
            return (r.points[row], xByMagnitude ? abs(a) : a, yByMagnitude ? abs(b) : b)
        }
        // One pass for the ranges, the counts and the front's points (in row order); the
        // points off the front are read again for their cells once the axes are known, so no
        // array of every row is built.
        var frontPoints: [(point: Int, x: Double, y: Double)] = []
        var shown = 0, missing = 0
        var xRange = (lo: Double.infinity, hi: -Double.infinity), yRange = (lo: Double.infinity, hi: -Double.infinity)
        for row in 0..<r.rowCount {
            guard let p = plotted(row) else {
                missing += 1
                continue
            }
            shown += 1
            // As `min()` and `max()` of the values: the first of equal extremes is kept (-0 vs 0).
            if p.x < xRange.lo { xRange.lo = p.x }
            if p.x > xRange.hi { xRange.hi = p.x }
            if p.y < yRange.lo { yRange.lo = p.y }
            if p.y > yRange.hi { yRange.hi = p.y }
            if onFront(p.point) { frontPoints.append(p) }
        }
        let frontCount = frontPoints.count
        func axisTitle(_ name: String) -> String { MetricLabel.plainTitle(name) }
        let xTicks = shown == 0 ? [0, 1] : AxisTicks.covering(xRange.lo, xRange.hi, target: 6)
        let yTicks = shown == 0 ? [0, 1] : AxisTicks.covering(yRange.lo, yRange.hi, target: 6)

        let m = ChartStyle.margin, size = 440.0
        let x0 = xTicks.first ?? 0, x1 = xTicks.last ?? 1, y0 = yTicks.first ?? 0, y1 = yTicks.last ?? 1
        // The points off the front, a circle per occupied 2 px cell of the plot.
        var cells = ScatterCells(width: size, height: size)
        for row in 0..<r.rowCount {
            guard let p = plotted(row), !onFront(p.point) else { continue }
            cells.add(point: p.point, px: (p.x - x0) / (x1 - x0) * size, py: size - (p.y - y0) / (y1 - y0) * size, x: p.x, y: p.y)
        }
        let left = m + max(24, (yTicks.map { ChartStyle.width(AxisTicks.label($0)) }.max() ?? 0) + 10)
        let title = "Pareto front: \(x) vs \(y)"
        var notes = ["\(shown) points; \(frontCount) on the front (highlighted; lower-left is better on both)."]
        if cells.circles.count < shown - frontCount {
            notes.append("Points less than 2 px apart share a grey circle; its tooltip counts them.")
        }
        if missing > 0 { notes.append("\(missing) point\(missing == 1 ? "" : "s") without both values not shown.") }
        let width = max(left + size + m, 2 * m + ChartStyle.width(title, size: ChartStyle.titleFont), 520).rounded(.up)
        let wrap = width - 2 * m
        let noteLines = notes.flatMap { TextWrap.lines($0, maxWidth: wrap, size: ChartStyle.tickFont) }
        var legend = LegendRow()
        legend.entries = [
            (.dot(color: "#bdbdbd", radius: 3), "point"), (.dot(color: "#d55e00", radius: 5), "Pareto front"),
            (.line(color: "#d55e00", dash: nil), "front in this plane")
        ]
        var yy = m + ChartStyle.titleFont + 20
        let noteYs = noteLines.map { _ -> Double in
            defer { yy += 16 }; return yy
        }
        let legendTop = yy
        let plotTop = legendTop + legend.height(maxWidth: wrap) + 30
        let plotBottom = plotTop + size
        let height = (plotBottom + 18 + 20 + m).rounded(.up)

        var svg = SVGWriter(width: width, height: height, title: title, description: noteLines.joined(separator: " "))
        svg.text(title, x: m, y: m + ChartStyle.titleFont, size: ChartStyle.titleFont, weight: "bold", className: "title")
        for (line, ny) in zip(noteLines, noteYs) { svg.text(line, x: m, y: ny, fill: ChartStyle.muted, className: "note") }
        legend.draw(into: &svg, left: m, top: legendTop, maxWidth: wrap)
        func px(_ v: Double) -> Double { left + (v - x0) / (x1 - x0) * size }
        func py(_ v: Double) -> Double { plotBottom - (v - y0) / (y1 - y0) * size }
        svg.text(axisTitle(y), x: left, y: plotTop - 8, size: ChartStyle.axisFont, weight: "bold", className: "axis-title y")
        for v in yTicks {
            svg.line(x1: left, y1: py(v), x2: left + size, y2: py(v), stroke: ChartStyle.grid)
            svg.text(AxisTicks.label(v), x: left - 6, y: py(v) + 4, anchor: "end", className: "tick")
        }
        for v in xTicks {
            svg.line(x1: px(v), y1: plotTop, x2: px(v), y2: plotBottom, stroke: ChartStyle.grid)
            svg.text(AxisTicks.label(v), x: px(v), y: plotBottom + 18, anchor: "middle", className: "tick")
        }
        svg.text(
            axisTitle(x), x: left + size / 2, y: plotBottom + 38, size: ChartStyle.axisFont, anchor: "middle", weight: "bold",
            className: "axis-title x")
        // The plot's frame carries its value ranges, so a page can place a point on it (serve's cursor).
        svg.rect(
            x: left, y: plotTop, width: size, height: size, fill: "none", stroke: ChartStyle.muted, className: "plot",
            extra: " data-x=\"\(SVGWriter.number(x0)) \(SVGWriter.number(x1))\" data-y=\"\(SVGWriter.number(y0)) \(SVGWriter.number(y1))\"")

        // A few thousand circles at most: written as bytes, each the line `SVGWriter.raw`
        // would write.
        let xTip = Array(": \(x) = ".utf8), yTip = Array(", \(y) = ".utf8)
        // The fixed markup as bytes, made once.
        let open = (point: Array("<circle class=\"point\" data-point=\"".utf8), front: Array("<circle class=\"front\" data-point=\"".utf8))
        let style = (
            point: Array("\" r=\"3\" fill=\"#bdbdbd\" stroke=\"#808080\" stroke-width=\"1\"><title>point #".utf8),
            front: Array("\" r=\"5\" fill=\"#d55e00\" stroke=\"#000000\" stroke-width=\"1\"><title>point #".utf8)
        )
        let points = Array("\" data-points=\"".utf8), cx = Array("\" cx=\"".utf8), cy = Array("\" cy=\"".utf8)
        let close = Array("</title></circle>\n".utf8)
        // Each line's bytes besides the tooltip's names: under 512 (seven numbers and the markup).
        let lineLimit = 512 + xTip.count + yTip.count
        func circles(_ list: some Sequence<ScatterCells.Circle>, onFront: Bool) {
            for p in list {
                svg.markup.write(upTo: lineLimit) { c in
                    c.add(onFront ? open.front : open.point)
                    c.add(p.point)
                    if p.count > 1 {
                        c.add(points)
                        c.add(p.count)
                    }
                    c.add(cx)
                    c.coordinate(px(p.x))
                    c.add(cy)
                    c.coordinate(py(p.y))
                    c.add(onFront ? style.front : style.point)
                    c.add(p.point)
                    c.add(xTip)
                    c.shortest(p.x)
                    c.add(yTip)
                    c.shortest(p.y)
                    if p.count > 1 {
                        c.add(" (and ")
                        c.add(p.count - 1)
                        c.add(p.count == 2 ? " more point within 2 px)" : " more points within 2 px)")
                    }
                    c.add(close)
                }
            }
        }
        svg.markup.reserve((cells.circles.count + front.count) * 320)
        svg.raw("<g class=\"points\">")
        circles(cells.circles, onFront: false)
        svg.raw("</g>")
        // The staircase through front points not dominated in this plane: by x, then y.
        let stairs = frontPoints.sorted { ($0.x, $0.y, $0.point) < ($1.x, $1.y, $1.point) }
        var kept: [(point: Int, x: Double, y: Double)] = []
        for p in stairs where kept.last.map({ p.y < $0.y }) ?? true { kept.append(p) }
        if kept.count > 1 {
            var d = "M\(SVGWriter.number(px(kept[0].x))),\(SVGWriter.number(py(kept[0].y)))"
            for p in kept.dropFirst() { d += " H\(SVGWriter.number(px(p.x))) V\(SVGWriter.number(py(p.y)))" }
            svg.raw("<path class=\"front-line\" d=\"\(d)\" fill=\"none\" stroke=\"#d55e00\" stroke-width=\"1.5\"/>")
        }
        svg.raw("<g class=\"front-points\">")
        circles(frontPoints.lazy.map { ScatterCells.Circle(point: $0.point, x: $0.x, y: $0.y, count: 1) }, onFront: true)
        svg.raw("</g>")
        return svg.finishMarkup()
    }
}
