import ScrollPhysics

/// The motion player's rectangles of one run, taken from the item rows as they are written to
/// `items.csv`, so a sweep's report does not read its own file back: the numbers are those
/// `MotionClip` would read (`shortest` round-trips: a finite value reads back as itself, -0 as
/// 0; a non-finite one is an empty cell, read as 0).
struct ClipRects {
    /// The rectangles of every frame in file order, frame after frame.
    private(set) var rects: [MotionClip.Rect] = []
    /// Where frame k's rectangles start in `rects`; a last entry ends the last frame.
    private(set) var starts: [Int] = []
    /// False once frames did not come numbered 0, 1, 2…: the clip then decodes `items.csv`.
    private(set) var isUsable = true

    /// Room for `frames` frames of `rects` rectangles in all (a run sizes its clip from its
    /// first frame with items, as it sizes `items.csv`: growing by doubling would touch twice
    /// the memory).
    mutating func reserve(frames: Int, rects count: Int) {
        starts.reserveCapacity(frames)
        rects.reserveCapacity(count)
    }

    /// Starts the rectangles of frame `number`.
    mutating func startFrame(_ number: Int) {
        if number != starts.count { isUsable = false }
        starts.append(rects.count)
    }

    /// Adds `row`'s rectangle to the current frame (`parallax`: the file has `clamped`).
    mutating func add(_ row: ItemAttributes, parallax: Bool) {
        func read(_ value: Double) -> Double { value.isFinite ? value + 0 : 0 }  // + 0: -0 → 0
        rects.append(
            MotionClip.Rect(
                x: read(row.x), y: read(row.y), width: read(row.width), height: read(row.height),
                rotation: read(row.rotation), alpha: read(row.alpha), z: read(row.z), shadow: read(row.shadowOpacity),
                colourKey: row.dataIndex, clamped: parallax && row.clamped))
    }

    /// Frame k's rectangles in file order.
    func frame(_ k: Int) -> ArraySlice<MotionClip.Rect> {
        rects[starts[k]..<(k + 1 < starts.count ? starts[k + 1] : rects.count)]
    }

    var frameCount: Int { starts.count }
}
