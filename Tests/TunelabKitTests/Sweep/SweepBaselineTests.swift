import Foundation
import Testing
import ScrollPhysics
@testable import TunelabKit

/// The baseline (the base scenario unchanged by the grid) and the best points' change from it.
@Suite struct SweepBaselineTests {
    @Test(arguments: [
        (10.0, 5.0, Metric.jitterRMSPt, -50.0), (4.0, 5.0, .jitterRMSPt, 25.0),
        (-10.0, 5.0, .travelPt, -50.0), (10.0, -10.0, .travelPt, 0.0), (0.0, 0.0, .pixelFlips, 0.0)
    ])
    func changeIsPercentOfTheBaselineOnTheRankedScale(base: Double, value: Double, metric: Metric, expected: Double) {
        let change = SweepBaseline.change(from: base, to: value, metric: metric)
        #expect(change.map { abs($0 - expected) < 1e-12 } == true, "\(metric) \(base) → \(value): \(String(describing: change))")
    }

    @Test func changeIsUndefinedWithoutBothValuesOrFromZero() {
        #expect(SweepBaseline.change(from: 0, to: 3, metric: .pixelFlips) == nil)
        #expect(SweepBaseline.change(from: nil, to: 3, metric: .pixelFlips) == nil)
        #expect(SweepBaseline.change(from: 3, to: nil, metric: .pixelFlips) == nil)
    }

    /// A one-key sweep of the snap spring's damping ratio with two named cases; the base
    /// scenario leaves the ratio to its default (1), which is on the grid.
    func sweep(_ dir: TempDirectory) throws -> CLIResult {
        let path = try dir.write(
            """
            {"name": "ratio", "question": "Which damping ratio?",
             "scenario": {"duration": 1, "scroll": {"snap": {"policy": "nearest", "interval": 24, "mode": "spring",
                          "spring": {"duration": 0.3}}}, "layout": {"kind": "cardStack"}},
             "grid": {"scroll.snap.spring.dampingRatio": [0.4, 0.8, 1]},
             "cases": [{"name": "slow drag", "gesture": [{"drag": {"translation": -30, "duration": 0.3}}, {"release": {}}]},
                       {"name": "hard flick", "gesture": [{"flick": {"velocity": -2000}}]}],
             "metrics": ["overshoot_pt", "settle_time_s"], "rank": {"by": ["overshoot_pt"]}, "traces": 2}
            """, to: "g.json")
        return tunelab("sweep", path, "--out", dir.file("out"), "--quiet")
    }

    @Test func summaryShowsTheBaselineAndEachBestPointsChange() throws {
        let dir = try TempDirectory("baseline")
        defer { dir.remove() }
        let r = try sweep(dir)
        #expect(r.code == 0, "\(r)")
        let summary = dir.csv("out/summary.csv")
        let header = try #require(summary.first)
        #expect(header.suffix(2) == ["overshoot_pt_change_pct", "settle_time_s_change_pct"], "\(header)")
        let base = try #require(summary.last)
        #expect(base[0] == "baseline" && base[2] == "1", "the default ratio resolved from the matching grid point: \(base)")
        let results = dir.csv("out/results.csv")
        let baseRow = try #require(results.first { $0[1] == "1" })
        #expect(Array(base[3...4]) == Array(baseRow[2...3]), "baseline metrics equal the grid point with its values: \(base) vs \(baseRow)")
        // Each best row's change, recomputed from the exact values.
        for row in summary.dropFirst().dropLast() {
            let value = try #require(Double(row[4])), baseValue = try #require(Double(base[4]))
            let expected = baseValue == value ? 0 : (value - baseValue) / abs(baseValue) * 100
            #expect(Double(row[7]).map { abs($0 - expected) < 1e-9 } ?? (row[7] == "" && baseValue == 0), "\(row)")
        }
        #expect(!results.contains { $0[0] == "baseline" }, "results.csv stays the Cartesian product")
        #expect(results.count == 1 + 3)
    }

    @Test func pagesAndSummaryNameTheCasesAndCarryAVerdict() throws {
        let dir = try TempDirectory("baseline-page")
        defer { dir.remove() }
        #expect(try sweep(dir).code == 0)
        let md = dir.text("out/summary.md")
        #expect(md.contains("## Verdict") && md.contains("1. slow drag; 2. hard flick"), "\(md)")
        #expect(md.contains("The baseline is grid point #2"), "\(md)")
        #expect(
            md.contains(
                "## Verdict\n\n- No: no point of this grid beats the baseline by more than 5 % on overshoot, so keep the base tuning."),
            "the answer comes first (the baseline, ratio 1, is itself the best point): \(md)")
        let page = dir.text("out/charts/index.html")
        #expect(page.contains("class=\"verdict\"") && page.contains("Case 1: slow drag") && page.contains("Case 2: hard flick"))
        #expect(page.components(separatedBy: "data-player-frame=").count - 1 == 2, "a player per case")
        #expect(
            page.contains("Offset and velocity: case 2, hard flick"),
            "trace charts for every case (rank 2, ratio 0.8, moves the scroll view otherwise than the baseline)")
        #expect(page.contains("<td>default</td>") == false, "the baseline shows values: \(page)")
        // Numbers for people: no cell on the page with more than 4 significant digits after a point.
        let long = try NSRegularExpression(pattern: ">-?[0-9]*\\.[0-9]{5,}<")
        #expect(long.firstMatch(in: page, range: NSRange(page.startIndex..., in: page)) == nil, "a long number on the page")
    }

    @Test func aLayoutOnlyGridHasNoOffsetAndVelocityCharts() throws {
        let dir = try TempDirectory("layout-only-page")
        defer { dir.remove() }
        let path = try dir.write(SweepTestGrids.layoutOnly(count: 3), to: "g.json")
        let r = tunelab("sweep", path, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 0, "\(r)")
        let page = dir.text("out/charts/index.html")
        #expect(!page.contains("Offset and velocity"), "every point moves the scroll view as the baseline does")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.file("out/charts"))) ?? []
        #expect(!files.contains { $0.hasPrefix("traces") }, "\(files)")
        #expect(page.contains("class=\"player\""), "the players stay")
    }
}
