import Foundation
import Testing
import TunelabKit

/// Recorded traces as a device writes them (issue 14): absolute clocks, milliseconds, 2-D
/// positions projected on the layout's axis, and the input errors — times that do not
/// strictly increase, a finger that never moves, an unknown time unit.
@Suite struct ScenarioDecoderTraceTests {
    /// A finger moving at −1000 pt/s for 0.195 s, then released: the reference every
    /// re-encoding of the same motion must reproduce byte for byte. Samples every 1/128 s,
    /// so every time and translation below (also with an offset clock, or in ms) is exact in binary.
    static let samples = (0..<26).map { j in (t: Double(j) / 128, translation: -1000 * Double(j) / 128) }

    /// Runs `{"trace": {"file": "t.csv", …extra}}`, release, wait; returns frames.csv rows (or the failure).
    static func run(csv: String, extra: String = "", layout: String = "{}") throws -> (rows: [[String]], result: CLIResult) {
        let dir = try TempDirectory("trace-forms")
        defer { dir.remove() }
        try dir.write(csv, to: "t.csv")
        let scenario = try dir.write(
            """
            {"duration": 1, "layout": \(layout),
             "gesture": [{"trace": {"file": "t.csv"\(extra)}}, {"release": {}}, {"wait": 1}]}
            """, to: "s.json")
        let r = tunelab("run", scenario, "--out", dir.file("out"))
        return (r.code == 0 ? dir.csv("out/frames.csv") : [], r)
    }

    static var referenceCSV: String {
        "time,translation\n" + samples.map { "\($0.t),\($0.translation)\n" }.joined()
    }

    /// The same frames, byte for byte.
    static func expectSameMotion(_ rows: [[String]], _ reference: [[String]], _ label: String) {
        #expect(rows.count == reference.count, "\(label): \(rows.count) rows vs \(reference.count)")
        for (row, want) in zip(rows, reference) where row != want {
            Issue.record("\(label): frame \(row) differs from \(want)")
            return
        }
    }

