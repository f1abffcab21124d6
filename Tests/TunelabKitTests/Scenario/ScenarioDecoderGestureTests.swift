import Foundation
import Testing
import TunelabKit
import TestSupport

/// Gesture steps from scenario files, above all recorded traces (docs/scenario.md#touch, docs/command-line.md#errors): a trace
/// replays, its release velocity is estimated, and a bad trace file is one exact message.
@Suite struct ScenarioDecoderGestureTests {
    /// `time,translation` samples of a finger moving at `velocity` pt/s, `count` samples at `rate` Hz.
    static func constantVelocityTrace(velocity: Double, count: Int, rate: Double = 120) -> String {
        var text = "time,translation\n"
        for j in 0..<count { text += "\(Double(j) / rate),\(velocity * Double(j) / rate)\n" }
        return text
    }

    @Test(arguments: ["lsq2", "ios", "last-two"])
    func constantVelocityTraceReplaysAndItsReleaseVelocityIsEstimated(estimator: String) throws {
        let dir = try TempDirectory("trace-replay")
        defer { dir.remove() }
        try dir.write(Self.constantVelocityTrace(velocity: -1000, count: 25), to: "scenarios/traces/flat.csv")
        let scenario = try dir.write(
            """
            {"duration": 1, "touch": {"velocityEstimator": "\(estimator)"},
             "gesture": [{"trace": {"file": "traces/flat.csv"}}, {"release": {}}, {"wait": 1}]}
            """, to: "scenarios/replay.json")
        let r = tunelab("run", scenario, "--out", dir.file("out"))
        #expect(r.code == 0 && r.err.isEmpty, "\(estimator): \(r)")
        let frames = dir.csv("out/frames.csv")
        #expect(frames.first == ["frame", "time", "offset", "velocity", "phase", "touch"])
        #expect(frames.count == 122, "\(estimator): 121 frames in 1 s at 120 Hz, got \(frames.count - 1)")
        // While the finger replays the trace (frames 0…23, t < 0.2 s), offset = −translation = 1000·t.
        for k in 0...23 {
            let row = frames[k + 1]
            let t = Double(k) / 120
            #expect(row[4] == "dragging", "\(estimator): frame \(k) phase \(row[4])")
            #expect(isApprox(Double(row[5]) ?? .nan, -1000 * t, abs: 1e-9), "\(estimator): frame \(k) touch \(row[5])")
            #expect(isApprox(Double(row[2]) ?? .nan, 1000 * t, abs: 1e-9), "\(estimator): frame \(k) offset \(row[2])")
        }
        // Released at t = 0.2 s with the estimated finger velocity −1000 pt/s: scroll velocity +1000.
        let release = frames[25]
        #expect(release[4] == "decelerating" && release[5] == "", "\(estimator): frame 24 is \(release)")
        #expect(isApprox(Double(release[3]) ?? .nan, 1000, abs: 1e-6), "\(estimator): release velocity \(release[3])")
        let metrics = dir.csv("out/metrics.csv")
        let column = try #require(metrics[0].firstIndex(of: "release_velocity_error"))
        let error = try #require(Double(metrics[1][column]), "\(estimator): release_velocity_error is not empty")
        #expect(abs(error) < 1e-6, "\(estimator): a constant velocity is estimated exactly, error \(error)")
    }

