import Foundation
import Testing
@testable import TunelabKit

/// A grid with more cases than the page draws (`SweepReport.drawnCases`), asking for every
/// case's traces (`traceCases`; the default traces 16: `SweepTraceCapTests`): they are written,
/// players and trace charts only for the first ones, and the report is the same whatever `--jobs`. The grid moves the scroll view (a layout-only grid draws no trace charts).
@Suite struct ManyCasesReportTests {
    @Test func thePageDrawsTheFirstCasesAndTracesEveryCase() throws {
        let dir = try TempDirectory("many-cases")
        defer { dir.remove() }
        let cases = (0..<(SweepReport.drawnCases + 2)).map { #"{"gesture": [{"flick": {"velocity": \#(-900 - 50 * $0)}}, {"wait": 0.3}]}"# }
        let grid = try dir.write(
            """
            {"scenario": {"duration": 0.3, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1500}}, {"wait": 0.3}]},
             "grid": {"scroll.decelerationRate": [0.99, 0.995, 0.998]}, "traces": 2, "traceCases": \(cases.count),
             "cases": [\(cases.joined(separator: ", "))], "metrics": ["overlap_cv", "jitter_rms_pt"]}
            """, to: "grid.json")
        for jobs in ["1", "2"] {
            let r = tunelab("sweep", grid, "--out", dir.file("j" + jobs), "--jobs", jobs, "--quiet")
            #expect(r.code == 0, "\(r)")
        }
        let page = dir.text("j1/charts/index.html")
        let last = SweepReport.drawnCases
        #expect(page.contains("id=\"player-\(last)\"") && !page.contains("id=\"player-\(last + 1)\""), "players of the first \(last) cases")
        #expect(dir.exists("j1/charts/traces-case\(last).svg") && !dir.exists("j1/charts/traces-case\(last + 1).svg"))
        let best = dir.csv("j1/summary.csv")[1][1]
        for c in [1, last, last + 2] {
            #expect(dir.exists("j1/traces/\(best)/case\(c)/items.csv"), "case \(c)'s traces")
        }
        for name in try SweepCommandTests.files(under: dir.file("j1")) where name != "run.json" {
            #expect(dir.bytes("j2/" + name) == dir.bytes("j1/" + name), "\(name) is identical across --jobs")
        }
    }
}
