/// Patterns that tell the scroll phases apart without colour (deuteranopia, grey print):
/// each shaded phase gets its own texture over its fill, defined once per chart in `<defs>`.
enum PhasePattern {
    /// The pattern id of `phase`, or nil for phases left plain (idle, resting).
    static func id(_ phase: String) -> String? {
        switch phase {
        case "dragging", "decelerating", "bouncing", "snapping": return "phase-" + phase
        default: return nil
        }
    }

    /// `<defs>` with one pattern per textured phase: dragging diagonal lines, decelerating
    /// horizontal lines, bouncing a cross-hatch, snapping dots.
    static let defs = """
        <defs>
        <pattern id="phase-dragging" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="#5b7fa3" stroke-width="1.2" stroke-opacity="0.55"/></pattern>
        <pattern id="phase-decelerating" width="8" height="8" patternUnits="userSpaceOnUse"><line x1="0" y1="4" x2="8" y2="4" stroke="#5f8a4f" stroke-width="1" stroke-opacity="0.5"/></pattern>
        <pattern id="phase-bouncing" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="#b5742e" stroke-width="1" stroke-opacity="0.55"/><line x1="0" y1="4" x2="8" y2="4" stroke="#b5742e" stroke-width="1" stroke-opacity="0.55"/></pattern>
        <pattern id="phase-snapping" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.3" fill="#8a5a9b" fill-opacity="0.7"/></pattern>
        </defs>
        """

    /// Draws `band`'s fill and texture over (x, y, width, height).
    static func draw(_ band: Band, into svg: inout SVGWriter, x: Double, y: Double, width: Double, height: Double) {
        svg.rect(x: x, y: y, width: width, height: height, fill: band.color, className: "phase", extra: " data-phase=\"\(band.name)\"")
        if let id = id(band.name) {
            svg.rect(x: x, y: y, width: width, height: height, fill: "url(#\(id))", className: "phase-texture")
        }
    }
}
