import Foundation
import ScrollPhysics

/// `charts/` of a sweep: a heat map of each ranked metric over pairs of swept keys (the other
/// keys at the best point), a Pareto scatter of the first two ranked metrics, line charts of
/// the best points' traces overlaid, and `index.html` showing them all offline.
enum SweepCharts {
    /// At most this many key pairs get heat maps (the first keys in file order).
    static let maximumPairs = 6

    static func write(grid: Grid, summary: SweepSummary, summaryTable: CSVTable, traced: [Int], directory: String,
                      results resultsPath: String) throws {
        let folder = directory + "/charts"
        var charts: [(title: String, file: String, svg: String)] = []
        let best = summary.best.first?.point
        let swept = grid.axes.filter { $0.values.count > 1 }.map(\.key)
        if grid.pointCount <= SweepReport.chartedPointLimit, summary.ok > 0 {
            let text = try String(contentsOfFile: resultsPath, encoding: .utf8)
            let results = try CSVTable(text: text, file: "results.csv")
            var pairs: [(String, String)] = []
            for i in swept.indices { for j in swept.indices where j > i { pairs.append((swept[i], swept[j])) } }
            for metric in grid.rankBy {
                for (x, y) in pairs.prefix(maximumPairs) {
                    let svg = try HeatMapChart.svg(results: results, x: x, y: y, metric: metric.rawValue, best: best)
                    charts.append(("\(metric.rawValue) over \(x) × \(y)", HeatMapChart.fileName(metric: metric.rawValue, x: x, y: y), svg))
                }
            }
            if grid.rankBy.count >= 2 {
                let x = grid.rankBy[0].rawValue, y = grid.rankBy[1].rawValue
                let svg = try ParetoChart.svg(results: results, x: x, y: y, front: summary.sortedFront.map(\.point))
                charts.append(("Pareto front: \(x) vs \(y)", "pareto-\(x)--\(y).svg", svg))
            }
        }
        if !traced.isEmpty {
            let caseFolder = grid.hasCases ? "/case1" : ""
            var traces: [(label: String, frames: CSVTable)] = []
            for point in traced {
                let path = directory + "/traces/\(point)\(caseFolder)/frames.csv"
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                traces.append(("point \(point)", try CSVTable(text: text, file: path)))
            }
            if !traces.isEmpty {
                let title = "Offset and velocity of the best points" + (grid.hasCases ? " (case 1)" : "")
                charts.append((title, "traces-best.svg", try TraceChart.svg(traces: traces, title: title)))
            }
            if grid.layoutTraits != LayoutKind.none.traits, let first = traced.first {
                let path = directory + "/traces/\(first)\(caseFolder)/items.csv"
                if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                    let title = "Items of the best point \(first)" + (grid.hasCases ? " (case 1)" : "")
                    let items = try CSVTable(text: text, file: path)
                    charts.append((title, "items-best.svg", try TraceChart.cardSvg(label: "point \(first)", items: items, title: title)))
                }
            }
        }
        for chart in charts { try AtomicFile.write(chart.svg, to: folder + "/" + chart.file) }
        let page = ReportPage.html(title: grid.name, question: grid.question ?? "",
                                   gridDescription: grid.axes.map { ($0.key, SweepMarkdown.describe($0)) },
                                   summaryTable: summaryTable, charts: charts)
        try AtomicFile.write(page, to: folder + "/index.html")
    }
}
