import Foundation
import ScrollPhysics
import TunelabKit

/// Runs mutants in process against the tool's own entry point (`TunelabCLI.main`, the code the
/// release binary runs), in a work folder laid out like the repository's `experiments/` so that
/// relative scenario and trace paths resolve. One mutant: its files are written, each command is
/// run on a capturing console and classified, then its outputs are removed.
final class FuzzHarness {
    enum Kind: String, CaseIterable { case scenario, grid, trace, results, metrics, manifest, recording, export, convert }

    let corpus: FuzzCorpus
    let extremes: FuzzExtremes
    let work: String
    let seed: UInt64
    var counts: [FuzzOutcome: Int] = [:]
    var kinds: [Kind: Int] = [:]
    var commands = 0
    var withoutPlace = 0
    var findings: [String] = []
    /// Print every command's exit code and first stderr line.
    var verbose = false

    init(corpus: FuzzCorpus, root: String, work: String, seed: UInt64) throws {
        self.corpus = corpus
        self.extremes = FuzzExtremes(root: root)
        self.work = work
        self.seed = seed
        let fm = FileManager.default
        try? fm.removeItem(atPath: work)
        try fm.createDirectory(atPath: work, withIntermediateDirectories: true)
        try fm.copyItem(atPath: root + "/experiments/scenarios", toPath: work + "/scenarios")
        try fm.copyItem(atPath: root + "/experiments/traces", toPath: work + "/traces")
        // Two shards of a tiny grid: the template manifest mutants start from.
        let grid =
            #"{"name": "fuzz-shards", "scenario": {"duration": 0.25, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -900}}]}, "grid": {"layout.spacing": [16, 24, 32]}}"#
        try grid.write(toFile: work + "/shard-grid.json", atomically: true, encoding: .utf8)
        for s in 0..<2 {
            let code = TunelabCLI.main(
                [
                    "tunelab", "sweep", work + "/shard-grid.json", "--out", work + "/shards-template", "--shard", "\(s)/2", "--quiet",
                    "--jobs", "1"
                ], console: .capturing())
            guard code == 0 else { throw ToolError("cannot prepare the shard template (exit \(code))") }
        }
        try prepareNewCommands(root: root)
    }

    /// Pre-order pick of a kind: scenario 24 %, grid 20 %, trace 8 %, results 16 %, metrics 5 %,
    /// manifest 7 %, recording (`fit`) 8 %, results folder (`export`) 7 %, `convert` arguments 5 %.
    static func kind(_ r: inout FuzzRandom) -> Kind {
        let table: [(Int, Kind)] = [
            (24, .scenario), (44, .grid), (52, .trace), (68, .results), (73, .metrics), (80, .manifest), (88, .recording),
            (95, .export), (100, .convert)
        ]
        let x = r.below(100)
        return table.first { x < $0.0 }?.1 ?? .convert
    }

    /// Writes mutant `index` into the work folder and runs its commands.
    func run(index: Int) {
        var random = FuzzRandom(seed: seed, index: index)
        let kind = Self.kind(&random)
        kinds[kind, default: 0] += 1
        var mutator = FuzzMutator(random: random, donors: corpus.donors, extremes: extremes)
        let w = work
        clean()
        switch kind {
        case .scenario:
            let seedTree = mutator.random.pick(corpus.scenarios).tree
            write(mutator.mutateJSON(seedTree), to: w + "/scenarios/mutant.json")
            check(index, kind, ["validate", w + "/scenarios/mutant.json"], outputs: [])
            check(index, kind, ["run", w + "/scenarios/mutant.json", "--out", w + "/out"], outputs: [w + "/out"])
        case .grid:
            let seedTree = mutator.random.pick(corpus.grids).tree
            write(mutator.mutateJSON(seedTree), to: w + "/grid.json")
            check(index, kind, ["validate", w + "/grid.json", "--max-points", "256"], outputs: [])
            check(
                index, kind, ["sweep", w + "/grid.json", "--out", w + "/out", "--quiet", "--jobs", "1", "--max-points", "256"],
                outputs: [w + "/out"])
            // The same grid searched (issue 47): a short budget, so it stays a grid's cost.
            check(
                index, kind, ["optimize", w + "/grid.json", "--out", w + "/opt", "--quiet", "--jobs", "1", "--evaluations", "12"],
                outputs: [w + "/opt"])
        case .trace:
            let t = mutator.random.pick(corpus.traces)
            write(mutator.mutateCSV(header: t.header, rows: t.rows), to: w + "/traces/mutant.csv")
            write(
                Array(
                    #"{"duration": 1, "gesture": [{"trace": {"file": "../traces/mutant.csv"}}, {"release": {}}, {"wait": 0.5}], "layout": {"kind": "fade"}}"#
                        .utf8),
                to: w + "/scenarios/trace-mutant.json")
            check(index, kind, ["run", w + "/scenarios/trace-mutant.json", "--out", w + "/out"], outputs: [w + "/out"])
        case .results:
            let t = mutator.random.pick(corpus.results)
            write(Array(t.text.utf8), to: w + "/base.csv")
            write(mutator.mutateCSV(header: t.header, rows: t.rows), to: w + "/new.csv")
            let format = mutator.random.pick(["text", "json", "junit"])
            check(index, kind, ["compare", w + "/base.csv", w + "/new.csv", "--format", format, "--abs", "jitter_rms_pt=0.5"], outputs: [])
            check(index, kind, ["compare", w + "/new.csv", w + "/base.csv"], outputs: [])
            let keys = t.header.dropFirst().prefix { $0 != "status" && !FuzzVocabulary.enumValues.contains($0) }
            if keys.count >= 2, let metric = t.header.first(where: { FuzzVocabulary.enumValues.contains($0) }) {
                check(
                    index, kind,
                    [
                        "chart", w + "/new.csv", "--x", keys[keys.startIndex], "--y", keys[keys.startIndex + 1], "--metric", metric,
                        "--out", w + "/chart.svg"
                    ],
                    outputs: [w + "/chart.svg"])
            }
        case .metrics:
            let t = corpus.metrics[0]
            write(Array(t.text.utf8), to: w + "/base.csv")
            write(mutator.mutateCSV(header: t.header, rows: t.rows), to: w + "/new.csv")
            check(
                index, kind, ["compare", w + "/base.csv", w + "/new.csv", "--tolerance", "overlap_cv=0.1", "--format", "junit"], outputs: []
            )
        case .manifest:
            do { try FileManager.default.copyItem(atPath: w + "/shards-template", toPath: w + "/shards") } catch { return }
            let shard = mutator.random.below(2)
            let stem = w + "/shards/shard-0000\(shard)-of-00002"
            if mutator.random.chance(0.7), let node = try? JSONFile.read(stem + ".json") {
                write(mutator.mutateJSON(FuzzJSON(node)), to: stem + ".json")
            } else if let table = try? CSVReader.read(stem + ".csv") {
                write(mutator.mutateCSV(header: table.header, rows: table.rows), to: stem + ".csv")
            }
            check(index, kind, ["status", w + "/shards"], outputs: [])
            check(index, kind, ["merge", w + "/shards", "--out", w + "/merged/results.csv"], outputs: [w + "/merged"])
        case .recording: fuzzRecording(index, &mutator)
        case .export: fuzzExport(index, &mutator)
        case .convert: fuzzConvert(index, &mutator)
        }
    }

