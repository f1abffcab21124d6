/// The static companion of a motion player: each clip as a row of thumbnails of the
/// viewport at a few moments spread over the motion (up to the last moving frame), each
/// labelled with its time and phase. For print and for readers without scripts.
enum Filmstrip {
    /// Moments per row.
    static let moments = 6
    /// Thumbnail width, px.
    static let thumbWidth: Double = 72
    static let column: Double = 100

    static func svg(title: String, clips: [MotionClip], stage: MotionPlayer.Stage) -> String {
        markup(title: title, clips: clips, stage: stage).text
    }

    /// `svg(title:clips:stage:)` as bytes.
    static func markup(title: String, clips: [MotionClip], stage: MotionPlayer.Stage) -> MarkupBuffer {
        let m = ChartStyle.margin
        let scale = thumbWidth / max(stage.width, 1)
        let thumbHeight = (stage.height * scale).rounded()
        let end = clips.map(\.activeEnd).max() ?? 0
        let times = (0..<moments).map { end * Double($0) / Double(moments - 1) }
        let rowHeight = 20 + thumbHeight + 40
        let width = (2 * m + column * Double(moments)).rounded(.up)
        let titleLines = TextWrap.lines(title, maxWidth: width - 2 * m, size: ChartStyle.axisFont)
        let top = m + Double(titleLines.count) * 18
        let height = (top + rowHeight * Double(clips.count) + m).rounded(.up)
        let description =
            "Rows: " + clips.map(\.label).joined(separator: "; ") + ". Columns: "
            + times.map { ReadableNumber.text($0) + " s" }.joined(separator: ", ") + "."
        var svg = SVGWriter(width: width, height: height, title: title, description: description)
        for (i, line) in titleLines.enumerated() {
            svg.text(line, x: m, y: m + 13 + Double(i) * 18, size: ChartStyle.axisFont, weight: "bold", className: "title")
        }
        for (row, clip) in clips.enumerated() {
            let y0 = top + Double(row) * rowHeight
            svg.text(clip.label, x: m, y: y0 + 14, weight: "bold", className: "clip-label")
            for (col, time) in times.enumerated() {
                let x0 = m + Double(col) * column
                let frame = clip.frame(at: time)
                svg.markup.add("<svg x=\"")
                svg.markup.coordinate(x0)
                svg.markup.add("\" y=\"")
                svg.markup.coordinate(y0 + 20)
                svg.markup.add("\" width=\"")
                svg.markup.coordinate(thumbWidth)
                svg.markup.add("\" height=\"")
                svg.markup.coordinate(thumbHeight)
                svg.markup.add("\" viewBox=\"0 0 ")
                svg.markup.coordinate(stage.width)
                svg.markup.byte(UInt8(ascii: " "))
                svg.markup.coordinate(stage.height)
                svg.markup.add("\" overflow=\"hidden\" class=\"moment\" data-frame=\"")
                svg.markup.add(frame)
                svg.markup.add("\">\n")
                svg.rect(x: 0, y: 0, width: stage.width, height: stage.height, fill: "#eef1f4")
                for q in clip.frameCount == 0 ? [] : clip.frame(frame) { card(q, into: &svg.markup) }
                svg.rect(x: 0, y: 0, width: stage.width, height: stage.height, fill: "none", stroke: "#999999", strokeWidth: 4)
                svg.raw("</svg>")
                let phase = clip.phases.isEmpty ? "" : clip.phases[frame]
                svg.text(ReadableNumber.text(time) + " s", x: x0, y: y0 + 20 + thumbHeight + 16, className: "moment-time")
                svg.text(phase, x: x0, y: y0 + 20 + thumbHeight + 32, fill: ChartStyle.muted, className: "moment-phase")
            }
        }
        return svg.finishMarkup()
    }

    /// One card of a thumbnail: `<rect>` at its place, filled by its colour key, outlined
    /// (dashed in vermillion when clamped), faded and rotated as drawn.
    private static func card(_ q: MotionClip.Rect, into out: inout MarkupBuffer) {
        let key = ((q.colourKey % MotionPlayer.fills.count) + MotionPlayer.fills.count) % MotionPlayer.fills.count
        let cx = q.x + q.width / 2, cy = q.y + q.height / 2
        // Seven numbers, two colours and the markup: well under the space reserved.
        out.write(upTo: 384) { c in
            c.add(literal: "<rect")
            c.attribute(" x=\"", q.x)
            c.attribute(" y=\"", q.y)
            c.attribute(" width=\"", q.width)
            c.attribute(" height=\"", q.height)
            c.attribute(" fill=\"", MotionPlayer.fills[key])
            c.attribute(" stroke=\"", q.clamped ? "#d55e00" : MotionPlayer.strokes[key])
            c.add(literal: " stroke-width=\"4\"")
            if q.clamped { c.add(literal: " stroke-dasharray=\"12 8\"") }
            if q.alpha < 1 { c.attribute(" opacity=\"", max(0, q.alpha)) }
            if q.rotation != 0 {
                c.add(literal: " transform=\"rotate(")
                c.coordinate(q.rotation * 180 / .pi)
                c.byte(UInt8(ascii: " "))
                c.coordinate(cx)
                c.byte(UInt8(ascii: " "))
                c.coordinate(cy)
                c.add(literal: ")\"")
            }
            c.add(literal: "/>\n")
        }
    }
}
