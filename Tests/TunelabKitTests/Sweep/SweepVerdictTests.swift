import Foundation
import Testing
import ScrollPhysics
@testable import TunelabKit

/// The verdict's rules (docs/outputs.md, "The verdict") on tiny hand-made grids: 3 scale
/// frequencies × 2 alpha decays (last key fastest), rows and baseline written by hand.
@Suite struct SweepVerdictTests {
    static func grid(rank: String = #"["jitter_rms_pt"]"#) throws -> Grid {
        let dir = try TempDirectory("verdict-grid")
        defer { dir.remove() }
        return try GridDecoder.load(
            dir.write(
                """
                {"name": "tiny", "scenario": {"layout": {"kind": "cardStack"}},
                 "grid": {"layout.scaleFrequency": [0.1, 0.2, 0.3], "layout.alphaDecay": [0.1, 0.2]},
                 "metrics": ["jitter_rms_pt", "overlap_cv", "focus_error_rate"], "rank": {"by": \(rank)}}
                """, to: "g.json"))
    }

    /// Rows (jitter, overlap_cv, focus error, status) for points 0…5; the baseline's metrics.
    static func verdict(
        _ rows: [(jitter: String, cv: String, focus: String, status: String)], baseline: [Double?],
        rank: String = #"["jitter_rms_pt"]"#
    ) throws -> [String] {
        let grid = try grid(rank: rank)
        var summary = SweepSummary(grid: grid)
        for (point, row) in rows.enumerated() {
            let values = grid.values(ofPoint: point).map(\.text)
            summary.add([String(point)] + values + [row.jitter, row.cv, row.focus, row.status])
        }
        let base = SweepBaseline(grid: grid, values: baseline, keyValues: ["0.2", ""])
        return SweepVerdict.sentences(summary, baseline: base)
    }

    /// Jitter by scale frequency only (alpha decay changes nothing ranked); point 0 best.
    static func rows(cv: String = "0.1", focus: String = "0.1", bestCV: String? = nil, bestFocus: String? = nil)
        -> [(jitter: String, cv: String, focus: String, status: String)]
    {
        [
            ("5", bestCV ?? cv, bestFocus ?? focus, "ok"), ("5", bestCV ?? cv, bestFocus ?? focus, "ok"),
            ("8", cv, focus, "ok"), ("8", cv, focus, "ok"), ("9", cv, focus, "ok"), ("9", cv, focus, "ok")
        ]
    }