    /// Runs one command and records how it ended; `answers`: its stdout is an answer whose
    /// numbers must be finite and not empty when it exits 0 (`convert`, `fit`).
    func check(_ index: Int, _ kind: Kind, _ arguments: [String], outputs: [String], answers: Bool = false) {
        let console = Console.capturing()
        let code = TunelabCLI.main(["tunelab"] + arguments, console: console)
        commands += 1
        if verbose {
            print("\(index) \(kind.rawValue) \(arguments[0]) → \(code) \(console.capturedErr.split(separator: "\n").first ?? "")")
        }
        var outcome: FuzzOutcome
        switch code {
        case 0: outcome = .exit0
        case 1: outcome = .exit1
        case 2: outcome = .exit2
        case 3: outcome = .exit3
        default: outcome = .otherExit
        }
        if code == 2 {
            if let left = outputs.first(where: { FileManager.default.fileExists(atPath: $0) }) {
                outcome = .outputLeft
                findings.append("\(index) \(kind.rawValue) \(outcome.rawValue): \(left) after: \(console.capturedErr.prefix(300))")
            }
            let first = console.capturedErr.split(separator: "\n").first ?? ""
            if first.range(of: #":[0-9]+:[0-9]+: "#, options: .regularExpression) == nil { withoutPlace += 1 }
        } else if code == 0 || code == 1, let bad = nonFiniteCell(outputs) {
            outcome = .nonFinite
            findings.append("\(index) \(kind.rawValue) \(outcome.rawValue): \(bad)")
        } else if code == 0, answers, let bad = Self.blankNumber(in: console.capturedOut) {
            outcome = .blankNumber
            findings.append("\(index) \(kind.rawValue) \(outcome.rawValue): tunelab \(arguments.joined(separator: " ")): \(bad)")
        }
        if outcome == .exit3 || outcome == .otherExit {
            findings.append(
                "\(index) \(kind.rawValue) \(outcome.rawValue) (\(code)): tunelab \(arguments.joined(separator: " ")): \(console.capturedErr.prefix(300))"
            )
        }
        counts[outcome, default: 0] += 1
    }

    /// A metric cell of a written results.csv or metrics.csv that is not a finite number, if any.
    private func nonFiniteCell(_ outputs: [String]) -> String? {
        for folder in outputs {
            for name in ["results.csv", "metrics.csv"] {
                guard let table = try? CSVReader.read(folder + "/" + name) else { continue }
                for c in table.header.indices where Metric(rawValue: table.header[c]) != nil {
                    for row in table.rows where !row[c].isEmpty && !(Double(row[c])?.isFinite ?? false) {
                        return "\(folder)/\(name): \(table.header[c]) = \(row[c])"
                    }
                }
            }
        }
        return nil
    }

    func write(_ bytes: [UInt8], to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    /// Removes the previous mutant's inputs and outputs.
    private func clean() {
        for name in [
            "out", "opt", "chart.svg", "merged", "shards", "grid.json", "new.csv", "base.csv", "recording.csv", "results", "export.out"
        ] {
            try? FileManager.default.removeItem(atPath: work + "/" + name)
        }
    }
}
