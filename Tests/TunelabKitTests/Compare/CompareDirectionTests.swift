import Testing
import TunelabKit

/// `tunelab compare` on hand-made pairs of files, one pair per metric direction (docs/metrics.md).
@Suite struct CompareDirectionTests {
    /// A one-point results file with `metric` = each value of `values`, one point per value.
    static func results(_ metric: String, _ values: [String]) -> String {
        "point,scroll.decelerationRate,\(metric),status\n"
            + values.enumerated().map { "\($0.offset),0.99\($0.offset),\($0.element),ok\n" }.joined()
    }

    @Test func lowerIsBetter() throws {
        let r = try CompareCommandTests.compare(Self.results("settle_time_s", ["1", "1"]), Self.results("settle_time_s", ["0.5", "1.5"]))
        #expect(r.code == 1, "\(r)")
        #expect(r.out.contains("    1                    0.991  settle time (s)     1  1.5   +50 %"), "\(r.out)")
        #expect(r.out.contains("1 regression (1 worse") && r.out.contains("1 better"), "\(r.out)")
    }

    @Test func closerToATarget() throws {
        // velocity_gain: closer to 1. 1.2 → 0.9 is better, 1 → 0.7 worse (lower, yet worse).
        let gain = try CompareCommandTests.compare(
            Self.results("velocity_gain", ["1.2", "1"]), Self.results("velocity_gain", ["0.9", "0.7"]))
        #expect(gain.code == 1, "\(gain)")
        #expect(gain.out.contains("throw (×)     1  0.7   +30 %") && gain.out.contains("1 better"), "\(gain.out)")
        // release_velocity_error: closer to 0. −30 → 20 is better, 10 → −15 worse.
        let error = try CompareCommandTests.compare(
            Self.results("release_velocity_error", ["-30", "10"]), Self.results("release_velocity_error", ["20", "-15"]))
        #expect(error.code == 1 && error.out.contains("+50 %") && error.out.contains("1 better"), "\(error)")
        let within = try CompareCommandTests.compare(
            Self.results("release_velocity_error", ["-30", "10"]), Self.results("release_velocity_error", ["20", "-15"]),
            ["--abs", "release_velocity_error=5"])
        #expect(within.code == 0 && within.out.contains("1 worse within tolerance"), "\(within)")
    }

    @Test func unchangedIsTwoSided() throws {
        // travel_pt: any change is worse — shorter and longer alike.
        let r = try CompareCommandTests.compare(
            Self.results("travel_pt", ["100", "100", "100"]), Self.results("travel_pt", ["90", "110", "100"]))
        #expect(r.code == 1, "\(r)")
        #expect(r.out.contains("2 regressions (2 worse") && r.out.contains("0 better"), "\(r.out)")
        #expect(
            r.out.contains("flick distance (pt)   100   90   +10 %") && r.out.contains("flick distance (pt)   100  110   +10 %"), "\(r.out)"
        )
        let within = try CompareCommandTests.compare(
            Self.results("travel_pt", ["100", "100", "100"]), Self.results("travel_pt", ["90", "110", "100"]),
            ["--tolerance", "travel_pt=0.1"])
        #expect(within.code == 0 && within.out.contains("2 worse within tolerance"), "\(within)")
    }
}
