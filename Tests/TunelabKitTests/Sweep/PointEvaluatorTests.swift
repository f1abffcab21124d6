import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit

/// Points and cases (docs/grid.md): how a metric folds over cases, and a point whose swept
/// values are invalid gets a status while the sweep goes on.
@Suite struct PointEvaluatorTests {
    func values(_ metric: Metric, _ cells: [Double?]) -> [MetricValues] {
        cells.map { cell in
            var v = MetricValues()
            v[metric] = cell
            return v
        }
    }

    @Test func worstIsTheLargest() {
        #expect(CaseAggregate.fold(.jitterRMSPt, values(.jitterRMSPt, [1, 3, 2]), .worst) == 3)
        #expect(CaseAggregate.fold(.settleTimeS, values(.settleTimeS, [0.5]), .worst) == 0.5, "one case")
    }

    @Test func worstOfASignedMetricIsTheLargestMagnitudeWithItsSign() {
        #expect(CaseAggregate.fold(.travelPt, values(.travelPt, [300, -500, 400]), .worst) == -500)
        #expect(CaseAggregate.fold(.releaseVelocityError, values(.releaseVelocityError, [-2, 1]), .worst) == -2)
        #expect(CaseAggregate.fold(.overlapMeanPt, values(.overlapMeanPt, [-3, 3]), .worst) == -3, "ties keep the first case")
        #expect(CaseAggregate.fold(.overlapMeanPt, values(.overlapMeanPt, [3, -3]), .worst) == 3, "ties keep the first case")
        #expect(CaseAggregate.fold(.jitterRMSPt, values(.jitterRMSPt, [-5, 1]), .worst) == 1, "unsigned: the largest, not |·|")
    }

    @Test func meanIsTheMean() {
        #expect(CaseAggregate.fold(.jitterRMSPt, values(.jitterRMSPt, [1, 2, 6]), .mean) == 3)
        #expect(CaseAggregate.fold(.travelPt, values(.travelPt, [-300, 100]), .mean) == -100, "signed values keep their sign")
    }

    @Test(arguments: Grid.Aggregate.allCases)
    func anEmptyCellInAnyCaseFoldsToEmpty(aggregate: Grid.Aggregate) {
        #expect(CaseAggregate.fold(.settleTimeS, values(.settleTimeS, [1, nil, 2]), aggregate) == nil, "\(aggregate)")
        #expect(CaseAggregate.fold(.settleTimeS, values(.settleTimeS, [nil, 4]), aggregate) == nil, "\(aggregate)")
        #expect(CaseAggregate.fold(.settleTimeS, values(.settleTimeS, [.nan, 4]), aggregate) == nil, "\(aggregate): NaN is empty")
    }

    static let invalidRates = #""scroll.decelerationRate": [0.998, 1.0, "fast", 1.5]"#

    @Test func anInvalidSweptValueIsThatPointsStatusAndTheSweepGoesOn() throws {
        let dir = try TempDirectory("point-status")
        defer { dir.remove() }
        let grid = try dir.write(
            """
            {"scenario": {"duration": 0.3, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -800}}]},
             "grid": {\(Self.invalidRates)}, "metrics": ["travel_pt", "jitter_rms_pt"]}
            """, to: "g.json")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--jobs", "1", "--quiet")
        #expect(r.code == 0 && r.err.isEmpty, "\(r)")
        #expect(r.out.hasPrefix("wrote \(dir.file("out"))/results.csv (4 points, 2 ok, 2 failed; best point 2)"), "\(r)")
        let lines = dir.text("out/results.csv").split(separator: "\n", omittingEmptySubsequences: false)
        let reason = #""scroll.decelerationRate: expected ""normal"", ""fast"" or a number in (0, 1), got "#
        #expect(lines.count == 6 && lines[5].isEmpty, "header, 4 rows, final LF")
        #expect(lines[0] == "point,scroll.decelerationRate,travel_pt,jitter_rms_pt,status")
        #expect(lines[1].hasPrefix("0,0.998,") && lines[1].hasSuffix(",ok") && !lines[1].contains(",,"), "\(lines[1])")
        #expect(lines[2] == "1,1,,,\(reason)1\"", "status is the reason, metrics empty: \(lines[2])")
        #expect(lines[3].hasPrefix("2,fast,") && lines[3].hasSuffix(",ok"), "the sweep goes on: \(lines[3])")
        #expect(lines[4] == "3,1.5,,,\(reason)1.5\"", "\(lines[4])")
    }

    @Test func withCasesTheStatusNamesTheCase() throws {
        let dir = try TempDirectory("point-case-status")
        defer { dir.remove() }
        // Case 2 sets a spring; the swept bounce -1 is invalid only where the spring form uses it.
        let grid = try dir.write(
            """
            {"scenario": {"duration": 0.3, "layout": {"kind": "cardStack"}},
             "grid": {"scroll.bounce.bounce": [0, -1]},
             "cases": [{"gesture": [{"flick": {"velocity": -800}}]},
                       {"gesture": [{"flick": {"velocity": -3000}}], "scroll": {"bounce": {"duration": 0.5}}}],
             "metrics": ["travel_pt"]}
            """, to: "g.json")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--jobs", "1", "--quiet")
        #expect(r.code == 0, "\(r)")
        let rows = dir.csv("out/results.csv")
        #expect(rows.count == 3, "\(rows)")
        #expect(rows[1].first == "0" && rows[1].last == "ok", "\(rows[1])")
        #expect(
            rows[2] == ["1", "-1", "", "case 1: scroll.bounce.bounce: expected a number in (-1, 1], got -1"],
            "the first failing case names itself: \(rows[2])")

        let second = try dir.write(
            """
            {"scenario": {"duration": 0.3, "layout": {"kind": "cardStack"}},
             "grid": {"scroll.decelerationRate": [0.99, 0.5]},
             "cases": [{"gesture": [{"flick": {"velocity": -800}}]}, {"gesture": [{"flick": {"velocity": -3000}}], "scroll": {"edgeDamping": {"maxReduction": 0.5}}}],
             "metrics": ["travel_pt"]}
            """, to: "g2.json")
        #expect(tunelab("sweep", second, "--out", dir.file("out2"), "--jobs", "1", "--quiet").code == 0)
        #expect(dir.csv("out2/results.csv").dropFirst().map { $0.last } == ["ok", "ok"], "valid points with cases are ok")
    }

    @Test func workerEvaluatorsAgreeWithAFreshEvaluator() throws {
        // The trajectory cache must not leak one point's scroll state into another's row.
        let dir = try TempDirectory("point-cache")
        defer { dir.remove() }
        let path = try dir.write(
            """
            {"scenario": {"duration": 0.4, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1500}}]},
             "grid": {"scroll.decelerationRate": ["normal", "fast"], "layout.scaleFrequency": [0.2, 0.4]}}
            """, to: "g.json")
        let grid = try GridDecoder.load(path)
        let shared = try PointEvaluator(grid: grid)
        let order = [3, 0, 1, 2, 1, 3, 0]
        for point in order {
            #expect(shared.row(point: point) == (try PointEvaluator(grid: grid)).row(point: point), "point \(point) after others")
        }
    }
}
