import Foundation
import Testing
import TunelabKit

/// Charts that fit the grid: chosen by how many keys it sweeps.
@Suite struct ChartPlanTests {
    @Test func choiceByKeyCount() {
        #expect(ChartPlan.choose(sweptValueCounts: []) == .none)
        #expect(ChartPlan.choose(sweptValueCounts: [5]) == .lines)
        #expect(ChartPlan.choose(sweptValueCounts: [16, 10]) == .heatMaps(valuesInCells: true))
        #expect(ChartPlan.choose(sweptValueCounts: [20, 20]) == .heatMaps(valuesInCells: true))
        #expect(ChartPlan.choose(sweptValueCounts: [21, 3]) == .heatMaps(valuesInCells: false))
        #expect(ChartPlan.choose(sweptValueCounts: [3, 3, 3, 3]) == .heatMapSlices(valuesInCells: true))
        #expect(ChartPlan.choose(sweptValueCounts: [30, 2, 25]) == .heatMapSlices(valuesInCells: false))
    }

    func sweep(_ dir: TempDirectory, grid: String) throws -> String {
        let path = try dir.write(
            """
            {"name": "g", "scenario": {"duration": 0.5, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -800}}]},
             "grid": \(grid), "metrics": ["jitter_rms_pt", "pixel_flips"], "traces": 1}
            """, to: "g.json")
        let r = tunelab("sweep", path, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 0, "\(r)")
        return dir.text("out/charts/index.html")
    }

    @Test func oneKeyGetsLineChartsWithBaselineAndBest() throws {
        let dir = try TempDirectory("plan-one")
        defer { dir.remove() }
        let page = try sweep(dir, grid: #"{"layout.scaleFrequency": [0.2, 0.4, 0.6]}"#)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.file("out/charts"))
        #expect(files.contains("line-jitter_rms_pt--layout.scaleFrequency.svg") && !files.contains { $0.hasPrefix("heatmap-") }, "\(files)")
        let svg = dir.text("out/charts/line-jitter_rms_pt--layout.scaleFrequency.svg")
        #expect(svg.contains("class=\"best\"") && svg.contains("class=\"baseline\"") && svg.contains("class=\"baseline-point\""), "\(svg)")
        #expect(svg.contains("scale frequency (rad/pt)"), "a readable axis title with its unit")
        #expect(page.contains("line-pixel_flips--layout.scaleFrequency.svg"))
    }

    @Test func twoKeysGetHeatMapsWithValuesInCells() throws {
        let dir = try TempDirectory("plan-two")
        defer { dir.remove() }
        _ = try sweep(dir, grid: #"{"layout.scaleFrequency": [0.2, 0.4], "layout.centerFrequency": [0.1, 0.25, 0.3]}"#)
        let svg = dir.text("out/charts/heatmap-jitter_rms_pt--layout.scaleFrequency--layout.centerFrequency.svg")
        let values = svg.components(separatedBy: "<g class=\"values\"").dropFirst().first?.components(separatedBy: "</g>").first ?? ""
        #expect(values.components(separatedBy: "<text").count - 1 == 6, "a value in each of the 2 × 3 cells")
        #expect(svg.contains("class=\"baseline-cell\""), "the base scenario's 0.4/0.25 cell is outlined")
        #expect(svg.contains("centre frequency (rad/pt)") && svg.contains(">layout.centerFrequency<"), "label and key path")
    }

    @Test func manyKeysCollapsePastTheFirstCharts() throws {
        let dir = try TempDirectory("plan-many")
        defer { dir.remove() }
        let page = try sweep(
            dir, grid: #"{"layout.scaleFrequency": [0.2, 0.4], "layout.centerFrequency": [0.1, 0.25], "layout.tilt": [0, 0.01]}"#)
        let sections = page.components(separatedBy: "<section class=\"chart\"").dropFirst()
        let open = sections.prefix { !$0.hasPrefix(" id=\"chart-\(ChartPlan.openCharts + 1)\"") }
        #expect(sections.count > ChartPlan.openCharts, "3 pairs × 2 metrics + more")
        #expect(open.count == ChartPlan.openCharts && open.allSatisfy { !$0.contains("<details>") })
        #expect(sections.dropFirst(ChartPlan.openCharts).allSatisfy { $0.contains("<details>") }, "the rest collapsed")
    }
}
