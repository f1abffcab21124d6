import Foundation
import Testing
import TunelabKit
import TestSupport

/// Issue 44: `tunelab export` trusts a results folder only as far as it checks it. Each case is
/// a shipped report's folder, copied and spoilt one way: one line naming the place, exit 2,
/// nothing written.
@Suite struct ExportResultsTrustTests {
    static let repository = Repository.path
    static let source = repository + "/reports/card-alpha"
    static let grid = repository + "/experiments/card-alpha.json"

    /// A copy of card-alpha's results and summary in a fresh folder, with `edit` applied to
    /// results.csv and `manifest` written as run.json when given.
    func spoilt(_ dir: TempDirectory, results edit: (String) -> String = { $0 }, manifest: String? = nil) throws -> String {
        let results = try String(contentsOfFile: Self.source + "/results.csv", encoding: .utf8)
        try dir.write(edit(results), to: "r/results.csv")
        try dir.write(try String(contentsOfFile: Self.source + "/summary.csv", encoding: .utf8), to: "r/summary.csv")
        if let manifest { try dir.write(manifest, to: "r/run.json") }
        return dir.file("r")
    }

    func export(_ folder: String, _ dir: TempDirectory, _ extra: [String] = ["--grid", grid]) -> CLIResult {
        tunelab(["export", folder, "--point", "best"] + extra + ["--to", "json", "--out", dir.file("x/out.json")])
    }

    @Test func aDuplicatedPointRowIsRefusedAtItsLine() throws {
        let dir = try TempDirectory("export-trust")
        defer { dir.remove() }
        let folder = try spoilt(dir) { text in
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            lines.insert(lines[3], at: 4)  // point 2's row twice, at lines 4 and 5
            return lines.joined(separator: "\n")
        }
        let r = export(folder, dir)
        #expect(r.code == 2 && r.out.isEmpty && !dir.exists("x"), "\(r)")
        #expect(r.err == "\(folder)/results.csv:5:1: point 2 appears twice: expected one row a point, in point order\n", "\(r.err)")
    }

    @Test func aNegativePointRowIsRefusedAtItsLine() throws {
        let dir = try TempDirectory("export-trust")
        defer { dir.remove() }
        let folder = try spoilt(dir) { $0.replacingOccurrences(of: "\n0,", with: "\n-1,") }
        let r = export(folder, dir)
        #expect(r.code == 2 && !dir.exists("x"), "\(r)")
        #expect(r.err.hasPrefix("\(folder)/results.csv:2:1: point: expected a point of \(Self.grid) (an integer in 0 ..< "), "\(r.err)")
    }

    @Test(arguments: ["running", "interrupted", "failed"])
    func anUnfinishedSweepIsNotExported(status: String) throws {
        let dir = try TempDirectory("export-trust")
        defer { dir.remove() }
        let manifest =
            "{\"tool\": \"tunelab\", \"version\": \"x\", \"grid\": \"\(Self.grid)\", \"fingerprint\": \"0\", \"status\": \"\(status)\"}\n"
        let folder = try spoilt(dir, manifest: manifest)
        let r = export(folder, dir)
        #expect(r.code == 2 && !dir.exists("x"), "\(r)")
        #expect(r.err.hasPrefix("export: \(folder)/run.json: the sweep "), "\(r.err)")
        #expect(r.err.contains("--resume") && r.err.split(separator: "\n").count == 1, "\(r.err)")
    }

    @Test func aCorruptManifestIsRefusedAtItsPlace() throws {
        let dir = try TempDirectory("export-trust")
        defer { dir.remove() }
        let folder = try spoilt(dir, manifest: "{\"status\": \"done\",\n  \"grid\": }\n")
        let r = export(folder, dir)
        #expect(r.code == 2 && !dir.exists("x"), "\(r)")
        #expect(r.err.hasPrefix("\(folder)/run.json:2:11: "), "\(r.err)")
        let other = try spoilt(dir, manifest: "[1, 2]\n")
        let s = export(other, dir)
        #expect(
            s.err == "\(other)/run.json:1:1: not a sweep's run.json (expected an object with fingerprint, version and status)\n", "\(s.err)"
        )
    }

    /// run.json naming a file that is not a .json grid: refused without quoting that file.
    @Test func aManifestNamingAnotherFileDoesNotQuoteIt() throws {
        let dir = try TempDirectory("export-trust")
        defer { dir.remove() }
        try dir.write("secret words\n", to: "passwd")
        let manifest =
            "{\"tool\": \"tunelab\", \"version\": \"x\", \"grid\": \"\(dir.file("passwd"))\", \"fingerprint\": \"0\", \"status\": \"done\"}\n"
        let folder = try spoilt(dir, manifest: manifest)
        let r = export(folder, dir, [])
        #expect(r.code == 2 && !dir.exists("x"), "\(r)")
        #expect(!r.err.contains("secret"), "\(r.err)")
        #expect(r.err.hasPrefix("\(folder)/run.json:1:") && r.err.contains(": grid: expected the path of the .json grid"), "\(r.err)")
    }

    /// Found by the campaign's export mutants: a run.json whose shard index is 1e308 trapped
    /// converting it to Int; now the count is absent and the fingerprint refuses it.
    @Test func aManifestWithAHugeCountIsAnAnswer() throws {
        let dir = try TempDirectory("export-trust")
        defer { dir.remove() }
        let manifest =
            "{\"version\": \"x\", \"fingerprint\": \"0\", \"status\": \"done\", \"shard\": {\"index\": 1e308, \"count\": -1e308}, \"range\": {\"from\": 1e300, \"to\": 1e308}, \"points_total\": 1e308, \"rows_done\": -5e-324}\n"
        let folder = try spoilt(dir, manifest: manifest)
        let r = export(folder, dir)
        #expect(r.code == 2 && !dir.exists("x") && r.err.contains("fingerprint 0 is not the grid's"), "\(r)")
        let status = tunelab("status", folder)
        #expect([0, 1, 2].contains(status.code), "\(status)")
    }

    @Test func aRepeatedToIsRefused() throws {
        let r = tunelab("export", Self.source, "--to", "uikit", "--to", "swiftui")
        #expect(r.code == 2 && r.out.isEmpty, "\(r)")
        #expect(r.err == "tunelab: export: --to given twice (uikit, then swiftui): give it once\n", "\(r.err)")
    }
}
