import Foundation
import ScrollPhysics

/// Reads a grid file (docs/grid.md) into a `Grid`, reporting every problem as one
/// `InputError` at its place in the grid (or scenario) file.
public enum GridDecoder {
    /// Reads and checks the grid at `path`; a grid over `maxPoints` points is an input error.
    /// `allowsContinuous` (`tunelab optimize`): a `{"from", "to"}` range with no step is a
    /// continuous axis (`GridAxisKind.continuous`) instead of an error, and only each key's
    /// values count against `maxPoints`, not their product (a search never enumerates it).
    public static func load(_ path: String, maxPoints: Int = 10_000_000, allowsContinuous: Bool = false) throws(InputError) -> Grid {
        let root = try JSONFile.read(path)
        let object = try ObjectReader(root, path: .root, file: path)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let name = try object.string("name", default: url.deletingPathExtension().lastPathComponent)
        let question = try object.string("question")
        let traces = try object.int("traces", default: 3, expected: "an integer in [0, 100]") { $0 >= 0 && $0 <= 100 }
        let traceCases = try object.int("traceCases", default: 16, expected: "an integer in [0, 100000]") { $0 >= 0 && $0 <= 100_000 }
        // The base scenario: inline, or a file relative to the grid.
        guard let scenarioNode = object.node("scenario") else {
            throw object.error(nil, "expected a \"scenario\": an object or a path to a scenario file")
        }
        var scenario: JSONNode
        let scenarioFile: String, decoder: ScenarioDecoder
        switch scenarioNode.value {
        case .string(let relative):
            let scenarioPath = relative.hasPrefix("/") ? relative : directory + "/" + relative
            guard FileManager.default.isReadableFile(atPath: scenarioPath) else {
                let reason = FileManager.default.fileExists(atPath: scenarioPath) ? "permission denied" : "no such file"
                throw object.error("scenario", "cannot read \(JSONWriter.quoted(relative)): \(reason)")
            }
            do {
                scenario = try JSONFile.read(scenarioPath, displayName: scenarioPath)
            } catch
                where error.position == SourcePosition(line: 1, column: 1) && error.file == scenarioPath
                && (try? FileManager.default.attributesOfItem(atPath: scenarioPath)[.size] as? Int) == 0
            {
                throw object.error("scenario", "\(JSONWriter.quoted(relative)) is empty; expected a scenario object")
            } catch  where error.position == nil {
                // Unreadable (a directory, a device, too large): reported where the grid names it.
                throw object.error(
                    "scenario", error.message.replacingOccurrences(of: JSONWriter.quoted(scenarioPath), with: JSONWriter.quoted(relative)))
            }
            // A scenario file's `"$schema"` is for editors: left out of the base scenario, so it
            // changes neither a point's scenario nor the sweep's fingerprint. Its type is checked
            // first, as `validate` and `run` check it (a string).
            _ = try ObjectReader(scenario, path: .root, file: scenarioPath)
            if case .object(let members) = scenario.value, members.contains(where: { $0.key == ObjectReader.schemaKey }) {
                scenario = JSONNode(value: .object(members.filter { $0.key != ObjectReader.schemaKey }), position: scenario.position)
            }
            scenarioFile = scenarioPath
            decoder = ScenarioDecoder.decoder(forFile: scenarioPath)
        case .object:
            scenario = scenarioNode
            scenarioFile = path
            decoder = ScenarioDecoder(file: path, directory: directory, defaultName: name)
        default:
            throw InputError.expected(
                "an object or a path to a scenario file", got: scenarioNode, file: path, path: JSONPath.root.key("scenario"))
        }
        let base = try decoder.decode(scenario, path: scenarioFile == path ? JSONPath.root.key("scenario") : .root)
        let axes = try GridAxisDecoder(file: path, maxValues: maxPoints, allowsContinuous: allowsContinuous).decodeAxes(object)
        let (cases, hasCases) = try decodeCases(object, axes: axes, file: path)
        let aggregate = try object.choice("aggregate", default: Grid.Aggregate.worst)
        let metrics = try decodeMetrics(object, traits: base.layout.traits, file: path)
        let (rankBy, top, pareto) = try decodeRank(object, metrics: metrics, file: path, allowsPareto: allowsContinuous)
        try object.finish()
        var count = 1
        for axis in axes {
            let (product, overflow) = count.multipliedReportingOverflow(by: axis.values.count)
            count = overflow ? Int.max : product
        }
        // A search (optimize) never enumerates the product: only each key's values are bounded.
        guard allowsContinuous || count <= maxPoints else {
            throw InputError(
                file: path, position: nil, path: nil,
                message:
                    "the grid has \(count == Int.max ? "more than \(Int.max)" : String(count)) points, more than --max-points \(maxPoints)")
        }
        var grid = Grid(
            name: name, question: question, file: path, scenario: scenario, scenarioFile: scenarioFile, decoder: decoder,
            axes: axes, cases: cases, hasCases: hasCases, aggregate: aggregate, metrics: metrics,
            rankBy: rankBy, top: top, layoutTraits: base.layout.traits, pointCount: count)
        grid.tracedPoints = traces
        grid.tracedCases = traceCases
        grid.paretoRank = pareto
        try GridChecks.checkCasesAndKeys(grid)
        return grid
    }

