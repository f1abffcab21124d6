/// Writes a heat map's cells: per cell one `<rect>` line as `SVGWriter.rect` would write it
/// (class, position, size, fill, `data-` attributes, a `<title>` tooltip), assembled from
/// byte pieces made once per column and per row, numbers written as bytes.
struct HeatMapCells {
    let grid: HeatMapGrid
    let results: SweepResults
    let texts: HeatMapCellTexts
    let x: String, y: String, metric: String
    let plotLeft: Double, plotBottom: Double, cellW: Double, cellH: Double
    /// The colour scale's ends.
    let lo: Double, hi: Double

    /// A value written in its cell (when values are shown): the cell, its centre and its colour.
    struct ValueText {
        var cell: Int
        var x: Double, y: Double
        var fill: String
    }

    /// Writes every cell (each line ending in a line break), bottom row first; returns the
    /// values to write in cells when `valuesInCells`, with `valueFont` their size.
    func write(into out: inout MarkupBuffer, valuesInCells: Bool, valueFont: Double) -> [ValueText] {
        let nx = grid.xs.count, ny = grid.ys.count
        func piece(_ build: (inout MarkupBuffer) -> Void) -> [UInt8] {
            var b = MarkupBuffer(capacity: 64)
            build(&b)
            return b.bytes
        }
        var size = MarkupBuffer(capacity: 48)
        size.add("\" width=\"")
        size.coordinate(cellW)
        size.add("\" height=\"")
        size.coordinate(cellH)
        size.add("\" fill=\"")
        let open = (0..<nx).map { ix in
            piece {
                $0.add("<rect class=\"cell\" x=\"")
                $0.coordinate(plotLeft + Double(ix) * cellW)
                $0.add("\" y=\"")
            }
        }
        let openEmpty = (0..<nx).map { ix in
            piece {
                $0.add("<rect class=\"cell empty\" x=\"")
                $0.coordinate(plotLeft + Double(ix) * cellW)
                $0.add("\" y=\"")
            }
        }
        let data = (0..<nx).map { ix in
            piece {
                $0.add("\" data-x=\"")
                $0.escaped(grid.xs[ix])
                $0.add("\" data-y=\"")
            }
        }
        let tip = (0..<nx).map { ix in
            piece {
                $0.add("\"><title>")
                $0.escaped("\(x) = \(grid.xs[ix]), \(y) = ")
            }
        }
        let rowY = (0..<ny).map { iy in
            piece {
                $0.coordinate(plotBottom - Double(iy + 1) * cellH)
                $0.add(size)
            }
        }
        let yValue = (0..<ny).map { iy in piece { $0.escaped(grid.ys[iy]) } }
        let valueTip = piece { $0.add(": "); $0.escaped(metric); $0.add(" = ") }

        var valueTexts: [ValueText] = []
        out.reserve(nx * ny * 256)
        for iy in 0..<ny {
            for ix in 0..<nx {
                let k = iy * nx + ix
                let entry = grid.cells[k]
                let value = entry?.value
                out.add(value == nil ? openEmpty[ix] : open[ix])
                out.add(rowY[iy])
                var t = 0.0
                if let value {
                    t = hi > lo ? (value - lo) / (hi - lo) : 0.5
                    Viridis.appendHex(t, to: &out)
                } else {
                    out.add("url(#hatch)")
                }
                out.add(data[ix])
                out.add(yValue[iy])
                if let entry {
                    out.add("\" data-point=\"")
                    out.add(results.points[entry.row])
                }
                out.add("\" data-value=\"")
                if let value { out.shortest(value) }
                out.add(tip[ix])
                out.add(yValue[iy])
                if let entry, value != nil {
                    out.add(valueTip)
                    out.add(texts.bytes(k))
                    out.add(" (point #")
                    out.add(results.points[entry.row])
                    out.add(")</title></rect>\n")
                    if valuesInCells {
                        let cx = plotLeft + Double(ix) * cellW, cy = plotBottom - Double(iy + 1) * cellH
                        valueTexts.append(
                            ValueText(cell: k, x: cx + cellW / 2, y: cy + cellH / 2 + valueFont * 0.36, fill: t < 0.6 ? "#ffffff" : "#000000"))
                    }
                } else {
                    let status = entry.map { results.text(row: $0.row, column: results.header.count - 1) } ?? "not in this slice"
                    out.add(": no value (")
                    out.escaped(status == "ok" ? "empty metric" : status)
                    out.add(")</title></rect>\n")
                }
            }
        }
        return valueTexts
    }
}
