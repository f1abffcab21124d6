import ScrollPhysics
import ScrollPhysicsTesting
import Testing
import TunelabKit

/// The failure message, in full, for hand-made tables.
@Suite struct GoldenFailureMessageTests {
    @Test func tableOfEveryMetricWithBothPaths() throws {
        let golden = try CSVReader.parse("travel_pt,settle_time_s,pixel_flips\n1200,0.5,3\n", file: "g.csv")
        let actual = try CSVReader.parse("travel_pt,settle_time_s,pixel_flips\n1210,0.5,\n", file: "a.csv")
        let c = GoldenComparison(golden: golden, actual: actual, tolerances: [.travelPt: .relative(0.005)])
        let text = GoldenFailureMessage.render(c, goldenPath: "G/flick.csv", actualPath: "G/flick.actual.csv")
        #expect(
            text == """
                2 of 3 metrics differ from the golden
                metric         golden  actual   Δ              tolerance  verdict
                travel_pt      1200    1210     +10 (+0.833%)  ±0.5%      DIFFERS
                settle_time_s  0.5     0.5      0              exact      ok
                pixel_flips    3       (empty)  —              exact      DIFFERS
                golden: G/flick.csv
                actual: G/flick.actual.csv
                re-check: tunelab compare G/flick.csv G/flick.actual.csv

                """, "\(text)")
    }

    @Test func negativeDeltaAndProblems() throws {
        let golden = try CSVReader.parse("jitter_rms_pt\n-2\n", file: "g.csv")
        let actual = try CSVReader.parse("jitter_rms_pt\n-2.5\n", file: "a.csv")
        let c = GoldenComparison(golden: golden, actual: actual, tolerances: [.pixelFlips: .exact])
        let text = GoldenFailureMessage.render(c, goldenPath: "g.csv", actualPath: "a.csv")
        #expect(text.contains("jitter_rms_pt  -2      -2.5    -0.5 (-25%)  exact      DIFFERS\n"), "\(text)")
        #expect(text.contains("problem: a tolerance is given for pixel_flips, which neither file has\n"), "\(text)")
        #expect(text.hasPrefix("1 of 1 metric differs from the golden\n"), "\(text)")
    }
}
