import Foundation
import Testing
@testable import TunelabKit

/// `sweep --sample N` (docs/command-line.md): N evenly strided points, each row carrying its grid
/// point number and the bytes the full sweep writes for that point, whatever `--jobs`.
@Suite struct PointSampleTests {
    @Test func rowKIsPointFloorOfKTimesPOverN() {
        let s = PointSample(count: 4, of: 10)
        #expect(s.points(0..<4) == [0, 2, 5, 7], "⌊0⌋, ⌊2.5⌋, ⌊5⌋, ⌊7.5⌋")
        #expect(PointSample(count: 3, of: 3).points(0..<3) == [0, 1, 2])
        #expect(PointSample(count: 9, of: 3).isWhole && PointSample(count: 9, of: 3).count == 3, "at most every point")
        // 128-bit product: no overflow where k·P exceeds Int.max.
        let huge = PointSample(count: 3, of: Int.max)
        #expect(huge.point(2) == Int.max / 3 * 2 + (Int.max % 3 * 2) / 3)
        // Distinct, ascending, in range, for every N ≤ P of a small grid (an independent count).
        for total in 1...40 {
            for count in 1...total {
                let points = PointSample(count: count, of: total).points(0..<count)
                #expect(points == points.sorted() && Set(points).count == count && points.allSatisfy { (0..<total).contains($0) })
                #expect(points == (0..<count).map { Int((Double($0) * Double(total) / Double(count)).rounded(.down)) })
            }
        }
    }

    static let grid = """
        {"scenario": {"duration": 0.5, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1500}}, {"wait": 0.5}]},
         "grid": {"layout.scaleFrequency": {"from": 0.1, "to": 1.0, "step": 0.1}, "layout.spacing": [16, 20, 24, 28, -1]},
         "cases": [{}, {"gesture": [{"flick": {"velocity": 900}}, {"wait": 0.5}]}],
         "metrics": ["overlap_cv", "jitter_rms_pt", "travel_pt"]}
        """

    @Test func aSampleWritesTheFullSweepsRowsOfItsPoints() throws {
        let dir = try TempDirectory("sample")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "grid.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("full"), "--jobs", "1", "--quiet").code == 0)
        let full = dir.text("full/results.csv").split(separator: "\n", omittingEmptySubsequences: false)
        for (out, jobs) in [("s1", "1"), ("s2", "2")] {
            let r = tunelab("sweep", grid, "--out", dir.file(out), "--jobs", jobs, "--sample", "7", "--quiet")
            #expect(r.code == 0, "\(r)")
            let rows = dir.text(out + "/results.csv").split(separator: "\n", omittingEmptySubsequences: false)
            let expected = [full[0]] + PointSample(count: 7, of: 50).points(0..<7).map { full[1 + $0] } + [""]
            #expect(rows == expected, "--jobs \(jobs): the header, then the full sweep's rows of points 0, 7, 14, …")
        }
        #expect(dir.bytes("s1/results.csv") == dir.bytes("s2/results.csv"))
        #expect(dir.exists("s1/summary.md") && dir.exists("s1/charts/index.html"), "a report of the sample")
        #expect(dir.text("s1/summary.md").contains("\n7 of 50 points (a sample) × 2 cases"))
        #expect(
            dir.text("s1/summary.md").contains("6 of the 7 points swept (a sample of the grid's 50) ran on 2 cases"),
            "one sampled point fails (its spacing is −1)")
        // A sample of every point is the full sweep, report and all.
        #expect(tunelab("sweep", grid, "--out", dir.file("all"), "--jobs", "1", "--sample", "50", "--quiet").code == 0)
        for name in ["results.csv", "summary.md", "summary.csv", "charts/index.html"] {
            #expect(dir.bytes("all/" + name) == dir.bytes("full/" + name), "\(name)")
        }
    }

    @Test func aSampleRefusesShardsAndBadCounts() throws {
        let dir = try TempDirectory("sample-refused")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "grid.json")
        let sharded = tunelab("sweep", grid, "--out", dir.file("o"), "--sample", "5", "--shard", "0/2", "--quiet")
        #expect(sharded.code == 2 && sharded.err.contains("--sample does not combine with a shard"), "\(sharded)")
        for bad in ["0", "-3", "x"] {
            let r = tunelab("sweep", grid, "--out", dir.file("o"), "--sample", bad, "--quiet")
            #expect(r.code == 2 && r.err.contains("--sample expects a positive integer, got \(bad)"), "\(r)")
        }
        #expect(!dir.exists("o/results.csv"), "nothing written")
    }

    @Test func resumeContinuesASampleAndRefusesAnotherOne() throws {
        let dir = try TempDirectory("sample-resume")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "grid.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("s"), "--jobs", "1", "--sample", "9", "--quiet").code == 0)
        let again = tunelab("sweep", grid, "--out", dir.file("s"), "--sample", "9", "--resume")
        #expect(again.code == 0 && again.out.contains("already complete (9 points)"), "\(again)")
        let other = tunelab("sweep", grid, "--out", dir.file("s"), "--sample", "8", "--resume")
        #expect(other.code == 2 && other.err.contains("another grid or tool version"), "\(other)")
    }
}
