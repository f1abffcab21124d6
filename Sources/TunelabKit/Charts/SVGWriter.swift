/// Accumulates the text of one SVG document, element by element.
///
/// Everything is written with presentation attributes (no `<style>`), so a chart
/// looks the same standalone, in `rsvg-convert`, and inlined in `index.html`.
/// The only ids are those passed to `defs` content by the charts; `ReportPage`
/// prefixes them when it inlines several charts in one page.
struct SVGWriter {
    /// The document so far, as UTF-8 bytes; charts with long runs of similar elements write
    /// them here directly.
    var markup: MarkupBuffer

    /// Opens `<svg>` of `width` × `height` px with an accessible `<title>` and `<desc>`.
    init(width: Double, height: Double, title: String, description: String) {
        markup = MarkupBuffer(capacity: 4096)
        markup.write(upTo: Self.tagLimit + ChartStyle.fontFamily.utf8.count + ChartStyle.ink.utf8.count) { c in
            c.add(literal: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"")
            c.attribute(" width=\"", width)
            c.attribute(" height=\"", height)
            c.add(literal: " viewBox=\"0 0 ")
            c.coordinate(width)
            c.byte(UInt8(ascii: " "))
            c.coordinate(height)
            c.attribute("\" font-family=\"", ChartStyle.fontFamily)
            c.attribute(" font-size=\"", ChartStyle.tickFont)
            c.attribute(" fill=\"", ChartStyle.ink)
            c.add(literal: ">\n<title>")
        }
        markup.escaped(title)
        markup.add("</title>\n<desc>")
        markup.escaped(description)
        markup.add("</desc>\n")
        rect(x: 0, y: 0, width: width, height: height, fill: "#ffffff", className: "background")
    }

    /// The document so far.
    var text: String { markup.text }

    /// Appends raw markup (already escaped) followed by a line break.
    mutating func raw(_ markup: String) {
        self.markup.add(markup)
        self.markup.newline()
    }

    /// Appends raw markup bytes (already escaped) followed by a line break.
    mutating func raw(_ markup: MarkupBuffer) {
        self.markup.add(markup)
        self.markup.newline()
    }

    /// The bytes an element's opening tag may take besides its strings: its markup and up
    /// to seven numbers.
    private static let tagLimit = 320

    /// `<text>` at (x, y) with `anchor` (start, middle, end); `rotate` degrees about (x, y).
    mutating func text(
        _ content: String, x: Double, y: Double, size: Double = ChartStyle.tickFont,
        anchor: String = "start", weight: String? = nil, rotate: Double? = nil,
        fill: String? = nil, className: String? = nil
    ) {
        let strings = (className?.utf8.count ?? 0) + anchor.utf8.count + (weight?.utf8.count ?? 0) + (fill?.utf8.count ?? 0)
        markup.write(upTo: Self.tagLimit + strings) { c in
            c.add(literal: "<text")
            if let className { c.attribute(" class=\"", className) }
            c.attribute(" x=\"", x)
            c.attribute(" y=\"", y)
            if size != ChartStyle.tickFont { c.attribute(" font-size=\"", size) }
            if anchor != "start" { c.attribute(" text-anchor=\"", anchor) }
            if let weight { c.attribute(" font-weight=\"", weight) }
            if let fill { c.attribute(" fill=\"", fill) }
            if let rotate {
                c.add(literal: " transform=\"rotate(")
                c.coordinate(rotate)
                c.byte(UInt8(ascii: " "))
                c.coordinate(x)
                c.byte(UInt8(ascii: " "))
                c.coordinate(y)
                c.add(literal: ")\"")
            }
            c.byte(UInt8(ascii: ">"))
        }
        markup.escaped(content)
        markup.write(upTo: 8) { $0.add(literal: "</text>\n") }
    }

    /// A straight line segment.
    mutating func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: String = ChartStyle.ink,
        width: Double = 1, dash: String? = nil, className: String? = nil
    ) {
        let strings = (className?.utf8.count ?? 0) + stroke.utf8.count + (dash?.utf8.count ?? 0)
        markup.write(upTo: Self.tagLimit + strings) { c in
            c.add(literal: "<line")
            if let className { c.attribute(" class=\"", className) }
            c.attribute(" x1=\"", x1)
            c.attribute(" y1=\"", y1)
            c.attribute(" x2=\"", x2)
            c.attribute(" y2=\"", y2)
            c.attribute(" stroke=\"", stroke)
            c.attribute(" stroke-width=\"", width)
            if let dash { c.attribute(" stroke-dasharray=\"", dash) }
            c.add(literal: "/>\n")
        }
    }

    /// A rectangle; `extra` is appended verbatim inside the tag, `tooltip` becomes a `<title>` child.
    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String,
        stroke: String? = nil, strokeWidth: Double = 1, className: String? = nil,
        extra: String = "", tooltip: String? = nil
    ) {
        let strings = (className?.utf8.count ?? 0) + fill.utf8.count + (stroke?.utf8.count ?? 0) + extra.utf8.count
        markup.write(upTo: Self.tagLimit + strings) { c in
            c.add(literal: "<rect")
            if let className { c.attribute(" class=\"", className) }
            c.attribute(" x=\"", x)
            c.attribute(" y=\"", y)
            c.attribute(" width=\"", width)
            c.attribute(" height=\"", height)
            c.attribute(" fill=\"", fill)
            if let stroke {
                c.attribute(" stroke=\"", stroke)
                c.attribute(" stroke-width=\"", strokeWidth)
            }
            c.add(extra)
            if tooltip == nil { c.add(literal: "/>\n") }
        }
        if let tooltip {
            markup.add("><title>")
            markup.escaped(tooltip)
            markup.add("</title></rect>\n")
        }
    }

    /// Closes the document and returns its text (ends with a line break).
    consuming func finish() -> String {
        finishMarkup().text
    }

    /// Closes the document and returns its bytes, for a page that inlines it.
    consuming func finishMarkup() -> MarkupBuffer {
        markup.add("</svg>\n")
        return markup
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
