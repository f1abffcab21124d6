/// One line series: a label, a stroke, and its polyline pieces (a gap splits it).
struct LineSeries {
    var label: String
    var color: String
    var dash: String?
    /// Each piece is a list of (x, y) in data units, drawn as one `<polyline>`.
    var pieces: [[(x: Double, y: Double)]]
}

/// A shaded stretch of the x axis (a scroll phase).
struct Band {
    var from: Double
    var to: Double
    var color: String
    var name: String
}

/// One panel of a line chart: y axis with nice ticks and gridlines, background
/// bands, series, and a frame. The x axis (ticks and range) is shared by the caller.
struct LinePanel {
    var yTitle: String
    var series: [LineSeries]
    var bands: [Band] = []
    /// Writes each band's phase name inside it (where it fits), so phases read without colour.
    var labelsBands = false

    /// The nice y ticks covering every point of every series (0…1 when empty).
    var yTicks: [Double] {
        var lo = Double.infinity, hi = -Double.infinity
        for s in series { for piece in s.pieces { for p in piece { lo = min(lo, p.y); hi = max(hi, p.y) } } }
        return lo <= hi ? AxisTicks.covering(lo, hi) : [0, 1]
    }

    /// The widest y tick label, px.
    var yLabelWidth: Double { yTicks.map { ChartStyle.width(AxisTicks.label($0)) }.max() ?? 0 }

    /// Draws the panel in the box (`left`, `top`, `width`, `height`); the y title sits 8 px above it.
    func draw(
        into svg: inout SVGWriter, left: Double, top: Double, width: Double, height: Double,
        xTicks: [Double], xLabels: Bool, className: String
    ) {
        let yt = yTicks
        let x0 = xTicks.first ?? 0, x1 = xTicks.last ?? 1, y0 = yt.first ?? 0, y1 = yt.last ?? 1
        func px(_ x: Double) -> Double { left + (x - x0) / (x1 - x0) * width }
        func py(_ y: Double) -> Double { top + height - (y - y0) / (y1 - y0) * height }
        svg.raw("<g class=\"panel \(className)\">")
        svg.text(yTitle, x: left, y: top - 8, size: ChartStyle.axisFont, weight: "bold", className: "axis-title y")
        for band in bands {
            PhasePattern.draw(band, into: &svg, x: px(band.from), y: top, width: max(0, px(band.to) - px(band.from)), height: height)
        }
        if labelsBands {
            for band in bands {
                let w = px(band.to) - px(band.from)
                guard w >= ChartStyle.width(band.name, size: 11) + 6 else { continue }
                svg.raw(
                    "<rect class=\"phase-label-bg\" x=\"\(SVGWriter.number(px(band.from) + 2))\" y=\"\(SVGWriter.number(top + 3))\" width=\"\(SVGWriter.number(ChartStyle.width(band.name, size: 11) * 0.9 + 4))\" height=\"15\" fill=\"#ffffff\" fill-opacity=\"0.85\"/>"
                )
                svg.text(band.name, x: px(band.from) + 4, y: top + 14, size: 11, fill: ChartStyle.ink, className: "phase-label")
            }
        }
        for v in yt {
            svg.line(x1: left, y1: py(v), x2: left + width, y2: py(v), stroke: v == 0 ? "#9a9a9a" : ChartStyle.grid, width: 1)
            svg.text(AxisTicks.label(v), x: left - 6, y: py(v) + 4, anchor: "end", className: "tick")
        }
        for v in xTicks {
            svg.line(x1: px(v), y1: top + height, x2: px(v), y2: top + height + 4, stroke: ChartStyle.muted)
            if xLabels {
                svg.text(AxisTicks.label(v), x: px(v), y: top + height + 18, anchor: "middle", className: "tick")
            }
        }
        // Points written as bytes: a trace chart's polylines hold every frame.
        for s in series {
            for piece in s.pieces where piece.count == 1 {
                // A lone sample (a card on screen for one frame) would be an invisible polyline.
                svg.markup.add("<circle class=\"series-dot\" data-label=\"")
                svg.markup.escaped(s.label)
                svg.markup.add("\" cx=\"")
                svg.markup.coordinate(px(piece[0].x))
                svg.markup.add("\" cy=\"")
                svg.markup.coordinate(py(piece[0].y))
                svg.markup.add("\" r=\"2\" fill=\"")
                svg.markup.add(s.color)
                svg.markup.add("\"/>\n")
            }
            for piece in s.pieces where piece.count > 1 {
                svg.markup.add("<polyline class=\"series\" data-label=\"")
                svg.markup.escaped(s.label)
                svg.markup.add("\" fill=\"none\" stroke=\"")
                svg.markup.add(s.color)
                svg.markup.add("\" stroke-width=\"1.75\" stroke-linejoin=\"round\"")
                if let dash = s.dash {
                    svg.markup.add(" stroke-dasharray=\"")
                    svg.markup.add(dash)
                    svg.markup.byte(UInt8(ascii: "\""))
                }
                svg.markup.add(" points=\"")
                svg.markup.reserve(piece.count * 16)
                for (i, p) in piece.enumerated() {
                    if i > 0 { svg.markup.byte(UInt8(ascii: " ")) }
                    svg.markup.coordinate(px(p.x))
                    svg.markup.byte(UInt8(ascii: ","))
                    svg.markup.coordinate(py(p.y))
                }
                svg.markup.add("\"/>\n")
            }
        }
        svg.rect(x: left, y: top, width: width, height: height, fill: "none", stroke: ChartStyle.muted, strokeWidth: 1)
        svg.raw("</g>")
    }
}

