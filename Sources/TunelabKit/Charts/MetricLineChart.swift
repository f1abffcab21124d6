/// One metric of `results.csv` against the values of the one swept grid key, as SVG: a line
/// through the points (broken at failed or empty ones), the best point ringed, the baseline
/// as a dashed level line (and ringed where its key value is on the grid), every value labelled.
public enum MetricLineChart {
    static let width: Double = 760
    static let plotHeight: Double = 240

    /// The chart of `metric` over grid key `key`. `best` is the point to ring; `baseline` the
    /// baseline's metric value and its value of `key` (`nil` = not known). Throws a one-line
    /// `ChartError` for unknown columns or a table without rows.
    public static func svg(
        results: CSVTable, key: String, metric: String, best: Int?,
        baseline: (value: Double?, keyValue: String)? = nil, file: String = "results.csv"
    ) throws -> String {
        try markup(results: try SweepResults(table: results, file: file), key: key, metric: metric, best: best, baseline: baseline).text
    }

    /// The bytes of `svg(results:key:metric:best:baseline:file:)` over results already read.
    static func markup(
        results r: SweepResults, key: String, metric: String, best: Int?, baseline: (value: Double?, keyValue: String)? = nil
    ) throws -> MarkupBuffer {
        let file = r.file
        let kc = try r.gridColumn(key, option: "--x"), mc = try r.metricColumn(metric, option: "--metric")
        guard r.rowCount > 0 else { throw ChartError("\(file): no rows to chart") }
        let values = r.distinctValues(column: kc)
        let numeric = values.allSatisfy { Double($0) != nil }
        // One y per key value: the row with the other keys at the best point's values (a
        // one-key sweep has exactly one row per value).
        let bestRow = best.flatMap { r.row(ofPoint: $0) } ?? r.bestRow(metricColumn: mc) ?? 0
        let others = r.gridKeys.compactMap(r.column).filter { $0 != kc }
        var ys: [Double?] = Array(repeating: nil, count: values.count)
        var points: [Int?] = Array(repeating: nil, count: values.count)
        for row in 0..<r.rowCount {
            let i = r.valueIndex(row: row, column: kc)
            guard points[i] == nil,
                others.allSatisfy({ r.valueIndex(row: row, column: $0) == r.valueIndex(row: bestRow, column: $0) })
            else { continue }
            points[i] = r.points[row]
            ys[i] = r.number(row: row, column: mc)
        }
        let xs: [Double] = numeric ? values.compactMap(Double.init) : values.indices.map(Double.init)
        let xTicks = numeric ? AxisTicks.covering(xs.min() ?? 0, xs.max() ?? 1, target: 8) : []
        let x0 = numeric ? (xTicks.first ?? 0) : -0.5, x1 = numeric ? (xTicks.last ?? 1) : Double(values.count) - 0.5
        var yAll = ys.compactMap { $0 }
        if let b = baseline?.value { yAll.append(b) }
        let yTicks = yAll.isEmpty ? [0, 1] : AxisTicks.covering(yAll.min() ?? 0, yAll.max() ?? 1)
        let y0 = yTicks.first ?? 0, y1 = yTicks.last ?? 1

        let m = ChartStyle.margin
        let left = m + max(40, (yTicks.map { ChartStyle.width(AxisTicks.label($0)) }.max() ?? 0) + 12)
        let plotW = width - left - m - 70
        let keyTitle = KeyLabel.label(key), metricTitle = MetricLabel.title(metric)
        let title = "\(MetricLabel.chartTitle(metric)) over \(keyTitle)"
        let bestIndex = best.flatMap { p in points.firstIndex { $0 == p } }
        var notes = ["Key path \(key). Lower is better" + (MetricLabel.ranksByMagnitude(metric) ? " (by |value|)." : ".")]
        if let note = MetricLabel.chartNote(metric) { notes.insert(note, at: 0) }
        if !others.isEmpty {
            notes.append(
                "Other keys at the best point's values: "
                    + others.map { "\(r.header[$0]) = \(r.text(row: bestRow, column: $0))" }.joined(separator: ", ") + ".")
        }
        if let i = bestIndex { notes.append("Ringed black: best point #\(points[i] ?? 0) (\(values[i])): \(ReadableNumber.text(ys[i])).") }
        if let b = baseline {
            notes.append("Dashed: the baseline (\(key) = \(b.keyValue.isEmpty ? "default" : b.keyValue)): \(ReadableNumber.text(b.value)).")
        }
        let wrap = width - 2 * m
        let titleLines = TextWrap.lines(title, maxWidth: wrap, size: ChartStyle.titleFont)
        let noteLines = notes.flatMap { TextWrap.lines($0, maxWidth: wrap, size: ChartStyle.tickFont) }
        var y = m + ChartStyle.titleFont
        var svgTitleYs: [Double] = [], noteYs: [Double] = []
        for _ in titleLines { svgTitleYs.append(y); y += 20 }
        for _ in noteLines { noteYs.append(y); y += 16 }
        let top = y + 24
        let bottom = top + plotHeight
        let labelsVertical = !numeric && values.map { ChartStyle.width($0) }.max() ?? 0 > plotW / Double(max(values.count, 1)) - 4
        let labelH = labelsVertical ? (values.map { ChartStyle.width($0) }.max() ?? 0) : ChartStyle.tickFont
        let height = (bottom + 10 + labelH + 30 + m).rounded(.up)
        func px(_ v: Double) -> Double { left + (v - x0) / (x1 - x0) * plotW }
        func py(_ v: Double) -> Double { bottom - (v - y0) / (y1 - y0 == 0 ? 1 : y1 - y0) * plotHeight }

        var svg = SVGWriter(width: width, height: height, title: title, description: noteLines.joined(separator: " "))
        for (line, ty) in zip(titleLines, svgTitleYs) {
            svg.text(line, x: m, y: ty, size: ChartStyle.titleFont, weight: "bold", className: "title")
        }
        for (line, ny) in zip(noteLines, noteYs) { svg.text(line, x: m, y: ny, fill: ChartStyle.muted, className: "note") }
        svg.text(metricTitle, x: left, y: top - 8, size: ChartStyle.axisFont, weight: "bold", className: "axis-title y")
        for v in yTicks {
            svg.line(x1: left, y1: py(v), x2: left + plotW, y2: py(v), stroke: ChartStyle.grid)
            svg.text(AxisTicks.label(v), x: left - 6, y: py(v) + 4, anchor: "end", className: "tick")
        }
        if numeric {
            for v in xTicks {
                svg.line(x1: px(v), y1: bottom, x2: px(v), y2: bottom + 4, stroke: ChartStyle.muted)
                svg.text(AxisTicks.label(v), x: px(v), y: bottom + 18, anchor: "middle", className: "tick")
            }
        } else {
            for (i, v) in values.enumerated() {
                let x = px(Double(i))
                svg.line(x1: x, y1: bottom, x2: x, y2: bottom + 4, stroke: ChartStyle.muted)
                if labelsVertical {
                    svg.text(v, x: x + 4, y: bottom + 8, anchor: "end", rotate: -90, className: "tick")
                } else {
                    svg.text(v, x: x, y: bottom + 18, anchor: "middle", className: "tick")
                }
            }
        }
        svg.text(
            keyTitle, x: left + plotW / 2, y: bottom + 10 + labelH + 20, size: ChartStyle.axisFont, anchor: "middle",
            weight: "bold", className: "axis-title x")
        if let b = baseline?.value {
            svg.line(
                x1: left, y1: py(b), x2: left + plotW, y2: py(b), stroke: ChartStyle.ink, width: 1.5, dash: "6 4", className: "baseline")
            svg.text("baseline", x: left + plotW + 6, y: py(b) + 4, className: "baseline-label")
        }
        // The line, broken at missing values.
        var piece: [String] = []
        func flush() {
            if piece.count > 1 {
                svg.raw(
                    "<polyline class=\"series\" fill=\"none\" stroke=\"\(ChartStyle.series[0])\" stroke-width=\"2\" points=\"\(piece.joined(separator: " "))\"/>"
                )
            }
            piece = []
        }
        for (i, v) in ys.enumerated() {
            guard let v else {
                flush()
                svg.text("×", x: px(xs[i]), y: bottom - 4, anchor: "middle", fill: "#d55e00", className: "failed")
                continue
            }
            piece.append(SVGWriter.number(px(xs[i])) + "," + SVGWriter.number(py(v)))
        }
        flush()
        for (i, v) in ys.enumerated() {
            guard let v else { continue }
            svg.raw(
                "<circle class=\"point\" data-point=\"\(points[i] ?? 0)\" data-value=\"\(NumberFormat.shortest(v))\" cx=\"\(SVGWriter.number(px(xs[i])))\" cy=\"\(SVGWriter.number(py(v)))\" r=\"4\" fill=\"\(ChartStyle.series[0])\"><title>\(SVGWriter.escape("\(key) = \(values[i]): \(metric) = \(ReadableNumber.text(v))"))</title></circle>"
            )
        }
        if let i = bestIndex, let v = ys[i] {
            svg.raw(
                "<circle class=\"best\" data-point=\"\(points[i] ?? 0)\" cx=\"\(SVGWriter.number(px(xs[i])))\" cy=\"\(SVGWriter.number(py(v)))\" r=\"8\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2.5\"/>"
            )
            svg.text("best", x: px(xs[i]), y: py(v) - 12, anchor: "middle", weight: "bold", className: "best-label")
        }
        if let b = baseline,
            let i = values.firstIndex(where: { $0 == b.keyValue || (Double($0) != nil && Double($0) == Double(b.keyValue)) }),
            let v = ys[i]
        {
            svg.raw(
                "<rect class=\"baseline-point\" x=\"\(SVGWriter.number(px(xs[i]) - 7))\" y=\"\(SVGWriter.number(py(v) - 7))\" width=\"14\" height=\"14\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>"
            )
        }
        svg.rect(x: left, y: top, width: plotW, height: plotHeight, fill: "none", stroke: ChartStyle.muted)
        return svg.finishMarkup()
    }

    /// `line-<metric>--<key>.svg`, characters outside [A-Za-z0-9._-] as `_`.
    public static func fileName(metric: String, key: String) -> String {
        HeatMapChart.fileName(metric: metric, x: key, y: "").replacingOccurrences(of: "heatmap-", with: "line-")
            .replacingOccurrences(of: "--.svg", with: ".svg")
    }
}
