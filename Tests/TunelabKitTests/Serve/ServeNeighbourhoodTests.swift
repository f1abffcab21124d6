import Foundation
import Testing

@testable import TunelabKit

/// The neighbourhood around the current point: the values `tunelab sweep` gives for the same
/// points, and its bounds.
@Suite(.serialized) struct ServeNeighbourhoodTests {
    @Test func cellsAreWhatASweepOfThatPointGives() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let reply = server.request(
            "POST", "/api/neighbourhood",
            body:
                "{\"values\":{\"layout.centerFrequency\":0.3},\"x\":\"layout.scaleFrequency\",\"y\":\"layout.centerFrequency\",\"size\":32}"
        )
        try #require(reply.status == 200, "\(reply)")
        let root = try JSONParser.parse(reply.body, file: "reply")
        let xs = (root["x"]?["values"]?.value.arrayValue ?? []).compactMap { $0.value.doubleValue }
        let ys = (root["y"]?["values"]?.value.arrayValue ?? []).compactMap { $0.value.doubleValue }
        let cells = (root["cells"]?.value.arrayValue ?? []).map { $0.value.doubleValue }
        try #require(xs.count == 32 && ys.count == 32 && cells.count == 1024, "\(xs.count) × \(ys.count), \(cells.count) cells")
        #expect(root["metric"]?.value.stringValue == "jitter_rms_pt")
        // Two cells against a one-point sweep of the same grid at those values.
        for (i, j) in [(0, 0), (20, 7)] {
            let grid = try String(contentsOfFile: ServeTestServer.repository + "/experiments/card-rhythm.json", encoding: .utf8)
                .replacingOccurrences(
                    of: "\"scenarios/card-snap-flick.json\"",
                    with: "\"\(ServeTestServer.repository)/experiments/scenarios/card-snap-flick.json\""
                )
                .replacingOccurrences(of: "{\"from\": 0.05, \"to\": 0.8, \"step\": 0.05}", with: "[\(NumberFormat.shortest(xs[i]))]")
                .replacingOccurrences(of: "{\"from\": 0.05, \"to\": 0.5, \"step\": 0.05}", with: "[\(NumberFormat.shortest(ys[j]))]")
            let file = try server.out.write(grid, to: "one-\(i)-\(j).json")
            let sweep = tunelab("sweep", file, "--out", server.out.file("sweep-\(i)-\(j)"), "--quiet")
            try #require(sweep.code == 0, "\(sweep)")
            let rows = server.out.csv("sweep-\(i)-\(j)/results.csv")
            let column = try #require(rows.first?.firstIndex(of: "jitter_rms_pt"))
            #expect(
                rows[1][column] == NumberFormat.shortest(cells[j * 32 + i]),
                "cell (\(i), \(j)): \(rows[1][column]) vs \(String(describing: cells[j * 32 + i]))")
        }
    }

    /// Under a drawn gesture the neighbourhood runs the chosen case with the drawn trace in
    /// place of its gesture, as `/api/simulate` plays it: its cells are a sweep of that point
    /// whose one case is the drawn one — and not the grid's two cases.
    @Test func aDrawnGestureIsWhatTheNeighbourhoodSweeps() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let samples = "[[0,0],[0.05,-20],[0.1,-50],[0.15,-90],[0.2,-130]]"
        func cells(_ gesture: String) throws -> (xs: [Double], ys: [Double], cells: [Double?]) {
            let reply = server.request(
                "POST", "/api/neighbourhood",
                body:
                    "{\"values\":{\"layout.centerFrequency\":0.3},\"case\":0\(gesture),\"x\":\"layout.scaleFrequency\",\"y\":\"layout.centerFrequency\",\"size\":4}"
            )
            try #require(reply.status == 200, "\(reply)")
            let root = try JSONParser.parse(reply.body, file: "reply")
            return (
                (root["x"]?["values"]?.value.arrayValue ?? []).compactMap { $0.value.doubleValue },
                (root["y"]?["values"]?.value.arrayValue ?? []).compactMap { $0.value.doubleValue },
                (root["cells"]?.value.arrayValue ?? []).map { $0.value.doubleValue }
            )
        }
        let drawn = try cells(",\"gesture\":\(samples)"), cased = try cells("")
        try #require(drawn.cells.count == 16 && drawn.xs.count == 4 && drawn.ys.count == 4, "\(drawn)")
        #expect(drawn.cells != cased.cells, "the drawn gesture changed nothing")
        for (i, j) in [(0, 0), (3, 2)] {
            let grid = try String(contentsOfFile: ServeTestServer.repository + "/experiments/card-rhythm.json", encoding: .utf8)
                .replacingOccurrences(
                    of: "\"scenarios/card-snap-flick.json\"",
                    with: "\"\(ServeTestServer.repository)/experiments/scenarios/card-snap-flick.json\""
                )
                .replacingOccurrences(of: "{\"from\": 0.05, \"to\": 0.8, \"step\": 0.05}", with: "[\(NumberFormat.shortest(drawn.xs[i]))]")
                .replacingOccurrences(of: "{\"from\": 0.05, \"to\": 0.5, \"step\": 0.05}", with: "[\(NumberFormat.shortest(drawn.ys[j]))]")
                .replacingOccurrences(
                    of: "\"gesture\": [{\"drag\": {\"translation\": -96, \"duration\": 0.8}}, {\"release\": {}}, {\"wait\": 2}]},",
                    with: "\"gesture\": [{\"trace\": {\"samples\": \(samples)}}, {\"release\": {}}]}],"
                )
                .replacingOccurrences(
                    of:
                        "    {\"name\": \"hard flick 3000 pt/s\", \"gesture\": [{\"flick\": {\"velocity\": -3000}}, {\"wait\": 3}]}\n  ],\n",
                    with: "")
            try #require(grid.contains("\"trace\"") && !grid.contains("hard flick 3000"), "\(grid)")
            let file = try server.out.write(grid, to: "drawn-\(i)-\(j).json")
            let sweep = tunelab("sweep", file, "--out", server.out.file("drawn-sweep-\(i)-\(j)"), "--quiet")
            try #require(sweep.code == 0, "\(sweep)")
            let rows = server.out.csv("drawn-sweep-\(i)-\(j)/results.csv")
            let column = try #require(rows.first?.firstIndex(of: "jitter_rms_pt"))
            #expect(
                rows[1][column] == NumberFormat.shortest(drawn.cells[j * 4 + i] ?? .nan),
                "cell (\(i), \(j)): \(rows[1][column]) vs \(String(describing: drawn.cells[j * 4 + i]))")
        }
    }

    @Test func theWorkIsBounded() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let big = server.request(
            "POST", "/api/neighbourhood", body: "{\"x\":\"layout.scaleFrequency\",\"y\":\"layout.centerFrequency\",\"size\":33}")
        #expect(big.status == 422, "\(big)")
        let same = server.request("POST", "/api/neighbourhood", body: "{\"x\":\"layout.scaleFrequency\",\"y\":\"layout.scaleFrequency\"}")
        #expect(same.status == 422, "\(same)")
        let scenario = try ServeTestServer(input: ServeTestServer.repository + "/experiments/scenarios/card-snap-flick.json")
        defer { scenario.stop() }
        let none = scenario.request("POST", "/api/neighbourhood", body: "{\"x\":\"layout.cardWidth\",\"y\":\"layout.spacing\"}")
        #expect(none.status == 422, "\(none)")
    }
}
