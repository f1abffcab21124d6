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
        var h = MarkupBuffer(capacity: 64 * 1024)
        h.add("<div class=\"player\" id=\"")
        h.escaped(id)
        h.add("\" data-player=\"")
        h.escaped(id)
        h.add("-data\" data-player-frame=\"0\">\n<h3>")
        h.escaped(title)
        h.add("</h3>\n<div class=\"player-stages\">\n")
        for clip in clips {
            h.add("<figure class=\"player-stage\">\n<canvas width=\"")
            h.coordinate(stage.width)
            h.add("\" height=\"")
            h.coordinate(stage.height)
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
        return h.text
    }

    /// Seconds the players keep after the last moving frame (the rest is still).
    static let tail = 0.5
    /// Frames per second kept at most (a 120 Hz trace keeps every second frame).
    static let maximumRate = 60.0

    /// `{"w":…,"h":…,"phases":[…],"clips":[{"label":…,"s":step,"t":[…],"p":[…],"f":[[x,y,w,h,rot,alpha,z,shadow,key,clamped,…],…]}]}`:
    /// frames up to `tail` after the last motion, every `s`-th (≤ 60 per second); lengths to
    /// 0.1 pt, angles and opacities to 0.001, every number printed shortest.
    static func data(clips: [MotionClip], stage: Stage) -> String {
        var out = MarkupBuffer(capacity: 4096)
        data(clips: clips, stage: stage, into: &out)
        return out.text
    }

    /// `data(clips:stage:)` appended to `out`.
    static func data(clips: [MotionClip], stage: Stage, into out: inout MarkupBuffer) {
        // The phases in order of first appearance, listed before the clips that index them.
        var phases: [String] = []
        func phaseIndex(_ name: String) -> Int {
            if let i = phases.firstIndex(of: name) { return i }
            phases.append(name)
            return phases.count - 1
        }
        let end = (clips.map(\.activeEnd).max() ?? 0) + tail
        let plan = clips.map { clip in
            let interval = clip.times.count > 1 ? clip.times[1] - clip.times[0] : 1
            let step = max(1, Int((1 / maximumRate / interval).rounded()))
            let kept = Swift.stride(from: 0, to: clip.times.count, by: step).filter { $0 == 0 || clip.times[$0] <= end }
            return (step: step, kept: kept, phases: kept.map { phaseIndex(clip.phases[$0]) })
        }
        let comma = UInt8(ascii: ",")
        out.add("{\"w\":")
        out.shortest(stage.width)
        out.add(",\"h\":")
        out.shortest(stage.height)
        out.add(",\"phases\":[")
        for (n, phase) in phases.enumerated() {
            if n > 0 { out.byte(comma) }
            out.add(jsonString(phase))
        }
        out.add("],\"clips\":[")
        for (k, (clip, plan)) in zip(clips, plan).enumerated() {
            if k > 0 { out.byte(comma) }
            out.add("{\"label\":")
            out.add(jsonString(clip.label))
            out.add(",\"s\":")
            out.add(plan.step)
            out.add(",\"t\":[")
            for (n, i) in plan.kept.enumerated() {
                if n > 0 { out.byte(comma) }
                out.add(clip.times[i], decimals: 4)
            }
            out.add("],\"p\":[")
            for (n, phase) in plan.phases.enumerated() {
                if n > 0 { out.byte(comma) }
                out.add(phase)
            }
            out.add("],\"f\":[")
            for (n, i) in plan.kept.enumerated() {
                if n > 0 { out.byte(comma) }
                out.byte(UInt8(ascii: "["))
                for (j, q) in clip.frames[i].enumerated() {
                    // Eight numbers of at most 32 bytes, a colour key and the separators.
                    out.write(upTo: 320) { c in
                        if j > 0 { c.byte(comma) }
                        c.add(q.x, decimals: 1)
                        c.byte(comma)
                        c.add(q.y, decimals: 1)
                        c.byte(comma)
                        c.add(q.width, decimals: 1)
                        c.byte(comma)
                        c.add(q.height, decimals: 1)
                        c.byte(comma)
                        c.add(q.rotation, decimals: 3)
                        c.byte(comma)
                        c.add(q.alpha, decimals: 3)
                        c.byte(comma)
                        c.add(q.z, decimals: 2)
                        c.byte(comma)
                        c.add(q.shadow, decimals: 3)
                        c.byte(comma)
                        c.add(q.colourKey)
                        c.byte(comma)
                        c.byte(q.clamped ? UInt8(ascii: "1") : UInt8(ascii: "0"))
                    }
                }
                out.byte(UInt8(ascii: "]"))
            }
            out.add("]}")
        }
        out.add("]}")
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
