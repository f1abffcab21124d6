import Foundation
import ScrollPhysics

/// What one `tunelab serve` tunes, loaded from its input: the scenario document of each case
/// (a scenario file is one case; a grid's cases are its `cases` merged into its scenario), the
/// decoder `tunelab run` would use for it, and the controls (docs/serve.md#controls).
struct ServeModel: Sendable {
    enum Source: String, Sendable {
        /// A scenario file, a grid file, a sweep's results folder, an optimize's folder.
        case scenario, grid, results, optimize
    }

    let source: Source
    /// The file whose changes reload the model (the scenario or grid file).
    let file: String
    /// Each case's name and document, before any control moves.
    let cases: [(name: String, root: JSONNode)]
    let decoder: ScenarioDecoder
    let controls: [ServeControl]
    /// The grid's `question`, if any.
    let question: String?
    /// The grid, for a grid or results directory (the neighbourhood's metrics and cases).
    var grid: Grid? = nil
    /// A results folder's best point (rank 1 of its `summary.csv`), if it has one.
    var best: ServeBest? = nil

    /// Loads `path`: a scenario file, a grid file (an optimize grid's continuous keys too), or
    /// the results directory of a sweep or an optimize (its grid, from `run.json` or
    /// `experiments/<name>.json`; its best point from `summary.csv`).
    static func load(_ path: String) throws -> ServeModel {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("serve: \(path): no such file or directory (expected GRID.json, SCENARIO.json or a results directory)")
        }
        if isDirectory.boolValue {
            let manifest = path + "/run.json"
            let gridPath = try ExportSource.findGrid(path, manifest: manifest, access: { $0 })
            let isOptimize = SweepManifest.command(manifest) == "optimize"
            var model = try grid(gridPath, source: isOptimize ? .optimize : .results)
            model.best = model.grid.flatMap { ServeBest.read(folder: path, grid: $0, controls: model.controls) }
            return model
        }
        let root = try JSONFile.read(path)
        if root["grid"] != nil || root["scenario"] != nil { return try grid(path, source: .grid) }
        let decoder = ScenarioDecoder.decoder(forFile: path)
        let scenario = try decoder.decode(root)
        return ServeModel(
            source: .scenario, file: path, cases: [(scenario.name, root)], decoder: decoder,
            controls: try scenarioControls(path, root: root), question: nil)
    }

    private static func grid(_ path: String, source: Source) throws -> ServeModel {
        let grid = try GridDecoder.load(path, allowsContinuous: true)
        let roots = GridChecks.caseRoots(grid)
        let names = grid.cases.enumerated().map { i, patch in
            patch["name"]?.value.stringValue ?? (grid.hasCases ? "case \(i + 1)" : grid.name)
        }
        // A key the scenario leaves at its default starts at the default's value, as the
        // export spells it out (a scenario file's), else as the decoded base scenario uses it
        // (`BaselineDefaults`, what the report's baseline shows: an inline scenario's too).
        let full = grid.scenarioFile == grid.file ? nil : fullScenario(grid.scenarioFile)
        let base = try? PointEvaluator(grid: grid).baseScenario(caseIndex: 0).get()
        let controls = grid.axes.map { axis in
            ServeControl(
                axis: axis,
                baseline: value(at: axis.path, in: roots[0]) ?? full.flatMap { value(at: axis.path, in: $0) }
                    ?? base.flatMap { BaselineDefaults.value(at: axis.path, in: $0) }.map(Self.scalar))
        }
        return ServeModel(
            source: source, file: path, cases: Array(zip(names, roots)), decoder: grid.decoder, controls: controls,
            question: grid.question, grid: grid)
    }

    /// One control per number the scenario file writes, outside lists (the gesture's steps),
    /// then one per further number of the scenario as `tunelab export --to json` spells it out
    /// (every default written, so settings the file leaves at their default are tunable too) —
    /// except in an object the file spells another way (a spring by `dampingRatio` and
    /// `duration`, exported as mass, stiffness and damping).
    private static func scenarioControls(_ path: String, root: JSONNode) throws -> [ServeControl] {
        let own = numbers(root)
        let ownKeys = Set(own.map(\.key))
        let full = fullScenario(path).map(numbers) ?? []  // a plug-in layout cannot be exported
        let fullKeys = Set(full.map(\.key))
        // The objects the file writes with a key the export does not: spelled another way.
        let respelled = Set(own.filter { !fullKeys.contains($0.key) }.map { parent($0.key) })
        let extra = full.filter { !ownKeys.contains($0.key) && !respelled.contains(parent($0.key)) }
        return (own + extra).map { ServeControl(key: $0.key, number: $0.value, literal: $0.literal) }
    }

    /// The numbers of `root` outside lists and `$` keys, with their dotted keys, in file order.
    static func numbers(_ root: JSONNode) -> [(key: String, value: Double, literal: String)] {
        var out: [(key: String, value: Double, literal: String)] = []
        func walk(_ node: JSONNode, _ keys: [String]) {
            switch node.value {
            case .object(let members):
                for member in members where !member.key.hasPrefix("$") { walk(member.node, keys + [member.key]) }
            case .number(let x, let literal): out.append((keys.joined(separator: "."), x, literal))
            default: break
            }
        }
        walk(root, [])
        return out
    }

    /// `a.b` of `a.b.c`.
    static func parent(_ key: String) -> String { key.split(separator: ".").dropLast().joined(separator: ".") }

    /// The scenario file at `path` with every default spelled out (`tunelab export --to json`), if it exports.
    static func fullScenario(_ path: String) -> JSONNode? {
        guard let text = try? ExportRequest(source: path, target: .json).render() else { return nil }
        return try? JSONParser.parse(text, file: path)
    }

    /// A default as `BaselineDefaults` writes it: a number, else a string.
    static func scalar(_ text: String) -> JSONValue {
        Double(text).map { .number($0, literal: text) } ?? .string(text)
    }

    /// The scalar at `path` in `root`, if there is one.
    static func value(at path: [String], in root: JSONNode) -> JSONValue? {
        var node = root
        for key in path {
            guard let next = node[key] else { return nil }
            node = next
        }
        return node.value
    }

    /// Case `index`'s document with `values` set at their controls' keys, and its gesture
    /// replaced by a drawn one when `drawn` holds samples: the finger follows them
    /// (`{"trace": {"samples": …}}`) and lifts at the last one (`{"release": {}}`, the
    /// estimator's velocity).
    func document(
        values: [(control: ServeControl, value: GridValue)], caseIndex: Int, drawn: JSONNode? = nil
    ) -> Result<JSONNode, ServeFailure> {
        var root = cases[caseIndex].root
        if let drawn {
            switch Self.withDrawnGesture(drawn, in: root) {
            case .success(let edited): root = edited
            case .failure(let failure): return .failure(failure)
            }
        }
        for (control, value) in values {
            switch JSONEdit.setting(value.json, at: ArraySlice(control.path), in: root) {
            case .success(let edited): root = edited
            case .failure: return .failure(ServeFailure(422, "\(control.key): not a scenario setting"))
            }
        }
        return .success(Self.withAbsoluteTraceFiles(root, directory: decoder.directory))
    }

    /// `root` (a scenario or a grid's case patch) with its gesture replaced by the drawn one:
    /// `[{"trace": {"samples": drawn}}, {"release": {}}]`.
    static func withDrawnGesture(_ drawn: JSONNode, in root: JSONNode) -> Result<JSONNode, ServeFailure> {
        let at = drawn.position
        func member(_ key: String, _ value: JSONValue) -> JSONMember {
            JSONMember(key: key, keyPosition: at, node: JSONNode(value: value, position: at))
        }
        let trace = JSONValue.object([member("trace", .object([JSONMember(key: "samples", keyPosition: at, node: drawn)]))])
        let release = JSONValue.object([member("release", .object([]))])
        let gesture = JSONValue.array([JSONNode(value: trace, position: at), JSONNode(value: release, position: at)])
        switch JSONEdit.setting(gesture, at: ["gesture"], in: root) {
        case .success(let edited): return .success(edited)
        case .failure: return .failure(ServeFailure(422, "gesture: the scenario cannot take a drawn gesture"))
        }
    }
}
