/// Approximate boxes of an SVG's `<text>` elements, for "nothing overlaps" checks.
///
/// Width is 0.62 em per character (a generous sans-serif advance), height 1 em from
/// 0.8 em above the baseline; `rotate(-90 x y)` turns the box about its anchor.
struct TextBox: CustomStringConvertible {
    var text: String
    var x0: Double, y0: Double, x1: Double, y1: Double

    var description: String { "\"\(text)\" [\(x0), \(x1)] × [\(y0), \(y1)]" }

    func overlaps(_ other: TextBox, slack: Double = 0.5) -> Bool {
        x0 < other.x1 - slack && other.x0 < x1 - slack && y0 < other.y1 - slack && other.y0 < y1 - slack
    }

    static func boxes(in root: SVGNode) -> [TextBox] {
        let base = root.number("font-size").isNaN ? 12 : root.number("font-size")
        return root.all("text").map { node in
            let size = node.number("font-size").isNaN ? base : node.number("font-size")
            let w = Double(node.text.count) * size * 0.62
            let x = node.number("x"), y = node.number("y")
            let anchor = node["text-anchor"] ?? "start"
            let start = anchor == "middle" ? -w / 2 : anchor == "end" ? -w : 0
            if let transform = node["transform"], transform.hasPrefix("rotate(-90") {
                // Along the text becomes upward on screen: the run covers y − start − w … y − start.
                return TextBox(text: node.text, x0: x - 0.8 * size, y0: y - start - w, x1: x + 0.2 * size, y1: y - start)
            }
            return TextBox(text: node.text, x0: x + start, y0: y - 0.8 * size, x1: x + start + w, y1: y + 0.2 * size)
        }
    }

    /// Pairs of overlapping boxes, and boxes sticking out of the canvas.
    static func problems(in root: SVGNode) -> [String] {
        let boxes = boxes(in: root)
        let width = root.number("width"), height = root.number("height")
        var found: [String] = []
        for (i, a) in boxes.enumerated() {
            if a.x0 < -0.5 || a.y0 < -0.5 || a.x1 > width + 0.5 || a.y1 > height + 0.5 { found.append("outside: \(a)") }
            for b in boxes[(i + 1)...] where a.overlaps(b) { found.append("overlap: \(a) and \(b)") }
        }
        return found
    }
}