    @Test func referenceTraceMoves() throws {
        let reference = try Self.run(csv: Self.referenceCSV)
        #expect(reference.result.code == 0, "\(reference.result)")
        #expect(
            reference.rows[13][2] != "0" && reference.rows[25][4] == "decelerating",
            "the finger moves the view: \(reference.rows[13]), \(reference.rows[25])")
        #expect(reference.rows[25][5] == "", "released by frame 24: \(reference.rows[25])")
    }

    @Test func absoluteClockIsTakenRelativeToTheFirstSample() throws {
        let reference = try Self.run(csv: Self.referenceCSV).rows
        // CACurrentMediaTime() seconds since boot.
        let base = 81_234.5
        let csv = "time,translation\n" + Self.samples.map { "\(base + $0.t),\($0.translation)\n" }.joined()
        let absolute = try Self.run(csv: csv)
        #expect(absolute.result.code == 0, "\(absolute.result)")
        Self.expectSameMotion(absolute.rows, reference, "absolute clock")
    }

    @Test func millisecondsWithTimeUnit() throws {
        let reference = try Self.run(csv: Self.referenceCSV).rows
        // MotionEvent.getEventTime(): ms since boot.
        let csv = "time,translation\n" + Self.samples.map { "\(5_000_000 + $0.t * 1000),\($0.translation)\n" }.joined()
        let ms = try Self.run(csv: csv, extra: #", "timeUnit": "ms""#)
        #expect(ms.result.code == 0, "\(ms.result)")
        Self.expectSameMotion(ms.rows, reference, "ms")
        // Read as seconds, the same file is a different (slow) motion: the unit matters.
        let asSeconds = try Self.run(csv: csv)
        #expect(asSeconds.result.code == 0 && asSeconds.rows[25][4] != "decelerating", "ms read as s: \(asSeconds.rows[25])")
    }

    @Test func twoDimensionalTraceIsProjectedOnAVerticalAxis() throws {
        let reference = try Self.run(csv: Self.referenceCSV).rows
        // Finger moving up the screen (y falls) with some sideways wobble that must not count.
        let csv = "time,x,y\n" + Self.samples.enumerated().map { j, s in "\(s.t),\(100 + Double(j % 3)),\(600 + s.translation)\n" }.joined()
        let projected = try Self.run(csv: csv)
        #expect(projected.result.code == 0, "\(projected.result)")
        Self.expectSameMotion(projected.rows, reference, "x,y vertical")
    }

    @Test func twoDimensionalTraceIsProjectedOnAHorizontalAxis() throws {
        let layout = #"{"kind": "cardStack"}"#
        let reference = try Self.run(csv: Self.referenceCSV, layout: layout).rows
        // Finger moving left (x falls): translation x − x₀, negative, scrolls to later cards.
        let csv = "time,x,y\n" + Self.samples.enumerated().map { j, s in "\(s.t),\(300 + s.translation),\(400 + Double(j % 2))\n" }.joined()
        let projected = try Self.run(csv: csv, layout: layout)
        #expect(projected.result.code == 0, "\(projected.result)")
        Self.expectSameMotion(projected.rows, reference, "x,y horizontal")
        #expect((Double(projected.rows[20][2]) ?? 0) > 100, "moving left scrolls forward: \(projected.rows[20])")
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let label: String
        let csv: String
        let extra: String
        /// Expected stderr; `$S` is the scenario path.
        let message: String
        var testDescription: String { label }
    }

    static let bad: [Bad] = [
        Bad(
            label: "repeated time", csv: "time,translation\n0,0\n0.1,-5\n0.1,-6\n", extra: "",
            message: "t.csv:4:1: time: expected a time after the previous sample's 0.1 (times must strictly increase)"),
        Bad(
            label: "repeated absolute time", csv: "time,translation\n7.5,0\n7.5,-1\n", extra: "",
            message: "t.csv:3:1: time: expected a time after the previous sample's 7.5 (times must strictly increase)"),
        Bad(
            label: "decreasing ms", csv: "time,x,y\n100,0,0\n90,0,-3\n", extra: #", "timeUnit": "ms""#,
            message: "t.csv:3:1: time: expected a time after the previous sample's 100 (times must strictly increase)"),
        Bad(
            label: "still translation", csv: "time,translation\n0,-4\n0.1,-4\n0.2,-4\n", extra: "",
            message:
                "$S:2:33: gesture[0].trace.file: \"t.csv\" never moves: its translation is -4 in all 3 samples; expected a finger that moves (a still finger is a \"hold\" step)"
        ),
        Bad(
            label: "still along the axis", csv: "time,x,y\n0,0,10\n0.1,30,10\n", extra: "",
            message:
                "$S:2:33: gesture[0].trace.file: \"t.csv\" never moves: its y (the vertical layout's axis) is 0 in all 2 samples; expected a finger that moves (a still finger is a \"hold\" step)"
        ),
        Bad(
            label: "unknown unit", csv: "time,translation\n0,0\n0.1,-1\n", extra: #", "timeUnit": "sec""#,
            message: "$S:2:54: gesture[0].trace.timeUnit: expected one of \"s\", \"ms\", got \"sec\"")
    ]

    @Test(arguments: bad)
    func badTraceIsOneLineAndNothingIsWritten(_ bad: Bad) throws {
        let dir = try TempDirectory("trace-rules")
        defer { dir.remove() }
        try dir.write(bad.csv, to: "t.csv")
        let scenario = try dir.write(
            """
            {"duration": 1,
             "gesture": [{"trace": {"file": "t.csv"\(bad.extra)}}, {"release": {}}]}
            """, to: "s.json")
        let r = tunelab("run", scenario, "--out", dir.file("out"))
        let expected = bad.message.replacingOccurrences(of: "$S", with: scenario) + "\n"
        #expect(r.code == 2 && r.out.isEmpty && r.err == expected, "\(bad.label): \(r)")
        #expect(!dir.exists("out"), "\(bad.label): no output directory")
    }
}
