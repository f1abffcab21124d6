import Foundation
import Testing
import TunelabKit

/// Issue 15, defects 9, 10 and 12: chart validates its CSV as compare does and names the file
/// and cell; overflowing ranges are refused at validate with the place.
@Suite struct ChartAndRangeDefectTests {
    static let results = "point,a,b,jitter_rms_pt,status\n0,1,1,0.5,ok\n1,1,2,0.7,ok\n2,2,1,0.2,ok\n3,2,2,0.9,ok\n"

    func chart(_ text: String) throws -> CLIResult {
        let dir = try TempDirectory("chart-defect")
        defer { dir.remove() }
        let path = try dir.write(text, to: "results.csv")
        var r = tunelab("chart", path, "--x", "a", "--y", "b", "--metric", "jitter_rms_pt", "--out", dir.file("c.svg"))
        #expect(r.code == 0 || !dir.exists("c.svg"), "nothing written on an error")
        r = CLIResult(code: r.code, out: r.out, err: r.err.replacingOccurrences(of: dir.path + "/", with: ""))
        return r
    }

    @Test(arguments: ["abc", "nan", "inf", "1e400"])
    func badMetricCellsAreRefusedAsCompareRefusesThem(cell: String) throws {
        let r = try chart(Self.results.replacingOccurrences(of: "1,1,2,0.7,ok", with: "1,1,2,\(cell),ok"))
        #expect(r.code == 2 && r.err == "results.csv:3:7: jitter_rms_pt: expected a number, got \"\(cell)\"\n", "was an empty chart: \(r)")
    }

    @Test func duplicatedPointsAreRefused() throws {
        let r = try chart(Self.results.replacingOccurrences(of: "3,2,2,0.9,ok", with: "2,2,2,0.9,ok"))
        #expect(r.code == 2 && r.err == "results.csv:5:1: point: 2 appears twice (first on line 4)\n", "\(r)")
    }

    @Test func pointErrorsHaveAColumnAndOptionErrorsTheFile() throws {
        let r = try chart(Self.results.replacingOccurrences(of: "2,2,1,0.2,ok", with: "x,2,1,0.2,ok"))
        #expect(r.code == 2 && r.err == "results.csv:4:1: point: expected an integer ≥ 0, got \"x\"\n", "\(r)")
        let dir = try TempDirectory("chart-defect-option")
        defer { dir.remove() }
        let path = try dir.write(Self.results, to: "results.csv")
        let o = tunelab("chart", path, "--x", "a", "--y", "a", "--metric", "jitter_rms_pt")
        #expect(
            o.code == 2 && o.err == "\(path): --y: \"a\" is also --x; a heat map needs two different grid keys\n",
            "no 'tunelab: ' but the file: \(o)")
    }

    @Test(arguments: [
        (
            #"{"linspace": {"from": -1e308, "to": 1e308, "count": 3}}"#,
            #"grid["scroll.viewport"].linspace: expected a range whose span to − from is a finite number, got from -1e+308, to 1e+308"#
        ),
        (
            #"{"logspace": {"from": 5e-324, "to": 1.7e308, "count": 3}}"#,
            #"grid["scroll.viewport"].logspace: expected a range whose ratio to/from is a finite number, got from 5e-324, to 1.7e+308"#
        )
    ])
    func overflowingRangesAreRefusedAtValidate(range: String, message: String) throws {
        let dir = try TempDirectory("range-overflow")
        defer { dir.remove() }
        let grid = try dir.write(#"{"scenario": {}, "grid": {"scroll.viewport": "# + range + "}}", to: "g.json")
        let r = tunelab("validate", grid)
        #expect(r.code == 2 && r.err.hasPrefix(grid + ":1:") && r.err.hasSuffix(message + "\n"), "\(r)")
    }

    @Test func aWideButFiniteLinspaceIsFine() throws {
        let dir = try TempDirectory("range-wide")
        defer { dir.remove() }
        let grid = try dir.write(
            #"{"scenario": {}, "grid": {"touch.noise": {"linspace": {"from": 0, "to": 1e300, "count": 3}}}}"#, to: "g.json")
        #expect(tunelab("validate", grid).code == 0)
    }
}
