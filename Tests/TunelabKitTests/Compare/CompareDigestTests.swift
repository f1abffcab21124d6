import Testing
import TunelabKit

/// What a reviewer reads of `compare` in text and Markdown: verdict and counts first, the
/// per-metric roll-up, the worst rows, the rest folded, and never more than 60 000 characters.
@Suite struct CompareDigestTests {
    /// A results file of `points` points over two keys, with jitter_rms_pt and overlap_cv from `values(point)`.
    static func grid(_ points: Int, _ values: (Int) -> (jitter: Double, overlap: Double)) -> String {
        "point,layout.spacing,layout.itemHeight,jitter_rms_pt,overlap_cv,status\n"
            + (0..<points).map { p in
                let v = values(p)
                return "\(p),\(p / 100),\(p % 100),\(v.jitter),\(v.overlap),ok\n"
            }.joined()
    }

    @Test(arguments: ["markdown", "text"])
    func tenThousandPointsStayUnderTheLimit(format: String) throws {
        // Every point worse on both metrics, with long 17-digit values: 20 000 rows.
        let base = Self.grid(10_000) { p in (1 + Double(p) / 3, 0.1 + Double(p) / 30_000) }
        let new = Self.grid(10_000) { p in (1.1 + Double(p) / 3, 0.2 + Double(p) / 30_000) }
        let r = try CompareCommandTests.compare(base, new, ["--format", format])
        #expect(r.code == 1, "\(r.err)")
        #expect(r.out.count < 60_000 && r.out.utf8.count < 60_000, "\(format): \(r.out.count) characters")
        let first = format == "markdown" ? "<!-- tunelab compare -->\n### tunelab compare: FAIL\n\ncompare base.csv" : "compare base.csv"
        #expect(r.out.hasPrefix(first + " → new.csv: 10000 points × 2 metrics; 20000 regressions (20000 worse"), "\(r.out.prefix(300))")
        #expect(r.out.contains("the 10 worst of 20000 rows") || r.out.contains("The 10 worst of 20000 rows"), "\(format)")
        #expect(r.out.hasSuffix("more rows not shown (--format json lists every change)\n"), "\(r.out.suffix(200))")
        if format == "markdown" { #expect(r.out.contains("<details><summary>19990 more rows</summary>") && r.out.contains("</details>")) }
        // 4 significant digits: no value of 17 digits reaches the page.
        #expect(!r.out.contains("0.33333"), "\(format) prints at most 4 significant digits")
    }

    @Test func theWorstRowsComeFirstAndTheRestIsFolded() throws {
        // Point p's jitter worsens by p·10 %: the worst is point 11, then 10, ….
        let base = Self.grid(12) { _ in (10, 0.5) }
        let new = Self.grid(12) { p in (10 + Double(p), p == 3 ? 0.25 : 0.5) }
        let r = try CompareCommandTests.compare(base, new, ["--format", "markdown"])
        #expect(r.code == 1, "\(r)")
        #expect(
            r.out == """
                <!-- tunelab compare -->
                ### tunelab compare: FAIL

                compare base.csv → new.csv: 12 points × 2 metrics; 11 regressions (11 worse, 0 empty changed, 0 failed), 0 worse within tolerance, 1 better, 0 other status changes

                | metric | column | worse | better | median change | worst change | best point |
                |---|---|---:|---:|---:|---|---|
                | jitter (pt) | `jitter_rms_pt` | 11 | 0 | +55 % | +110 % at point 11 | point 0, kept |
                | overlap variation (%) | `overlap_cv` | 0 | 1 | 0 % | — | point 0 → point 3 |

                **The 10 worst of 11 rows**

                | point | layout.spacing | layout.itemHeight | metric | base | new | change | tolerance | verdict |
                |---:|---:|---:|---|---:|---:|---:|---:|---|
                | 11 | 0 | 11 | jitter (pt) | 10 | 21 | +110 % | 0 % | REGRESSION |
                | 10 | 0 | 10 | jitter (pt) | 10 | 20 | +100 % | 0 % | REGRESSION |
                | 9 | 0 | 9 | jitter (pt) | 10 | 19 | +90 % | 0 % | REGRESSION |
                | 8 | 0 | 8 | jitter (pt) | 10 | 18 | +80 % | 0 % | REGRESSION |
                | 7 | 0 | 7 | jitter (pt) | 10 | 17 | +70 % | 0 % | REGRESSION |
                | 6 | 0 | 6 | jitter (pt) | 10 | 16 | +60 % | 0 % | REGRESSION |
                | 5 | 0 | 5 | jitter (pt) | 10 | 15 | +50 % | 0 % | REGRESSION |
                | 4 | 0 | 4 | jitter (pt) | 10 | 14 | +40 % | 0 % | REGRESSION |
                | 3 | 0 | 3 | jitter (pt) | 10 | 13 | +30 % | 0 % | REGRESSION |
                | 2 | 0 | 2 | jitter (pt) | 10 | 12 | +20 % | 0 % | REGRESSION |

                <details><summary>1 more row</summary>

                | point | layout.spacing | layout.itemHeight | metric | base | new | change | tolerance | verdict |
                |---:|---:|---:|---|---:|---:|---:|---:|---|
                | 1 | 0 | 1 | jitter (pt) | 10 | 11 | +10 % | 0 % | REGRESSION |

                </details>

                """, "\(r.out)")
        let text = try CompareCommandTests.compare(base, new)
        #expect(
            text.out.contains("\nthe 10 worst of 11 rows:\npoint  layout.spacing")
                && text.out.hasSuffix(
                    "\n1 more row:\n" + """
                        point  layout.spacing  layout.itemHeight  metric       base  new  change  tolerance  verdict
                        -----  --------------  -----------------  -----------  ----  ---  ------  ---------  ----------
                            1               0                  1  jitter (pt)    10   11   +10 %        0 %  REGRESSION

                        """),
            "the text format has the same structure: \(text.out)")
    }
}
