/// A heat map of one metric of `results.csv` over two grid keys, as SVG.
///
/// Cells sit at the grid's own values (ticks in grid order, the first value at the
/// left and at the bottom), coloured by viridis from the smallest value shown (dark
/// purple) to the largest (yellow); the legend's ends are that range (to 4 significant digits).
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

    /// How a sweep page draws a heat map beyond the defaults.
    public struct Options: Sendable {
        /// Write each cell's value (4 significant digits) in the cell, widening cells to fit.
        public var valuesInCells = false
        /// The baseline's value of each grid key (`""` = default): its cell gets a dashed outline.
        public var baseline: [String: String] = [:]

        public init(valuesInCells: Bool = false, baseline: [String: String] = [:]) {
            self.valuesInCells = valuesInCells
            self.baseline = baseline
        }
    }

    /// As `svg(results:x:y:metric:best:)` with `options`.
    public static func svg(results: CSVTable, x: String, y: String, metric: String, best: Int?, options: Options) throws -> String {
        try svg(results: results, x: x, y: y, metric: metric, best: best, slice: .atBest, options: options)
    }

    /// As `svg(results:x:y:metric:best:)`, choosing the slice, with `file` naming the table in errors.
    public static func svg(
        results: CSVTable, x: String, y: String, metric: String, best: Int?,
        slice: Slice, file: String = "results.csv", options: Options = Options()
    ) throws -> String {
        try markup(
            results: try SweepResults(table: results, file: file), x: x, y: y, metric: metric, best: best, slice: slice, options: options
        ).text
    }

    /// The bytes of `svg(results:x:y:metric:best:slice:file:options:)` over results already read.
    static func markup(
        results r: SweepResults, x: String, y: String, metric: String, best: Int?,
        slice: Slice, options: Options = Options()
    ) throws -> MarkupBuffer {
        let file = r.file
        let xColumn = try r.gridColumn(x, option: "--x")
        let yColumn = try r.gridColumn(y, option: "--y")
        let metricColumn = try r.metricColumn(metric, option: "--metric")
        guard x != y else { throw ChartError("--y: \"\(y)\" is also --x; a heat map needs two different grid keys") }
        guard r.rowCount > 0 else { throw ChartError("\(file): no rows to chart") }
        let bestRow: Int
        if let best {
            guard let row = r.row(ofPoint: best) else { throw ChartError("best point \(best) is not in \(file)") }
            bestRow = row
        } else {
            bestRow = r.bestRow(metricColumn: metricColumn) ?? 0
        }
        let grid = HeatMapGrid(
            results: r, xColumn: xColumn, yColumn: yColumn, metricColumn: metricColumn,
            bestRow: bestRow, slice: slice)
        return render(grid, results: r, x: x, y: y, metric: metric, slice: slice, options: options)
    }

    /// A file name for the chart: `heatmap-<metric>--<x>--<y>.svg`, with characters
    /// outside [A-Za-z0-9._-] replaced by `_`.
    public static func fileName(metric: String, x: String, y: String) -> String {
        func clean(_ s: String) -> String {
            String(s.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
        }
        return "heatmap-\(clean(metric))--\(clean(x))--\(clean(y)).svg"
    }

    static func render(
        _ grid: HeatMapGrid, results r: SweepResults, x: String, y: String,
        metric: String, slice: Slice, options: Options = Options()
    ) -> MarkupBuffer {
        let m = ChartStyle.margin, tick = ChartStyle.tickFont
        let nx = grid.xs.count, ny = grid.ys.count
        let side = min(48, max(8, (560 / Double(max(nx, ny))).rounded(.down)))
        // Values in cells: 11 px text, cells widened to the widest value.
        let cellTexts = HeatMapCellTexts(grid.cells)
        let valueFont: Double = 11
        let widest = options.valuesInCells ? cellTexts.widest(size: valueFont) * 0.9 : 0
        let cellW = options.valuesInCells ? max(side, (widest + 6).rounded(.up)) : side
        let cellH = options.valuesInCells ? max(side, 20) : side
        let cell = cellW
        let plotW = cellW * Double(nx), plotH = cellH * Double(ny)

        // Tick labels: every `stride`-th grid value, so 12 px labels never touch.
        let yStride = max(1, Int(((tick + 3) / cellH).rounded(.up)))
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
        let bestValue = r.number(row: grid.bestRow, column: r.column(metric) ?? 0)
        var notes: [String] = []
        switch slice {
        case .atBest:
            notes.append(
                grid.fixed.isEmpty
                    ? "Every point of the grid is shown (no other grid keys)."
                    : "Other keys fixed at the best point #\(r.points[grid.bestRow]): "
                        + grid.fixed.map { "\($0.key) = \($0.value)" }.joined(separator: ", ") + ".")
        case .bestOverOthers:
            notes.append(
                "Each cell: the best value over all values of the other keys ("
                    + grid.fixed.map(\.key).joined(separator: ", ") + ").")
        }
        let unit = MetricLabel.unit(metric)
        let valueText = bestValue.map { ReadableNumber.text($0) + (unit.isEmpty || unit == "count" ? "" : " \(unit)") } ?? "no value"
        let xi = r.column(x) ?? 0, yi = r.column(y) ?? 0
        notes.append(
            "Outlined: best point #\(r.points[grid.bestRow]) (\(x) = \(r.text(row: grid.bestRow, column: xi)), \(y) = \(r.text(row: grid.bestRow, column: yi))): \(metric) = \(valueText)."
        )
        func index(_ values: [String], _ base: String?) -> Int? {
            guard let base, !base.isEmpty else { return nil }
            return values.firstIndex { $0 == base || (Double($0) != nil && Double($0) == Double(base)) }
        }
        let baselineCell = (x: index(grid.xs, options.baseline[x]), y: index(grid.ys, options.baseline[y]))
        if baselineCell.x != nil, baselineCell.y != nil {
            notes.append("Dashed outline: the baseline's \(x) = \(options.baseline[x] ?? ""), \(y) = \(options.baseline[y] ?? "").")
        }
        notes.append(
            MetricLabel.ranksByMagnitude(metric)
                ? "Lower |value| is better; colour shows the signed value (viridis)."
                : "Lower is better; colour: dark purple = low, yellow = high (viridis).")
        if let note = MetricLabel.chartNote(metric) { notes.insert(note, at: 0) }
        let title = "\(MetricLabel.chartTitle(metric)) over \(KeyLabel.label(x)) × \(KeyLabel.label(y))"
        let xLabel = KeyLabel.label(x), yLabel = KeyLabel.label(y)
        let wrapWidth = max(contentRight - m, 560)
        let titleLines = TextWrap.lines(title, maxWidth: wrapWidth, size: ChartStyle.titleFont)
        let noteLines = notes.flatMap { TextWrap.lines($0, maxWidth: wrapWidth, size: tick) }
        let xTitleW = max(ChartStyle.width(xLabel, size: ChartStyle.axisFont), ChartStyle.width(x, size: 11))
        let yTitleW = ChartStyle.width(yLabel, size: ChartStyle.axisFont) + 8 + ChartStyle.width(y, size: 11)
        let textRight =
            m
            + max(
                titleLines.map { ChartStyle.width($0, size: ChartStyle.titleFont) }.max() ?? 0,
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
        let height = (max(xTitleY + 16 + m, plotTop + legend.height + m)).rounded(.up)

        var svg = SVGWriter(width: width, height: height, title: title, description: noteLines.joined(separator: " "))
        svg.raw(HeatMapLegend.defs)
        for (line, yy) in zip(titleLines, titleYs) {
            svg.text(line, x: m, y: yy, size: ChartStyle.titleFont, weight: "bold", className: "title")
        }
        for (line, yy) in zip(noteLines, noteYs) { svg.text(line, x: m, y: yy, fill: ChartStyle.muted, className: "note") }

        // Cells, bottom row first in the grid's y order.
        svg.raw("<g class=\"cells\" data-columns=\"\(nx)\" data-rows=\"\(ny)\" shape-rendering=\"crispEdges\">")
        let cells = HeatMapCells(
            grid: grid, results: r, texts: cellTexts, x: x, y: y, metric: metric, plotLeft: plotLeft, plotBottom: plotBottom,
            cellW: cellW, cellH: cellH, lo: legend.range?.lo ?? 0, hi: legend.range?.hi ?? 0)
        let valueTexts = cells.write(into: &svg.markup, valuesInCells: options.valuesInCells, valueFont: valueFont)
        svg.raw("</g>")
        if !valueTexts.isEmpty {
            svg.raw("<g class=\"values\" font-size=\"\(SVGWriter.number(valueFont))\" text-anchor=\"middle\">")
            for v in valueTexts {
                svg.markup.add("<text x=\"")
                svg.markup.coordinate(v.x)
                svg.markup.add("\" y=\"")
                svg.markup.coordinate(v.y)
                svg.markup.add("\" fill=\"")
                svg.markup.add(v.fill)
                svg.markup.add("\">")
                svg.markup.add(cellTexts.bytes(v.cell))
                svg.markup.add("</text>\n")
            }
            svg.raw("</g>")
        }
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
            let cy = plotBottom - (Double(iy) + 0.5) * cellH
            svg.line(x1: plotLeft - 4, y1: cy, x2: plotLeft, y2: cy, stroke: ChartStyle.muted)
            svg.text(grid.ys[iy], x: plotLeft - 6, y: cy + tick * 0.35, anchor: "end", className: "tick")
        }
        svg.raw("</g>")
        svg.text(
            xLabel, x: xTitleCenter, y: xTitleY, size: ChartStyle.axisFont, anchor: "middle", weight: "bold", className: "axis-title x")
        svg.text(x, x: xTitleCenter, y: xTitleY + 15, size: 11, anchor: "middle", fill: ChartStyle.muted, className: "axis-key x")
        svg.text(yLabel, x: m, y: yTitleY, size: ChartStyle.axisFont, weight: "bold", className: "axis-title y")
        svg.text(
            y, x: m + ChartStyle.width(yLabel, size: ChartStyle.axisFont) + 8, y: yTitleY, size: 11, fill: ChartStyle.muted,
            className: "axis-key y")

        // The best point: a black outline with a white inner line, visible on every viridis colour.
        let bx = plotLeft + Double(grid.bestCell.ix) * cellW, by = plotBottom - Double(grid.bestCell.iy + 1) * cellH
        svg.rect(
            x: bx + 1, y: by + 1, width: cellW - 2, height: cellH - 2, fill: "none", stroke: "#000000", strokeWidth: 2.5,
            className: "best", extra: " data-point=\"\(r.points[grid.bestRow])\"")
        svg.rect(x: bx + 3, y: by + 3, width: max(1, cellW - 6), height: max(1, cellH - 6), fill: "none", stroke: "#ffffff", strokeWidth: 1)
        if let bxi = baselineCell.x, let byi = baselineCell.y {
            let qx = plotLeft + Double(bxi) * cellW, qy = plotBottom - Double(byi + 1) * cellH
            svg.rect(
                x: qx + 2, y: qy + 2, width: max(1, cellW - 4), height: max(1, cellH - 4), fill: "none", stroke: "#ffffff",
                strokeWidth: 2, className: "baseline-cell")
            svg.rect(
                x: qx + 2, y: qy + 2, width: max(1, cellW - 4), height: max(1, cellH - 4), fill: "none", stroke: "#000000",
                strokeWidth: 2, extra: " stroke-dasharray=\"4 3\"")
        }

        legend.draw(into: &svg, x: legendX, top: plotTop)
        return svg.finishMarkup()
    }
}
