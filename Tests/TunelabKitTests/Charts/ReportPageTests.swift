import Testing
import TunelabKit

@Suite struct ReportPageTests {
    func page() throws -> String {
        let results = try ChartFixtures.resultsTable()
        let h1 = try HeatMapChart.svg(results: results, x: "a", y: "b", metric: "jitter_rms_pt", best: nil)
        let h2 = try HeatMapChart.svg(results: results, x: "a", y: "c", metric: "jitter_rms_pt", best: 4)
        let pareto = try ParetoChart.svg(results: results, x: "jitter_rms_pt", y: "overlap_mean_pt", front: [2, 6])
        let summary = try CSVTable(text: "rank,point,a,jitter_rms_pt\n1,2,1,10.95\n2,3,1,11.15\n", file: "summary.csv")
        return ReportPage.html(
            title: "card-rhythm <v2>", question: "Which a & b keep jitter low?",
            gridDescription: [(key: "a", values: "1, 2, 3"), (key: "b", values: "0.5, 0.25")],
            summaryTable: summary,
            charts: [
                ("Jitter over a × b", "heatmap-1.svg", h1), ("Jitter over a × c", "heatmap-2.svg", h2), ("Pareto", "pareto.svg", pareto)
            ])
    }

    @Test func structure() throws {
        let html = try page()
        let root = try #require(SVGNode.parse(html), "index.html is well-formed XML")
        #expect(root.all("h1").first?.text == "card-rhythm <v2>", "title escaped and shown")
        #expect(root.all("p", class: "question").first?.text == "Which a & b keep jitter low?")
        #expect(root.all("table", class: "grid").first?.all("tr").count == 1 + 2, "grid: header + one row per key")
        let summary = try #require(root.all("table", class: "summary").first)
        #expect(summary.all("th").map(\.text) == ["rank", "point", "a", "jitter_rms_pt"])
        #expect(summary.all("td").map(\.text) == ["1", "2", "1", "10.95", "2", "3", "1", "11.15"])
        #expect(summary.all("td", class: "num").count == 8, "numbers right-aligned")
        let sections = root.all("section", class: "chart")
        #expect(sections.map { $0.all("h2").first?.text ?? "" } == ["Jitter over a × b", "Jitter over a × c", "Pareto"])
        #expect(sections.map { $0.all("svg").count } == [1, 1, 1], "every chart inlined")
        #expect(root.all("figcaption").map { $0.all("a").first?["href"] ?? "" } == ["heatmap-1.svg", "heatmap-2.svg", "pareto.svg"])
        #expect(root.all("nav").first?.all("a").map { $0["href"] ?? "" } == ["#chart-1", "#chart-2", "#chart-3"])
    }

    @Test func selfContainedWithUniqueIds() throws {
        let html = try page()
        let root = try #require(SVGNode.parse(html))
        let ids = ([root] + root.descendants).compactMap { $0["id"] }
        #expect(Set(ids).count == ids.count, "ids unique across inlined charts: \(ids)")
        #expect(ids.contains("c1-viridis") && ids.contains("c2-viridis") && ids.contains("c2-hatch"))
        // Every url(#…) reference points at an id of the same chart.
        for node in root.descendants {
            guard let fill = node["fill"], fill.hasPrefix("url(#") else { continue }
            let target = String(fill.dropFirst(5).dropLast())
            #expect(ids.contains(target), "fill \(fill) resolves")
        }
        #expect(!html.contains("<?xml"), "XML declarations stripped when inlining")
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("<link"), "no scripts or external files")
        let links = html.components(separatedBy: "http").count - 1
        let namespaces = html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1
        #expect(links == namespaces, "the only URLs are SVG namespaces")
        #expect(html.contains("@media print"), "print styles")
    }

    @Test func deterministic() throws {
        #expect(try page() == page())
    }
}