    @Test func traceFileIsRelativeToTheScenarioAndTheFingerStaysDown() throws {
        let dir = try TempDirectory("trace-stays")
        defer { dir.remove() }
        try dir.write("time,translation\n0,0\n0.05,-10\n0.1,-20\n", to: "s/t.csv")
        let scenario = try dir.write(#"{"duration": 0.5, "gesture": [{"trace": {"file": "t.csv"}}]}"#, to: "s/s.json")
        #expect(tunelab("run", scenario, "--out", dir.file("out")).code == 0)
        let last = try #require(dir.csv("out/frames.csv").last)
        #expect(last[4] == "dragging" && last[5] == "-20" && last[2] == "20", "the finger stays as the trace left it: \(last)")
    }

    /// Samples written in the scenario run exactly as the same samples in a file.
    @Test func inlineSamplesRunAsTheFileDoes() throws {
        let dir = try TempDirectory("trace-inline")
        defer { dir.remove() }
        try dir.write("time,translation\n0,0\n0.05,-10\n0.1,-20\n", to: "t.csv")
        let file = try dir.write(#"{"duration": 0.5, "gesture": [{"trace": {"file": "t.csv"}}, {"release": {}}]}"#, to: "f.json")
        let inline = try dir.write(
            #"{"duration": 0.5, "gesture": [{"trace": {"samples": [[0, 0], [50, -10], [100, -20]], "timeUnit": "ms"}}, {"release": {}}]}"#,
            to: "i.json")
        #expect(tunelab("run", file, "--out", dir.file("f")).code == 0)
        #expect(tunelab("run", inline, "--out", dir.file("i")).code == 0)
        #expect(dir.bytes("i/frames.csv") == dir.bytes("f/frames.csv") && dir.bytes("i/metrics.csv") == dir.bytes("f/metrics.csv"))
    }

    /// Each bad inline trace: one line at the sample (or the key) that is wrong.
    @Test(arguments: [
        (#"[[0, 0], [0, 1]]"#, "s.json:1:45: gesture[0].trace.samples[1]: expected a time after the previous sample's 0"),
        (#"[[0, 0], [0.1]]"#, "s.json:1:45: gesture[0].trace.samples[1]: expected a sample [time, translation] of two numbers, got a list"),
        (#"[[0, 3], [0.1, 3]]"#, "the trace never moves: its translation is 3 in all 2 samples"),
        (#"[]"#, "expected a non-empty list of [time, translation] samples, got a list"),
        (#"[[0, 0], [0.1, 1e9]]"#, "expected a time below 1e6 s from the first sample and a translation below 1e9 pt")
    ])
    func badInlineSamples(samples: String, expected: String) throws {
        let dir = try TempDirectory("trace-inline-bad")
        defer { dir.remove() }
        let path = try dir.write(#"{"gesture": [{"trace": {"samples": \#(samples)}}]}"#, to: "s.json")
        let result = tunelab("run", path, "--out", dir.file("out"))
        #expect(result.code == 2 && result.errLines.count == 1 && result.err.contains(expected), "\(result)")
        #expect(!dir.exists("out"), "nothing written")
        let both = try dir.write(#"{"gesture": [{"trace": {"file": "t.csv", "samples": [[0, 0], [1, 1]]}}]}"#, to: "b.json")
        #expect(tunelab("run", both).err.contains("expected either a \"file\" or \"samples\", not both"))
    }

    struct BadTrace: CustomTestStringConvertible, Sendable {
        let label: String
        /// The trace file's text, or nil for a directory in its place.
        let csv: String?
        /// The expected stderr, with `$S` for the scenario's path.
        let message: String
        var testDescription: String { label }
    }

    static let badTraces: [BadTrace] = [
        BadTrace(
            label: "bad cell", csv: "time,translation\n0,0\n0.1,abc\n",
            message: "t.csv:3:5: translation: expected a number, got \"abc\""),
        BadTrace(
            label: "time going back", csv: "time,translation\n0,0\n0.1,-1\n0.05,-2\n",
            message: "t.csv:4:1: time: expected a time after the previous sample's 0.1 (times must strictly increase)"),
        BadTrace(
            label: "missing column", csv: "time,x\n0,0\n",
            message: "t.csv:1:1: expected a header time,translation or time,x,y; got time,x"),
        BadTrace(
            label: "misspelt column", csv: "time,translaton\n0,0\n",
            message: "t.csv:1:1: expected a header time,translation or time,x,y; got time,translaton; did you mean \"translation\"?"),
        BadTrace(
            label: "no time column", csv: "t,dy\n0,0\n",
            message: "t.csv:1:1: expected a header time,translation or time,x,y; got t,dy"),
        BadTrace(
            label: "time and an unknown column", csv: "time,dy\n0,0\n",
            message: "t.csv:1:1: expected a header time,translation or time,x,y; got time,dy"),
        BadTrace(
            label: "misspelt time", csv: "tme,translation\n0,0\n",
            message: "t.csv:1:1: expected a header time,translation or time,x,y; got tme,translation; did you mean \"time\"?"),
        BadTrace(label: "ragged row", csv: "time,translation\n0,0,1\n", message: "t.csv:2:1: expected 2 fields as in the header, got 3"),
        BadTrace(label: "no samples", csv: "time,translation\n", message: "$S:1:33: gesture[0].trace.file: \"t.csv\" has no samples"),
        BadTrace(label: "a directory", csv: nil, message: "$S:1:33: gesture[0].trace.file: cannot read \"t.csv\": is a directory")
    ]

    @Test(arguments: badTraces)
    func badTraceIsOneLineAtItsPlaceAndNoOutput(_ bad: BadTrace) throws {
        let dir = try TempDirectory("trace-bad")
        defer { dir.remove() }
        if let csv = bad.csv {
            try dir.write(csv, to: "t.csv")
        } else {
            try FileManager.default.createDirectory(atPath: dir.file("t.csv"), withIntermediateDirectories: true)
        }
        let scenario = try dir.write(#"{"gesture": [{"trace": {"file": "t.csv"}}, {"release": {}}]}"#, to: "s.json")
        let r = tunelab("run", scenario, "--out", dir.file("out"))
        let expected = bad.message.replacingOccurrences(of: "$S", with: scenario) + "\n"
        #expect(r.code == 2 && r.out.isEmpty && r.err == expected, "\(bad.label): \(r)")
        #expect(!dir.exists("out"), "\(bad.label): no output directory")
    }
}
