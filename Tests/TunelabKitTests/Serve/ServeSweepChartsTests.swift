import Foundation
import Testing

@testable import TunelabKit

/// `GET /api/charts`: a sweep's heat maps and Pareto scatter, as the report draws them, with
/// what the page places its cursor by — checked by hand on a 3 × 2 grid.
@Suite(.serialized) struct ServeSweepChartsTests {
    /// card-rhythm over scale frequency 0.2, 0.3, 0.4 × centre frequency 0.1, 0.2 (6 points,
    /// the last key fastest: point = 2 × column + row), swept into `folder`.
    static func sweep(into out: TempDirectory, folder: String, gridFile: String = "small.json") throws -> String {
        let grid = try String(contentsOfFile: ServeTestServer.repository + "/experiments/card-rhythm.json", encoding: .utf8)
            .replacingOccurrences(
                of: "\"scenarios/card-snap-flick.json\"",
                with: "\"\(ServeTestServer.repository)/experiments/scenarios/card-snap-flick.json\""
            )
            .replacingOccurrences(of: "\"name\": \"card-rhythm\"", with: "\"name\": \"serve-small\"")
            .replacingOccurrences(of: "{\"from\": 0.05, \"to\": 0.8, \"step\": 0.05}", with: "[0.2, 0.3, 0.4]")
            .replacingOccurrences(of: "{\"from\": 0.05, \"to\": 0.5, \"step\": 0.05}", with: "[0.1, 0.2]")
        try FileManager.default.createDirectory(
            atPath: (out.file(gridFile) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let file = try out.write(grid, to: gridFile)
        let sweep = tunelab("sweep", file, "--out", out.file(folder), "--quiet")
        try #require(sweep.code == 0, "\(sweep)")
        return out.file(folder)
    }

    @Test func theChartsOfAResultsFolderPlaceTheCursorOnTheRightCell() throws {
        let out = try TempDirectory("serve-charts")
        defer { out.remove() }
        let folder = try Self.sweep(into: out, folder: "results")
        let server = try ServeTestServer(input: folder)
        defer { server.stop() }
        let reply = server.request("GET", "/api/charts")
        try #require(reply.status == 200, "\(reply)")
        let root = try JSONParser.parse(reply.body, file: "charts")
        #expect(root["source"]?.value.stringValue == "results")
        let axes = root["axes"]?.value.arrayValue ?? []
        #expect(axes.map { $0["key"]?.value.stringValue ?? "" } == ["layout.scaleFrequency", "layout.centerFrequency"])
        #expect(axes.map { ($0["values"]?.value.arrayValue ?? []).count } == [3, 2])
        let maps = root["heatmaps"]?.value.arrayValue ?? []
        // One heat map per ranked metric over the one pair of keys, as the report has them.
        #expect(maps.map { $0["metric"]?.value.stringValue ?? "" } == ["jitter_rms_pt", "pixel_flips"])
        let map = try #require(maps.first)
        let xs = (map["xs"]?.value.arrayValue ?? []).compactMap { $0.value.stringValue }
        let ys = (map["ys"]?.value.arrayValue ?? []).compactMap { $0.value.stringValue }
        #expect(xs == ["0.2", "0.3", "0.4"] && ys == ["0.1", "0.2"], "\(xs) × \(ys)")
        let svg = try #require(SVGNode.parse(map["svg"]?.value.stringValue ?? ""))
        // The page's rule: any cell gives the plot's left edge and bottom (its column and row
        // among xs and ys), and the cursor of (0.3, 0.2) — column 1, row 1 — sits at
        // left + 1 × width, bottom − 2 × height. By hand: that is point 2 × 1 + 1 = 3.
        let cells = svg.all("rect", class: "cell")
        try #require(cells.count == 6, "\(cells.count) cells")
        let any = cells[0]
        let ix = try #require(xs.firstIndex(of: any["data-x"] ?? "")), iy = try #require(ys.firstIndex(of: any["data-y"] ?? ""))
        let w = any.number("width"), h = any.number("height")
        let left = any.number("x") - Double(ix) * w, bottom = any.number("y") + Double(iy + 1) * h
        let cursor = try #require(cells.first { $0.number("x") == left + 1 * w && $0.number("y") == bottom - 2 * h })
        #expect(cursor["data-point"] == "3" && cursor["data-x"] == "0.3" && cursor["data-y"] == "0.2", "\(cursor)")
        let rows = out.csv("results/results.csv")
        let jitter = try #require(rows.first?.firstIndex(of: "jitter_rms_pt"))
        #expect(cursor["data-value"] == rows[4][jitter], "point 3 is results.csv's fifth line")
        // The Pareto scatter: point 3's plotted values, placed by the frame's ranges, land on
        // its own circle, or within 2 px of the grey circle it shares.
        let pareto = try #require(root["pareto"])
        let points = (pareto["points"]?.value.arrayValue ?? []).map { ($0.value.arrayValue ?? []).compactMap { $0.value.doubleValue } }
        let three = try #require(points.first { $0.first == 3 })
        #expect(three[1] == Double(rows[4][jitter]), "\(three)")
        let scatter = try #require(SVGNode.parse(pareto["svg"]?.value.stringValue ?? ""))
        let plot = try #require(scatter.all("rect", class: "plot").first)
        let xr = (plot["data-x"] ?? "").split(separator: " ").compactMap { Double($0) }
        let yr = (plot["data-y"] ?? "").split(separator: " ").compactMap { Double($0) }
        try #require(xr.count == 2 && yr.count == 2, "\(plot)")
        let cx = plot.number("x") + (three[1] - xr[0]) / (xr[1] - xr[0]) * plot.number("width")
        let cy = plot.number("y") + plot.number("height") - (three[2] - yr[0]) / (yr[1] - yr[0]) * plot.number("height")
        let circles = scatter.all("circle", class: "point") + scatter.all("circle", class: "front")
        #expect(circles.contains { abs($0.number("cx") - cx) <= 2 && abs($0.number("cy") - cy) <= 2 }, "(\(cx), \(cy))")
        // Built once: the same bytes again.
        #expect(server.request("GET", "/api/charts").body == reply.body)
    }

    @Test func aGridFindsItsResultsBesideItsFolderElseTheChartsAreTheNeighbourhoods() throws {
        let out = try TempDirectory("serve-charts-none")
        defer { out.remove() }
        // experiments/small.json and reports/serve-small, as a repository lays them out.
        let folder = try Self.sweep(into: out, folder: "reports/serve-small", gridFile: "experiments/small.json")
        func source() throws -> String? {
            let server = try ServeTestServer(input: out.file("experiments/small.json"))
            defer { server.stop() }
            let reply = server.request("GET", "/api/charts")
            #expect(reply.status == 200, "\(reply)")
            return try JSONParser.parse(reply.body, file: "charts")["source"]?.value.stringValue
        }
        #expect(try source() == "results")
        try FileManager.default.removeItem(atPath: folder + "/results.csv")
        #expect(try source() == "neighbourhood")
        let scenario = try ServeTestServer(input: ServeTestServer.repository + "/experiments/scenarios/card-snap-flick.json")
        defer { scenario.stop() }
        let none = try JSONParser.parse(scenario.request("GET", "/api/charts").body, file: "charts")
        #expect(none["source"]?.value.stringValue == "neighbourhood")
    }
}