/// A row-wrapping legend of line samples and swatches.
struct LegendRow {
    enum Mark {
        case line(color: String, dash: String?)
        case swatch(color: String)
        case dot(color: String, radius: Double)
        case phase(Band)
    }
    var entries: [(mark: Mark, label: String)] = []

    /// Lays entries left to right within `maxWidth`, wrapping; returns the rows' positions.
    func layout(maxWidth: Double) -> [(x: Double, row: Int)] {
        var x = 0.0, row = 0
        var places: [(x: Double, row: Int)] = []
        for entry in entries {
            let w = 30 + ChartStyle.width(entry.label) + 18
            if x > 0 && x + w > maxWidth { x = 0; row += 1 }
            places.append((x, row))
            x += w
        }
        return places
    }

    func height(maxWidth: Double) -> Double {
        entries.isEmpty ? 0 : Double((layout(maxWidth: maxWidth).last?.row ?? 0) + 1) * 20
    }

    func draw(into svg: inout SVGWriter, left: Double, top: Double, maxWidth: Double) {
        svg.raw("<g class=\"legend\">")
        for (entry, place) in zip(entries, layout(maxWidth: maxWidth)) {
            let x = left + place.x, y = top + Double(place.row) * 20
            switch entry.mark {
            case let .line(color, dash):
                var tag =
                    "<line x1=\"\(SVGWriter.number(x))\" y1=\"\(SVGWriter.number(y + 8))\" x2=\"\(SVGWriter.number(x + 24))\" y2=\"\(SVGWriter.number(y + 8))\" stroke=\"\(color)\" stroke-width=\"2.5\""
                if let dash { tag += " stroke-dasharray=\"\(dash)\"" }
                svg.raw(tag + "/>")
            case let .dot(color, radius):
                svg.raw(
                    "<circle cx=\"\(SVGWriter.number(x + 12))\" cy=\"\(SVGWriter.number(y + 8))\" r=\"\(SVGWriter.number(radius))\" fill=\"\(color)\" stroke=\"#000000\" stroke-width=\"1\"/>"
                )
            case let .swatch(color):
                svg.rect(x: x + 5, y: y + 1, width: 14, height: 14, fill: color, stroke: ChartStyle.muted, strokeWidth: 0.5)
            case let .phase(band):
                PhasePattern.draw(band, into: &svg, x: x + 3, y: y, width: 18, height: 16)
                svg.rect(x: x + 3, y: y, width: 18, height: 16, fill: "none", stroke: ChartStyle.muted, strokeWidth: 0.5)
            }
            svg.text(entry.label, x: x + 30, y: y + 12, className: "legend-label")
        }
        svg.raw("</g>")
    }
}
