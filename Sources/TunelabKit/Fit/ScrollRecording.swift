import ScrollPhysics

/// One recording of a real scroll view, read from the CSV form of
/// [Recording a scroll view](../../../docs/recording-traces.md#the-recording-csv):
/// header `time_s,event,y_pt`, one row per event —
///
/// * `touch`: the finger at `y_pt` (points, along the scroll axis);
/// * `lift`: the finger lifted (`y_pt` its last position, or empty);
/// * `frame`: a displayed frame whose content offset is `y_pt` (points);
/// * `edge`: the offset at which the content rests at an edge (`y_pt`; at most two rows: one
///   names the leading edge, two name both).
///
/// Times are seconds on any clock, never decreasing; two frames never share a time. The coast is
/// every frame at or after the last `lift`, with times counted from it. When the content at the
/// lift (the last frame before it) lies past an edge, the coast is a bounce back (`bounce`).
public struct ScrollRecording: Sendable {
    /// The file as the user named it.
    public let file: String
    /// The lift instant, seconds on the recording's clock.
    public let liftTime: Seconds
    /// The coast: frames from the last lift, times since it.
    public let coast: CoastRecording
    /// The finger's samples of the last gesture (the `touch` rows after the previous lift, and
    /// the last `lift` row's position when it has one), times since the lift (≤ 0), positions
    /// in points along the scroll axis: what a velocity estimator saw at the release.
    public let touches: [(time: Seconds, y: Points)]
    /// The edges' offsets (points), ascending: empty, the leading edge, or both.
    public let edges: [Points]
    /// The content at the lift: the last frame before it (offset, pt) and the velocity over the
    /// last two frames before it (pt/s; 0 with one); nil without a frame before the lift.
    public let release: (offset: Points, velocity: PointsPerSecond)?

    /// The edge the content was released past, when it was: below the leading edge, or above
    /// the trailing one.
    public var releasedPast: Points? { release.flatMap { Self.edge(passedAt: $0.offset, edges: edges) } }

    /// The edge an offset `y` lies past — below the leading edge or above the trailing one of
    /// `edges` (ascending: none, the leading, or both) — or nil inside them.
    static func edge(passedAt y: Points, edges: [Points]) -> Points? {
        guard let leading = edges.first else { return nil }
        if y < leading { return leading }
        if edges.count == 2, y > edges[1] { return edges[1] }
        return nil
    }

    /// The drag past an edge as (pull, overscroll) pairs for `RubberBandFit`, in points: for
    /// each frame of the last gesture (from its first touch to the lift) that shows the content
    /// past an edge, the finger's raw distance past that edge by the latest touch at or before
    /// the frame, x = (y − y₀) − (x₀ − e) at the leading edge e (x = (y₀ − y) − (x₀ − E) at the
    /// trailing edge E), and the overscroll shown, e − x_frame (x_frame − E); y₀ is the gesture's
    /// first touch and x₀ the content at it (the last frame at or before it, inside the edges).
    /// Pairs with x ≤ 0 are left out. Empty without edges, without a frame at the gesture's
    /// start, or when the gesture starts past an edge (its raw distance would depend on c and d).
    public let rubberBand: [(pull: Points, overscroll: Points)]
    /// The time (s since the lift, ≤ 0) of each `rubberBand` pair's frame, for drawing it.
    public let rubberBandTimes: [Seconds]

    /// When a coast released inside the edges reaches one: the time (s since the lift) of its
    /// first frame past it. The coast (`coast`) then ends before that frame: what follows is a
    /// bounce entered at speed, which the coast model does not describe.
    public let edgeReachedAt: Seconds?

    /// The coast as a bounce back (`BounceFit`), when the content was released past an edge.
    public var bounce: BounceRecording? {
        guard let edge = releasedPast, let release else { return nil }
        return BounceRecording(
            times: coast.times, offsets: coast.offsets, edge: edge, releaseOffset: release.offset,
            releaseVelocity: release.velocity)
    }

