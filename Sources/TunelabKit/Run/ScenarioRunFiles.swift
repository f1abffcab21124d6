import Foundation
import ScrollPhysics

/// The three CSV files of one scenario run.
public struct ScenarioRunFiles {
    public let frames: CSVWriter
    public let items: CSVWriter
    public let metrics: CSVWriter
    public let values: MetricValues
    /// The player's rectangles, kept when asked for (`keepingClip`: a report's motion player).
    let clip: ClipRects?
    /// The numbers of `items.csv` as printed, kept when asked for (`recordingNumbers`).
    let numbers: ItemNumbers?
    /// `frames.csv`'s columns as reading it back gives them, kept with the clip (the report's
    /// trace charts and players read them instead of parsing the file's text).
    let frameColumns: FrameColumns?
    /// Whether the layout is layered (parallax): `items.csv` carries the layer columns a
    /// report's layer chart reads.
    let layered: Bool

    /// Runs `scenario`; a layout fault (a formula's NaN) throws. `keepingClip` also keeps
    /// the rectangles the motion player draws (`clip`), as read from `items.csv`, and the
    /// frames' columns (`frameColumns`), as read from `frames.csv`; `trajectory`
    /// is the scenario's own, when already run (`Trajectory(scenario:)` of a scenario with
    /// the same trajectory, `Scenario.hasSameTrajectory`). `reusing`: an earlier run's printed
    /// numbers to copy where the values agree; `recordingNumbers` keeps this run's (`numbers`).
    public init(scenario: Scenario, metrics wanted: [Metric]? = nil) throws(FrameFault) {
        try self.init(scenario: scenario, metrics: wanted, keepingClip: false)
    }

    init(
        scenario: Scenario, metrics wanted: [Metric]?, keepingClip: Bool, trajectory: Trajectory? = nil,
        reusing earlier: ItemNumbers? = nil, recordingNumbers: Bool = false
    ) throws(FrameFault) {
        let trajectory = trajectory ?? Trajectory(scenario: scenario)
        let columns = wanted ?? Metric.applicable(to: scenario.layout.traits)
        let evaluator = ViewEvaluator(scenario: scenario, metrics: columns)
        let hasDropped = scenario.display.droppedFrames != nil
        var frames = CSVWriter()
        frames.row(TraceColumns.frames + (hasDropped ? ["dropped"] : []))
        frames.reserve(trajectory.frames.count * TraceColumns.frameRowBytes)
        var items = CSVWriter()
        let parallax = scenario.layout.traits.layered
        items.row(TraceColumns.items + (parallax ? TraceColumns.parallaxExtra : []))
        var reserved = false
        var clip = keepingClip ? ClipRects() : nil
        var frameColumns = keepingClip ? FrameColumns() : nil
        frameColumns?.reserve(trajectory.frames.count)
        var numbers = earlier != nil || recordingNumbers ? ItemNumbers.Pass(reusing: earlier, recording: recordingNumbers) : nil
        let values = try evaluator.checkedEvaluate(trajectory) { frame, dropped, rows in
            TraceColumns.appendFrame(frame, dropped: hasDropped ? dropped : nil, to: &frames)
            frameColumns?.append(frame)
            let start = items.byteCount
            // The time is the same in each of the frame's rows: printed once.
            let time = rows.isEmpty ? nil : NumberFormat.shortest(frame.time)
            for row in rows {
                TraceColumns.appendItem(row, frame: frame, time: time, parallax: parallax, to: &items, numbers: &numbers)
            }
            if clip != nil {
                clip!.startFrame(frame.frame)
                for row in rows { clip!.add(row, parallax: parallax) }
            }
            if !reserved, items.byteCount > start {
                // The first frame with items sizes the file (and the clip): about as many bytes
                // (and rows) in every frame.
                reserved = true
                let framesLeft = trajectory.frames.count - frame.frame
                items.reserve((items.byteCount - start) * framesLeft * 5 / 4)
                clip?.reserve(frames: trajectory.frames.count, rects: rows.count * framesLeft * 5 / 4)
            }
        }
        var metrics = CSVWriter()
        metrics.row(columns.map(\.rawValue))
        metrics.row(columns.map { NumberFormat.shortest(values[$0]) })
        self.frames = frames
        self.items = items
        self.layered = parallax
        self.metrics = metrics
        self.values = values
        self.clip = clip
        self.frameColumns = frameColumns
        var recorded = numbers?.recorded
        recorded?.finish(text: items.bytes)
        self.numbers = recorded
    }

    /// Writes the three files; if one cannot be written (a full disk), the ones already written
    /// by this call are removed, so a failed run leaves no half set behind.
    /// The files a run writes, in order.
    public static let names = ["frames.csv", "items.csv", "metrics.csv"]

    public func write(to directory: String) throws {
        var written: [String] = []
        do {
            for (name, bytes) in zip(Self.names, [frames.bytes, items.bytes, metrics.bytes]) {
                try AtomicFile.write(bytes, to: directory + "/" + name)
                written.append(directory + "/" + name)
            }
        } catch {
            for path in written { try? FileManager.default.removeItem(atPath: path) }
            throw error
        }
    }
}
