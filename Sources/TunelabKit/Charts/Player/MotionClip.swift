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

    public internal(set) var label: String
    /// Per frame: its time (s), its phase, and its rectangles in drawing order (z, then file order).
    let times: [Double]
    let phases: [String]
    /// Every frame's rectangles, frame after frame: frame k's are `rects[starts[k]..<starts[k + 1]]`
    /// (one array, not one per frame: a run's clip keeps the run's own, `ClipRects`).
    private let rects: [Rect]
    private let starts: [Int]

    /// A clip of `rects` per frame, in file order.
    init(label: String, times: [Double], phases: [String], rects: [[Rect]]) {
        var starts = [0]
        starts.reserveCapacity(rects.count + 1)
        for frame in rects { starts.append(starts[starts.count - 1] + frame.count) }
        self.init(label: label, times: times, phases: phases, rects: Array(rects.joined()), starts: starts)
    }

    /// A clip of `rects` in file order, frame k's at `starts[k]..<starts[k + 1]`.
    init(label: String, times: [Double], phases: [String], rects: [Rect], starts: [Int]) {
        precondition(starts.count == times.count + 1 && starts.last == rects.count, "a clip's frames and rectangles disagree")
        self.label = label
        self.times = times
        self.phases = phases
        self.starts = starts
        // Painter's order: lower z first; equal z keeps the file's order. Copied only if some
        // frame is out of order.
        var ordered = rects
        for k in times.indices { Self.paintersOrder(&ordered, starts[k]..<starts[k + 1]) }
        self.rects = ordered
    }

    /// How many frames the clip has.
    var frameCount: Int { times.count }

    /// Whether any frame has a rectangle to draw.
    var hasRectangles: Bool { !rects.isEmpty }

    /// Frame `k`'s rectangles in drawing order.
    func frame(_ k: Int) -> ArraySlice<Rect> { rects[starts[k]..<starts[k + 1]] }

    /// Sorts `list[range]` by z, equal z in file order: a stable insertion sort in place (a
    /// frame holds a handful of cards, mostly in order already, so mostly nothing is
    /// written). A NaN z, which has no order, takes the general sort.
    static func paintersOrder(_ list: inout [Rect], _ range: Range<Int>) {
        guard !list[range].contains(where: { $0.z.isNaN }) else {
            let sorted = list[range].enumerated().sorted { a, b in
                a.element.z != b.element.z ? a.element.z < b.element.z : a.offset < b.offset
            }
            list.replaceSubrange(range, with: sorted.map(\.element))
            return
        }
        for i in range.dropFirst() where list[i].z < list[i - 1].z {
            let card = list[i]
            var j = i
            while j > range.lowerBound, list[j - 1].z > card.z {
                list[j] = list[j - 1]
                j -= 1
            }
            list[j] = card
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