    /// The largest frame-to-frame speed (pt/s) a recording in points may show: faster motion
    /// means the offsets are in another unit (pixels: divide by the screen's scale).
    public static let maximumSpeed: PointsPerSecond = 15_000
    /// The largest |time| (s) and |y_pt| (pt) a recording may hold: any clock's seconds and any
    /// real offset fit, and every fit's arithmetic on them stays finite.
    public static let maximumMagnitude = 1e9
    /// The least number of coast frames up to and including the first at rest.
    public static let minimumFrames = 5
    /// A gap: two consecutive coast frames more than this many median frame intervals apart.
    public static let gapFactor = 4.0
    /// The longest median interval (s) between coast frames: a scroll view shows a moving
    /// coast many times a second (8–100 ms between frames), so a median interval above 1 s is
    /// a clock in another unit (milliseconds: the shipped fling with its times × 1000 has a
    /// median of 100 s), which no fit should read as seconds.
    public static let maximumMedianInterval: Seconds = 1

    /// Reads and checks `path`; every problem is one `InputError` at its line and column.
    public static func read(_ path: String) throws(InputError) -> ScrollRecording {
        try ScrollRecording(table: CSVReader.read(path))
    }

    /// Checks `table` and keeps its coast. The checks, in order: the header; each row's event,
    /// time (never decreasing; frames strictly increasing) and value; a lift with no touch
    /// after it; motion (the coast's offsets not all equal); ≥ `minimumFrames` coast frames up to the first at rest; a
    /// median frame interval ≤ `maximumMedianInterval` (seconds, not milliseconds); no gap (an interval >
    /// `gapFactor` × the median interval); speeds ≤
    /// `maximumSpeed`. Together they hold `CoastRecording`'s preconditions (≥ 3 frames, times
    /// strictly increasing and finite, offsets finite).
    public init(table: CSVTable) throws(InputError) {
        let file = table.file
        func headerError(_ message: String) -> InputError {
            InputError(file: file, position: SourcePosition(line: 1, column: 1), path: nil, message: message)
        }
        if let i = table.header.firstIndex(where: { $0.hasSuffix("_px") || $0 == "y" || $0 == "offset" }) {
            throw headerError(
                "column \(JSONWriter.quoted(table.header[i])): expected y_pt, in points (divide pixels by the screen's scale)")
        }
        let timeColumn = try table.requireColumn("time_s")
        let eventColumn = try table.requireColumn("event")
        let yColumn = try table.requireColumn("y_pt")

        var lift: (time: Double, row: Int)?
        var lastTouchRow: Int?
        var gesture: [(time: Double, y: Double)] = []
        var liftGesture: [(time: Double, y: Double)] = []
        var previousTime = -Double.infinity
        var frames: [(time: Double, y: Double, row: Int)] = []
        var beforeLift: [(time: Double, y: Double, row: Int)] = []
        var dragFrames: [(time: Double, y: Double, row: Int)] = []
        var edges: [Double] = []
        for row in table.rows.indices {
            guard let time = try table.double(row: row, column: timeColumn) else {
                throw table.error(row: row, column: timeColumn, "expected a time in seconds, got an empty cell")
            }
            if time < previousTime {
                throw table.error(
                    row: row, column: timeColumn,
                    "times go backwards: expected ≥ \(NumberFormat.shortest(previousTime)), got \(NumberFormat.shortest(time))")
            }
            previousTime = time
            if !(time.magnitude <= Self.maximumMagnitude) {
                throw table.error(
                    row: row, column: timeColumn, "expected a time within ±10⁹ s, got \(NumberFormat.shortest(time))")
            }
            let y = try table.double(row: row, column: yColumn)
            if let y, !(y.magnitude <= Self.maximumMagnitude) {
                throw table.error(
                    row: row, column: yColumn, "expected a position within ±10⁹ pt, got \(NumberFormat.shortest(y))")
            }
            switch table.rows[row][eventColumn] {
            case "touch":
                guard let y else {
                    throw table.error(row: row, column: yColumn, "expected the finger's position in points, got an empty cell")
                }
                lastTouchRow = row
                gesture.append((time, y))
            case "lift":
                lift = (time, row)
                beforeLift = Array(frames.suffix(2))
                dragFrames = frames
                frames.removeAll()
                liftGesture = gesture
                if let y, gesture.last.map({ $0.time < time }) ?? true { liftGesture.append((time, y)) }
                gesture.removeAll()
            case "frame":
                guard let y else {
                    throw table.error(row: row, column: yColumn, "expected the content offset in points, got an empty cell")
                }
                if let last = frames.last, last.time == time {
                    throw table.error(
                        row: row, column: timeColumn,
                        "expected a time after the previous frame's \(NumberFormat.shortest(time)), got the same")
                }
                frames.append((time, y, row))
            case "edge":
                guard let y else {
                    throw table.error(row: row, column: yColumn, "expected the edge's offset in points, got an empty cell")
                }
                if edges.contains(y) || edges.count == 2 {
                    throw table.error(
                        row: row, column: yColumn,
                        "expected at most two edges with different offsets, got \(NumberFormat.shortest(y)) after "
                            + edges.map(NumberFormat.shortest).joined(separator: " and "))
                }
                edges.append(y)
            case let other:
                throw table.error(
                    row: row, column: eventColumn,
                    "expected touch, lift, frame or edge, got \(JSONWriter.quoted(other))"
                        + DidYouMean.hint(for: other, among: ["touch", "lift", "frame", "edge"]))
            }
        }
        guard let lift else {
            throw headerError("no lift row: expected the finger's lift (event lift) before the coast's frames")
        }
        if let touch = lastTouchRow, touch > lift.row {
            throw table.error(
                row: touch, column: eventColumn, "a touch after the last lift: expected the recording to end with the finger up")
        }
        // The frames up to and including the first that shows the resting offset.
        var moving = frames.count
        while moving > 1 && frames[moving - 2].y == frames[moving - 1].y { moving -= 1 }
        if !frames.isEmpty, frames.allSatisfy({ $0.y == frames[0].y }) {
            throw InputError(
                file: file, position: SourcePosition(line: table.line(ofRow: lift.row), column: 1), path: nil,
                message: "no motion: every frame after the lift shows \(NumberFormat.shortest(frames[0].y)) pt")
        }
        guard moving >= Self.minimumFrames else {
            throw InputError(
                file: file, position: SourcePosition(line: table.line(ofRow: lift.row), column: 1), path: nil,
                message:
                    "too few frames to fit: expected ≥ \(Self.minimumFrames) frames after the lift up to the first at rest, got \(moving)")
        }
        let intervals = (1..<frames.count).map { frames[$0].time - frames[$0 - 1].time }.sorted()
        let median = intervals[intervals.count / 2]
        if median > Self.maximumMedianInterval, let k = (1..<frames.count).first(where: { frames[$0].time - frames[$0 - 1].time >= median })
        {
            throw table.error(
                row: frames[k].row, column: timeColumn,
                "frames \(NumberFormat.readable(median)) s apart (the median interval after the lift): expected seconds, ≤ \(NumberFormat.shortest(Self.maximumMedianInterval)) s (milliseconds? divide the times by 1000)"
            )
        }
        for k in 1..<frames.count {
            let dt = frames[k].time - frames[k - 1].time
            if dt > Self.gapFactor * median {
                throw table.error(
                    row: frames[k].row, column: timeColumn,
                    "a gap of \(NumberFormat.readable(dt)) s after the previous frame: expected ≤ \(NumberFormat.shortest(Self.gapFactor)) × the median frame interval \(NumberFormat.readable(median)) s"
                )
            }
            let speed = (frames[k].y - frames[k - 1].y).magnitude / dt
            if speed > Self.maximumSpeed {
                throw table.error(
                    row: frames[k].row, column: yColumn,
                    "the offset moves at \(NumberFormat.shortest(speed.rounded())) pt/s: expected points (≤ \(Int(Self.maximumSpeed)) pt/s; pixels? divide by the screen's scale)"
                )
            }
        }
        edges.sort()
        var release: (offset: Double, velocity: Double)?
        if let last = beforeLift.last {
            let first = beforeLift[0]
            let velocity = beforeLift.count == 2 ? (last.y - first.y) / (last.time - first.time) : 0
            if !(velocity.magnitude <= Self.maximumSpeed) {
                throw table.error(
                    row: last.row, column: yColumn,
                    "the offset moves at \(NumberFormat.shortest(velocity.magnitude.rounded())) pt/s before the lift: expected points (≤ \(Int(Self.maximumSpeed)) pt/s)"
                )
            }
            if let edge = edges.first(where: { !(last.y - $0).isFinite }) {
                throw table.error(
                    row: last.row, column: yColumn,
                    "expected an offset a finite distance from the edge at \(NumberFormat.shortest(edge)), got \(NumberFormat.shortest(last.y))"
                )
            }
            release = (last.y, velocity)
        }
        if release == nil, Self.edge(passedAt: frames[0].y, edges: edges) != nil {
            throw InputError(
                file: file, position: SourcePosition(line: table.line(ofRow: lift.row), column: 1), path: nil,
                message: "the content is past an edge after the lift: expected a frame row before the lift (the offset at the release)")
        }
        self.file = file
        self.liftTime = lift.time
        self.edges = edges
        self.release = release
        let drag = Self.pairs(gesture: liftGesture, frames: dragFrames.map { ($0.time, $0.y) }, edges: edges)
        self.rubberBand = drag.map { ($0.pull, $0.overscroll) }
        self.rubberBandTimes = drag.map { $0.time - lift.time }
        self.touches = liftGesture.map { ($0.time - lift.time, $0.y) }
        var edgeReachedAt: Seconds?
        if release.map({ Self.edge(passedAt: $0.offset, edges: edges) == nil }) ?? true,
            let k = frames.firstIndex(where: { Self.edge(passedAt: $0.y, edges: edges) != nil })
        {
            guard k >= Self.minimumFrames else {
                throw table.error(
                    row: frames[k].row, column: yColumn,
                    "the coast passes an edge after \(k) frame(s): expected ≥ \(Self.minimumFrames) frames after the lift before it, to fit the coast"
                )
            }
            edgeReachedAt = frames[k].time - lift.time
            frames.removeSubrange(k...)
        }
        self.edgeReachedAt = edgeReachedAt
        let times = frames.map { $0.time - lift.time }
        for k in 1..<times.count where !(times[k] > times[k - 1]) {
            throw table.error(
                row: frames[k].row, column: timeColumn,
                "counted from the lift, this frame's time equals the previous frame's: expected times that differ by more than the clock's precision at \(NumberFormat.shortest(lift.time)) s"
            )
        }
        self.coast = CoastRecording(times: times, offsets: frames.map(\.y))
    }

