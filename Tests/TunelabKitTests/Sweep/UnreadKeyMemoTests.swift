import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit

/// `UnreadKeyMemo`: a fade point that shares every value its metrics read with an earlier one
/// takes that point's values, and its rows equal those of an evaluator that saw no point before.
@Suite struct UnreadKeyMemoTests {
    /// Every row of `text`'s grid from one evaluator (memo filled as it goes) against a fresh
    /// evaluator per point (memo empty): byte for byte.
    func expectSameRows(_ text: String, _ label: String) throws {
        let dir = try TempDirectory("unread-key-memo")
        defer { dir.remove() }
        let grid = try GridDecoder.load(try dir.write(text, to: "grid.json"))
        let shared = try PointEvaluator(grid: grid)
        let rows = shared.rows(0..<grid.pointCount)
        for point in 0..<grid.pointCount {
            let expected = try PointEvaluator(grid: grid).row(point: point)
            guard rows[point] == expected else {
                Issue.record("\(label): point \(point)\n memo \(rows[point])\n fresh \(expected)")
                return
            }
        }
    }

    @Test func fadePointsSharingTheirGeometryMatchAFreshRun() throws {
        try expectSameRows(
            """
            {"scenario": {"duration": 1, "frameRate": 60, "layout": {"kind": "fade"},
              "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]},
             "grid": {"layout.region": [1, 120, 900], "layout.fadeDepth": [0, 1], "layout.topInset": [-0.0, 0, 300],
                      "layout.itemHeight": [20, 100], "layout.count": [3, "infinite"]},
             "metrics": ["jitter_rms_pt", "max_step_pt", "reversals", "pixel_flips", "travel_pt"]}
            """, "fade geometry")
    }

    @Test func alphaReversalsTurnTheMemoOff() throws {
        let metrics: [Metric] = [.jitterRMSPt, .alphaReversals]
        #expect(!UnreadKeyMemo(metrics: metrics).fadeAlphaUnread, "alpha_reversals reads alpha")
        try expectSameRows(
            """
            {"scenario": {"duration": 1, "frameRate": 60, "layout": {"kind": "fade"},
              "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]},
             "grid": {"layout.region": [1, 120, 900], "layout.fadeDepth": [0.2, 1]},
             "metrics": ["jitter_rms_pt", "alpha_reversals"]}
            """, "alpha read")
    }

    @Test func theKeyHoldsTheCaseAndTheGeometryButNotTheFade() throws {
        let dir = try TempDirectory("unread-key-memo")
        defer { dir.remove() }
        let grid = try GridDecoder.load(
            try dir.write(
                """
                {"scenario": {"duration": 1, "layout": {"kind": "fade"}, "gesture": [{"flick": {"velocity": -2000}}]},
                 "grid": {"layout.region": [1, 2]}, "metrics": ["jitter_rms_pt"]}
                """, to: "grid.json"))
        var scenario = try PointEvaluator(grid: grid).baseScenario(caseIndex: 0).get()
        let memo = UnreadKeyMemo(metrics: [.jitterRMSPt])
        let base = memo.key(of: scenario, caseIndex: 0)
        var faded = scenario
        faded.layout.fade.region = 7
        faded.layout.fade.fadeDepth = 0.1
        var moved = scenario
        moved.layout.fade.topInset = 201
        #expect(base != nil && memo.key(of: faded, caseIndex: 0) == base, "region and fade depth are not read")
        #expect(memo.key(of: moved, caseIndex: 0) != base, "topInset moves the items")
        #expect(memo.key(of: scenario, caseIndex: 1) != base, "another case")
        scenario.layout.kind = LayoutKind.parallax
        #expect(memo.key(of: scenario, caseIndex: 0) == nil, "only the fade list")
    }
}
