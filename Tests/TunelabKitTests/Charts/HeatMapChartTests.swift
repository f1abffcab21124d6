import Foundation
import Testing
import TunelabKit

@Suite struct HeatMapChartTests {
    func tree(_ svg: String) throws -> SVGNode {
        try #require(SVGNode.parse(svg), "the SVG parses as XML")
    }

    func jitter(_ a: Double, _ b: Double, _ c: Double) -> Double { a * 10 + b + c / 10 }

    @Test func cellsLegendAndBestAtTheBestPoint() throws {
        let svg = try HeatMapChart.svg(results: ChartFixtures.resultsTable(), x: "a", y: "b", metric: "jitter_rms_pt", best: nil)
        let root = try tree(svg)
        // Best = smallest jitter: a = 1, b = 0.25, c = 7 (point 2); c stays at 7 across the map.
        let cells = root.all("rect", class: "cell")
        #expect(cells.count == 3 * 2, "cells = |a| × |b|")
        let expected: [(String, String, Int, Double)] = [
            ("1", "0.5", 0, jitter(1, 0.5, 7)), ("1", "0.25", 2, jitter(1, 0.25, 7)),
            ("2", "0.5", 4, jitter(2, 0.5, 7)), ("2", "0.25", 6, jitter(2, 0.25, 7)),
            ("3", "0.5", 8, jitter(3, 0.5, 7)), ("3", "0.25", 10, jitter(3, 0.25, 7))
        ]
        for (a, b, point, value) in expected {
            let cell = cells.first { $0["data-x"] == a && $0["data-y"] == b }
            #expect(cell?["data-point"] == "\(point)", "cell a = \(a), b = \(b)")
            #expect(cell?.number("data-value") == value, "cell a = \(a), b = \(b)")
        }
        let legend = try #require(root.all("g", class: "legend").first)
        #expect(legend.number("data-min") == jitter(1, 0.25, 7), "legend min = smallest value shown")
        #expect(legend.number("data-max") == jitter(3, 0.5, 7), "legend max = largest value shown")
        #expect(legend["data-unit"] == "pt")
        let texts = root.all("text").map(\.text)
        #expect(texts.contains("jitter_rms_pt (pt)"), "legend title with unit")
        #expect(texts.contains(where: { $0.contains("Other keys fixed at the best point #2: c = 7") }), "slice stated: \(texts)")
        let ticks = root.all("text", class: "tick").map(\.text)
        #expect(ticks == ["1", "2", "3", "0.5", "0.25"], "ticks at the grid's values, x then y")
        #expect(root.all("text", class: "axis-title").map(\.text) == ["a", "b"])
        let best = root.all("rect", class: "best")
        #expect(best.count == 1 && best.first?["data-point"] == "2", "best point marked once")
        // The best cell is a = 1 (left column), b = 0.25 (second from the bottom = top row).
        let bestCell = try #require(cells.first { $0["data-point"] == "2" })
        #expect(abs((best.first?.number("x") ?? 0) - bestCell.number("x") - 1) < 1e-9, "marker on the best cell")
        #expect(abs((best.first?.number("y") ?? 0) - bestCell.number("y") - 1) < 1e-9, "marker on the best cell")
        // Colours: the ends of the range are the ends of viridis.
        #expect(bestCell["fill"] == "#440154", "smallest value is dark purple")
        #expect(cells.first { $0["data-point"] == "8" }?["fill"] == "#fde725", "largest value is yellow")
        #expect(root.all("rect", class: "empty").isEmpty, "no empty cells here")
        #expect(TextBox.problems(in: root).isEmpty, "\(TextBox.problems(in: root))")
    }

