import Foundation
import TunelabKit

/// The commands the campaign learnt in issue 44: `fit` on mutated recordings (units, order,
/// duplicates, sizes), `export` on a damaged results folder (rows, `run.json`, `summary.csv`)
/// and `convert spring` with hostile arguments. `serve` is fuzzed over a real socket by
/// `scripts/serve-fuzz.py`.
extension FuzzHarness {
    /// Copies the shipped recordings and sweeps the template results folder `export` mutants start from.
    func prepareNewCommands(root: String) throws {
        let fm = FileManager.default
        try fm.copyItem(atPath: root + "/experiments/device/recordings", toPath: work + "/recordings")
        let grid =
            #"{"name": "fuzz-export", "traces": 0, "scenario": {"duration": 0.25, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -900}}]}, "grid": {"layout.spacing": [16, 24, 32]}}"#
        try grid.write(toFile: work + "/export-grid.json", atomically: true, encoding: .utf8)
        let code = TunelabCLI.main(
            ["tunelab", "sweep", work + "/export-grid.json", "--out", work + "/results-template", "--quiet", "--jobs", "1"],
            console: .capturing())
        guard code == 0 else { throw ToolError("cannot prepare the export template (exit \(code))") }
    }

    /// The shipped recordings, as tables to mutate (read once).
    var recordings: [(header: [String], rows: [[String]])] {
        let folder = work + "/recordings"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.compactMap { name in (try? CSVReader.read(folder + "/" + name)).map { ($0.header, $0.rows) } }
    }

    /// A recording changed in the ways a person gets one wrong — times in ms, rows reversed or
    /// shuffled, duplicated, cut short or repeated many times — or by the CSV mutator.
    func fuzzRecording(_ index: Int, _ mutator: inout FuzzMutator) {
        let all = recordings
        guard !all.isEmpty else { return }
        let (header, seedRows) = mutator.random.pick(all)
        var rows = seedRows
        switch mutator.random.below(7) {
        case 0: rows = rows.map { row in [row[0].isEmpty ? row[0] : String((Double(row[0]) ?? 0) * 1000)] + row.dropFirst() }
        case 1: rows.reverse()
        case 2: rows = rows.flatMap { [$0, $0] }
        case 3: rows = Array(rows.prefix(mutator.random.below(rows.count + 1)))
        case 4: rows = Array(repeating: rows, count: 1 + mutator.random.below(40)).flatMap { $0 }
        case 5:
            for i in rows.indices.reversed() where i > 0 {
                let j = mutator.random.below(i + 1)
                rows.swapAt(i, j)
            }
        default: break
        }
        write(mutator.mutateCSV(header: header, rows: rows), to: work + "/recording.csv")
        check(index, .recording, ["fit", work + "/recording.csv"], outputs: [], answers: true)
        check(index, .recording, ["fit", work + "/recording.csv", "--out", work + "/out"], outputs: [work + "/out"], answers: true)
    }

    /// The template results folder with one of its files damaged, exported to a random target.
    func fuzzExport(_ index: Int, _ mutator: inout FuzzMutator) {
        let folder = work + "/results"
        guard (try? FileManager.default.copyItem(atPath: work + "/results-template", toPath: folder)) != nil else { return }
        switch mutator.random.below(3) {
        case 0:
            if let t = try? CSVReader.read(folder + "/results.csv") {
                write(mutator.mutateCSV(header: t.header, rows: t.rows), to: folder + "/results.csv")
            }
        case 1:
            if let node = try? JSONFile.read(folder + "/run.json") { write(mutator.mutateJSON(FuzzJSON(node)), to: folder + "/run.json") }
        default:
            if let t = try? CSVReader.read(folder + "/summary.csv") {
                write(mutator.mutateCSV(header: t.header, rows: t.rows), to: folder + "/summary.csv")
            }
        }
        let target = mutator.random.pick(ExportTarget.allCases.map(\.rawValue))
        let point = mutator.random.pick(["best", "0", "2", "3", "-1"])
        check(
            index, .export, ["export", folder, "--point", point, "--to", target, "--out", work + "/export.out"],
            outputs: [work + "/export.out"])
    }

    /// `convert spring` with every parameter a random extreme, word or typo.
    func fuzzConvert(_ index: Int, _ mutator: inout FuzzMutator) {
        let system = mutator.random.pick(SpringUnitSystem.allCases)
        var arguments = ["convert", "spring", "--from", system.rawValue]
        let words = ["0x10", "inf", "-inf", "nan", "", "1e", "+1", "-0", "1.", ".5", "1_000", "1e-320", "1e400", " 1"]
        for parameter in system.parameters where mutator.random.chance(0.8) {
            let value: String
            switch mutator.random.below(4) {
            case 0: value = mutator.random.pick(FuzzExtremes.fixed)
            case 1: value = mutator.random.pick(words)
            case 2: value = "\(parameter.range.lowerBound.nextDown)"
            default: value = "\(parameter.range.upperBound * (mutator.random.chance(0.5) ? 1 : -1))"
            }
            let key = mutator.random.chance(0.1) ? FuzzMutator.typo(parameter.key, &mutator.random) : parameter.key
            arguments.append("\(key)=\(value)")
        }
        if mutator.random.chance(0.3) { arguments += ["--to", mutator.random.pick(SpringUnitSystem.allCases).rawValue] }
        check(index, .convert, arguments, outputs: [], answers: true)
    }

    /// The first empty (`key=` before a space or the line's end) or non-finite (`nan`, `inf`)
    /// number in an answer, if any. `convert`'s sources (formulas, after `sources:`) are prose.
    static func blankNumber(in out: String) -> String? {
        let answer = out.components(separatedBy: "\nsources:")[0]
        for line in answer.split(separator: "\n") where !line.hasPrefix("assumption") {
            if line.range(of: #"\b[A-Za-z]+=(\s|$)"#, options: .regularExpression) != nil { return String(line.prefix(200)) }
            if line.range(of: #"(?i)(^|[\s=|(])[-+]?(nan|inf|infinity)\b"#, options: .regularExpression) != nil {
                return String(line.prefix(200))
            }
        }
        return nil
    }
}
