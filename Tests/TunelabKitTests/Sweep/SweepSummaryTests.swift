import Foundation
import Testing
import ScrollPhysics
@testable import TunelabKit

/// The designer's digest (docs/grid.md): best points by `rank`, ties by point index.
@Suite struct SweepSummaryTests {
    func grid(rank: String, top: Int = 20) throws -> Grid {
        let dir = try TempDirectory("summary-grid")
        defer { dir.remove() }
        return try GridDecoder.load(
            dir.write(
                """
                {"scenario": {"layout": {"kind": "cardStack"}}, "grid": {"layout.tilt": [0, 1, 2, 3, 4, 5, 6]},
                 "metrics": ["travel_pt", "jitter_rms_pt"], "rank": {"by": \(rank), "top": \(top)}}
                """, to: "g.json"))
    }

    /// Adds rows `point,tilt,travel,jitter,status` in point order.
    func summary(_ grid: Grid, _ rows: [(travel: String, jitter: String, status: String)]) -> SweepSummary {
        var summary = SweepSummary(grid: grid)
        for (point, row) in rows.enumerated() { summary.add([String(point), String(point), row.travel, row.jitter, row.status]) }
        return summary
    }

    static let rows: [(travel: String, jitter: String, status: String)] = [
        ("5", "1", "ok"),  // 0
        ("3", "9", "ok"),  // 1
        ("-3", "2", "ok"),  // 2: |−3| ties with point 1 on travel
        ("3", "2", "ok"),  // 3: ties with point 2 on both
        ("", "0", "ok"),  // 4: empty ranks last
        ("", "", "bad value"),  // 5: failed
        ("1", "5", "ok")  // 6
    ]

    @Test func ranksLexicographicallyByMagnitudeWithTiesByPointIndex() throws {
        let s = summary(try grid(rank: #"["travel_pt", "jitter_rms_pt"]"#), Self.rows)
        #expect(s.best.map(\.point) == [6, 2, 3, 1, 0, 4], "travel |·| then jitter, ties by point, empty last")
        #expect(s.ok == 6 && s.failed == 1)
    }

    @Test func fullTiesKeepPointOrder() throws {
        let rows = Array(repeating: (travel: "7", jitter: "7", status: "ok"), count: 7)
        #expect(summary(try grid(rank: #"["travel_pt"]"#), rows).best.map(\.point) == [0, 1, 2, 3, 4, 5, 6])
        #expect(
            summary(try grid(rank: #"["jitter_rms_pt"]"#, top: 3), rows).best.map(\.point) == [0, 1, 2], "top 3 of ties: the first three")
    }

    @Test func topKeepsTheBestFew() throws {
        let s = summary(try grid(rank: #"["jitter_rms_pt", "travel_pt"]"#, top: 3), Self.rows)
        #expect(s.best.map(\.point) == [4, 0, 2], "jitter 0, 1, then 2 (travel |−3| = 3 = point 3's, point 2 first)")
    }

    @Test func paretoFrontOverTheRankedMetrics() throws {
        let s = summary(try grid(rank: #"["travel_pt", "jitter_rms_pt"]"#), Self.rows)
        // (|travel|, jitter): 0 (5,1), 1 (3,9), 2 (3,2), 3 (3,2), 6 (1,5); empty cells are not on the front.
        #expect(s.sortedFront.map(\.point) == [6, 2, 3, 0])
    }

    @Test func summaryCSVOfASweepWhereEveryPointTies() throws {
        let dir = try TempDirectory("summary-ties")
        defer { dir.remove() }
        // The tilt changes no physics metric: every point ties on travel_pt.
        let path = try dir.write(
            """
            {"scenario": {"duration": 0.3, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -800}}]},
             "grid": {"layout.tilt": [0.3, 0.1, 0.2, 0]}, "metrics": ["travel_pt"], "rank": {"top": 3}}
            """, to: "g.json")
        let r = tunelab("sweep", path, "--out", dir.file("out"), "--jobs", "2", "--quiet")
        #expect(r.code == 0, "\(r)")
        let summary = dir.csv("out/summary.csv")
        #expect(summary.first == ["rank", "point", "layout.tilt", "travel_pt", "status", "travel_pt_change_pct"])
        #expect(
            summary.dropFirst().prefix(3).map { [$0[0], $0[1], $0[2]] } == [["1", "0", "0.3"], ["2", "1", "0.1"], ["3", "2", "0.2"]],
            "ties by point index, not by key value: \(summary)")
        #expect(
            summary.last.map { [$0[0], $0[1], $0[2], $0[4]] }
                == ["baseline", "", NumberFormat.shortest(CardStackConfiguration().tilt), "ok"],
            "the baseline row last; every point ties with it, so its tilt is the default the base scenario uses: \(summary)")
        let travel = Set(dir.csv("out/results.csv").dropFirst().map { $0[2] })
        #expect(travel.count == 1, "every point has the same travel: \(travel)")
    }
}
