import Testing
import TunelabKit

@Suite struct ParetoChartTests {
    @Test func frontHighlighted() throws {
        let svg = try ParetoChart.svg(results: ChartFixtures.resultsTable(), x: "jitter_rms_pt", y: "overlap_mean_pt", front: [2, 6, 7])
        let root = try #require(SVGNode.parse(svg))
        let front = root.all("circle", class: "front")
        #expect(front.map { $0["data-point"] ?? "" } == ["2", "6", "7"], "front points, in row order")
        #expect(root.all("circle", class: "point").count == 12 - 1 - 3, "12 points, 1 failed, 3 on the front")
        #expect(root.all("text", class: "note").contains { $0.text == "1 point without both values not shown." })
        #expect(
            root.all("text", class: "axis-title").map(\.text) == ["card overlap, distance from 0 (pt)", "jitter (pt)"],
            "plain words; the signed metric plotted by magnitude")
        // The frame carries the plotted ranges: point 2 (10.95, 4.5) sits where they put it.
        let plot = try #require(root.all("rect", class: "plot").first)
        let xr = (plot["data-x"] ?? "").split(separator: " ").compactMap { Double($0) }
        let yr = (plot["data-y"] ?? "").split(separator: " ").compactMap { Double($0) }
        try #require(xr.count == 2 && yr.count == 2, "\(plot)")
        let p2x = plot.number("x") + (10.95 - xr[0]) / (xr[1] - xr[0]) * plot.number("width")
        let p2y = plot.number("y") + plot.number("height") - (4.5 - yr[0]) / (yr[1] - yr[0]) * plot.number("height")
        #expect(abs(p2x - front[0].number("cx")) < 0.01 && abs(p2y - front[0].number("cy")) < 0.01, "\(p2x), \(p2y) vs \(front[0])")
        // In this plane: point 2 (10.95, 4.5) and point 6 (20.95, 0.5); point 7 (21.15, 0.5) is dominated by 6.
        let path = try #require(root.all("path", class: "front-line").first?["d"])
        #expect(path.filter { $0 == "H" }.count == 1 && path.filter { $0 == "V" }.count == 1, "\(path)")
        // Point 6 plots at |−0.5| = 0.5: below point 2 at 4.5.
        let p2 = try #require(front.first), p6 = try #require(front.dropFirst().first)
        #expect(p6.number("cy") > p2.number("cy"))
        #expect(TextBox.problems(in: root).isEmpty, "\(TextBox.problems(in: root))")
    }

    @Test func unknownFrontPoint() throws {
        do {
            _ = try ParetoChart.svg(results: ChartFixtures.resultsTable(), x: "jitter_rms_pt", y: "overlap_mean_pt", front: [42])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "Pareto front point 42 is not in results.csv")
        }
    }
}
