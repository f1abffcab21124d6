import Testing
import TunelabKit

/// `compare --metric NAME …` and `--skip-metric NAME …`.
@Suite struct CompareSelectionTests {
    static let base = CompareCommandTests.base
    /// point 1: jitter 1 → 1.5 and settle_time_s 1.3 → 1.4, both worse.
    static let new = base.replacingOccurrences(of: "1,0.1,24,0.25,1,1.3,ok", with: "1,0.1,24,0.25,1.5,1.4,ok")

    @Test func metricKeepsOnlyTheNamed() throws {
        let r = try CompareCommandTests.compare(Self.base, Self.new, ["--metric", "settle_time_s"])
        #expect(r.code == 1 && r.out.contains("4 points × 1 metric; 1 regression"), "\(r)")
        #expect(!r.out.contains("jitter_rms_pt"), "\(r.out)")
        let clean = try CompareCommandTests.compare(Self.base, Self.new, ["--metric", "overlap_cv"])
        #expect(clean.code == 0 && clean.out.contains("4 points × 1 metric; no regressions"), "\(clean)")
    }

    @Test func skipMetricDropsTheNamed() throws {
        let r = try CompareCommandTests.compare(Self.base, Self.new, ["--skip-metric", "jitter_rms_pt", "--skip-metric=settle_time_s"])
        #expect(r.code == 0 && r.out.contains("4 points × 1 metric; no regressions"), "\(r)")
        // A skipped metric missing from NEW is not a failure.
        let without = """
            point,layout.scaleFrequency,layout.spacing,overlap_cv,jitter_rms_pt,status
            0,0.1,16,0.5,2,ok
            1,0.1,24,0.25,1,ok
            2,0.2,16,0.4,3,ok
            3,0.2,24,,,"case 1: scroll.decelerationRate: expected a number in (0, 1), got 1"

            """
        let missing = try CompareCommandTests.compare(Self.base, without)
        #expect(missing.code == 1 && missing.out.contains("MISSING settle_time_s"), "\(missing)")
        let skipped = try CompareCommandTests.compare(Self.base, without, ["--skip-metric", "settle_time_s"])
        #expect(skipped.code == 0, "\(skipped)")
    }

    @Test func aNamedMetricAbsentFromTheFilesIsMissing() throws {
        let r = try CompareCommandTests.compare(Self.base, Self.base, ["--metric", "travel_pt"])
        #expect(r.code == 1 && r.out.contains("MISSING travel_pt: gated by --metric but missing in new.csv"), "\(r)")
    }

    @Test func unknownNamesAndContradictionsAreUsageErrors() throws {
        let typo = try CompareCommandTests.compare(Self.base, Self.new, ["--metric", "jiter_rms_pt"])
        #expect(
            typo.code == 2 && typo.err == "tunelab: compare: --metric: unknown metric jiter_rms_pt; did you mean \"jitter_rms_pt\"?\n",
            "\(typo)")
        #expect(typo.out.isEmpty, "\(typo)")
        let skipTypo = try CompareCommandTests.compare(Self.base, Self.new, ["--skip-metric", "settle_time"])
        #expect(
            skipTypo.code == 2 && skipTypo.err.contains("--skip-metric: unknown metric settle_time; did you mean \"settle_time_s\"?"),
            "\(skipTypo)")
        let both = try CompareCommandTests.compare(Self.base, Self.new, ["--metric", "overlap_cv", "--skip-metric", "overlap_cv"])
        #expect(both.code == 2 && both.err.contains("overlap_cv is both kept by --metric and dropped by --skip-metric"), "\(both)")
        let gated = try CompareCommandTests.compare(Self.base, Self.new, ["--skip-metric", "overlap_cv", "--abs", "overlap_cv=1"])
        #expect(gated.code == 2 && gated.err.contains("gate overlap_cv, but --skip-metric drops it"), "\(gated)")
    }
}
