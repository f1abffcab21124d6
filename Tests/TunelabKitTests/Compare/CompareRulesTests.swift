import Foundation
import Testing
import TunelabKit

/// The CI rules of `tunelab compare` (issue 13; issue 15 defects 8 and 14): missing and gated
/// metrics fail, absolute tolerances, single runs' metrics.csv, json and junit output, and a
/// bad file blamed by its own name and place.
@Suite struct CompareRulesTests {
    static let base = """
        point,layout.spacing,jitter_rms_pt,pixel_flips,status
        0,16,1,0,ok
        1,24,2,0,ok

        """

    @Test func aMetricInBaseButMissingInNewFails() throws {
        let new = "point,layout.spacing,jitter_rms_pt,status\n0,16,1,ok\n1,24,2,ok\n"
        let r = try CompareCommandTests.compare(Self.base, new)
        #expect(r.code == 1, "was 'no regressions', exit 0: \(r)")
        #expect(
            r.out.contains("MISSING pixel_flips: in base.csv but missing in new.csv\n") && r.out.contains("1 missing metric"), "\(r.out)")
    }

    @Test func aGatedMetricMissingFromEitherFileFails() throws {
        let r = try CompareCommandTests.compare(Self.base, Self.base, ["--tolerance", "overlap_cv=0.1"])
        #expect(r.code == 1 && r.out.contains("MISSING overlap_cv: gated by --tolerance/--abs but missing in new.csv"), "\(r)")
        let onlyNew = "point,layout.spacing,jitter_rms_pt,pixel_flips,overlap_cv,status\n0,16,1,0,0.1,ok\n1,24,2,0,0.1,ok\n"
        let b = try CompareCommandTests.compare(Self.base, onlyNew, ["--abs", "overlap_cv=0.1"])
        #expect(b.code == 1 && b.out.contains("MISSING overlap_cv: gated by --tolerance/--abs but missing in base.csv"), "\(b)")
        let ungated = try CompareCommandTests.compare(Self.base, onlyNew)
        #expect(
            ungated.code == 0 && ungated.out.contains("not compared (in new.csv only): overlap_cv"),
            "a new metric alone is no failure: \(ungated)")
    }

    @Test func absoluteTolerancePassesWithinEitherKind() throws {
        let new = Self.base.replacingOccurrences(of: "0,16,1,0,ok", with: "0,16,1.3,0.001,ok")
        #expect(try CompareCommandTests.compare(Self.base, new).code == 1, "no tolerance")
        #expect(try CompareCommandTests.compare(Self.base, new, ["--abs", "pixel_flips=0.01"]).code == 1, "jitter +30 % still fails")
        let both = try CompareCommandTests.compare(
            Self.base, new, ["--abs", "pixel_flips=0.01", "--tolerance", "jitter_rms_pt=0.2", "--abs", "jitter_rms_pt=0.5"])
        #expect(both.code == 0, "jitter +0.3 is within the absolute 0.5 though beyond 20 %: \(both)")
        #expect(both.out.contains("20 % or 0.5") && both.out.contains("0 % or 0.01"), "\(both.out)")
        let bad = try CompareCommandTests.compare(Self.base, new, ["--abs", "pixel_flips"])
        #expect(
            bad.code == 2 && bad.err == "tunelab: compare: --abs expects METRIC=VALUE (e.g. pixel_flips=1), got pixel_flips\n", "\(bad)")
        #expect(try CompareCommandTests.compare(Self.base, new, ["--abs", "pixel_flips=-1"]).code == 2)
    }

    @Test func classifyAppliesTheAbsoluteTolerance() {
        #expect(
            CompareChange.classify(.pixelFlips, base: 0, new: 0.001, tolerance: 0.5) == .worse, "0 → 0.001 with only a relative tolerance")
        #expect(
            CompareChange.classify(.pixelFlips, base: 0, new: 0.001, tolerance: 0, absolute: 0.001) == .withinTolerance,
            "within the absolute")
        #expect(CompareChange.classify(.pixelFlips, base: 0, new: 0.0011, tolerance: 0, absolute: 0.001) == .worse, "beyond both")
    }

    @Test func singleRunsMetricsCompareAsOnePoint() throws {
        let a = "jitter_rms_pt,settle_time_s\n1.5,0.8\n", b = "jitter_rms_pt,settle_time_s\n1.5,0.9\n"
        #expect(try CompareCommandTests.compare(a, a).code == 0)
        let r = try CompareCommandTests.compare(a, b)
        #expect(r.code == 1 && r.out.contains("settle_time_s") && r.out.contains("1 point × 2 metrics"), "\(r)")
        let mixed = try CompareCommandTests.compare(a, Self.base)
        #expect(mixed.code == 2, "a metrics.csv is not a results.csv: \(mixed)")
    }

    @Test func jsonOutput() throws {
        let new = Self.base.replacingOccurrences(of: "1,24,2,0,ok", with: "1,24,2.5,0,ok")
        let r = try CompareCommandTests.compare(Self.base, new, ["--format", "json"])
        #expect(r.code == 1, "\(r)")
        #expect(
            r.out == """
                {
                  "base": "base.csv",
                  "new": "new.csv",
                  "points": 2,
                  "metrics": ["jitter_rms_pt", "pixel_flips"],
                  "verdict": "fail",
                  "regressions": 1,
                  "missing": [],
                  "unmatched": [],
                  "changes": [
                    {"keys": {"point": "1", "layout.spacing": "24"}, "metric": "jitter_rms_pt", "base": "2", "new": "2.5", "kind": "worse", "regression": true, "tolerance": 0, "abs": 0}
                  ]
                }

                """, "\(r.out)")
    }

    @Test func junitOutputHasATestcasePerMetricAndPoint() throws {
        let new = "point,layout.spacing,jitter_rms_pt,status\n0,16,1,ok\n1,24,2.5,ok\n"
        let r = try CompareCommandTests.compare(Self.base, new, ["--format", "junit"])
        #expect(r.code == 1, "\(r)")
        #expect(
            r.out == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="tunelab compare" tests="5" failures="2">
                  <testsuite name="compare base.csv → new.csv" tests="5" failures="2" errors="0" skipped="0">
                    <testcase classname="tunelab.compare.new" name="point 0 (layout.spacing=16): jitter_rms_pt"/>
                    <testcase classname="tunelab.compare.new" name="point 0 (layout.spacing=16): status"/>
                    <testcase classname="tunelab.compare.new" name="point 1 (layout.spacing=24): jitter_rms_pt">
                      <failure message="jitter_rms_pt worse: 2 → 2.5 (+25.0%, tolerance 0%)" type="regression"/>
                    </testcase>
                    <testcase classname="tunelab.compare.new" name="point 1 (layout.spacing=24): status"/>
                    <testcase classname="tunelab.compare.new" name="metric pixel_flips">
                      <failure message="pixel_flips: in base.csv but missing in new.csv" type="missing"/>
                    </testcase>
                  </testsuite>
                </testsuites>

                """, "\(r.out)")
        let bad = try CompareCommandTests.compare(Self.base, Self.base, ["--format", "xml"])
        #expect(bad.code == 2 && bad.err.contains("--format expects text, json, junit or markdown, got xml"), "\(bad)")
    }

    @Test func junitEscapesWhatItQuotes() {
        #expect(CompareJUnit.escape("a<b & \"c\">\n\u{1}") == "a&lt;b &amp; &quot;c&quot;&gt;&#10;")
    }

    @Test func aDuplicatePointIsBlamedInItsOwnFile() throws {
        let dup = "point,layout.spacing,jitter_rms_pt,pixel_flips,status\n0,16,1,0,ok\n0,24,2,0,ok\n"
        let r = try CompareCommandTests.compare(dup, Self.base)
        #expect(
            r.code == 2 && r.err == "base.csv:3:1: point: 0 appears twice (first on line 2)\n",
            "was blamed on new.csv without a place: \(r)")
        let n = try CompareCommandTests.compare(Self.base, dup)
        #expect(n.code == 2 && n.err == "new.csv:3:1: point: 0 appears twice (first on line 2)\n", "\(n)")
    }

    @Test func badMetricCellsAreRefusedAtTheirPlace() throws {
        for cell in ["abc", "nan", "inf", "1e400"] {
            let bad = Self.base.replacingOccurrences(of: "1,24,2,0,ok", with: "1,24,\(cell),0,ok")
            let r = try CompareCommandTests.compare(Self.base, bad)
            #expect(r.code == 2 && r.err == "new.csv:3:6: jitter_rms_pt: expected a number, got \"\(cell)\"\n", "\(cell): \(r)")
        }
    }
}
