import Foundation
import ScrollPhysics
import Testing

@testable import TunelabKit

/// A/B in step (docs/serve.md, "A/B"): A's values ride with every simulation and are simulated
/// again in its case and gesture; the table's numbers are the report's (plain names, 4
/// significant digits) and a descriptive metric is never judged.
@Suite(.serialized) struct ServePinnedTests {
    static let pinned = "{\"layout.scaleFrequency\":0.3,\"layout.centerFrequency\":0.45}"

    /// The answer's `pinned` files for `body`, and the current point's files for A's values alone.
    func pinnedAndAlone(_ server: ServeTestServer, extra: String) throws -> (pinned: JSONNode, alone: JSONNode) {
        let reply = server.request("POST", "/api/simulate", body: "{\"values\":{},\"pinned\":\(Self.pinned)\(extra)}")
        try #require(reply.status == 200, "\(reply)")
        let alone = server.request("POST", "/api/simulate", body: "{\"values\":\(Self.pinned)\(extra)}")
        try #require(alone.status == 200, "\(alone)")
        let root = try JSONParser.parse(reply.body, file: "reply")
        return (try #require(root["pinned"]), try JSONParser.parse(alone.body, file: "alone"))
    }

    @Test func aIsSimulatedAgainInEachCase() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let first = try pinnedAndAlone(server, extra: ",\"case\":0")
        let second = try pinnedAndAlone(server, extra: ",\"case\":1")
        for (label, run) in [("case 0", first), ("case 1", second)] {
            #expect(run.pinned["framesCSV"]?.value.stringValue == run.alone["framesCSV"]?.value.stringValue, "\(label): A's frames")
            #expect(run.pinned["metricsCSV"]?.value.stringValue == run.alone["metricsCSV"]?.value.stringValue, "\(label): A's metrics")
        }
        #expect(
            first.pinned["framesCSV"]?.value.stringValue != second.pinned["framesCSV"]?.value.stringValue,
            "A plays the new case's gesture, not its old clip")
    }

    @Test func aIsSimulatedAgainUnderADrawnGesture() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let run = try pinnedAndAlone(server, extra: ",\"gesture\":[[0,0],[0.05,-30],[0.1,-70],[0.15,-120]]")
        #expect(run.pinned["framesCSV"]?.value.stringValue == run.alone["framesCSV"]?.value.stringValue)
        let plain = try pinnedAndAlone(server, extra: "")
        #expect(plain.pinned["framesCSV"]?.value.stringValue != run.pinned["framesCSV"]?.value.stringValue)
    }

    /// Three clips (baseline, A, current) under one gesture, and A's column in every metric.
    @Test func theAnswerCarriesAsClipAndColumn() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let reply = server.request("POST", "/api/simulate", body: "{\"pinned\":\(Self.pinned),\"case\":1}")
        let root = try JSONParser.parse(reply.body, file: "reply")
        let labels = root["player"]?["clips"]?.value.arrayValue?.compactMap { $0["label"]?.value.stringValue }
        #expect(labels == ["baseline", "A (pinned)", "current"])
        let metrics = try #require(root["metrics"]?.value.arrayValue)
        let jitter = try #require(metrics.first { $0["name"]?.value.stringValue == "jitter_rms_pt" })
        let raw = try #require(jitter["pinned"]?.value.stringValue.flatMap(Double.init))
        #expect(jitter["label"]?.value.stringValue == "jitter (pt)")
        #expect(jitter["shown"]?["pinned"]?.value.stringValue == ReadableNumber.text(raw))
        let none = server.request("POST", "/api/simulate", body: "{}")
        #expect(!none.body.contains("\"pinned\""), "no A, no column")
        let bad = server.request("POST", "/api/simulate", body: "{\"pinned\":{\"layout.scaleFrequncy\":0.3}}")
        #expect(
            bad.status == 422
                && bad.body.contains("request: pinned: unknown key layout.scaleFrequncy; did you mean layout.scaleFrequency?"), "\(bad)")
    }

    /// 4 significant digits in the readable unit; the descriptive metrics (direction
    /// `unchanged`) are `changed`, never `worse` or `better`.
    @Test func metricsReadAsTheReportsAndDescriptiveOnesAreNotJudged() {
        #expect(ServePointJSON.comparison("travel_pt", value: "-400", baseline: "-300").1 == "changed")
        #expect(ServePointJSON.comparison("overlap_mean_pt", value: "2", baseline: "1").1 == "changed")
        #expect(ServePointJSON.comparison("travel_pt", value: "-300", baseline: "-300").1 == "same")
        #expect(ServePointJSON.comparison("jitter_rms_pt", value: "2", baseline: "1").1 == "worse")
        #expect(ServePointJSON.comparison("velocity_gain", value: "1.1", baseline: "1.3").1 == "better", "closer to 1")
        #expect(!ServePointJSON.judged("travel_pt") && ServePointJSON.judged("jitter_rms_pt"))
        #expect(MetricGlossary.cell("13.634567891234", .jitterRMSPt) == "13.63")
    }
}

