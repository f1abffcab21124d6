import Foundation
import Testing

@testable import TunelabKit

/// `tunelab serve` on what `tunelab optimize` reads and writes (docs/serve.md, "Controls" and
/// "Best point"): a grid's continuous keys are sliders over their range; a results folder's best
/// point (rank 1 of its summary.csv) is offered, and re-evaluated there it gives the value the
/// search recorded.
@Suite(.serialized) struct ServeOptimizeTests {
    static let grid = ServeTestServer.repository + "/experiments/optimize/cardstack-4.json"

    static func state(_ server: ServeTestServer) throws -> JSONNode {
        let reply = server.request("GET", "/api/state")
        try #require(reply.status == 200, "\(reply)")
        return try JSONParser.parse(reply.body, file: "state")
    }

    static func control(_ state: JSONNode, _ key: String) -> JSONNode? {
        state["controls"]?.value.arrayValue?.first { $0["key"]?.value.stringValue == key }
    }

    @Test func anOptimizeFolderServesItsContinuousKeysAndItsBestPoint() throws {
        let dir = try TempDirectory("serve-optimize")
        defer { dir.remove() }
        let out = dir.file("o")
        let run = tunelab("optimize", Self.grid, "--evaluations", "24", "--seed", "3", "--out", out, "--quiet")
        try #require(run.code == 0, "\(run)")
        let summary = dir.csv("o/summary.csv")
        let header = summary[0], best = summary[1]
        func column(_ name: String) throws -> String { best[try #require(header.firstIndex(of: name))] }

        let server = try ServeTestServer(input: out)
        defer { server.stop() }
        let state = try Self.state(server)
        #expect(state["source"]?.value.stringValue == "optimize")
        // {"from": 0.05, "to": 0.8}: the whole range, in steps of a thousandth of its span's decade.
        let scale = try #require(Self.control(state, "layout.scaleFrequency"))
        #expect(scale["kind"]?.value.stringValue == "range")
        #expect(scale["min"]?.value.doubleValue == 0.05 && scale["max"]?.value.doubleValue == 0.8)
        #expect(scale["step"]?.value.doubleValue == 0.0001 && scale["integer"]?.value.boolValue == false)
        let spacing = try #require(Self.control(state, "layout.spacing"))
        #expect(
            spacing["min"]?.value.doubleValue == 16 && spacing["max"]?.value.doubleValue == 40 && spacing["step"]?.value.doubleValue == 0.01
        )

        // The best point: rank 1 of summary.csv, its values as the row writes them.
        let offered = try #require(state["best"])
        #expect(offered["point"]?.value.doubleValue == Double(try column("point")))
        var values: [String] = []
        for key in ["layout.scaleFrequency", "layout.centerFrequency", "layout.spacing", "layout.maxScale"] {
            let text = try column(key)
            #expect(offered["values"]?[key]?.value.doubleValue == Double(text), "\(key)")
            values.append("\"\(key)\":\(text)")
        }
        #expect(offered["ranked"]?["overlap_cv"]?.value.doubleValue == Double(try column("overlap_cv")))

        // Same numbers: simulated at the best point, its ranked value is the one the search recorded.
        let reply = server.request("POST", "/api/simulate", body: "{\"values\":{\(values.joined(separator: ","))}}")
        try #require(reply.status == 200, "\(reply)")
        let ranked = try JSONParser.parse(reply.body, file: "reply")["verdict"]?["ranked"]?.value.arrayValue?.first
        #expect(ranked?["metric"]?.value.stringValue == "overlap_cv")
        #expect(ranked?["value"]?.value.doubleValue == Double(try column("overlap_cv")), "\(reply.body.suffix(400))")

        // A value between the slider's steps is taken as it is; one outside the range is refused.
        let between = server.request("POST", "/api/simulate", body: "{\"values\":{\"layout.scaleFrequency\":0.123456789}}")
        #expect(between.status == 200, "\(between)")
        let outside = server.request("POST", "/api/simulate", body: "{\"values\":{\"layout.scaleFrequency\":0.81}}")
        let refusal = "layout.scaleFrequency: expected a number in [0.05, 0.8], got 0.81"
        #expect(outside.status == 422 && outside.body.contains(refusal), "\(outside)")

        // No heat maps of a search: the page draws the neighbourhood, which spans the continuous range.
        let charts = try JSONParser.parse(server.request("GET", "/api/charts").body, file: "charts")
        #expect(charts["source"]?.value.stringValue == "neighbourhood")
        #expect(charts["reason"]?.value.stringValue?.contains("not a lattice") == true)
        let land = server.request(
            "POST", "/api/neighbourhood", body: "{\"x\":\"layout.scaleFrequency\",\"y\":\"layout.spacing\",\"size\":3}")
        try #require(land.status == 200, "\(land)")
        #expect(land.body.contains("\"values\":[0.05,0.425,0.8]"), "\(land.body.prefix(300))")
        #expect(land.body.contains("\"values\":[16,28,40]"), "\(land.body.prefix(300))")
    }

    @Test func aSweepFoldersBestPointIsRankOneOfItsSummary() throws {
        let server = try ServeTestServer(input: ServeTestServer.repository + "/reports/card-rhythm")
        defer { server.stop() }
        let state = try Self.state(server)
        #expect(state["source"]?.value.stringValue == "results")
        // reports/card-rhythm/summary.csv, rank 1: point 10, scale frequency 0.1, centre frequency 0.05.
        let best = try #require(state["best"])
        #expect(best["point"]?.value.doubleValue == 10)
        #expect(best["values"]?["layout.scaleFrequency"]?.value.doubleValue == 0.1)
        #expect(best["values"]?["layout.centerFrequency"]?.value.doubleValue == 0.05)
        #expect(best["ranked"]?["jitter_rms_pt"]?.value.doubleValue == 16.42970100941751)
        #expect(best["ranked"]?["pixel_flips"]?.value.doubleValue == 9)
    }

    @Test func anOptimizeGridFileServesWithoutABestPoint() throws {
        let server = try ServeTestServer(input: Self.grid)
        defer { server.stop() }
        let state = try Self.state(server)
        #expect(state["source"]?.value.stringValue == "grid")
        #expect(state["best"]?.value.isNull == true)
        // The scenario's spacing (card-snap-flick.json: 24) is in the range, so the slider starts there.
        #expect(Self.control(state, "layout.spacing")?["value"]?.value.doubleValue == 24)
    }

    @Test(arguments: [(0.75, 0.0001), (0.45, 0.0001), (24, 0.01), (1, 0.001), (9.99, 0.001), (1000, 1), (0, 1)])
    func continuousStepIsAThousandthOfTheSpansDecade(span: Double, step: Double) {
        #expect(ServeControl.continuousStep(span) == step)
    }
}
