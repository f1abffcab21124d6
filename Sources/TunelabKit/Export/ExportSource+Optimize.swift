import Foundation
import ScrollPhysics

extension ExportSource {
    /// Evaluation N (or the best: rank 1 of summary.csv) of a `tunelab optimize` folder: its key
    /// values are read from its row of results.csv (a continuous key's value is the shortest text
    /// of the double searched, which reads back as that double) and written into the grid's
    /// scenario exactly as the search evaluated it (`PointEvaluator.fullScenario`, case 1).
    static func fromOptimize(
        _ directory: String, point choice: PointChoice, gridFile: String, fingerprint recorded: String, command: String,
        access: (String) -> String
    ) throws -> ExportedPoint {
        let manifest = directory + "/run.json"
        let node = try JSONFile.read(access(manifest), displayName: manifest)
        guard let seedText = node["seed"]?.value.doubleValue, let budget = node["evaluations"]?.value.doubleValue,
            seedText >= 0, seedText < 9_007_199_254_740_992, budget >= 1, budget <= 1_000_000
        else {
            throw InputError(
                file: manifest, position: node.position, path: nil, message: "an optimize run.json needs its seed and evaluations")
        }
        let grid = try GridDecoder.load(access(gridFile), allowsContinuous: true)
        var options = OptimizeOptions(grid: gridFile, jobs: 1)
        options.seed = UInt64(seedText)
        options.evaluations = Int(budget)
        let fingerprint = try OptimizeFingerprint.of(grid, options: options)
        guard fingerprint == recorded else {
            throw ToolError(
                "export: \(manifest): fingerprint \(recorded) is not the grid's \(fingerprint): \(gridFile) (or the tool) changed since the run; optimize again, or pass the grid it ran with (--grid)",
                isInput: true)
        }
        let resultsPath = directory + "/results.csv"
        let results = try CSVReader.read(access(resultsPath), displayName: resultsPath)
        guard results.header == OptimizeRow.header(grid) else {
            throw ToolError(
                "export: \(resultsPath): its columns are not those of \(gridFile) optimized; pass the grid it ran with (--grid)",
                isInput: true)
        }
        var rank: Int? = nil
        let index: Int
        switch choice {
        case .index(let n): index = n
        case .best:
            let summary = try CSVReader.read(access(directory + "/summary.csv"), displayName: directory + "/summary.csv")
            let rankColumn = try summary.requireColumn("rank"), pointColumn = try summary.requireColumn("point")
            guard let row = summary.rows.first(where: { $0[rankColumn] == "1" }), let n = Int(row[pointColumn]) else {
                throw ToolError("export: \(directory)/summary.csv has no point of rank 1 (no evaluation finished ok)", isInput: true)
            }
            index = n
            rank = 1
        }
        guard let row = results.rows.first(where: { $0.first == String(index) }) else {
            throw UsageError("export: --point \(index) is not an evaluation of \(resultsPath) (0 ..< \(results.rows.count))")
        }
        guard row.last.map({ _ in row[1 + grid.axes.count + grid.metrics.count] == "ok" }) == true else {
            throw ToolError("export: evaluation \(index) did not run: \(row[1 + grid.axes.count + grid.metrics.count])", isInput: true)
        }
        let space = SearchSpace(grid: grid)
        var values: [GridValue] = []
        for (a, axis) in space.axes.enumerated() {
            let text = row[1 + a]
            switch axis.kind {
            case .continuous, .logarithmic:
                guard let x = Double(text) else {
                    throw ToolError("export: \(resultsPath): evaluation \(index) has \(axis.key)=\(text), not a number", isInput: true)
                }
                values.append(.number(x))
            case .lattice(let choices, _), .categorical(let choices):
                guard let value = choices.first(where: { $0.text == text }) else {
                    throw ToolError(
                        "export: \(resultsPath): evaluation \(index) has \(axis.key)=\(text), not one of the grid's values; pass the grid it ran with (--grid)",
                        isInput: true)
                }
                values.append(value)
            }
        }
        let evaluator = try PointEvaluator(grid: grid)
        let scenario: Scenario
        switch evaluator.fullScenario(values: values, caseIndex: 0) {
        case .success(let s): scenario = s
        case .failure(let error): throw error
        }
        var provenance = ExportProvenance(grid: gridFile, point: index, rank: rank, fingerprint: fingerprint, command: command)
        provenance.values = zip(grid.axes, values).map { ($0.key, $1.text) }
        provenance.notes.append("evaluation \(index) of tunelab optimize (seed \(options.seed), \(options.evaluations) evaluations)")
        provenance.notes += caseNotes(grid)
        let root = GridChecks.caseRoots(grid)[0]
        var document = root
        for (axis, value) in zip(grid.axes, values) {
            if case .success(let edited) = JSONEdit.setting(value.json, at: ArraySlice(axis.path), in: document) { document = edited }
        }
        return ExportedPoint(
            scenario: scenario, gestureNodes: root["gesture"]?.value.arrayValue ?? [], provenance: provenance, document: document)
    }
}
