import Foundation
import Testing
import TunelabKit

/// A report whose grid changed since it ran is refused with its fingerprint (exit 2, nothing
/// written): through run.json's fingerprint when the report has one, else by running the point
/// again against results.csv (the committed reports carry no run.json).
@Suite struct ExportSourceTests {
    static let repository = ExportCommandTests.repository

    /// A copy of reports/card-alpha (results and summary) in `dir`, and a copy of its grid whose base
    /// scenario has `layout` keys `edit` (written inline, the path made absolute).
    static func staleReport(in dir: TempDirectory, edit: String) throws -> (report: String, grid: String) {
        let source = repository + "/reports/card-alpha"
        for file in ["results.csv", "summary.csv"] {
            try dir.write(try String(contentsOfFile: source + "/" + file, encoding: .utf8), to: "reports/card-alpha/" + file)
        }
        let scenario = try String(contentsOfFile: repository + "/experiments/scenarios/card-snap-flick.json", encoding: .utf8)
            .replacingOccurrences(of: #""layout": {"kind": "cardStack""#, with: #""layout": {"kind": "cardStack""# + edit)
        try dir.write(scenario, to: "experiments/scenarios/card-snap-flick.json")
        let grid = try String(contentsOfFile: repository + "/experiments/card-alpha.json", encoding: .utf8)
        return (dir.file("reports/card-alpha"), try dir.write(grid, to: "experiments/card-alpha.json"))
    }

    @Test func aChangedGridIsFoundByRunningThePointAgain() throws {
        let dir = try TempDirectory("export-changed")
        defer { dir.remove() }
        let (report, grid) = try Self.staleReport(in: dir, edit: #", "spacing": 30"#)
        let r = tunelab("export", report, "--point", "3", "--grid", grid, "--to", "swift", "--out", dir.file("out/x.swift"))
        #expect(r.code == 2 && r.out.isEmpty, "\(r)")
        #expect(
            r.err.contains("point 3 ran again gives") && r.err.contains("(fingerprint now ") && r.err.contains("changed since the sweep"),
            "\(r)")
        #expect(r.err.split(separator: "\n").count == 1 && !dir.exists("out"), "one line, nothing written: \(r)")
        // The same copy with the grid unchanged exports (the check can pass).
        let (same, sameGrid) = try Self.staleReport(in: dir, edit: "")
        let ok = tunelab("export", same, "--point", "3", "--grid", sameGrid, "--to", "swift")
        #expect(ok.code == 0, "\(ok)")
    }

    @Test func runJSONWithAnotherFingerprintIsRefused() throws {
        let dir = try TempDirectory("export-fingerprint")
        defer { dir.remove() }
        let (report, grid) = try Self.staleReport(in: dir, edit: "")
        try dir.write(
            #"{"tool": "tunelab", "version": "0.1.0", "grid": "experiments/card-alpha.json", "fingerprint": "0123456789abcdef", "status": "done"}"#,
            to: "reports/card-alpha/run.json")
        let r = tunelab("export", report, "--point", "3", "--grid", grid, "--to", "uikit")
        #expect(r.code == 2 && r.out.isEmpty, "\(r)")
        #expect(r.err.contains("fingerprint 0123456789abcdef is not the grid's "), "\(r)")
    }
}
