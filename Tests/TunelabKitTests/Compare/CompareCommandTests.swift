import Foundation
import Testing
import TunelabKit

/// `tunelab compare` end to end on files: exit codes and the table.
@Suite struct CompareCommandTests {
    static let base = """
        point,layout.scaleFrequency,layout.spacing,overlap_cv,jitter_rms_pt,settle_time_s,status
        0,0.1,16,0.5,2,1.2,ok
        1,0.1,24,0.25,1,1.3,ok
        2,0.2,16,0.4,3,,ok
        3,0.2,24,,,,"case 1: scroll.decelerationRate: expected a number in (0, 1), got 1"

        """

    /// Runs `tunelab compare` on `base` and `new` (written to files) with `extra` arguments.
    static func compare(_ base: String, _ new: String, _ extra: [String] = []) throws -> (code: Int32, out: String, err: String) {
        let dir = NSTemporaryDirectory() + "tunelab-compare-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try base.write(toFile: dir + "/base.csv", atomically: true, encoding: .utf8)
        try new.write(toFile: dir + "/new.csv", atomically: true, encoding: .utf8)
        let console = Console.capturing()
        let code = TunelabCLI.main(["tunelab", "compare", dir + "/base.csv", dir + "/new.csv"] + extra, console: console)
        return (
            code, console.capturedOut.replacingOccurrences(of: dir + "/", with: ""),
            console.capturedErr.replacingOccurrences(of: dir + "/", with: "")
        )
    }

    @Test func identicalFilesPass() throws {
        let r = try Self.compare(Self.base, Self.base)
        #expect(r.code == 0, "\(r)")
        #expect(
            r.out
                == "compare base.csv → new.csv: 4 points × 3 metrics; no regressions (0 worse, 0 empty changed, 0 failed), 0 worse within tolerance, 0 better, 0 other status changes\n",
            "\(r.out)")
    }

    @Test func improvementPasses() throws {
        let new = Self.base.replacingOccurrences(of: "0,0.1,16,0.5,2,1.2,ok", with: "0,0.1,16,0.3,1.5,1.2,ok")
        let r = try Self.compare(Self.base, new)
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("no regressions") && r.out.contains("2 better"), "\(r.out)")
    }

    @Test func regressionFailsAndIsTabulated() throws {
        // Rows in another order still match by point and keys.
        let new = """
            point,layout.scaleFrequency,layout.spacing,overlap_cv,jitter_rms_pt,settle_time_s,status
            1,0.1,24,0.25,1.5,,ok
            0,0.1,16,0.5,2,1.2,ok
            2,0.2,16,0.4,3,,ok
            3,0.2,24,,,,"case 1: scroll.decelerationRate: expected a number in (0, 1), got 1"

            """
        let r = try Self.compare(Self.base, new)
        #expect(r.code == 1, "\(r)")
        #expect(
            r.out == """
                compare base.csv → new.csv: 4 points × 3 metrics; 2 regressions (1 worse, 1 empty changed, 0 failed), 0 worse within tolerance, 0 better, 0 other status changes

                metric           column         worse  better  median change  worst change              best point
                ---------------  -------------  -----  ------  -------------  ------------------------  -------------
                jitter (pt)      jitter_rms_pt      1       0            0 %  +50 % at point 1          point 1, kept
                settle time (s)  settle_time_s      1       0            0 %  empty changed at point 1  point 0, kept

                the 2 worst rows:
                point  layout.scaleFrequency  layout.spacing  metric           base      new  change  tolerance  verdict
                -----  ---------------------  --------------  ---------------  ----  -------  ------  ---------  ----------
                    1                    0.1              24  settle time (s)   1.3  (empty)       —        0 %  REGRESSION
                    1                    0.1              24  jitter (pt)         1      1.5   +50 %        0 %  REGRESSION

                """, "\(r.out)")
    }

    @Test func toleranceIsRespected() throws {
        let new = Self.base.replacingOccurrences(of: "1,0.1,24,0.25,1,1.3,ok", with: "1,0.1,24,0.26,1.04,1.3,ok")
        #expect(try Self.compare(Self.base, new).code == 1, "+4 % jitter and overlap_cv with no tolerance")
        #expect(try Self.compare(Self.base, new, ["--tolerance", "jitter_rms_pt=0.05"]).code == 1, "overlap_cv +4 % still counts")
        let r = try Self.compare(Self.base, new, ["--tolerance", "jitter_rms_pt=0.05", "--tolerance=overlap_cv=0.04"])
        #expect(r.code == 0, "both within tolerance: \(r)")
        #expect(
            r.out.contains("within tolerance") && r.out.contains("0 regressions") == false && r.out.contains("no regressions")
                && r.out.contains("2 worse within tolerance"), "\(r.out)")
        let bad = try Self.compare(Self.base, new, ["--tolerance", "jiter_rms_pt=0.05"])
        #expect(bad.code == 2 && bad.err.contains("unknown metric jiter_rms_pt; did you mean \"jitter_rms_pt\"?"), "\(bad)")
        #expect(try Self.compare(Self.base, new, ["--tolerance", "jitter_rms_pt=-1"]).code == 2, "negative tolerance")
    }

    @Test func statusOkToErrorIsARegression() throws {
        let new = Self.base.replacingOccurrences(of: "0,0.1,16,0.5,2,1.2,ok", with: "0,0.1,16,,,,bounce: expected > -1")
        let r = try Self.compare(Self.base, new)
        #expect(r.code == 1, "\(r)")
        #expect(r.out.contains("status") && r.out.contains("1 failed"), "\(r.out)")
    }

    @Test func mismatchedGridsAreRefused() throws {
        let otherValues = Self.base.replacingOccurrences(of: "1,0.1,24,", with: "1,0.1,28,")
        let r = try Self.compare(Self.base, otherValues)
        #expect(r.code == 2, "\(r)")
        #expect(
            r.err
                == "base.csv:3:1: not the same grid as new.csv: no point with point=1, layout.scaleFrequency=0.1, layout.spacing=24 there\n",
            "\(r.err)")

        let otherKeys = Self.base.replacingOccurrences(of: "layout.spacing", with: "layout.alphaDecay")
        let k = try Self.compare(Self.base, otherKeys)
        #expect(k.code == 2 && k.err.contains("not the same grid as base.csv: key columns"), "\(k)")

        let fewer = Self.base.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
        let f = try Self.compare(Self.base, fewer)
        // Issue 44: the count's refusal has a place: where the shorter file's rows end.
        #expect(f.code == 2 && f.err == "new.csv:5:1: not the same grid as base.csv: 3 points vs 4 (the rows end here)\n", "\(f)")
        let more = Self.base + "4,0.3,16,0.5,2,1.2,ok\n"
        let m = try Self.compare(Self.base, more)
        #expect(m.err.hasPrefix("new.csv:6:1: ") && m.err.hasSuffix("(this row is the first beyond them)\n"), "\(m)")
        #expect(r.out.isEmpty && k.out.isEmpty && f.out.isEmpty, "nothing on stdout when refused")
    }

    @Test func usageErrors() throws {
        let console = Console.capturing()
        #expect(TunelabCLI.main(["tunelab", "compare", "only-one.csv"], console: console) == 2)
        #expect(console.capturedErr.contains("expected BASE.csv and NEW.csv"), "\(console.capturedErr)")
        #expect(TunelabCLI.main(["tunelab", "compare", "/nonexistent/a.csv", "/nonexistent/b.csv"], console: .capturing()) == 2)
    }
}
