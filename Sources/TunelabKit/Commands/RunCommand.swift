import Foundation
import ScrollPhysics

/// `tunelab run SCENARIO.json [--out DIR]`: one scenario → `frames.csv`, `items.csv`,
/// `metrics.csv` in DIR (default `reports/<name>/`), written atomically (DESIGN §7.1).
public enum RunCommand {
    public static func run(scenarioPath: String, outDirectory: String?, console: Console) throws -> Int32 {
        let root = try JSONFile.read(scenarioPath)
        if root["grid"] != nil || root["scenario"] != nil {
            throw InputError(
                file: scenarioPath, position: root.position, path: nil,
                message: "this is a grid file (it has \"grid\" or \"scenario\"); run it with 'tunelab sweep \(scenarioPath)'")
        }
        let scenario = try ScenarioDecoder.decoder(forFile: scenarioPath).decode(root)
        let directory = outDirectory ?? "reports/\(scenario.name)"
        try OutputDirectory.checkWritable(directory)
        let existed = FileManager.default.fileExists(atPath: directory)
        let files: ScenarioRunFiles
        do {
            files = try ScenarioRunFiles(scenario: scenario)
        } catch {
            throw error.inputError(file: scenarioPath, layout: scenario.layout)
        }
        do {
            try files.write(to: directory)
        } catch {
            if !existed { rmdir(directory) }  // only if empty: nothing of ours is left
            throw error
        }
        do {
            try RunReport.write(scenario: scenario, files: files, directory: directory)
        } catch {
            // A run is its CSV files and its page together: take back what this run wrote.
            for name in ScenarioRunFiles.names + RunReport.files.map({ "charts/" + $0 }) {
                try? FileManager.default.removeItem(atPath: directory + "/" + name)
            }
            rmdir(directory + "/charts")
            if !existed { rmdir(directory) }
            throw error
        }
        console.out("wrote \(directory)/frames.csv, items.csv, metrics.csv, charts/index.html (\(scenario.clock.lastFrame + 1) frames)\n")
        console.out(RunReport.metricLines(files.values, metrics: Metric.applicable(to: scenario.layout.traits)))
        return ExitCode.success
    }
}

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
        frames.row(["frame", "time", "offset", "velocity", "phase", "touch"] + (hasDropped ? ["dropped"] : []))
        var items = CSVWriter()
        let parallax = scenario.layout.traits.layered
        items.row(TraceColumns.items + (parallax ? TraceColumns.parallaxExtra : []))
        let values = try evaluator.checkedEvaluate(trajectory) { frame, dropped, rows in
            var fields = TraceColumns.frameFields(frame)
            if hasDropped { fields.append(dropped ? "1" : "0") }
            frames.row(fields)
            for row in rows { items.row(TraceColumns.itemFields(row, frame: frame, parallax: parallax)) }
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

/// Column names and row formatting of `frames.csv` and `items.csv` (DESIGN §7.1).
public enum TraceColumns {
    public static let items = [
        "frame", "time", "index", "data_index", "x", "y", "width", "height",
        "scale", "rotation", "alpha", "z", "shadow_opacity"
    ]
    public static let parallaxExtra = ["layer", "translation", "clamped"]

    public static func frameFields(_ frame: ScrollFrame) -> [String] {
        [
            String(frame.frame), NumberFormat.shortest(frame.time), NumberFormat.shortest(frame.offset),
            NumberFormat.shortest(frame.velocity), frame.phase.rawValue, NumberFormat.shortest(frame.touch)
        ]
    }

    public static func itemFields(_ row: ItemAttributes, frame: ScrollFrame, parallax: Bool) -> [String] {
        let f: (Double) -> String = NumberFormat.shortest
        var fields = [
            String(frame.frame), f(frame.time), String(row.index), String(row.dataIndex),
            f(row.x), f(row.y), f(row.width), f(row.height), f(row.scale), f(row.rotation),
            f(row.alpha), f(row.z), f(row.shadowOpacity)
        ]
        if parallax { fields += [String(row.layer), f(row.translation), row.clamped ? "1" : "0"] }
        return fields
    }
}
