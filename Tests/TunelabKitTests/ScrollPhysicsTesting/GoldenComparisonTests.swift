import ScrollPhysics
import ScrollPhysicsTesting
import Testing
import TunelabKit

/// Golden comparisons of hand-made metrics.csv tables, each verdict worked out by hand.
@Suite struct GoldenComparisonTests {
    func table(_ text: String, _ file: String) throws -> CSVTable { try CSVReader.parse(text, file: file) }

    @Test func exactByDefault() throws {
        let golden = try table("travel_pt,settle_time_s\n1200,0.5\n", "g.csv")
        let same = GoldenComparison(golden: golden, actual: try table("travel_pt,settle_time_s\n1200,0.5\n", "a.csv"))
        #expect(same.passes && same.rows.count == 2, "\(same.rows)")
        let moved = GoldenComparison(golden: golden, actual: try table("travel_pt,settle_time_s\n1200.0000001,0.5\n", "a.csv"))
        #expect(!moved.passes && moved.failures.map(\.metric) == ["travel_pt"], "1e-7 off is a difference: \(moved.rows)")
        let better = GoldenComparison(golden: golden, actual: try table("travel_pt,settle_time_s\n1200,0.4\n", "a.csv"))
        #expect(better.failures.map(\.metric) == ["settle_time_s"], "a better value is a change too")
    }

    @Test(arguments: [
        // (golden, actual, tolerance, passes): |a − g| ≤ max(rel·|g|, abs)
        (100.0, 101.0, GoldenTolerance.relative(0.01), true), (100.0, 101.5, .relative(0.01), false),
        (-100.0, -99.0, .relative(0.01), true), (0.0, 0.001, .relative(0.5), false),
        (0.0, 0.001, .absolute(0.01), true), (5.0, 5.02, .absolute(0.01), false),
        (100.0, 102.0, GoldenTolerance(relative: 0.01, absolute: 2), true),
        (100.0, 98.0, GoldenTolerance(relative: 0.01, absolute: 2), true),
        (100.0, 103.0, GoldenTolerance(relative: 0.02, absolute: 2), false)
    ])
    func tolerances(golden: Double, actual: Double, tolerance: GoldenTolerance, passes: Bool) throws {
        let g = try table("jitter_rms_pt\n\(golden)\n", "g.csv"), a = try table("jitter_rms_pt\n\(actual)\n", "a.csv")
        let c = GoldenComparison(golden: g, actual: a, tolerances: [.jitterRMSPt: tolerance])
        #expect(c.passes == passes, "\(golden) → \(actual) with \(tolerance)")
    }

    @Test func toleranceAppliesToItsMetricOnly() throws {
        let g = try table("jitter_rms_pt,travel_pt\n1,100\n", "g.csv"), a = try table("jitter_rms_pt,travel_pt\n1.5,101\n", "a.csv")
        let c = GoldenComparison(golden: g, actual: a, tolerances: [.jitterRMSPt: .absolute(1)])
        #expect(c.failures.map(\.metric) == ["travel_pt"], "\(c.rows)")
    }

    @Test func emptyCellsAndColumnsInOneFile() throws {
        let g = try table("travel_pt,settle_time_s,pixel_flips\n100,,3\n", "g.csv")
        let a = try table("travel_pt,settle_time_s,jitter_rms_pt\n100,,0\n", "a.csv")
        let c = GoldenComparison(golden: g, actual: a)
        #expect(c.rows.map(\.metric) == ["travel_pt", "settle_time_s", "pixel_flips", "jitter_rms_pt"], "golden order, then new")
        #expect(c.rows.map(\.passes) == [true, true, false, false], "empty = empty; a column in one file fails: \(c.rows)")
        #expect(c.rows[2].actual == nil && c.rows[3].golden == nil)
        let emptied = GoldenComparison(golden: g, actual: try table("travel_pt,settle_time_s,pixel_flips\n100,0.5,3\n", "a.csv"))
        #expect(emptied.failures.map(\.metric) == ["settle_time_s"], "empty → 0.5 differs")
    }

    @Test func problems() throws {
        let g = try table("travel_pt\n1\n2\n", "g.csv"), a = try table("travel_pt\n1\n", "a.csv")
        let rows = GoldenComparison(golden: g, actual: a)
        #expect(rows.problems == ["g.csv: expected a header and one row of values (metrics.csv), got 2 rows"] && !rows.passes)
        let unused = GoldenComparison(golden: a, actual: a, tolerances: [.pixelFlips: .absolute(1)])
        #expect(unused.problems == ["a tolerance is given for pixel_flips, which neither file has"] && !unused.passes)
    }

    @Test func toleranceText() {
        #expect(GoldenTolerance.exact.description == "exact")
        #expect(GoldenTolerance.relative(0.07).description == "±7%", "0.07·100 is 7.000000000000001 in binary")
        #expect(GoldenTolerance.absolute(0.5).description == "±0.5")
        #expect(GoldenTolerance(relative: 0.025, absolute: 2).description == "±2.5% or ±2")
    }
}
