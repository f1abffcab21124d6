import Foundation
import Testing
import ScrollPhysics
import TestSupport

/// docs/provenance.md's leave-one-source-out table is the one `LeaveOneSourceOut.table` computes
/// from experiments/device/ (no hand-copied numbers); `scripts/provenance-table.sh` rewrites it
/// (TUNELAB_UPDATE_PROVENANCE=1).
@Suite struct LeaveOneSourceOutTests {
    @Test func provenanceHoldsTheGeneratedTable() throws {
        let path = Repository.url.appendingPathComponent("docs/provenance.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let begin = try #require(text.range(of: LeaveOneSourceOut.begin), "docs/provenance.md has the table's first marker")
        let end = try #require(text.range(of: LeaveOneSourceOut.end, range: begin.upperBound..<text.endIndex), "and its last")
        let table = LeaveOneSourceOut.table
        if ProcessInfo.processInfo.environment["TUNELAB_UPDATE_PROVENANCE"] == "1" {
            try (text[..<begin.upperBound] + table + text[end.lowerBound...]).write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[begin.upperBound..<end.lowerBound]) == table, "regenerate with scripts/provenance-table.sh:\n\(table)")
    }

    /// Every source, at the stop speed fitted on the other, stays within 1.5 pt under its era's
    /// law, and the device's instants within 50 ms.
    @Test func eachSourceOutOfSample() {
        for (k, source) in LeaveOneSourceOut.sources.enumerated() {
            let others = LeaveOneSourceOut.sources.enumerated().filter { $0.offset != k }.flatMap(\.element.flicks)
            let s = LeaveOneSourceOut.fitStopSpeed(others)
            for (flick, law) in source.flicks {
                let error = LeaveOneSourceOut.placeError(flick, law: law, stopSpeed: s)
                #expect(abs(error) <= 1.5, "\(flick) at s = \(s) fitted without \(source.name): \(error) pt")
                if let duration = LeaveOneSourceOut.durationError(flick, stopSpeed: s) {
                    #expect(abs(duration) <= 0.050, "\(flick) at s = \(s): \(duration) s")
                }
            }
        }
    }
}
