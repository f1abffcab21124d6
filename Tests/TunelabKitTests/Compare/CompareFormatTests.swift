import Testing
import TunelabKit

/// `compare --format markdown`, and what `--format junit|markdown` prints when compare exits 2.
@Suite struct CompareFormatTests {
    static let new = CompareCommandTests.base.replacingOccurrences(of: "1,0.1,24,0.25,1,1.3,ok", with: "1,0.1,24,0.25,1.5,1.3,ok")

    @Test func markdownIsATableWithTheVerdict() throws {
        let r = try CompareCommandTests.compare(CompareCommandTests.base, Self.new, ["--format", "markdown"])
        #expect(r.code == 1, "\(r)")
        #expect(
            r.out == """
                <!-- tunelab compare -->
                ### tunelab compare: FAIL

                compare base.csv → new.csv: 4 points × 3 metrics; 1 regression (1 worse, 0 empty changed, 0 failed), 0 worse within tolerance, 0 better, 0 other status changes

                | metric | column | worse | better | median change | worst change | best point |
                |---|---|---:|---:|---:|---|---|
                | jitter (pt) | `jitter_rms_pt` | 1 | 0 | 0 % | +50 % at point 1 | point 1, kept |

                **The worst row**

                | point | layout.scaleFrequency | layout.spacing | metric | base | new | change | tolerance | verdict |
                |---:|---:|---:|---|---:|---:|---:|---:|---|
                | 1 | 0.1 | 24 | jitter (pt) | 1 | 1.5 | +50 % | 0 % | REGRESSION |

                """, "\(r.out)")
        let pass = try CompareCommandTests.compare(CompareCommandTests.base, CompareCommandTests.base, ["--format=markdown"])
        #expect(pass.code == 0 && pass.out.hasPrefix("<!-- tunelab compare -->\n### tunelab compare: pass\n\ncompare base.csv"), "\(pass)")
    }

    @Test func markdownEscapesPipesInCells() throws {
        let base = "point,scroll.decelerationRate,settle_time_s,status\n0,0.99,1,ok\n"
        let new = "point,scroll.decelerationRate,settle_time_s,status\n0,0.99,,\"a|b\"\n"
        let r = try CompareCommandTests.compare(base, new, ["--format", "markdown"])
        #expect(r.code == 1 && r.out.contains("| 0 | 0.99 | status | ok | a\\|b |"), "\(r.out)")
    }

    @Test func exitTwoStillWritesAJUnitError() throws {
        let other = "point,layout.spacing,overlap_cv\n0,16,0.5\n"
        let r = try CompareCommandTests.compare(CompareCommandTests.base, other, ["--format", "junit"])
        #expect(r.code == 2, "\(r)")
        let message = String(r.err.dropLast())
        #expect(message.hasPrefix("new.csv:1:1: not the same grid as base.csv"), "\(r.err)")
        #expect(
            r.out == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="tunelab compare" tests="1" failures="0" errors="1">
                  <testsuite name="tunelab compare" tests="1" failures="0" errors="1" skipped="0">
                    <testcase classname="tunelab.compare" name="compare">
                      <error message="\(CompareJUnit.escape(message))" type="exit 2"/>
                    </testcase>
                  </testsuite>
                </testsuites>

                """, "\(r.out)")
    }

    @Test func usageErrorsAndMissingFilesToo() throws {
        let usage = tunelab("compare", "a.csv", "--format=junit")
        #expect(usage.code == 2 && usage.out.contains("<error message=\"tunelab: compare: expected BASE.csv and NEW.csv"), "\(usage)")
        let missing = tunelab("compare", "no-such-base.csv", "no-such-new.csv", "--format", "markdown")
        #expect(missing.code == 2, "\(missing)")
        #expect(
            missing.out == "<!-- tunelab compare -->\n### tunelab compare: error (exit 2)\n\n```text\n\(missing.err.dropLast())\n```\n",
            "\(missing)")
        let text = tunelab("compare", "no-such-base.csv", "no-such-new.csv")
        #expect(text.code == 2 && text.out.isEmpty, "text writes nothing on stdout: \(text)")
        let badFormat = tunelab("compare", "a.csv", "b.csv", "--format", "junitt")
        #expect(badFormat.code == 2 && badFormat.out.isEmpty && badFormat.err.contains("did you mean \"junit\"?"), "\(badFormat)")
    }

    @Test func failureMessagesAreTheStderrLines() {
        #expect(CommandFailure(UsageError("x: y")).message == "tunelab: x: y")
        #expect(CommandFailure(UsageError("x: y")).code == 2)
        #expect(CommandFailure(ToolError("boom", isInput: false)).code == 3)
        #expect(CommandFailure.requestedFormat(in: ["a", "--format", "junit", "--format=markdown"]) == "markdown")
        #expect(CommandFailure.requestedFormat(in: ["a", "--format"]) == nil)
    }
}
