import Foundation
import ScrollPhysics

/// Finds the point to export: a scenario file as it is, or point N (or the best) of a sweep's
/// results directory, whose scenario is rebuilt from the grid exactly as the sweep built it
/// (`PointEvaluator.fullScenario`, case 1).
public enum ExportSource {
    /// Which point of a results directory.
    public enum PointChoice: Equatable, Sendable {
        case best
        case index(Int)
    }

    /// Loads `path` (a results directory or a scenario file). `grid` overrides the grid file a
    /// results directory came from; `command` is recorded in the provenance. Relative paths are
    /// read from `root` (default: the working directory) and recorded as given.
    static func load(
        _ path: String, point: PointChoice?, grid gridPath: String?, command: String,
        root: String? = nil
    ) throws -> ExportedPoint {
        let access = resolver(root)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: access(path), isDirectory: &isDirectory) else {
            throw UsageError("export: \(path): no such file or directory (expected a results directory or a scenario file)")
        }
        if isDirectory.boolValue {
            return try fromResults(path, point: point ?? .best, gridPath: gridPath, command: command, access: access)
        }
        if point != nil { throw UsageError("export: --point needs a results directory; \(path) is a scenario file") }
        return try fromScenario(path, command: command, access: access)
    }

    /// Maps a path as given to the path to read: relative ones under `root`.
    static func resolver(_ root: String?) -> (String) -> String {
        { path in
            guard let root, !path.hasPrefix("/") else { return path }
            return root + "/" + path
        }
    }

    static func fromScenario(_ path: String, command: String, access: (String) -> String) throws -> ExportedPoint {
        let root = try JSONFile.read(access(path), displayName: path)
        if root["grid"] != nil || root["scenario"] != nil {
            throw InputError(
                file: path, position: root.position, path: nil,
                message: "this is a grid file; sweep it, then export a point of its results directory")
        }
        var decoder = ScenarioDecoder.decoder(forFile: access(path))
        decoder = ScenarioDecoder(file: path, directory: decoder.directory, defaultName: decoder.defaultName)
        let scenario = try decoder.decode(root)
        let fingerprint = GridFingerprint.hex(GridFingerprint.fnv1a("tunelab \(ToolVersion.current)\nscenario \(root.jsonText)\n"))
        let provenance = ExportProvenance(scenarioFile: path, fingerprint: fingerprint, command: command)
        return ExportedPoint(
            scenario: scenario, gestureNodes: root["gesture"]?.value.arrayValue ?? [], provenance: provenance, document: root)
    }

    static func fromResults(
        _ directory: String, point choice: PointChoice, gridPath: String?, command: String,
        access: (String) -> String
    ) throws -> ExportedPoint {
        let resultsPath = directory + "/results.csv"
        guard FileManager.default.isReadableFile(atPath: access(resultsPath)) else {
            throw UsageError("export: \(directory) has no results.csv (expected the output directory of 'tunelab sweep')")
        }
        let manifest = directory + "/run.json"
        let recorded = try readManifest(manifest, access: access)
        let gridFile = try gridPath ?? findGrid(directory, manifest: manifest, access: access)
        if let recorded, SweepManifest.command(access(manifest)) == "optimize" {
            return try fromOptimize(
                directory, point: choice, gridFile: gridFile, fingerprint: recorded.fingerprint, command: command, access: access)
        }
        let grid = try GridDecoder.load(access(gridFile))
        let evaluator = try PointEvaluator(grid: grid)
        let fingerprint = GridFingerprint.of(grid, gestures: evaluator.gestureDescriptions)
        if let recorded, recorded.fingerprint != fingerprint {
            throw ToolError(
                "export: \(manifest): fingerprint \(recorded.fingerprint) is not the grid's \(fingerprint): \(gridFile) (or the tool) changed since the sweep; sweep again, or pass the grid it ran with (--grid)",
                isInput: true)
        }
        let results = try CSVReader.read(access(resultsPath), displayName: resultsPath)
        guard results.header == grid.resultsHeader else {
            throw ToolError(
                "export: \(resultsPath): its columns are not those of \(gridFile) (\(grid.resultsHeader.joined(separator: ","))); pass the grid it ran with (--grid)",
                isInput: true)
        }
        try checkPointColumn(results, path: resultsPath, pointCount: grid.pointCount, gridFile: gridFile)
        var rank: Int? = nil
        let index: Int
        switch choice {
        case .index(let n): index = n
        case .best:
            let summary = try CSVReader.read(access(directory + "/summary.csv"), displayName: directory + "/summary.csv")
            let rankColumn = try summary.requireColumn("rank"), pointColumn = try summary.requireColumn("point")
            guard let row = summary.rows.firstIndex(where: { $0[rankColumn] == "1" }), let n = Int(summary.rows[row][pointColumn]) else {
                throw ToolError("export: \(directory)/summary.csv has no point of rank 1 (no point finished ok)", isInput: true)
            }
            index = n
            rank = 1
        }
        guard index >= 0, index < grid.pointCount else {
            throw UsageError("export: --point \(index) is not a point of \(gridFile) (0 ..< \(grid.pointCount))")
        }
        guard let row = results.rows.first(where: { $0.first == String(index) }) else {
            throw ToolError("export: \(resultsPath) has no row for point \(index) (a shard's partial results?)", isInput: true)
        }
        let values = grid.values(ofPoint: index)
        for (a, value) in values.enumerated() where row[a + 1] != value.text {
            throw ToolError(
                "export: \(resultsPath): point \(index) has \(grid.axes[a].key)=\(row[a + 1]) but \(gridFile) gives \(value.text); pass the grid it ran with (--grid)",
                isInput: true)
        }
        guard row.last == "ok" else {
            throw ToolError("export: point \(index) did not run: \(row.last ?? "")", isInput: true)
        }
        if rank == nil, let summary = try? CSVReader.read(access(directory + "/summary.csv")),
            let rankColumn = summary.columnIndex("rank"), let pointColumn = summary.columnIndex("point")
        {
            rank = summary.rows.first { $0[pointColumn] == String(index) }.flatMap { Int($0[rankColumn]) }
        }
        let scenario: Scenario
        switch evaluator.fullScenario(point: index, caseIndex: 0) {
        case .success(let s): scenario = s
        case .failure(let error): throw error
        }
        if recorded == nil {
            // No run.json (a report as committed): the point is run again and must give the
            // metrics results.csv holds, else the grid (or the tool) changed since the sweep.
            try checkMetrics(
                evaluator.evaluate(point: index), row: row, grid: grid, point: index, fingerprint: fingerprint,
                resultsPath: resultsPath, gridFile: gridFile)
        }
        var provenance = ExportProvenance(grid: gridFile, point: index, rank: rank, fingerprint: fingerprint, command: command)
        provenance.values = zip(grid.axes, values).map { ($0.key, $1.text) }
        provenance.notes += caseNotes(grid)
        let root = GridChecks.caseRoots(grid)[0]
        var document = root
        for (axis, value) in zip(grid.axes, values) {
            if case .success(let edited) = JSONEdit.setting(value.json, at: ArraySlice(axis.path), in: document) { document = edited }
        }
        return ExportedPoint(
            scenario: scenario, gestureNodes: root["gesture"]?.value.arrayValue ?? [], provenance: provenance, document: document)
    }

    /// `run.json`, checked: nil when there is none (a report as committed); a file that is not a
    /// sweep's manifest, or a sweep that has not finished, is refused with its place.
    static func readManifest(_ manifest: String, access: (String) -> String) throws -> (fingerprint: String, status: String)? {
        guard FileManager.default.fileExists(atPath: access(manifest)) else { return nil }
        let node = try JSONFile.read(access(manifest), displayName: manifest)
        guard let recorded = SweepManifest.read(access(manifest)) else {
            throw InputError(
                file: manifest, position: node.position, path: nil,
                message: "not a sweep's run.json (expected an object with fingerprint, version and status)")
        }
        guard recorded.status == "done" else {
            let why =
                recorded.status == "running"
                ? "is still running (or was killed): wait for it, or finish it with --resume"
                : "did not finish (\(recorded.status)): finish it with --resume"
            throw ToolError("export: \(manifest): the sweep \(why); a point of unfinished results is not exported", isInput: true)
        }
        return (recorded.fingerprint, recorded.status)
    }

    /// Every row of results.csv names one point of the grid, each at most once, in order; a
    /// duplicated, negative or foreign point (an edited or merged-by-hand file) is refused at
    /// its line.
    static func checkPointColumn(_ results: CSVTable, path: String, pointCount: Int, gridFile: String) throws {
        var previous = -1
        for (r, row) in results.rows.enumerated() {
            let text = row.first ?? ""
            let place = SourcePosition(line: r + 2, column: 1)
            guard let point = Int(text), point >= 0, point < pointCount, text == String(point) else {
                throw InputError(
                    file: path, position: place, path: nil,
                    message: "point: expected a point of \(gridFile) (an integer in 0 ..< \(pointCount)), got \(JSONWriter.quoted(text))")
            }
            guard point > previous else {
                throw InputError(
                    file: path, position: place, path: nil,
                    message:
                        "point \(point) \(point == previous ? "appears twice" : "comes after point \(previous)"): expected one row a point, in point order"
                )
            }
            previous = point
        }
    }

    /// For a grid with `cases`: every case the point was ranked over, and which one the code is
    /// (case 1) with what the cases change (the top-level keys their patches set); none otherwise.
    static func caseNotes(_ grid: Grid) -> [String] {
        guard grid.hasCases else { return [] }
        let names = SweepBaseline.caseNames(grid)
        var keys: [String] = []
        for patch in grid.cases {
            for member in patch.value.objectValue ?? [] where member.key != "name" && !keys.contains(member.key) { keys.append(member.key) }
        }
        return [
            "ranked over \(names.count) cases, each metric folded by \(grid.aggregate.rawValue): "
                + names.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "; "),
            "this file is case 1's scenario (\(names[0])); the cases differ "
                + (keys.isEmpty ? "in name only" : "in " + keys.joined(separator: ", "))
        ]
    }

    /// Refuses a point whose metrics, run now, are not those results.csv recorded (relative
    /// difference above 10⁻⁹, or a value where the row has none): the grid (or the tool) changed
    /// since the sweep, and the exported code would not be what was measured.
    static func checkMetrics(
        _ outcome: (values: [Double?], status: String), row: [String], grid: Grid, point: Int, fingerprint: String,
        resultsPath: String, gridFile: String
    ) throws {
        let first = 1 + grid.axes.count
        for (m, metric) in grid.metrics.enumerated() {
            let text = row[first + m]
            let recorded = Double(text)
            let now = outcome.values[m]
            let same: Bool
            switch (recorded, now) {
            case (nil, nil): same = true
            case (let a?, let b?): same = a == b || abs(a - b) <= 1e-9 * max(abs(a), abs(b)) || (a.isNaN && b.isNaN)
            default: same = false
            }
            if !same {
                throw ToolError(
                    "export: \(resultsPath): point \(point) ran again gives \(metric.rawValue)=\(now.map(NumberFormat.shortest) ?? "nothing"), not \(text.isEmpty ? "nothing" : text): \(gridFile) (fingerprint now \(fingerprint)) or the tool changed since the sweep; sweep again, or pass the grid it ran with (--grid)",
                    isInput: true)
            }
        }
    }

    /// The grid a results directory came from: `run.json`'s `grid` when that file exists,
    /// else `experiments/<name>.json` beside the `reports/` folder holding the directory.
    static func findGrid(_ directory: String, manifest: String, access: (String) -> String) throws -> String {
        if let node = try? JSONFile.read(access(manifest)), let gridNode = node["grid"], let grid = gridNode.value.stringValue,
            FileManager.default.isReadableFile(atPath: access(grid))
        {
            // A grid is a JSON file: run.json naming anything else was edited, and that file's
            // contents are never quoted back.
            guard grid.hasSuffix(".json") else {
                throw InputError(
                    file: manifest, position: gridNode.position, path: JSONPath.root.key("grid"),
                    message:
                        "expected the path of the .json grid the sweep ran, got \(JSONWriter.quoted(grid)); pass the grid with --grid GRID.json"
                )
            }
            return grid
        }
        let url = URL(fileURLWithPath: access(directory)).standardizedFileURL
        let name = url.lastPathComponent
        let parent = url.deletingLastPathComponent()
        let candidate = parent.deletingLastPathComponent().appendingPathComponent("experiments/\(name).json").path
        if FileManager.default.isReadableFile(atPath: candidate) {
            // Name it relative to the directory as given, so outputs do not depend on the working tree's place.
            let trimmed = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
            let relative =
                trimmed.split(separator: "/").count >= 2
                ? trimmed.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
                : ""
            let prefix = relative.isEmpty ? (trimmed.hasPrefix("/") ? "/" : "") : relative + "/"
            let named = prefix + "experiments/\(name).json"
            return FileManager.default.isReadableFile(atPath: access(named)) ? named : candidate
        }
        throw UsageError("export: cannot tell which grid made \(directory) (no run.json, no \(candidate)); pass it with --grid GRID.json")
    }
}
