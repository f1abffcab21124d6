import Foundation
import ScrollPhysics

/// The sweep's own charts for `GET /api/charts` (docs/serve.md#charts): when the served grid
/// has results — a RESULTS_DIR, or a grid whose results folder holds a `results.csv` with the
/// grid's header — its heat maps and Pareto scatter as the report draws them (`SweepCharts`,
/// `HeatMapChart`, `ParetoChart`: the same SVG, inlined as the report inlines it, ids prefixed), with what the page needs to put the current
/// point on them without asking the server again. Built once per model version (`ServeSession`).
///
/// `{"source":"results","folder":…,"axes":[{"key":…,"values":[…]}],
/// "heatmaps":[{"title":…,"metric":…,"x":…,"y":…,"xs":[…],"ys":[…],"svg":…}],
/// "pareto":{"title":…,"x":…,"y":…,"svg":…,"points":[[point,x,y],…]}|null}`: `axes` are the
/// grid's keys and values (point numbers count them, last key fastest); a heat map's `xs` and
/// `ys` are its columns' and rows' values as `results.csv` writes them (left to right, bottom
/// to top); the Pareto `points` are each point's plotted values (|v| for signed metrics),
/// placed by the frame's `data-x` and `data-y` ranges. Without results:
/// `{"source":"neighbourhood","reason":…}` — the page draws the neighbourhood instead.
enum ServeSweepCharts {
    /// The results folder for `model`, if it has one whose `results.csv` the grid wrote.
    static func resultsFolder(_ model: ServeModel, input: String) -> String? {
        guard let grid = model.grid else { return nil }
        var candidates: [String] = []
        if model.source == .results {
            candidates.append(input)
        } else {
            // `reports/<name>` as `sweep` names it from the working directory, then beside the
            // grid's `experiments/` folder.
            let url = URL(fileURLWithPath: grid.file).standardizedFileURL
            candidates.append("reports/\(grid.name)")
            candidates.append(
                url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("reports/\(grid.name)").path)
        }
        for folder in candidates {
            let file = folder + "/results.csv"
            guard let head = firstLine(file), head == grid.resultsHeader.joined(separator: ",") else { continue }
            return folder
        }
        return nil
    }

    /// The JSON answer for `model` (see the type's documentation).
    static func json(model: ServeModel, input: String) -> String {
        guard let grid = model.grid else { return fallback("a scenario has no sweep results") }
        if model.source == .optimize || grid.axes.contains(where: { if case .continuous = $0.kind { true } else { false } }) {
            return fallback(
                "a search's evaluations are not a lattice to draw heat maps of (its charts are in the optimize folder's charts/index.html)")
        }
        guard let folder = resultsFolder(model, input: input) else {
            return fallback("no results.csv of this grid (run tunelab sweep first)")
        }
        do {
            return try render(grid: grid, folder: folder)
        } catch {
            return fallback("\(folder)/results.csv: \(error)")
        }
    }

    static func fallback(_ reason: String) -> String {
        "{\"source\":\"neighbourhood\",\"reason\":\(JSONWriter.quoted(reason))}"
    }

    static func render(grid: Grid, folder: String) throws -> String {
        let file = folder + "/results.csv"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let table = try CSVTable(text: text, file: file)
        let results = try SweepResults(table: table, file: file)
        var summary = SweepSummary(grid: grid)
        for row in table.rows { summary.add(row) }
        let baseline = try SweepBaseline(grid: grid)
        var out = "{\"source\":\"results\",\"folder\":\(JSONWriter.quoted(folder)),\"axes\":["
        out += grid.axes.map { axis in
            "{\"key\":\(JSONWriter.quoted(axis.key)),\"values\":[" + axis.values.map { JSONWriter.compact($0.json) }.joined(separator: ",")
                + "]}"
        }.joined(separator: ",")
        out += "],\"heatmaps\":["
        // The report's metric charts: heat maps when `ChartPlan` draws them, per ranked metric and pair.
        let swept = grid.axes.filter { $0.values.count > 1 }.map(\.values.count)
        var maps: [String] = []
        switch ChartPlan.choose(sweptValueCounts: swept) {
        case .heatMaps, .heatMapSlices:
            let charts = SweepCharts.metricCharts(grid: grid, summary: summary, baseline: baseline, results: results)
            let pairs = SweepCharts.heatMapPairs(grid: grid)
            let order = grid.rankBy.flatMap { metric in pairs.map { (metric, $0.x, $0.y) } }
            for (chart, (metric, x, y)) in zip(charts, order) {
                let made = try chart()
                let xs = results.distinctValues(column: try results.gridColumn(x, option: "x"))
                let ys = results.distinctValues(column: try results.gridColumn(y, option: "y"))
                var map = "{\"title\":\(JSONWriter.quoted(made.title)),\"metric\":\(JSONWriter.quoted(metric.rawValue)),"
                map += "\"x\":\(JSONWriter.quoted(x)),\"y\":\(JSONWriter.quoted(y)),"
                map +=
                    "\"xs\":[\(xs.map(JSONWriter.quoted).joined(separator: ","))],\"ys\":[\(ys.map(JSONWriter.quoted).joined(separator: ","))],"
                map += "\"svg\":\(JSONWriter.quoted(ReportPage.inline(made.svg, prefix: "chart-\(maps.count + 1)-")))}"
                maps.append(map)
            }
        default:
            break
        }
        out += maps.joined(separator: ",") + "],\"pareto\":"
        if let chart = try SweepCharts.paretoChart(grid: grid, summary: summary, results: results) {
            let x = grid.rankBy[0].rawValue, y = grid.rankBy[1].rawValue
            let xc = try results.metricColumn(x, option: "x"), yc = try results.metricColumn(y, option: "y")
            var points: [String] = []
            for row in 0..<results.rowCount {
                guard let a = results.number(row: row, column: xc), let b = results.number(row: row, column: yc) else { continue }
                let px = MetricLabel.rankValue(a, column: x), py = MetricLabel.rankValue(b, column: y)
                points.append("[\(results.points[row]),\(NumberFormat.shortest(px)),\(NumberFormat.shortest(py))]")
            }
            out += "{\"title\":\(JSONWriter.quoted(chart.title)),\"x\":\(JSONWriter.quoted(x)),\"y\":\(JSONWriter.quoted(y)),"
            out +=
                "\"svg\":\(JSONWriter.quoted(ReportPage.inline(chart.svg, prefix: "chart-pareto-"))),\"points\":[\(points.joined(separator: ","))]}"
        } else {
            out += "null"
        }
        return out + "}"
    }

    /// The first line of `file` (without its line break), or nil when it cannot be read.
    static func firstLine(_ file: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: file) else { return nil }
        defer { try? handle.close() }
        let bytes = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
        let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        return String(decoding: line, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
    }
}