    @Test func emptyCellsAreHatchedWithALegendEntry() throws {
        // Point 4 = (a 2, b 0.5, c 7): b fixed at 0.5, so point 5 (failed) shows as an empty cell.
        let svg = try HeatMapChart.svg(results: ChartFixtures.resultsTable(), x: "a", y: "c", metric: "jitter_rms_pt", best: 4)
        let root = try tree(svg)
        let empty = root.all("rect", class: "empty")
        #expect(empty.count == 1 && empty.first?["data-point"] == "5", "the failed point is the one empty cell")
        #expect(empty.first?["fill"] == "url(#hatch)")
        #expect(empty.first?.all("title").first?.text.contains("case 2: rate 1 is outside (0, 1)") == true, "tooltip gives the status")
        #expect(root.all("rect", class: "legend-empty").count == 1)
        #expect(root.all("text").contains { $0.text == "no value (1 cell)" })
        let legend = try #require(root.all("g", class: "legend").first)
        #expect(
            legend.number("data-min") == jitter(1, 0.5, 7) && legend.number("data-max") == jitter(3, 0.5, 9),
            "range over the non-empty cells")
        #expect(root.all("rect", class: "best").first?["data-point"] == "4", "the given best point is marked")
    }

    @Test func signedMetricBestIsSmallestMagnitude() throws {
        // overlap_mean_pt = point − 6.5: |−0.5| at point 6 ties |0.5| at point 7; the lower point wins.
        let svg = try HeatMapChart.svg(results: ChartFixtures.resultsTable(), x: "a", y: "b", metric: "overlap_mean_pt", best: nil)
        let root = try tree(svg)
        #expect(root.all("rect", class: "best").first?["data-point"] == "6")
        let legend = try #require(root.all("g", class: "legend").first)
        // c fixed at 7 (point 6): points 0, 2, 4, 6, 8, 10 → −6.5 … 3.5, signed.
        #expect(legend.number("data-min") == -6.5 && legend.number("data-max") == 3.5, "legend shows the signed range")
    }

    @Test func bestOverOthersFoldsTheOtherKeys() throws {
        let svg = try HeatMapChart.svg(
            results: ChartFixtures.resultsTable(), x: "a", y: "c", metric: "jitter_rms_pt",
            best: nil, slice: .bestOverOthers)
        let root = try tree(svg)
        let cells = root.all("rect", class: "cell")
        #expect(cells.count == 6)
        // Over b ∈ {0.5, 0.25}: the smaller b wins; at (a 2, c 9) point 5 failed, so point 7 (b 0.25) is shown anyway.
        for (a, c) in [(1.0, 7.0), (1, 9), (2, 7), (2, 9), (3, 7), (3, 9)] {
            let cell = cells.first { $0["data-x"] == NumberFormat.shortest(a) && $0["data-y"] == NumberFormat.shortest(c) }
            #expect(cell?.number("data-value") == jitter(a, 0.25, c), "a = \(a), c = \(c)")
        }
        #expect(root.all("text").contains { $0.text.hasPrefix("Each cell: the best value over all values of the other keys (b)") })
    }

    @Test func fiftyByFiftyWithLongKeysHasNoOverlaps() throws {
        let x = "layout.cardStack.spacing.scaleFrequencyWithAVeryLongName"
        let y = "scroll.snap.spring.dampingRatioAlsoRatherLong"
        let table = try ChartFixtures.square(50, xKey: x, yKey: y)
        let root = try tree(try HeatMapChart.svg(results: table, x: x, y: y, metric: "settle_time_s", best: nil))
        #expect(root.all("rect", class: "cell").count == 2500, "cells = 50 × 50")
        #expect(root.all("g", class: "cells").first?["data-columns"] == "50")
        let problems = TextBox.problems(in: root)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        // Labels thinned but never absent: the first grid value of each axis is labelled.
        let ticks = root.all("text", class: "tick").map(\.text)
        #expect(ticks.contains("0.05") && ticks.contains("0"), "first values labelled")
        #expect(ticks.count >= 50, "at least every other value of each axis: \(ticks.count)")
        #expect(root.all("rect", class: "best").first?["data-point"] == "0")
        let legend = try #require(root.all("g", class: "legend").first)
        #expect(legend.number("data-min") == 0 && legend.number("data-max") == 24.99, "0 … 2499/100")
    }

    @Test func deterministic() throws {
        let a = try HeatMapChart.svg(results: ChartFixtures.resultsTable(), x: "b", y: "a", metric: "jitter_rms_pt", best: nil)
        let b = try HeatMapChart.svg(results: ChartFixtures.resultsTable(), x: "b", y: "a", metric: "jitter_rms_pt", best: nil)
        #expect(a == b)
    }

    @Test func badArgumentsAreOneLineErrors() throws {
        let table = try ChartFixtures.resultsTable()
        func message(_ body: () throws -> String) -> String {
            do { _ = try body(); return "no error" } catch { return "\(error)" }
        }
        #expect(
            message { try HeatMapChart.svg(results: table, x: "aa", y: "b", metric: "jitter_rms_pt", best: nil) }
                == "--x: \"aa\" is not a grid key of results.csv; did you mean \"a\"? (grid keys: a, b, c)")
        #expect(
            message { try HeatMapChart.svg(results: table, x: "a", y: "b", metric: "jitter_rms", best: nil) }
                == "--metric: \"jitter_rms\" is not a metric column of results.csv; did you mean \"jitter_rms_pt\"? (metrics: jitter_rms_pt, overlap_mean_pt)"
        )
        #expect(
            message { try HeatMapChart.svg(results: table, x: "a", y: "a", metric: "jitter_rms_pt", best: nil) }
                == "--y: \"a\" is also --x; a heat map needs two different grid keys")
        #expect(
            message { try HeatMapChart.svg(results: table, x: "a", y: "b", metric: "jitter_rms_pt", best: 99) }
                == "best point 99 is not in results.csv")
    }

    @Test func fileNameIsSafe() {
        #expect(
            HeatMapChart.fileName(metric: "jitter_rms_pt", x: "layout.scale Frequency", y: "a/b")
                == "heatmap-jitter_rms_pt--layout.scale_Frequency--a_b.svg")
    }
}
