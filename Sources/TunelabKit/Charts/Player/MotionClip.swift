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

    init(label: String, times: [Double], phases: [String], rects: [[Rect]]) {
        self.label = label
        self.times = times
        self.phases = phases
        // Painter's order: lower z first; equal z keeps the file's order.
        self.frames = rects.map(Self.paintersOrder)
    }

    /// `list` sorted by z, equal z in file order: a stable insertion sort in place (a frame
    /// holds a handful of cards, mostly in order already). A NaN z, which has no order,
    /// takes the general sort.
    static func paintersOrder(_ list: [Rect]) -> [Rect] {
        guard !list.contains(where: { $0.z.isNaN }) else {
            return list.enumerated().sorted { a, b in a.element.z != b.element.z ? a.element.z < b.element.z : a.offset < b.offset }
                .map(\.element)
        }
        var list = list
        for i in list.indices.dropFirst() where list[i].z < list[i - 1].z {
            let card = list[i]
            var j = i
            while j > 0, list[j - 1].z > card.z {
                list[j] = list[j - 1]
                j -= 1
            }
            list[j] = card
        }
        return list
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