    private static func decodeCases(_ object: ObjectReader, axes: [GridAxis], file: String) throws(InputError) -> ([JSONNode], Bool) {
        guard let nodes = try object.array("cases") else {
            return ([JSONNode(value: .object([]), position: object.node.position)], false)
        }
        guard !nodes.isEmpty else { throw object.error("cases", "expected at least one case (or no \"cases\" key)") }
        for (i, node) in nodes.enumerated() {
            let casePath = JSONPath.root.key("cases").index(i)
            guard case .object = node.value else {
                throw InputError.expected("an object (a merge patch of the scenario)", got: node, file: file, path: casePath)
            }
            for axis in axes where JSONEdit.patch(node, covers: ArraySlice(axis.path)) {
                throw InputError(
                    file: file, position: node.position, path: casePath,
                    message: "a case may not set \(JSONWriter.quoted(axis.key)), which the grid sweeps")
            }
        }
        return (nodes, true)
    }

    private static func decodeMetrics(_ object: ObjectReader, traits: LayoutTraits, file: String) throws(InputError) -> [Metric] {
        guard let nodes = try object.array("metrics") else { return Metric.applicable(to: traits) }
        guard !nodes.isEmpty else { throw object.error("metrics", "expected at least one metric") }
        return try metricList(nodes, path: JSONPath.root.key("metrics"), file: file)
    }

    static func metricList(_ nodes: [JSONNode], path: JSONPath, file: String) throws(InputError) -> [Metric] {
        var metrics: [Metric] = []
        let names = Metric.allCases.map(\.rawValue)
        for (i, node) in nodes.enumerated() {
            guard case .string(let name) = node.value else {
                throw InputError.expected("a metric name", got: node, file: file, path: path.index(i))
            }
            guard let metric = Metric(rawValue: name) else {
                var message = "unknown metric \(JSONWriter.quoted(name))"
                if let near = DidYouMean.suggestion(for: name, among: names) { message += "; did you mean \(JSONWriter.quoted(near))?" }
                throw InputError(file: file, position: node.position, path: path.index(i), message: message)
            }
            guard !metrics.contains(metric) else {
                throw InputError(
                    file: file, position: node.position, path: path.index(i), message: "\(JSONWriter.quoted(name)) is listed twice")
            }
            metrics.append(metric)
        }
        return metrics
    }

    /// `rank`: the metrics (`by`), how many best points (`top`) and, for `tunelab optimize` only
    /// (`allowsPareto`), `"pareto": true`.
    private static func decodeRank(
        _ object: ObjectReader, metrics: [Metric], file: String, allowsPareto: Bool
    ) throws(InputError) -> ([Metric], Int, Bool) {
        guard let rank = try object.object("rank") else { return (metrics, 20, false) }
        var by = metrics
        if let nodes = try rank.array("by") {
            guard !nodes.isEmpty else { throw rank.error("by", "expected at least one metric") }
            by = try metricList(nodes, path: rank.path.key("by"), file: file)
            for (i, metric) in by.enumerated() where !metrics.contains(metric) {
                throw InputError(
                    file: file, position: nodes[i].position, path: rank.path.key("by").index(i),
                    message: "\(JSONWriter.quoted(metric.rawValue)) is not among the grid's metrics")
            }
        }
        let top = try rank.int("top", default: 20, expected: "an integer in [1, 10000]") { $0 >= 1 && $0 <= 10_000 }
        let pareto = allowsPareto ? try rank.bool("pareto", default: false) : false
        try rank.finish()
        return (by, top, pareto)
    }
}