    @Test func aFaultAtEveryPointAnswersNoAndSaysWhatTheBestPointTrades() throws {
        let s = try Self.verdict(Self.rows(focus: "0.96", bestCV: "0.5", bestFocus: "1"), baseline: [10, 0.1, 1])
        #expect(s[0].hasPrefix("No: no point of this grid fixes the focus error"), "\(s[0])")
        #expect(s[0].contains("at least 96 % at every point and 100 % at the baseline"), "\(s[0])")
        #expect(s[0].contains("buys its -50 % jitter with +400 % overlap variation"), "\(s[0])")
        #expect(
            s[1]
                == "Trade-offs: the best point makes one metric worse than the baseline by more than 5 %: overlap variation 50 % vs 10 % at the baseline (+400 %).",
            "\(s[1])")
    }

    @Test func aBestPointThatKeepsAFaultOthersAvoidDepends() throws {
        let s = try Self.verdict(Self.rows(focus: "0.2", bestFocus: "0.8"), baseline: [10, 0.1, 0.9])
        #expect(
            s[0].hasPrefix("It depends: the best point by jitter, #0 (scale frequency 0.1), still has a focus error of 80 %"), "\(s[0])")
        #expect(s[0].contains("gets it down to 20 %; rank by focus error first"), "\(s[0])")
    }

    @Test func nothingBeyondTheToleranceKeepsTheBaseTuning() throws {
        // 5 vs 5.2: −3.8 %, within 5 %.
        let s = try Self.verdict(Self.rows(), baseline: [5.2, 0.1, 0.1])
        #expect(s[0] == "No: no point of this grid beats the baseline by more than 5 % on jitter, so keep the base tuning.", "\(s[0])")
        #expect(s[1].hasPrefix("No trade-off"), "\(s[1])")
    }

    @Test func betterAtNoCostIsYes() throws {
        // overlap variation 0.104 vs 0.1: +4 %, within the tolerance.
        let s = try Self.verdict(Self.rows(bestCV: "0.104"), baseline: [10, 0.1, 0.1])
        #expect(
            s[0] == "Yes: point #0 (scale frequency 0.1) beats the baseline on jitter (-50 %) and makes no metric worse by more than 5 %.",
            "\(s[0])")
    }

    @Test func aTradeOffDependsAndListsEveryWorseMetricRankedOrNot() throws {
        let s = try Self.verdict(Self.rows(bestCV: "0.2", bestFocus: "0.3"), baseline: [10, 0.1, 0.1])
        #expect(
            s[0]
                == "It depends on what you can give up: point #0 (scale frequency 0.1) beats the baseline on jitter (-50 %) at the cost of overlap variation (+100 %) and focus error (+200 %).",
            "\(s[0])")
        #expect(
            s[1].contains("overlap variation 20 % vs 10 % at the baseline (+100 %); focus error 30 % vs 10 % at the baseline (+200 %)."),
            "\(s[1])")
    }

    @Test func aKeyThatChangesNothingRankedIsNoEffectNotABestValue() throws {
        let s = try Self.verdict(Self.rows(), baseline: [10, 0.1, 0.1])
        let noEffect = try #require(s.first { $0.hasPrefix("No effect:") }, "\(s)")
        #expect(noEffect.hasPrefix("No effect: alpha decay changes no ranked metric anywhere in this grid"), "\(noEffect)")
        let best = try #require(s.first { $0.hasPrefix("Best:") })
        #expect(best == "Best: point #0, scale frequency = 0.1 (baseline 0.2).", "the tie-break value is not announced: \(best)")
    }

    @Test func aKeyThatChangesARankedMetricOrAnOutcomeHasAnEffect() throws {
        var rows = Self.rows()
        rows[3].jitter = "8.5"
        #expect(try !Self.verdict(rows, baseline: [10, 0.1, 0.1]).contains { $0.hasPrefix("No effect:") }, "a ranked value differs")
        rows = Self.rows()
        rows[5] = ("", "", "", "case 1: bad value")
        #expect(try !Self.verdict(rows, baseline: [10, 0.1, 0.1]).contains { $0.hasPrefix("No effect:") }, "a point fails")
        rows = Self.rows(cv: "0.1")
        rows[3].cv = "0.7"
        #expect(
            try Self.verdict(rows, baseline: [10, 0.1, 0.1]).contains { $0.hasPrefix("No effect: alpha decay") },
            "an unranked metric does not count")
    }

    @Test func aBestPointOnTheGridsEdgeAsksToWidenIt() throws {
        let s = try Self.verdict(Self.rows(), baseline: [10, 0.1, 0.1])
        #expect(
            s.contains(
                "Widen the grid: the best point sits on its edge — scale frequency 0.1 is the lowest value swept (0.1…0.3). A better point may lie beyond it."
            ),
            "\(s)")
        // The best in the middle (0.2): nothing to widen.
        let middle = try Self.verdict(
            [
                ("8", "0.1", "0.1", "ok"), ("8", "0.1", "0.1", "ok"), ("5", "0.1", "0.1", "ok"), ("5", "0.1", "0.1", "ok"),
                ("9", "0.1", "0.1", "ok"), ("9", "0.1", "0.1", "ok")
            ], baseline: [10, 0.1, 0.1])
        #expect(!middle.contains { $0.hasPrefix("Widen") }, "\(middle)")
        // A key with no effect is never on an edge worth widening.
        #expect(!s.contains { $0.contains("alpha decay 0.1 is the lowest") }, "\(s)")
    }

    @Test func summaryMarkdownCarriesTheSameSentences() throws {
        let grid = try Self.grid()
        var summary = SweepSummary(grid: grid)
        for (point, row) in Self.rows(bestCV: "0.2").enumerated() {
            summary.add([String(point)] + grid.values(ofPoint: point).map(\.text) + [row.jitter, row.cv, row.focus, row.status])
        }
        let base = SweepBaseline(grid: grid, values: [10, 0.1, 0.1], keyValues: ["0.2", "0.12"])
        let md = SweepMarkdown.text(summary, baseline: base)
        let sentences = SweepVerdict.sentences(summary, baseline: base)
        #expect(md.contains("## Verdict\n\n" + sentences.map { "- \($0)\n" }.joined()), "\(md)")
        #expect(md.contains("| `layout.alphaDecay` | 0.1, 0.2 | 0.12 |"), "the baseline's value, not \"default\": \(md)")
    }

    /// The verdict's "worse" is compare's, with the verdict's tolerance; "better" mirrors it.
    @Test(arguments: Metric.allCases)
    func worseIsWhatCompareCallsWorse(metric: Metric) {
        let pairs: [(Double, Double)] = [
            (10, 10.4), (10, 10.6), (10, 9.4), (10, 9.6), (1, 0.9), (1, 1.2), (-10, -11), (0, 0), (0, 1), (5, -5)
        ]
        for (b, v) in pairs {
            let j = VerdictComparison.judge(metric, base: b, value: v)
            let compare = CompareChange.classify(metric, base: b, new: v, tolerance: VerdictComparison.tolerance)
            #expect((j == .worse) == (compare == .worse), "\(metric.rawValue) \(b) → \(v): \(j) vs \(String(describing: compare))")
            let d = metric.direction.worsening(base: b, new: v)
            #expect((j == .better) == (d < -(0.05 * abs(b)) - 1e-9 * max(abs(b), abs(v))), "\(metric.rawValue) \(b) → \(v): \(j)")
        }
    }
}

extension SweepVerdictTests {
    @Test func aTiedBestValueIsNeitherAnEdgeNorAFinding() throws {
        // Point 2 (scale frequency 0.2) ties with the best, point 0 (0.1): 0.1 is a tie-break.
        let s = try Self.verdict(
            [
                ("5", "0.1", "0.1", "ok"), ("5", "0.1", "0.1", "ok"), ("5", "0.1", "0.1", "ok"), ("8", "0.1", "0.1", "ok"),
                ("9", "0.1", "0.1", "ok"), ("9", "0.1", "0.1", "ok")
            ], baseline: [10, 0.1, 0.1])
        #expect(!s.contains { $0.hasPrefix("Widen") }, "\(s)")
        let best = try #require(s.first { $0.hasPrefix("Best:") })
        #expect(best.contains("scale frequency = 0.1 (baseline 0.2; a tie: another value does as well)"), "\(best)")
    }

    @Test func aFaultEqualEverywhereIsSaidOnce() throws {
        let s = try Self.verdict(Self.rows(focus: "1"), baseline: [10, 0.1, 1])
        #expect(s[0].contains("it is 100 % at every point and at the baseline."), "\(s[0])")
    }
}
