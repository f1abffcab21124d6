/// One run to play: a label (`baseline`, `best #10 (stride = 40)`), its `frames.csv` and
/// `items.csv`, decoded into what the player draws.
public struct MotionClip: Sendable {
    /// One drawn rectangle in viewport points.
    struct Rect: Sendable {
        var x: Double, y: Double, width: Double, height: Double
        var rotation: Double, alpha: Double, z: Double, shadow: Double
        /// Picks the fill: the layer for parallax rows, else the data index.
        var colourKey: Int
        var clamped: Bool
    }

    public let label: String
    /// Per frame: its time (s), its phase, and its rectangles in drawing order (z, then file order).
    let times: [Double]
    let phases: [String]
    let frames: [[Rect]]

    /// Reads `frames` (`frame,time,…,phase`) and `items` (DESIGN §7.1 columns; parallax adds
    /// `layer`, `clamped`). Throws `ChartError` naming a missing column or a bad row.
    public init(label: String, frames: CSVTable, items: CSVTable) throws {
        let what = "\"\(label)\""
        let f = try TraceChart.require(["frame", "time", "phase"], in: frames, what: "frames.csv of \(what)")
        let c = try TraceChart.require(
            ["frame", "data_index", "x", "y", "width", "height", "rotation", "alpha", "z", "shadow_opacity"],
            in: items, what: "items.csv of \(what)")
        let clampedC = items.column("clamped")
        var times: [Double] = [], phases: [String] = [], index: [Int: Int] = [:]
        for row in frames.rows {
            guard let frame = Int(row[f[0]]), let t = Double(row[f[1]]) else { continue }
            index[frame] = times.count
            times.append(t)
            phases.append(row[f[2]])
        }
        var rects = Array(repeating: [Rect](), count: times.count)
        for (r, row) in items.rows.enumerated() {
            func num(_ col: Int) -> Double { Double(row[col]).flatMap { $0.isFinite ? $0 : nil } ?? 0 }
            guard let frame = Int(row[c[0]]), let slot = index[frame] else {
                throw ChartError("items.csv of \(what):\(r + 2): frame \(row[c[0]]) is not in frames.csv")
            }
            let key = Int(row[c[1]]) ?? 0
            rects[slot].append(
                Rect(
                    x: num(c[2]), y: num(c[3]), width: num(c[4]), height: num(c[5]), rotation: num(c[6]),
                    alpha: num(c[7]), z: num(c[8]), shadow: num(c[9]), colourKey: key,
                    clamped: clampedC.map { row[$0] == "1" } ?? false))
        }
        self.init(label: label, times: times, phases: phases, rects: rects)
    }

    /// Per frame its time, phase and rectangles in file order, put in painter's order.
    init(label: String, times: [Double], phases: [String], rects: [[Rect]]) {
        self.label = label
        self.times = times
        self.phases = phases
        // Painter's order: lower z first; equal z keeps the file's order.
        self.frames = rects.map { list in
            list.enumerated().sorted { a, b in a.element.z != b.element.z ? a.element.z < b.element.z : a.offset < b.offset }.map(\.element)
        }
    }

    /// The last time any frame is neither idle nor resting (the motion's end), or the last time.
    var activeEnd: Double {
        let index = phases.lastIndex { $0 != "idle" && $0 != "resting" }
        return index.map { times[min($0 + 1, times.count - 1)] } ?? (times.last ?? 0)
    }

    /// The index of the last frame at or before `time` (the first frame before it starts).
    func frame(at time: Double) -> Int {
        var lo = 0, hi = times.count - 1
        guard hi >= 0, time >= times[0] else { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if times[mid] <= time { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
