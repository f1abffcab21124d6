import ScrollPhysics

/// A motion player on a report page: the clips side by side, drawn on canvases as the user
/// sees them (rectangles at their frames, rotated, with alpha, z-order and a shadow hint) in
/// the outlined viewport, with `Stage.margin` around it where what lies off screen shows dimmed,
/// playing on load and looping, at 1× or ¼×, with play/pause and a scrubber; each clip shows
/// its frame, time and phase. The player element carries `data-player-frame` (the first
/// clip's frame) so a headless browser can check that it advances. Its data sits beside it
/// as JSON; `MotionPlayer.script` (inlined once per page) brings every player to life.
/// Without scripts, the filmstrip that follows it shows a few moments.
public enum MotionPlayer {
    /// The viewport in points: width × height of what the user sees.
    public struct Stage: Sendable, Equatable {
        public var width: Double
        public var height: Double
        public init(width: Double, height: Double) { self.width = width; self.height = height }

        /// The room drawn around the viewport, so a card that leaves it (a centre shift, a
        /// rotation) stays visible, dimmed, in points: across the scroll axis (beside the
        /// smaller side) half the smaller side, along it a quarter of the smaller side.
        public var margin: (x: Double, y: Double) {
            let side = min(width, height)
            return width <= height ? ((side / 2).rounded(), (side / 4).rounded()) : ((side / 4).rounded(), (side / 2).rounded())
        }

        /// The viewport of `scroll`: `viewport` along the scroll axis, `crossViewport` across (docs/conventions.md).
        public init(scroll: ScrollConfiguration, horizontal: Bool) {
            self.init(
                width: horizontal ? scroll.viewport : scroll.crossViewport,
                height: horizontal ? scroll.crossViewport : scroll.viewport)
        }
    }

    /// The player block: heading, canvases with readouts, controls, its JSON data and a filmstrip.
    public static func html(id: String, title: String, clips: [MotionClip], stage: Stage) -> String {
        markup(id: id, title: title, clips: clips, stage: stage).text
    }

    /// The bytes of `html(id:title:clips:stage:)`, for a page that inlines them.
    static func markup(id: String, title: String, clips: [MotionClip], stage: Stage) -> MarkupBuffer {
        var h = MarkupBuffer(capacity: 64 * 1024)
        h.add("<div class=\"player\" id=\"")
        h.escaped(id)
        h.add("\" data-player=\"")
        h.escaped(id)
        h.add("-data\" data-player-frame=\"0\">\n<h3>")
        h.escaped(title)
        h.add("</h3>\n<div class=\"player-stages\">\n")
        let margin = stage.margin
        for clip in clips {
            h.add("<figure class=\"player-stage\">\n<canvas width=\"")
            h.coordinate(stage.width + 2 * margin.x)
            h.add("\" height=\"")
            h.coordinate(stage.height + 2 * margin.y)
            h.add("\" role=\"img\" aria-label=\"")
            h.escaped(clip.label)
            h.add(": the cards in motion\"></canvas>\n<figcaption><strong>")
            h.escaped(clip.label)
            h.add(
                "</strong><br/><span class=\"player-readout\" aria-live=\"off\">frame 0</span></figcaption>\n</figure>\n")
        }
        h.add("</div>\n<div class=\"player-controls\">\n")
        h.add("<button type=\"button\" class=\"player-play\" aria-pressed=\"true\">Pause</button>\n")
        h.add("<button type=\"button\" class=\"player-speed\" data-speed=\"1\" aria-pressed=\"true\">1×</button>\n")
        h.add("<button type=\"button\" class=\"player-speed\" data-speed=\"0.25\" aria-pressed=\"false\">¼×</button>\n")
        h.add(
            "<label class=\"player-scrub-label\">time <input type=\"range\" class=\"player-scrub\" min=\"0\" max=\"1000\" step=\"1\" value=\"0\" aria-label=\"time in ms\"/></label>\n"
        )
        h.add("</div>\n<script type=\"application/json\" id=\"")
        h.escaped(id)
        h.add("-data\">")
        data(clips: clips, stage: stage, into: &h)
        h.add("</script>\n<figure class=\"filmstrip\">\n<div class=\"scroll\">\n")
        ReportPage.inline(Filmstrip.markup(title: "Filmstrip: " + title, clips: clips, stage: stage), prefix: "\(id)-", into: &h)
        h.add("</div>\n</figure>\n</div>\n")
        return h
    }

    /// A JSON string literal safe inside `<script>` and XML (`<`, `>`, `&` as \u escapes).
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
