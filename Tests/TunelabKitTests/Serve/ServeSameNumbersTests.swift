import Foundation
import Testing

@testable import TunelabKit

/// The frames and metrics the page shows for a point are, byte for byte, what `tunelab run`
/// writes for that point's scenario (docs/serve.md#same-numbers); saves and the file watch.
@Suite(.serialized) struct ServeSameNumbersTests {
    static let repository = ServeTestServer.repository

    /// Simulates `body` over HTTP, saves the same point as a scenario, runs it with `tunelab
    /// run`, and compares the bytes.
    func check(input: String, body: String, label: String) throws {
        let server = try ServeTestServer(input: input)
        defer { server.stop() }
        let reply = server.request("POST", "/api/simulate", body: body)
        try #require(reply.status == 200, "\(label): \(reply)")
        let saved = server.request("POST", "/api/save", body: body)
        try #require(saved.status == 200, "\(label): \(saved)")
        let file = try #require(ServeTestClient.jsonString(saved.body, "saved"))
        #expect(file == server.out.path + "/point-1.json", "\(label): saved under a server-made name: \(file)")
        let run = tunelab("run", file, "--out", server.out.file("run"))
        try #require(run.code == 0, "\(label): \(run)")
        let frames = try #require(ServeTestClient.jsonString(reply.body, "framesCSV"))
        let metrics = try #require(ServeTestClient.jsonString(reply.body, "metricsCSV"))
        #expect(frames == server.out.text("run/frames.csv"), "\(label): frames.csv differs")
        #expect(
            metrics == server.out.text("run/metrics.csv"),
            "\(label): metrics.csv differs: \(metrics) vs \(server.out.text("run/metrics.csv"))")
        // The point moved: not the baseline's numbers.
        let baseline = try #require(ServeTestClient.jsonString(server.request("POST", "/api/simulate", body: "{}").body, "metricsCSV"))
        #expect(baseline != metrics, "\(label): the change moved no metric")
    }

    @Test func aGridPointIsWhatRunWrites() throws {
        try check(
            input: Self.repository + "/experiments/card-rhythm.json",
            body: "{\"values\":{\"layout.scaleFrequency\":0.3,\"layout.centerFrequency\":0.45},\"case\":1}", label: "card-rhythm case 2")
    }

    @Test func aScenarioPointIsWhatRunWrites() throws {
        try check(
            input: Self.repository + "/experiments/scenarios/card-snap-flick.json",
            body: "{\"values\":{\"scroll.snap.spring.dampingRatio\":0.5,\"touch.rate\":60}}", label: "card-snap-flick")
    }

    /// A gesture drawn on the page replaces the case's: the point and its save (a scenario whose
    /// trace holds the samples) give `tunelab run`'s bytes.
    @Test func aDrawnGestureIsWhatRunWrites() throws {
        try check(
            input: Self.repository + "/experiments/card-rhythm.json",
            body: "{\"values\":{\"layout.scaleFrequency\":0.3},\"gesture\":[[0,0],[0.05,-30],[0.1,-70],[0.15,-120]]}",
            label: "card-rhythm, drawn")
    }

    /// Issue 44: a scenario whose gesture is a trace file (relative to the scenario's folder)
    /// saves to a file that runs from the launch folder, and exports.
    @Test func aTraceFileScenarioSavesAndExports() throws {
        try check(
            input: Self.repository + "/experiments/scenarios/trace-replay.json",
            body: "{\"values\":{\"scroll.decelerationRate\":0.99}}", label: "trace-replay")
        let server = try ServeTestServer(input: Self.repository + "/experiments/scenarios/trace-replay.json")
        defer { server.stop() }
        let export = server.request("POST", "/api/export", body: "{\"target\":\"json\"}")
        #expect(export.status == 200, "\(export)")
    }

    /// Issue 44: a save is numbered after the saves already in the folder (an earlier launch's).
    @Test func savesNeverOverwriteAnEarlierLaunchs() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        try "{}\n".write(toFile: server.out.path + "/point-7.json", atomically: true, encoding: .utf8)
        try "{}\n".write(toFile: server.out.path + "/grid-2.json", atomically: true, encoding: .utf8)
        let saved = server.request("POST", "/api/save", body: "{}")
        #expect(ServeTestClient.jsonString(saved.body, "saved") == server.out.path + "/point-8.json", "\(saved)")
        let grid = server.request("POST", "/api/save", body: "{\"as\":\"grid\"}")
        #expect(ServeTestClient.jsonString(grid.body, "saved") == server.out.path + "/grid-9.json", "\(grid)")
        #expect(server.out.text("point-7.json") == "{}\n", "the earlier save is kept")
    }

    /// A drawn gesture beyond the cap, or not a list, is refused before any work.
    @Test func aDrawnGestureIsCapped() throws {
        let server = try ServeTestServer(input: Self.repository + "/experiments/card-rhythm.json")
        defer { server.stop() }
        let many = (0...ServeRequestBody.maximumGestureSamples).map { "[\($0),\($0)]" }.joined(separator: ",")
        let tooMany = server.request("POST", "/api/simulate", body: "{\"gesture\":[\(many)]}")
        #expect(tooMany.status == 422 && tooMany.body.contains("expected a list of 2 to 2000"), "\(tooMany)")
        let still = server.request("POST", "/api/simulate", body: "{\"gesture\":[[0,1],[0.1,1]]}")
        #expect(still.status == 422 && still.body.contains("never moves"), "\(still)")
        let text = server.request("POST", "/api/simulate", body: "{\"gesture\":\"swipe\"}")
        #expect(text.status == 422, "\(text)")
    }

    @Test func theBaselineIsTheInputAsRunWritesIt() throws {
        let input = Self.repository + "/experiments/scenarios/card-snap-flick.json"
        let server = try ServeTestServer(input: input)
        defer { server.stop() }
        let reply = server.request("POST", "/api/simulate", body: "{}")
        let run = tunelab("run", input, "--out", server.out.file("run"))
        try #require(run.code == 0, "\(run)")
        #expect(ServeTestClient.jsonString(reply.body, "framesCSV") == server.out.text("run/frames.csv"), "frames.csv differs")
        #expect(ServeTestClient.jsonString(reply.body, "metricsCSV") == server.out.text("run/metrics.csv"), "metrics.csv differs")
    }

    @Test func everyExportTargetIsOffered() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        for target in ExportTarget.allCases {
            let reply = server.request(
                "POST", "/api/export", body: "{\"values\":{\"layout.scaleFrequency\":0.3},\"target\":\"\(target.rawValue)\"}")
            #expect(reply.status == 200, "\(target): \(reply)")
            #expect((ServeTestClient.jsonString(reply.body, "text") ?? "").count > 100, "\(target): no text")
        }
        #expect(server.request("GET", "/api/state").body.contains("\"targets\":[\"swift\""), "state lists the targets")
    }

    @Test func aChangedInputFileIsPickedUpWithoutARestart() throws {
        let directory = try TempDirectory("serve-watch")
        defer { try? FileManager.default.removeItem(atPath: directory.path) }
        let original = try String(contentsOfFile: Self.repository + "/experiments/scenarios/card-snap-flick.json", encoding: .utf8)
        let file = try directory.write(original, to: "watched.json")
        let server = try ServeTestServer(input: file)
        defer { server.stop() }
        let before = server.request("GET", "/api/state").body
        #expect(before.contains("\"version\":1,"), "\(before.prefix(80))")
        try directory.write(original.replacingOccurrences(of: "\"dampingRatio\": 0.8", with: "\"dampingRatio\": 0.4"), to: "watched.json")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: file)
        let after = server.request("GET", "/api/state").body
        #expect(after.contains("\"version\":2,"), "\(after.prefix(80))")
        #expect(
            after.contains("\"key\":\"scroll.snap.spring.dampingRatio\",\"kind\":\"range\",\"min\":0.2,\"max\":0.8"),
            "the new value's range")
        // A broken edit keeps the last good model and says why.
        try directory.write("{", to: "watched.json")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: file)
        let broken = server.request("GET", "/api/state").body
        #expect(broken.contains("\"version\":2,") && broken.contains("watched.json:1:2"), "\(broken.prefix(300))")
    }

    @Test func staleRequestsAreSupersededByNewerOnes() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        #expect(server.request("POST", "/api/simulate", body: "{\"client\":\"a\",\"ticket\":5}").status == 200)
        let stale = server.request("POST", "/api/simulate", body: "{\"client\":\"a\",\"ticket\":4}")
        #expect(stale.status == 409, "\(stale)")
        let other = server.request("POST", "/api/simulate", body: "{\"client\":\"b\",\"ticket\":1}")
        #expect(other.status == 200, "another page's tickets count on their own: \(other.status)")
    }
}
