import Foundation

extension MotionClip {
    /// Reads `frames` (`frame,time,…,phase`) and `items`, the bytes of `items.csv` (docs/scenario.md
    /// columns; parallax adds `layer`, `clamped`): each line split in place and its numbers read
    /// without a `String` (`FastDouble`, exactly `Double(text)`). Throws `ChartError` naming a
    /// missing column or a bad row.
    ///
    /// `clip`: the rectangles the run kept while writing `items` (the same numbers this would
    /// read), taken instead of decoding `items` when every row of `frames` was read.
    init(label: String, frames: CSVTable, items: [UInt8], clip: ClipRects? = nil) throws {
        _ = try TraceChart.require(["frame", "time", "phase"], in: frames, what: "frames.csv of \"\(label)\"")
        try self.init(label: label, frames: FrameColumns(table: frames), items: items, clip: clip)
    }

    /// Whether `init(label:frames:items:clip:)` draws `clip`'s rectangles rather than decoding
    /// the items: the clip is usable and has one entry per frame row with a number and a time.
    static func usesRects(_ clip: ClipRects?, frames: FrameColumns) -> Bool {
        guard let clip, clip.isUsable else { return false }
        return clip.frameCount == zip(frames.frame, frames.time).filter { $0 != nil && $1 != nil }.count
    }

    /// `init(label:frames:items:clip:)` of frames already read (a run's own, `FrameColumns.append`);
    /// rows without a frame number or a time are skipped.
    init(label: String, frames: FrameColumns, items: [UInt8], clip: ClipRects? = nil) throws {
        let what = "\"\(label)\""
        var times: [Double] = [], phases: [String] = [], numbers: [Int] = []
        times.reserveCapacity(frames.time.count)
        phases.reserveCapacity(frames.time.count)
        numbers.reserveCapacity(frames.time.count)
        for row in frames.time.indices {
            guard let frame = frames.frame[row], let t = frames.time[row] else { continue }
            numbers.append(frame)
            times.append(t)
            phases.append(frames.phase[row])
        }
        if let clip, clip.isUsable, clip.frameCount == times.count {
            // Every frame row read: frame k is row k (a run numbers its frames 0, 1, 2…).
            self.init(label: label, times: times, phases: phases, rects: clip.rects, starts: clip.starts + [clip.rects.count])
            return
        }
        // Each frame number's row (the last row of a repeated number wins).
        var index: [Int: Int] = [:]
        for (row, frame) in numbers.enumerated() { index[frame] = row }
        var decoder = ItemDecoder(what: what, index: index, frameCount: times.count)
        try items.withUnsafeBufferPointer { all in try decoder.decode(all) }
        self.init(label: label, times: times, phases: phases, rects: decoder.rects)
    }

    /// Reads `items.csv` bytes line by line into each frame's rectangles.
    private struct ItemDecoder {
        let what: String
        let index: [Int: Int]
        var rects: [[Rect]]
        private var columns: [Int] = []
        private var clampedColumn: Int?
        private var splitter = LineSplitter()
        private static let one: [UInt8] = [UInt8(ascii: "1")]

        init(what: String, index: [Int: Int], frameCount: Int) {
            self.what = what
            self.index = index
            rects = Array(repeating: [], count: frameCount)
        }

        mutating func decode(_ all: UnsafeBufferPointer<UInt8>) throws {
            var start = 0, line = 0
            while start < all.count {
                var end = start
                while end < all.count, all[end] != 0x0A { end += 1 }
                line += 1
                let bytes = UnsafeBufferPointer(rebasing: all[start..<end])
                start = end + 1
                var failure: ChartError?
                var found: Rect?, slot = 0
                var header: [String]?
                splitter.split(bytes) { row in
                    if line == 1 {
                        header = row.strings
                        return
                    }
                    guard row.count > (columns.max() ?? 0) else { return }
                    guard let frame = row.int(columns[0]), let s = index[frame] else {
                        failure = ChartError("items.csv of \(what):\(line): frame \(row.string(columns[0])) is not in frames.csv")
                        return
                    }
                    slot = s
                    found = Self.rect(row, columns, clampedColumn)
                }
                if let failure { throw failure }
                if let header {
                    let table = CSVTable(header: header, rows: [])
                    columns = try TraceChart.require(
                        ["frame", "data_index", "x", "y", "width", "height", "rotation", "alpha", "z", "shadow_opacity"],
                        in: table, what: "items.csv of \(what)")
                    clampedColumn = table.column("clamped")
                }
                if let found { rects[slot].append(found) }
            }
        }

        private static func rect(_ row: ResultsRow, _ c: [Int], _ clamped: Int?) -> Rect {
            func num(_ col: Int) -> Double { row.double(col).flatMap { $0.isFinite ? $0 : nil } ?? 0 }
            return Rect(
                x: num(c[2]), y: num(c[3]), width: num(c[4]), height: num(c[5]), rotation: num(c[6]),
                alpha: num(c[7]), z: num(c[8]), shadow: num(c[9]), colourKey: row.int(c[1]) ?? 0,
                clamped: clamped.map { row.equals($0, one) } ?? false)
        }
    }
}
