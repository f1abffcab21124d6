import ScrollPhysics

/// A motion player on a report page: the clips side by side, drawn on canvases as the user
/// sees them (rectangles at their frames, rotated, with alpha, z-order and a shadow hint),
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

        /// The viewport of `scroll`: `viewport` along the scroll axis, `crossViewport` across (DESIGN §2).
        public init(scroll: ScrollConfiguration, horizontal: Bool) {
            self.init(
                width: horizontal ? scroll.viewport : scroll.crossViewport,
                height: horizontal ? scroll.crossViewport : scroll.viewport)
        }
    }

    /// The player block: heading, canvases with readouts, controls, its JSON data and a filmstrip.
    public static func html(id: String, title: String, clips: [MotionClip], stage: Stage) -> String {
        let e = SVGWriter.escape
        var h = "<div class=\"player\" id=\"\(e(id))\" data-player=\"\(e(id))-data\" data-player-frame=\"0\">\n"
        h += "<h3>\(e(title))</h3>\n<div class=\"player-stages\">\n"
        for clip in clips {
            h += "<figure class=\"player-stage\">\n"
            h +=
                "<canvas width=\"\(SVGWriter.number(stage.width))\" height=\"\(SVGWriter.number(stage.height))\" role=\"img\" aria-label=\"\(e(clip.label)): the cards in motion\"></canvas>\n"
            h +=
                "<figcaption><strong>\(e(clip.label))</strong><br/><span class=\"player-readout\" aria-live=\"off\">frame 0</span></figcaption>\n"
            h += "</figure>\n"
        }
        h += "</div>\n<div class=\"player-controls\">\n"
        h += "<button type=\"button\" class=\"player-play\" aria-pressed=\"true\">Pause</button>\n"
        h += "<button type=\"button\" class=\"player-speed\" data-speed=\"1\" aria-pressed=\"true\">1×</button>\n"
        h += "<button type=\"button\" class=\"player-speed\" data-speed=\"0.25\" aria-pressed=\"false\">¼×</button>\n"
        h +=
            "<label class=\"player-scrub-label\">time <input type=\"range\" class=\"player-scrub\" min=\"0\" max=\"1000\" step=\"1\" value=\"0\" aria-label=\"time in ms\"/></label>\n"
        h += "</div>\n"
        h += "<script type=\"application/json\" id=\"\(e(id))-data\">\(data(clips: clips, stage: stage))</script>\n"
        h += "<figure class=\"filmstrip\">\n<div class=\"scroll\">\n"
        h += ReportPage.inline(Filmstrip.svg(title: "Filmstrip: " + title, clips: clips, stage: stage), prefix: "\(id)-")
        h += "</div>\n</figure>\n"
        return h + "</div>\n"
    }

    /// Seconds the players keep after the last moving frame (the rest is still).
    static let tail = 0.5
    /// Frames per second kept at most (a 120 Hz trace keeps every second frame).
    static let maximumRate = 60.0

    /// `{"w":…,"h":…,"phases":[…],"clips":[{"label":…,"s":step,"t":[…],"p":[…],"f":[[x,y,w,h,rot,alpha,z,shadow,key,clamped,…],…]}]}`:
    /// frames up to `tail` after the last motion, every `s`-th (≤ 60 per second); lengths to
    /// 0.1 pt, angles and opacities to 0.001, every number printed shortest.
    static func data(clips: [MotionClip], stage: Stage) -> String {
        var phases: [String] = []
        func phaseIndex(_ name: String) -> Int {
            if let i = phases.firstIndex(of: name) { return i }
            phases.append(name)
            return phases.count - 1
        }
        let end = (clips.map(\.activeEnd).max() ?? 0) + tail
        var body = MarkupBuffer()
        for (k, clip) in clips.enumerated() {
            if k > 0 { body.add(",") }
            let interval = clip.times.count > 1 ? clip.times[1] - clip.times[0] : 1
            let step = max(1, Int((1 / maximumRate / interval).rounded()))
            let kept = Swift.stride(from: 0, to: clip.times.count, by: step).filter { $0 == 0 || clip.times[$0] <= end }
            body.add("{\"label\":\(jsonString(clip.label)),\"s\":\(step),\"t\":[")
            for (n, i) in kept.enumerated() {
                if n > 0 { body.add(",") }
                body.add(clip.times[i], decimals: 4)
            }
            body.add("],\"p\":[")
            for (n, i) in kept.enumerated() {
                if n > 0 { body.add(",") }
                body.add(phaseIndex(clip.phases[i]))
            }
            body.add("],\"f\":[")
            for (n, i) in kept.enumerated() {
                if n > 0 { body.add(",") }
                body.add("[")
                for (j, q) in clip.frames[i].enumerated() {
                    if j > 0 { body.add(",") }
                    body.add(q.x, decimals: 1)
                    body.add(",")
                    body.add(q.y, decimals: 1)
                    body.add(",")
                    body.add(q.width, decimals: 1)
                    body.add(",")
                    body.add(q.height, decimals: 1)
                    body.add(",")
                    body.add(q.rotation, decimals: 3)
                    body.add(",")
                    body.add(q.alpha, decimals: 3)
                    body.add(",")
                    body.add(q.z, decimals: 2)
                    body.add(",")
                    body.add(q.shadow, decimals: 3)
                    body.add(",")
                    body.add(q.colourKey)
                    body.add(q.clamped ? ",1" : ",0")
                }
                body.add("]")
            }
            body.add("]}")
        }
        return "{\"w\":\(NumberFormat.shortest(stage.width)),\"h\":\(NumberFormat.shortest(stage.height)),\"phases\":["
            + phases.map(jsonString).joined(separator: ",") + "],\"clips\":[" + body.text + "]}"
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
