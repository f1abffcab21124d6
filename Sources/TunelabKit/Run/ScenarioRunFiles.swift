import Foundation
import ScrollPhysics

/// The three CSV files of one scenario run.
public struct ScenarioRunFiles {
    public let frames: CSVWriter
    public let items: CSVWriter
    public let metrics: CSVWriter
    public let values: MetricValues

    /// Runs `scenario`; a layout fault (a formula's NaN) throws.
    public init(scenario: Scenario, metrics wanted: [Metric]? = nil) throws(FrameFault) {
        let trajectory = Trajectory(scenario: scenario)
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
        let values = try evaluator.checkedEvaluate(trajectory) { frame, dropped, rows in
            TraceColumns.appendFrame(frame, dropped: hasDropped ? dropped : nil, to: &frames)
            let start = items.byteCount
            for row in rows { TraceColumns.appendItem(row, frame: frame, parallax: parallax, to: &items) }
            if !reserved, items.byteCount > start {
                // The first frame with items sizes the file: about as many bytes in every frame.
                reserved = true
                items.reserve((items.byteCount - start) * (trajectory.frames.count - frame.frame) * 5 / 4)
            }
        }
        var metrics = CSVWriter()
        metrics.row(columns.map(\.rawValue))
        metrics.row(columns.map { NumberFormat.shortest(values[$0]) })
        self.frames = frames
        self.items = items
        self.metrics = metrics
        self.values = values
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
