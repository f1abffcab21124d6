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
                svg.raw(
                    "<svg x=\"\(SVGWriter.number(x0))\" y=\"\(SVGWriter.number(y0 + 20))\" width=\"\(SVGWriter.number(thumbWidth))\" height=\"\(SVGWriter.number(thumbHeight))\" viewBox=\"0 0 \(SVGWriter.number(stage.width)) \(SVGWriter.number(stage.height))\" overflow=\"hidden\" class=\"moment\" data-frame=\"\(frame)\">"
                )
                svg.rect(x: 0, y: 0, width: stage.width, height: stage.height, fill: "#eef1f4")
                for q in clip.frames.isEmpty ? [] : clip.frames[frame] {
                    let key = ((q.colourKey % MotionPlayer.fills.count) + MotionPlayer.fills.count) % MotionPlayer.fills.count
                    let cx = q.x + q.width / 2, cy = q.y + q.height / 2
                    var tag =
                        "<rect x=\"\(SVGWriter.number(q.x))\" y=\"\(SVGWriter.number(q.y))\" width=\"\(SVGWriter.number(q.width))\" height=\"\(SVGWriter.number(q.height))\""
                    tag +=
                        " fill=\"\(MotionPlayer.fills[key])\" stroke=\"\(q.clamped ? "#d55e00" : MotionPlayer.strokes[key])\" stroke-width=\"4\""
                    if q.clamped { tag += " stroke-dasharray=\"12 8\"" }
                    if q.alpha < 1 { tag += " opacity=\"\(SVGWriter.number(max(0, q.alpha)))\"" }
                    if q.rotation != 0 {
                        tag +=
                            " transform=\"rotate(\(SVGWriter.number(q.rotation * 180 / .pi)) \(SVGWriter.number(cx)) \(SVGWriter.number(cy)))\""
                    }
                    svg.raw(tag + "/>")
                }
                svg.rect(x: 0, y: 0, width: stage.width, height: stage.height, fill: "none", stroke: "#999999", strokeWidth: 4)
                svg.raw("</svg>")
                let phase = clip.phases.isEmpty ? "" : clip.phases[frame]
                svg.text(ReadableNumber.text(time) + " s", x: x0, y: y0 + 20 + thumbHeight + 16, className: "moment-time")
                svg.text(phase, x: x0, y: y0 + 20 + thumbHeight + 32, fill: ChartStyle.muted, className: "moment-phase")
            }
        }
        return svg.finish()
    }
}
