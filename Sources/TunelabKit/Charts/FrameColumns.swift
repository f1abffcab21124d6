import ScrollPhysics

/// The columns of a `frames.csv` (docs/scenario.md) that the trace charts and the motion player
/// read, as values: per row the frame number, time (s), offset (pt), velocity (pt/s) and
/// phase name.
///
/// Each value is what reading the file's text gives (`FastDouble.parse`, exactly
/// `Double(text)`): nil for an empty or unreadable cell. A run's own frames give the same
/// values without the text (`append`): the file prints a double's shortest round-trip digits,
/// so reading them back gives the double again — except that −0 prints as `0` and NaN or
/// ±infinity as an empty cell, which `append` folds the same way. A report's traces are then
/// charted from the run, not from its CSV printed and parsed back.
struct FrameColumns {
    var frame: [Int?] = []
    var time: [Double?] = []
    var offset: [Double?] = []
    var velocity: [Double?] = []
    var phase: [String] = []

    init() {}

    /// The columns of `table`; a column it lacks reads as nil (or an empty phase) in every row,
    /// so callers check for the columns they need first (`TraceChart.require`).
    init(table: CSVTable) {
        func numbers(_ name: String) -> [Double?] {
            guard let c = table.column(name) else { return Array(repeating: nil, count: table.rows.count) }
            return table.rows.map { FastDouble.parse($0[c]) }
        }
        time = numbers("time")
        offset = numbers("offset")
        velocity = numbers("velocity")
        let f = table.column("frame"), p = table.column("phase")
        frame = table.rows.map { row in f.flatMap { Int(row[$0]) } }
        phase = table.rows.map { row in p.map { row[$0] } ?? "" }
    }

    /// Reserves room for `rows` rows.
    mutating func reserve(_ rows: Int) {
        frame.reserveCapacity(rows)
        time.reserveCapacity(rows)
        offset.reserveCapacity(rows)
        velocity.reserveCapacity(rows)
        phase.reserveCapacity(rows)
    }

    /// Adds `frame`'s row as the file would read back.
    mutating func append(_ frame: ScrollFrame) {
        self.frame.append(frame.frame)
        time.append(Self.readBack(frame.time))
        offset.append(Self.readBack(frame.offset))
        velocity.append(Self.readBack(frame.velocity))
        phase.append(frame.phase.rawValue)
    }

    /// `value` printed by `NumberFormat.shortest` and read back.
    @inline(__always)
    static func readBack(_ value: Double) -> Double? {
        guard value.isFinite else { return nil }
        return value == 0 ? 0 : value
    }
}
