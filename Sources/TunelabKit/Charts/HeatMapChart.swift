/// A heat map of one metric of `results.csv` over two grid keys, as SVG.
///
/// Cells sit at the grid's own values (ticks in grid order, the first value at the
/// left and at the bottom), coloured by viridis from the smallest value shown (dark
/// purple) to the largest (yellow); the legend's ends are exactly that range.
/// Signed metrics are coloured by their signed value, while "best" means the
/// smallest |value| (`MetricLabel.rankValue`). Empty cells (no value, or a failed
/// point) are grey and hatched, with a legend entry. The best point is outlined in
/// black and white. The chart states in words which slice it shows.
public enum HeatMapChart {
    /// Which rows fill the cells when the grid has more than two keys.
    public enum Slice: Sendable, Equatable {
        /// The other grid keys fixed at the best point's values (the default).
        case atBest
        /// Each cell shows the best value over every combination of the other keys.
        case bestOverOthers
    }

    /// The heat map of `metric` over grid keys `x` and `y`, other keys at the best point.
    ///
    /// `best` is the point number (the `point` column) to mark and to fix the other
    /// keys at; `nil` picks the row minimising the metric (|metric| for signed ones),
    /// ties to the lower point. Throws a one-line `ChartError` for unknown keys or
    /// metrics (with a did-you-mean), x = y, an unknown point or a table without rows.
    public static func svg(results: CSVTable, x: String, y: String, metric: String, best: Int?) throws -> String {
        try svg(results: results, x: x, y: y, metric: metric, best: best, slice: .atBest)
    }

    /// As `svg(results:x:y:metric:best:)`, choosing the slice, with `file` naming the table in errors.
    public static func svg(results: CSVTable, x: String, y: String, metric: String, best: Int?,
                           slice: Slice, file: String = "results.csv") throws -> String {
        let r = try SweepResults(table: results, file: file)
        let xColumn = try r.gridColumn(x, option: "--x")
        let yColumn = try r.gridColumn(y, option: "--y")
        let metricColumn = try r.metricColumn(metric, option: "--metric")
        guard x != y else { throw ChartError("--y: \"\(y)\" is also --x; a heat map needs two different grid keys") }
        guard !results.rows.isEmpty else { throw ChartError("\(file): no rows to chart") }
        let bestRow: Int
        if let best {
            guard let row = r.row(ofPoint: best) else { throw ChartError("best point \(best) is not in \(file)") }
            bestRow = row
        } else {
            bestRow = r.bestRow(metricColumn: metricColumn) ?? 0
        }
        let grid = HeatMapGrid(results: r, xColumn: xColumn, yColumn: yColumn, metricColumn: metricColumn,
                               bestRow: bestRow, slice: slice)
        return render(grid, results: r, x: x, y: y, metric: metric, slice: slice)
    }

