import Foundation
import ScrollPhysics

/// The live state behind the page: the model (reloaded when its file changes on disk), each
/// case's baseline run, and the simulations the page asks for. Simulations run one at a time
/// and the latest wins: a request whose ticket is older than one the same page (`client`) sent
/// since is answered 409 without simulating (the page also keeps one request in flight).
final class ServeSession: @unchecked Sendable {
    /// Where saves and exports go (fixed at launch; names made here).
    let outputDirectory: String
    private let path: String
    private let lock = NSLock()
    private let work = NSLock()
    /// One neighbourhood at a time, beside (not in front of) the simulations.
    private let landscape = NSLock()
    private var model: ServeModel
    private var version = 1
    private var modified: Date?
    private var loadError: String?
    private var baselines: [Int: ServePoint] = [:]
    /// The newest ticket of each page (at most `maximumClients` remembered).
    private var newestTickets: [String: Int] = [:]
    static let maximumClients = 64
    private var saves = 0
    /// `GET /api/charts`'s answer for a model version (`ServeSweepCharts`), made once per version.
    private var charts: (version: Int, json: String)?
    private let chartsWork = NSLock()

    init(path: String, outputDirectory: String) throws {
        self.path = path
        self.outputDirectory = outputDirectory
        model = try ServeModel.load(path)
        modified = Self.modificationDate(model.file)
    }

    /// The model now, reloaded first if its file changed (a file that no longer loads keeps
    /// the last good model and reports why in `/api/state`).
    func currentModel() -> (model: ServeModel, version: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Self.modificationDate(model.file)
        if now != modified {
            modified = now
            do {
                model = try ServeModel.load(path)
                loadError = nil
                baselines = [:]
                version += 1
            } catch {
                loadError = "\(error)"
            }
        }
        return (model, version)
    }

    static func modificationDate(_ file: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
    }

    /// `GET /api/state`: the controls, cases, the grid's aggregate, export targets, a results
    /// folder's best point and the model's version.
    func state() -> HTTPResponse {
        let (model, version) = currentModel()
        let error = lock.withLock { loadError }
        var out = "{\"version\":\(version),\"source\":\"\(model.source.rawValue)\",\"file\":\(JSONWriter.quoted(model.file)),"
        out += "\"question\":\(model.question.map(JSONWriter.quoted) ?? "null"),"
        out += "\"error\":\(error.map(JSONWriter.quoted) ?? "null"),"
        // How the sweep folds the cases into a point's ranked value (the charts' aggregate).
        out += "\"aggregate\":\(model.grid.map { JSONWriter.quoted($0.aggregate.rawValue) } ?? "null"),"
        out += "\"cases\":[\(model.cases.map { JSONWriter.quoted($0.name) }.joined(separator: ","))],"
        out += "\"targets\":[\(ExportTarget.allCases.map { JSONWriter.quoted($0.rawValue) }.joined(separator: ","))],"
        out += "\"controls\":[\(model.controls.map(\.json).joined(separator: ","))],"
        out += "\"best\":\(model.best?.json ?? "null")}"
        return .json(out)
    }

    /// `GET /api/charts`: the sweep's heat maps and Pareto scatter (`ServeSweepCharts`), built on
    /// the first request after a launch or a reload and kept; no request value reaches it.
    func sweepCharts() -> HTTPResponse {
        let (model, version) = currentModel()
        chartsWork.lock()
        defer { chartsWork.unlock() }
        if let kept = lock.withLock({ charts }), kept.version == version { return .json(kept.json) }
        let json = ServeSweepCharts.json(model: model, input: path)
        lock.withLock { charts = (version, json) }
        return .json(json)
    }

    /// `POST /api/simulate`: the point of the body's values in its case, beside the baseline.
    func simulate(_ bytes: [UInt8]) -> HTTPResponse {
        let (model, version) = currentModel()
        let body: ServeRequestBody
        switch ServeRequestBody.parse(bytes, model: model) {
        case .success(let parsed): body = parsed
        case .failure(let failure): return .jsonError(failure.status, failure.message)
        }
        lock.withLock {
            if newestTickets.count >= Self.maximumClients && newestTickets[body.client] == nil { newestTickets = [:] }
            newestTickets[body.client] = max(newestTickets[body.client] ?? 0, body.ticket)
        }
        work.lock()
        defer { work.unlock() }
        if lock.withLock({ body.ticket < newestTickets[body.client] ?? 0 }) {
            return .jsonError(409, "superseded by a newer request")
        }
        switch point(model, version: version, body: body) {
        case .failure(let failure): return .jsonError(failure.status, failure.message)
        case .success(let (current, baseline, pinned)):
            return .json(
                ServePointJSON.render(
                    current: current, baseline: baseline, pinned: pinned, ticket: body.ticket, caseIndex: body.caseIndex,
                    version: version, verdict: ServeVerdict.json(model: model, body: body)))
        }
    }

