/// The player's data: the clips' times, phases and rectangles as compact JSON, written as
/// bytes straight into the player block.
extension MotionPlayer {
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
                for (j, q) in clip.frame(i).enumerated() {
                    // Eight numbers of at most 32 bytes, a colour key and the separators.
                    out.write(upTo: 320) { c in
                        func number(_ value: Double, decimals: Int) {
                            c.add(value, decimals: decimals)
                            c.byte(comma)
                        }
                        if j > 0 { c.byte(comma) }
                        number(q.x, decimals: 1)
                        number(q.y, decimals: 1)
                        number(q.width, decimals: 1)
                        number(q.height, decimals: 1)
                        number(q.rotation, decimals: 3)
                        number(q.alpha, decimals: 3)
                        number(q.z, decimals: 2)
                        number(q.shadow, decimals: 3)
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
}
