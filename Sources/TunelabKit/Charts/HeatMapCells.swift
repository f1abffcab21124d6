/// Writes a heat map's cells: per cell one `<rect>` line as `SVGWriter.rect` would write it
/// (class, position, size, fill, `data-` attributes, a `<title>` tooltip), assembled from
/// byte pieces made once per column and per row, numbers written as bytes, each cell with
/// one reservation of the output.
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

    /// The most bytes of a cell line besides its pieces, cell text and status: the fill, two
    /// point numbers, the value and the fixed text between them.
    private static let fixedLength = 256

    /// Writes every cell (each line ending in a line break), bottom row first; returns the
    /// values to write in cells when `valuesInCells`, with `valueFont` their size.
    func write(into out: inout MarkupBuffer, valuesInCells: Bool, valueFont: Double) -> [ValueText] {
        let nx = grid.xs.count, ny = grid.ys.count
        var pieces = Pieces()
        pieces.bytes.reserveCapacity(nx * 192 + ny * 64 + 256)
        let size = pieces.add {
            $0.add("\" width=\"")
            $0.coordinate(cellW)
            $0.add("\" height=\"")
            $0.coordinate(cellH)
            $0.add("\" fill=\"")
        }
        let open = (0..<nx).map { ix in
            pieces.add {
                $0.add("<rect class=\"cell\" x=\"")
                $0.coordinate(plotLeft + Double(ix) * cellW)
                $0.add("\" y=\"")
            }
        }
        let openEmpty = (0..<nx).map { ix in
            pieces.add {
                $0.add("<rect class=\"cell empty\" x=\"")
                $0.coordinate(plotLeft + Double(ix) * cellW)
                $0.add("\" y=\"")
            }
        }
        let data = (0..<nx).map { ix in
            pieces.add {
                $0.add("\" data-x=\"")
                $0.escaped(grid.xs[ix])
                $0.add("\" data-y=\"")
            }
        }
        // Without a character to escape in the names or the value, the tooltip's pieces are
        // written one after another (escaping applies to the joined text's characters).
        let plainNames = !(x + y).utf8.contains(where: MarkupBuffer.isSpecial)
        let tip = (0..<nx).map { ix in
            pieces.add {
                $0.add("\"><title>")
                if plainNames, !grid.xs[ix].utf8.contains(where: MarkupBuffer.isSpecial) {
                    $0.add(x)
                    $0.add(" = ")
                    $0.add(grid.xs[ix])
                    $0.add(", ")
                    $0.add(y)
                    $0.add(" = ")
                } else {
                    $0.escaped("\(x) = \(grid.xs[ix]), \(y) = ")
                }
            }
        }
        let rowY = (0..<ny).map { iy in pieces.add { $0.coordinate(plotBottom - Double(iy + 1) * cellH) } }
        let yValue = (0..<ny).map { iy in pieces.add { $0.escaped(grid.ys[iy]) } }
        let valueTip = pieces.add {
            $0.add(": ")
            $0.escaped(metric)
            $0.add(" = ")
        }
        let hatch = pieces.add { $0.add("url(#hatch)") }, point = pieces.add { $0.add("\" data-point=\"") }
        let dataValue = pieces.add { $0.add("\" data-value=\"") }, pointNumber = pieces.add { $0.add(" (point #") }
        let end = pieces.add { $0.add(")</title></rect>\n") }, noValue = pieces.add { $0.add(": no value (") }

        let layout = Layout(
            size: size, open: open, openEmpty: openEmpty, data: data, tip: tip, rowY: rowY, yValue: yValue,
            valueTip: valueTip, hatch: hatch, point: point, dataValue: dataValue, pointNumber: pointNumber, end: end,
            noValue: noValue)
        out.reserve(nx * ny * 320)
        return pieces.bytes.withUnsafeBufferPointer { store in
            texts.withUnsafeBytes { textStore in
                writeCells(
                    into: &out, layout: layout, pieces: store.baseAddress!, texts: textStore.baseAddress,
                    valuesInCells: valuesInCells, valueFont: valueFont)
            }
        }
    }

    /// The cell loop of `write`, over the pieces' and the cell texts' bytes.
    private func writeCells(
        into out: inout MarkupBuffer, layout l: Layout, pieces base: UnsafePointer<UInt8>, texts: UnsafePointer<UInt8>?,
        valuesInCells: Bool, valueFont: Double
    ) -> [ValueText] {
        let nx = grid.xs.count, ny = grid.ys.count
        func piece(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        }
        let columnLength: [Int] = (0..<nx).map { ix in
            let opening: Int = max(l.open[ix].count, l.openEmpty[ix].count)
            return opening + l.data[ix].count + l.tip[ix].count
        }
        let rowLength: [Int] = (0..<ny).map { iy in l.rowY[iy].count + 2 * l.yValue[iy].count }
        let cellLength = l.size.count + l.valueTip.count + Self.fixedLength
        var valueTexts: [ValueText] = []
        for iy in 0..<ny {
            for ix in 0..<nx {
                let k = iy * nx + ix
                let entry = grid.cells[k]
                let value = entry?.value
                let textRange = self.texts.range(k)
                let text = UnsafeBufferPointer(start: texts.map { $0 + textRange.lowerBound }, count: textRange.count)
                // An empty cell's status, escaped, in its tooltip.
                var status: [UInt8] = []
                if entry == nil || value == nil {
                    let raw = entry.map { results.text(row: $0.row, column: results.header.count - 1) } ?? "not in this slice"
                    status = Array(SVGWriter.escape(raw == "ok" ? "empty metric" : raw).utf8)
                }
                var t = 0.0
                out.write(upTo: columnLength[ix] + rowLength[iy] + cellLength + text.count + status.count) { c in
                    c.add(piece(value == nil ? l.openEmpty[ix] : l.open[ix]))
                    c.add(piece(l.rowY[iy]))
                    c.add(piece(l.size))
                    if let value {
                        t = hi > lo ? (value - lo) / (hi - lo) : 0.5
                        Viridis.appendHex(t, to: &c)
                    } else {
                        c.add(piece(l.hatch))
                    }
                    c.add(piece(l.data[ix]))
                    c.add(piece(l.yValue[iy]))
                    if let entry {
                        c.add(piece(l.point))
                        c.add(results.points[entry.row])
                    }
                    c.add(piece(l.dataValue))
                    if let value { c.shortest(value) }
                    c.add(piece(l.tip[ix]))
                    c.add(piece(l.yValue[iy]))
                    if let entry, value != nil {
                        c.add(piece(l.valueTip))
                        c.add(text)
                        c.add(piece(l.pointNumber))
                        c.add(results.points[entry.row])
                        c.add(piece(l.end))
                    } else {
                        c.add(piece(l.noValue))
                        c.add(status)
                        c.add(piece(l.end))
                    }
                }
                if valuesInCells, entry != nil, value != nil {
                    let cx = plotLeft + Double(ix) * cellW, cy = plotBottom - Double(iy + 1) * cellH
                    valueTexts.append(
                        ValueText(cell: k, x: cx + cellW / 2, y: cy + cellH / 2 + valueFont * 0.36, fill: t < 0.6 ? "#ffffff" : "#000000"))
                }
            }
        }
        return valueTexts
    }
}