    /// The current point, its case's baseline (run once per case and model version; under a
    /// drawn gesture, which the baseline plays too, run every time: every drawing differs), and
    /// A — the body's `pinned` values — in the same case and gesture, so the three always play
    /// the same gesture.
    func point(_ model: ServeModel, version: Int, body: ServeRequestBody) -> Result<
        (ServePoint, ServePoint, ServePoint?), ServeFailure
    > {
        let c = body.caseIndex
        func run(_ values: [(control: ServeControl, value: GridValue)], label: String) -> Result<ServePoint, ServeFailure> {
            model.document(values: values, caseIndex: c, drawn: body.gesture).flatMap {
                ServePoint.simulate($0, decoder: model.decoder, file: model.file, label: label)
            }
        }
        let cacheable = body.gesture == nil
        let baseline: ServePoint
        if cacheable, let cached = lock.withLock({ baselines[c] }) {
            baseline = cached
        } else {
            switch run([], label: "baseline") {
            case .success(let point): baseline = point
            case .failure(let failure): return .failure(failure)
            }
            if cacheable { lock.withLock { if self.version == version { baselines[c] = baseline } } }
        }
        var pinned: ServePoint? = nil
        if let values = body.pinned {
            switch run(values, label: "A (pinned)") {
            case .success(let point): pinned = point
            case .failure(let failure): return .failure(ServeFailure(failure.status, "A: " + failure.message))
            }
        }
        return run(body.values, label: "current").map { ($0, baseline, pinned) }
    }

    /// `POST /api/export`: the body's `target` (every `tunelab export --to` target) for the
    /// current point, rendered by the export command from the point saved as a scenario.
    func export(_ bytes: [UInt8]) -> HTTPResponse {
        let (model, _) = currentModel()
        let body: ServeRequestBody
        switch ServeRequestBody.parse(bytes, model: model) {
        case .success(let parsed): body = parsed
        case .failure(let failure): return .jsonError(failure.status, failure.message)
        }
        guard let name = body.target, let target = ExportTarget(rawValue: name) else {
            return .jsonError(422, "request: target: expected one of \(ExportTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        work.lock()
        defer { work.unlock() }
        switch model.document(values: body.values, caseIndex: body.caseIndex, drawn: body.gesture) {
        case .failure(let failure): return .jsonError(failure.status, failure.message)
        case .success(let document):
            let file = outputDirectory + "/current-point.json"
            do {
                try writeOutput(JSONWriter.compact(document.value) + "\n", to: file)
                let text = try ExportRequest(source: file, target: target).render()
                return .json("{\"target\":\(JSONWriter.quoted(name)),\"text\":\(JSONWriter.quoted(text))}")
            } catch {
                // The export command's words ("export: …") are not the page's: name the point.
                var message = "\(error)"
                if message.hasPrefix("export: ") { message = String(message.dropFirst("export: ".count)) }
                return .jsonError(422, "current point: " + message)
            }
        }
    }

    /// `POST /api/neighbourhood`: the grid's first ranked metric over `x` × `y` around the
    /// body's point (`ServeNeighbourhood`), computed when a slider is released.
    func neighbourhood(_ bytes: [UInt8]) -> HTTPResponse {
        let (model, _) = currentModel()
        let body: ServeRequestBody
        switch ServeRequestBody.parse(bytes, model: model) {
        case .success(let parsed): body = parsed
        case .failure(let failure): return .jsonError(failure.status, failure.message)
        }
        landscape.lock()
        defer { landscape.unlock() }
        switch ServeNeighbourhood.evaluate(model: model, body: body, x: body.x ?? "", y: body.y ?? "", size: body.size) {
        case .success(let json): return .json(json)
        case .failure(let failure): return .jsonError(failure.status, failure.message)
        }
    }

    /// `POST /api/save`: the current point as `point-N.json` (a scenario) or `grid-N.json` (a
    /// one-point grid of the controls' keys) in the output folder; N follows the highest N of
    /// either name already there, so a second launch never overwrites the first's saves.
    func save(_ bytes: [UInt8]) -> HTTPResponse {
        let (model, _) = currentModel()
        let body: ServeRequestBody
        switch ServeRequestBody.parse(bytes, model: model) {
        case .success(let parsed): body = parsed
        case .failure(let failure): return .jsonError(failure.status, failure.message)
        }
        let kind = body.saveAs ?? "scenario"
        guard kind == "scenario" || kind == "grid" else { return .jsonError(422, "request: as: expected scenario or grid") }
        switch model.document(values: body.values, caseIndex: body.caseIndex, drawn: body.gesture) {
        case .failure(let failure): return .jsonError(failure.status, failure.message)
        case .success(let document):
            // Numbered after every save already in the folder, this launch's or an earlier one's.
            let n = lock.withLock { () -> Int in
                saves = max(saves, Self.highestSave(in: outputDirectory)) + 1
                return saves
            }
            let name = kind == "scenario" ? "point-\(n).json" : "grid-\(n).json"
            var text = JSONWriter.compact(document.value)
            if kind == "grid" {
                let keys = body.values.map { "\(JSONWriter.quoted($0.control.key)):[\(JSONWriter.compact($0.value.json))]" }
                text = "{\"name\":\(JSONWriter.quoted("serve-\(n)")),\"scenario\":\(text),\"grid\":{\(keys.joined(separator: ","))}}"
            }
            do {
                try writeOutput(text + "\n", to: outputDirectory + "/" + name)
            } catch {
                return .jsonError(500, "\(error)")
            }
            return .json("{\"saved\":\(JSONWriter.quoted(outputDirectory + "/" + name))}")
        }
    }

    /// The highest N of the `point-N.json` and `grid-N.json` files in `folder` (0: none).
    static func highestSave(in folder: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasSuffix(".json") else { return nil }
            let stem = name.dropLast(5)
            for prefix in ["point-", "grid-"] where stem.hasPrefix(prefix) {
                let digits = stem.dropFirst(prefix.count)
                if !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) { return Int(digits) }
            }
            return nil
        }.max() ?? 0
    }

    private func writeOutput(_ text: String, to file: String) throws {
        try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        try AtomicFile.write(text, to: file)
    }
}