    /// The rubber band's pairs (see `rubberBand`) of one gesture: `gesture` its touches (time,
    /// finger y), `frames` every frame up to its lift, `edges` ascending.
    static func pairs(gesture: [(time: Double, y: Double)], frames: [(time: Double, y: Double)], edges: [Double]) -> [(
        pull: Double, overscroll: Double, time: Double
    )] {
        guard !edges.isEmpty, let first = gesture.first, let start = frames.last(where: { $0.time <= first.time }),
            edge(passedAt: start.y, edges: edges) == nil
        else { return [] }
        var pairs: [(pull: Double, overscroll: Double, time: Double)] = []
        var touch = 0
        for frame in frames where frame.time >= first.time {
            while touch + 1 < gesture.count && gesture[touch + 1].time <= frame.time { touch += 1 }
            guard let e = edge(passedAt: frame.y, edges: edges) else { continue }
            let moved = gesture[touch].y - first.y
            // Past the leading edge the finger pulls along +y, past the trailing one along −y.
            let (pull, shown) = frame.y < e ? (moved - (start.y - e), e - frame.y) : (-moved - (e - start.y), frame.y - e)
            if pull > 0, pull.isFinite, shown.isFinite { pairs.append((pull, shown, frame.time)) }
        }
        return pairs
    }
}
