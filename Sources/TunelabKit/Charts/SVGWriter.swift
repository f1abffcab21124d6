/// Accumulates the text of one SVG document, element by element.
///
/// Everything is written with presentation attributes (no `<style>`), so a chart
/// looks the same standalone, in `rsvg-convert`, and inlined in `index.html`.
/// The only ids are those passed to `defs` content by the charts; `ReportPage`
/// prefixes them when it inlines several charts in one page.
struct SVGWriter {
    private(set) var text: String

    /// Opens `<svg>` of `width` × `height` px with an accessible `<title>` and `<desc>`.
    init(width: Double, height: Double, title: String, description: String) {
        let w = SVGWriter.number(width), h = SVGWriter.number(height)
        text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        text +=
            " font-family=\"\(ChartStyle.fontFamily)\" font-size=\"\(SVGWriter.number(ChartStyle.tickFont))\" fill=\"\(ChartStyle.ink)\">\n"
        text += "<title>\(SVGWriter.escape(title))</title>\n"
        text += "<desc>\(SVGWriter.escape(description))</desc>\n"
        text += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
    }

    /// Appends raw markup (already escaped) followed by a line break.
    mutating func raw(_ markup: String) {
        text += markup
        text += "\n"
    }

    /// `<text>` at (x, y) with `anchor` (start, middle, end); `rotate` degrees about (x, y).
    mutating func text(
        _ content: String, x: Double, y: Double, size: Double = ChartStyle.tickFont,
        anchor: String = "start", weight: String? = nil, rotate: Double? = nil,
        fill: String? = nil, className: String? = nil
    ) {
        var s = "<text"
        if let className { s += " class=\"\(className)\"" }
        s += " x=\"\(SVGWriter.number(x))\" y=\"\(SVGWriter.number(y))\""
        if size != ChartStyle.tickFont { s += " font-size=\"\(SVGWriter.number(size))\"" }
        if anchor != "start" { s += " text-anchor=\"\(anchor)\"" }
        if let weight { s += " font-weight=\"\(weight)\"" }
        if let fill { s += " fill=\"\(fill)\"" }
        if let rotate {
            s += " transform=\"rotate(\(SVGWriter.number(rotate)) \(SVGWriter.number(x)) \(SVGWriter.number(y)))\""
        }
        s += ">\(SVGWriter.escape(content))</text>"
        raw(s)
    }

    /// A straight line segment.
    mutating func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: String = ChartStyle.ink,
        width: Double = 1, dash: String? = nil, className: String? = nil
    ) {
        var s = "<line"
        if let className { s += " class=\"\(className)\"" }
        s += " x1=\"\(SVGWriter.number(x1))\" y1=\"\(SVGWriter.number(y1))\" x2=\"\(SVGWriter.number(x2))\" y2=\"\(SVGWriter.number(y2))\""
        s += " stroke=\"\(stroke)\" stroke-width=\"\(SVGWriter.number(width))\""
        if let dash { s += " stroke-dasharray=\"\(dash)\"" }
        raw(s + "/>")
    }

    /// A rectangle; `extra` is appended verbatim inside the tag, `tooltip` becomes a `<title>` child.
    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String,
        stroke: String? = nil, strokeWidth: Double = 1, className: String? = nil,
        extra: String = "", tooltip: String? = nil
    ) {
        var s = "<rect"
        if let className { s += " class=\"\(className)\"" }
        s +=
            " x=\"\(SVGWriter.number(x))\" y=\"\(SVGWriter.number(y))\" width=\"\(SVGWriter.number(width))\" height=\"\(SVGWriter.number(height))\""
        s += " fill=\"\(fill)\""
        if let stroke { s += " stroke=\"\(stroke)\" stroke-width=\"\(SVGWriter.number(strokeWidth))\"" }
        s += extra
        if let tooltip {
            s += "><title>\(SVGWriter.escape(tooltip))</title></rect>"
        } else {
            s += "/>"
        }
        raw(s)
    }

    /// Closes the document and returns its text (ends with a line break).
    consuming func finish() -> String {
        text += "</svg>\n"
        return text
    }

    /// A coordinate rounded to 0.01 px, printed shortest (`12`, `12.5`, `-3.25`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e9 else { return NumberFormat.shortest(hundredths / 100) }
        // A decimal of at most 9 digits is the shortest form of the double nearest it, which
        // is what `shortest` prints: written directly (`-12.05`, `3.5`, `40`).
        let n = Int(hundredths)
        if n == 0 { return "0" }
        let whole = abs(n) / 100, cents = abs(n) % 100
        var text = n < 0 ? "-" : ""
        text += String(whole)
        if cents != 0 { text += cents % 10 == 0 ? "." + String(cents / 10) : (cents < 10 ? ".0" : ".") + String(cents) }
        return text
    }

    /// XML text and attribute escaping of `&`, `<`, `>`, `"`.
    static func escape(_ text: String) -> String {
        // Most text has nothing to escape: returned as it is, without a walk over its characters.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
