import Foundation
import Testing
import TunelabKit

/// Issue 13: a sweep in which every point failed exits 1 with the first reason (results.csv still
/// written); `validate GRID` decodes every point and counts the invalid ones.
@Suite struct SweepExitCodeTests {
    /// A grid over a key of another spring form: every point is invalid.
    static let allFail =
        #"{"name": "x", "scenario": {"duration": 0.5, "scroll": {"snap": {"policy": "nearest", "interval": 24, "spring": {"response": 0.3}}}}, "grid": {"scroll.snap.spring.duration": [0.1, 0.2]}}"#
    static let reason =
        #"scroll.snap.spring.duration: this spring is given as {"response", "dampingRatio"}; "duration" belongs to another form"#

    @Test func everyPointFailedIsExitOne() throws {
        let dir = try TempDirectory("sweep-all-failed")
        defer { dir.remove() }
        let grid = try dir.write(Self.allFail, to: "g.json")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 1, "was exit 0: \(r)")
        #expect(r.err == "\(dir.file("out"))/results.csv: every point failed (2 points); the first, point 0: \(Self.reason)\n", "\(r.err)")
        #expect(dir.csv("out/results.csv").count == 3 && dir.exists("out/summary.md"), "results.csv still written")
    }

    @Test func onePointOkIsExitZero() throws {
        let dir = try TempDirectory("sweep-one-ok")
        defer { dir.remove() }
        let grid = try dir.write(
            Self.allFail.replacingOccurrences(
                of: #"{"scroll.snap.spring.duration": [0.1, 0.2]}"#,
                with: #"{"scroll.snap.spring.response": [0, 0.2]}"#), to: "g.json")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 0 && r.err.isEmpty, "\(r)")
    }

    @Test func aShardOfFailingPointsExitsZero() throws {
        let dir = try TempDirectory("sweep-shard-failed")
        defer { dir.remove() }
        let grid = try dir.write(Self.allFail, to: "g.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("out"), "--shard", "0/2", "--quiet").code == 0, "judged as a whole by merge")
    }

    @Test func validateCountsInvalidPoints() throws {
        let dir = try TempDirectory("validate-points")
        defer { dir.remove() }
        let all = try dir.write(Self.allFail, to: "all.json")
        let a = tunelab("validate", all)
        #expect(a.code == 1 && a.out == "2\n" && a.err.hasSuffix("  invalid points: 2 of 2; the first, point 0: \(Self.reason)\n"), "\(a)")
        let some = try dir.write(
            #"{"scenario": {"duration": 0.5}, "grid": {"scroll.decelerationRate": [0.998, 1.5, 0.99, 2]}, "cases": [{"gesture": []}, {"gesture": [{"wait": 1}]}]}"#,
            to: "some.json")
        let s = tunelab("validate", some)
        #expect(s.code == 0 && s.out == "4\n", "\(s)")
        #expect(
            s.err.hasSuffix(
                "  invalid points: 2 of 4; the first, point 1: case 1: scroll.decelerationRate: expected \"normal\", \"fast\" or a number in (0, 1), got 1.5\n"
            ), "\(s.err)")
        let big = tunelab("validate", some, "--max-points", "3")
        #expect(big.code == 2 && big.err.contains("4 points"), "\(big)")
    }
}