/// The page's verdict for the current point follows the report's rule (docs/serve.md).
@Suite(.serialized) struct ServeVerdictTests {
    @Test func theBaselineGetsTheReportsFaultAnswer() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let root = try JSONParser.parse(server.request("POST", "/api/simulate", body: "{\"case\":1}").body, file: "reply")
        // reports/card-rhythm/summary.md: the focus error is "100 % at the baseline", over both cases.
        #expect(
            root["verdict"]?["answer"]?.value.stringValue
                == "No: this point keeps a fault, a focus error of 100 % (the share of frames whose card nearest the centre is not the largest, top-most card), above 50 % (100 % at the baseline)."
        )
        #expect(root["verdict"]?["over"]?.value.stringValue == "worst of 2 cases")
        let scenario = try ServeTestServer(input: ServeTestServer.repository + "/experiments/scenarios/card-snap-flick.json")
        defer { scenario.stop() }
        #expect(scenario.request("POST", "/api/simulate", body: "{}").body.contains("\"verdict\":null,"))
    }

    @Test func yesNoAndTradeOffsByTheReportsRule() throws {
        let grid = try #require(try ServeModel.load(ServeTestServer.repository + "/experiments/card-rhythm.json").grid)
        func values(_ set: [Metric: Double]) -> [Double?] { grid.metrics.map { set[$0] ?? 1 } }
        let base = values([.focusErrorRate: 0.1])
        #expect(
            ServeVerdict.answer(grid, point: base, base: base).hasPrefix("No: this point beats the baseline by more than 5 % on none of"))
        let better = values([.focusErrorRate: 0.1, .jitterRMSPt: 0.5])
        #expect(
            ServeVerdict.answer(grid, point: better, base: base)
                == "Yes: this point beats the baseline on jitter (-50 %) and makes no metric worse by more than 5 %.")
        let traded = values([.focusErrorRate: 0.1, .jitterRMSPt: 0.5, .overlapCV: 2])
        #expect(
            ServeVerdict.answer(grid, point: traded, base: base).hasPrefix(
                "It depends on what you can give up: this point beats the baseline on jitter (-50 %) at the cost of overlap variation"))
        let fault = values([.focusErrorRate: 0.6, .jitterRMSPt: 0.5])
        #expect(ServeVerdict.answer(grid, point: fault, base: base).hasPrefix("No: this point keeps a fault, a focus error of 60 %"))
    }
}

/// Controls in plain words, grouped by the key's first component (docs/serve.md, "Controls").
@Suite struct ServeControlWordsTests {
    @Test func eachControlHasItsLabelGroupAndPath() throws {
        let server = try ServeTestServer(input: ServeTestServer.repository + "/experiments/scenarios/card-snap-flick.json")
        defer { server.stop() }
        let state = server.request("GET", "/api/state").body
        #expect(state.contains("\"label\":\"damping ratio\",\"group\":\"scroll\",\"within\":\"snap.spring\"}"), "\(state.prefix(600))")
        let grid = try ServeTestServer()
        defer { grid.stop() }
        #expect(
            grid.request("GET", "/api/state").body.contains("\"label\":\"scale frequency (rad/pt)\",\"group\":\"layout\",\"within\":\"\"}"))
    }
}