    /// A file name for the chart: `heatmap-<metric>--<x>--<y>.svg`, with characters
    /// outside [A-Za-z0-9._-] replaced by `_`.
    public static func fileName(metric: String, x: String, y: String) -> String {
        func clean(_ s: String) -> String {
            String(s.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
        }
        return "heatmap-\(clean(metric))--\(clean(x))--\(clean(y)).svg"
    }

    static func render(_ grid: HeatMapGrid, results r: SweepResults, x: String, y: String,
                       metric: String, slice: Slice) -> String {
        let m = ChartStyle.margin, tick = ChartStyle.tickFont
        let nx = grid.xs.count, ny = grid.ys.count
        let cell = min(48, max(8, (560 / Double(max(nx, ny))).rounded(.down)))
        let plotW = cell * Double(nx), plotH = cell * Double(ny)

        // Tick labels: every `stride`-th grid value, so 12 px labels never touch.
        let yStride = max(1, Int(((tick + 3) / cell).rounded(.up)))
        let yLabelW = grid.ys.map { ChartStyle.width($0) }.max() ?? 0
        let xLabelW = grid.xs.map { ChartStyle.width($0) }.max() ?? 0
        let xHorizontal = xLabelW + 6 <= cell
        let xStride = xHorizontal ? 1 : max(1, Int(((tick + 3) / cell).rounded(.up)))
        let xLabelH = xHorizontal ? tick : xLabelW

        let plotLeft = m + max(yLabelW + 10, 24)
        let legend = HeatMapLegend(grid: grid, metric: metric, barHeight: max(plotH, 160), point: r.points[grid.bestRow])
        let legendX = plotLeft + plotW + 28
        let contentRight = legendX + legend.width

        // Words above the plot: title, the slice in words, the best point, the colour rule.
        let bestFields = r.table.rows[grid.bestRow]
        let bestValue = r.number(row: grid.bestRow, column: r.table.column(metric) ?? 0)
        var notes: [String] = []
        switch slice {
        case .atBest:
            notes.append(grid.fixed.isEmpty
                ? "Every point of the grid is shown (no other grid keys)."
                : "Other keys fixed at the best point #\(r.points[grid.bestRow]): "
                    + grid.fixed.map { "\($0.key) = \($0.value)" }.joined(separator: ", ") + ".")
        case .bestOverOthers:
            notes.append("Each cell: the best value over all values of the other keys ("
                + grid.fixed.map(\.key).joined(separator: ", ") + ").")
        }
        let unit = MetricLabel.unit(metric)
        let valueText = bestValue.map { NumberFormat.shortest($0) + (unit.isEmpty || unit == "count" ? "" : " \(unit)") } ?? "no value"
        let xi = r.table.column(x) ?? 0, yi = r.table.column(y) ?? 0
        notes.append("Outlined: best point #\(r.points[grid.bestRow]) (\(x) = \(bestFields[xi]), \(y) = \(bestFields[yi])): \(metric) = \(valueText).")
        notes.append(MetricLabel.ranksByMagnitude(metric)
            ? "Lower |value| is better; colour shows the signed value (viridis)."
            : "Lower is better; colour: dark purple = low, yellow = high (viridis).")
        let title = "\(metric) over \(x) × \(y)"
        let wrapWidth = max(contentRight - m, 560)
        let titleLines = TextWrap.lines(title, maxWidth: wrapWidth, size: ChartStyle.titleFont)
        let noteLines = notes.flatMap { TextWrap.lines($0, maxWidth: wrapWidth, size: tick) }
        let xTitleW = ChartStyle.width(x, size: ChartStyle.axisFont)
        let yTitleW = ChartStyle.width(y, size: ChartStyle.axisFont)
        let textRight = m + max(titleLines.map { ChartStyle.width($0, size: ChartStyle.titleFont) }.max() ?? 0,
                                noteLines.map { ChartStyle.width($0) }.max() ?? 0, yTitleW)
        let xTitleCenter = max(plotLeft + plotW / 2, m + xTitleW / 2)
        let width = (max(contentRight, textRight, xTitleCenter + xTitleW / 2) + m).rounded(.up)

        var baseline = m + ChartStyle.titleFont
        var titleYs: [Double] = []
        for _ in titleLines { titleYs.append(baseline); baseline += 20 }
        var noteYs: [Double] = []
        for _ in noteLines { noteYs.append(baseline); baseline += 16 }
        let yTitleY = baseline + 12
        let plotTop = yTitleY + 12
        let plotBottom = plotTop + plotH
        let xTitleY = plotBottom + 8 + xLabelH + 20
        let height = (max(xTitleY + m, plotTop + legend.height + m)).rounded(.up)

        var svg = SVGWriter(width: width, height: height, title: title, description: noteLines.joined(separator: " "))
        svg.raw(HeatMapLegend.defs)
        for (line, yy) in zip(titleLines, titleYs) {
            svg.text(line, x: m, y: yy, size: ChartStyle.titleFont, weight: "bold", className: "title")
        }
        for (line, yy) in zip(noteLines, noteYs) { svg.text(line, x: m, y: yy, fill: ChartStyle.muted, className: "note") }

        // Cells, bottom row first in the grid's y order.
        svg.raw("<g class=\"cells\" data-columns=\"\(nx)\" data-rows=\"\(ny)\" shape-rendering=\"crispEdges\">")
        let hi = legend.range?.hi ?? 0, lo = legend.range?.lo ?? 0
        for iy in 0..<ny {
            for ix in 0..<nx {
                let cx = plotLeft + Double(ix) * cell, cy = plotBottom - Double(iy + 1) * cell
                let entry = grid.cells[iy * nx + ix]
                var tip = "\(x) = \(grid.xs[ix]), \(y) = \(grid.ys[iy])"
                var extra = " data-x=\"\(SVGWriter.escape(grid.xs[ix]))\" data-y=\"\(SVGWriter.escape(grid.ys[iy]))\""
                if let entry { extra += " data-point=\"\(r.points[entry.row])\"" }
                if let entry, let value = entry.value {
                    let t = hi > lo ? (value - lo) / (hi - lo) : 0.5
                    tip += ": \(metric) = \(NumberFormat.shortest(value)) (point #\(r.points[entry.row]))"
                    svg.rect(x: cx, y: cy, width: cell, height: cell, fill: Viridis.hex(t), className: "cell",
                             extra: extra + " data-value=\"\(NumberFormat.shortest(value))\"", tooltip: tip)
                } else {
                    let status = entry.map { r.table.rows[$0.row].last ?? "" } ?? "not in this slice"
                    tip += ": no value (\(status == "ok" ? "empty metric" : status))"
                    svg.rect(x: cx, y: cy, width: cell, height: cell, fill: "url(#hatch)", className: "cell empty",
                             extra: extra + " data-value=\"\"", tooltip: tip)
                }
            }
        }
        svg.raw("</g>")
        svg.rect(x: plotLeft, y: plotTop, width: plotW, height: plotH, fill: "none", stroke: ChartStyle.muted, strokeWidth: 1)

        // Axes: ticks at the grid's values.
        svg.raw("<g class=\"x-ticks\">")
        for ix in Swift.stride(from: 0, to: nx, by: xStride) {
            let cx = plotLeft + (Double(ix) + 0.5) * cell
            svg.line(x1: cx, y1: plotBottom, x2: cx, y2: plotBottom + 4, stroke: ChartStyle.muted)
            if xHorizontal {
                svg.text(grid.xs[ix], x: cx, y: plotBottom + 6 + tick, anchor: "middle", className: "tick")
            } else {
                svg.text(grid.xs[ix], x: cx + tick * 0.35, y: plotBottom + 7, anchor: "end", rotate: -90, className: "tick")
            }
        }
        svg.raw("</g>\n<g class=\"y-ticks\">")
        for iy in Swift.stride(from: 0, to: ny, by: yStride) {
            let cy = plotBottom - (Double(iy) + 0.5) * cell
            svg.line(x1: plotLeft - 4, y1: cy, x2: plotLeft, y2: cy, stroke: ChartStyle.muted)
            svg.text(grid.ys[iy], x: plotLeft - 6, y: cy + tick * 0.35, anchor: "end", className: "tick")
        }
        svg.raw("</g>")
        svg.text(x, x: xTitleCenter, y: xTitleY, size: ChartStyle.axisFont, anchor: "middle", weight: "bold", className: "axis-title x")
        svg.text(y, x: m, y: yTitleY, size: ChartStyle.axisFont, weight: "bold", className: "axis-title y")

        // The best point: a black outline with a white inner line, visible on every viridis colour.
        let bx = plotLeft + Double(grid.bestCell.ix) * cell, by = plotBottom - Double(grid.bestCell.iy + 1) * cell
        svg.rect(x: bx + 1, y: by + 1, width: cell - 2, height: cell - 2, fill: "none", stroke: "#000000", strokeWidth: 2.5,
                 className: "best", extra: " data-point=\"\(r.points[grid.bestRow])\"")
        svg.rect(x: bx + 3, y: by + 3, width: max(1, cell - 6), height: max(1, cell - 6), fill: "none", stroke: "#ffffff", strokeWidth: 1)

        legend.draw(into: &svg, x: legendX, top: plotTop)
        return svg.finish()
    }
}
