import Foundation
import Testing
import TunelabKit

/// Each scenario warning (docs/scenario.md, "Warnings"): its exact line from `run`, exit 0 and
/// the outputs written; with `--strict` the same line as an error, exit 2, nothing written.
@Suite struct ScenarioWarningsTests {
    /// `run` on the one-line scenario `text` (and a trace file `t.csv` when given): the stderr
    /// lines that are warnings, with the scenario's path cut off the front.
    static func warnings(_ text: String, trace: String? = nil) throws -> [String] {
        let dir = try TempDirectory("warnings")
        defer { dir.remove() }
        if let trace { try dir.write(trace, to: "t.csv") }
        let path = try dir.write(text, to: "s.json")
        let r = tunelab("run", path, "--out", dir.file("out"))
        #expect(r.code == 0 && dir.exists("out/frames.csv"), "a warning does not fail the run: \(r)")
        let lines = r.errLines.map(String.init).filter { $0.contains("warning: ") }
        #expect(lines.count == r.errLines.count, "only warnings on stderr: \(r)")
        let strict = tunelab("run", path, "--out", dir.file("strict"), "--strict")
        if let first = lines.first {
            #expect(strict.code == 2 && strict.out.isEmpty, "--strict: exit 2: \(strict)")
            #expect(
                strict.err == first.replacingOccurrences(of: "warning: ", with: "") + "\n",
                "--strict: the first warning as the error: \(strict)")
            #expect(!dir.exists("strict"), "--strict: nothing written")
        } else {
            #expect(strict.code == 0, "no warning, no error with --strict: \(strict)")
        }
        return lines.map { String($0.dropFirst(path.count)) }
    }

    /// 1-based column of the first character of `needle` in the one-line `text`.
    static func column(of needle: String, in text: String) throws -> Int {
        try FormulaFileErrorTests.column(of: needle, in: text)
    }

    @Test func flickInPointsPerMillisecond() throws {
        let text = #"{"gesture": [{"flick": {"velocity": -2.5}}, {"wait": 2}]}"#
        #expect(
            try Self.warnings(text) == [
                ":1:\(try Self.column(of: "-2.5", in: text)): gesture[0].flick.velocity: warning: -2.5 pt/s is below uikit's fling threshold (50 pt/s): velocities are in pt/s, and UIKit's scrollViewWillEndDragging reports pt/ms (-2.5 pt/ms = -2500 pt/s)"
            ])
    }

    @Test func releaseBelowFlutterThreshold() throws {
        let text =
            #"{"scroll": {"model": "flutter-ios"}, "gesture": [{"drag": {"translation": -50}}, {"release": {"velocity": -80}}, {"wait": 2}]}"#
        #expect(
            try Self.warnings(text) == [
                ":1:\(try Self.column(of: "-80", in: text)): gesture[1].release.velocity: warning: -80 pt/s is below flutter-ios's fling threshold (100 pt/s): velocities are in pt/s, and UIKit's scrollViewWillEndDragging reports pt/ms (-80 pt/ms = -80000 pt/s)"
            ])
    }

    @Test func fastFlickAndZeroReleaseAreFine() throws {
        #expect(try Self.warnings(#"{"gesture": [{"flick": {"velocity": -2000}}, {"wait": 2}]}"#) == [])
        #expect(try Self.warnings(#"{"gesture": [{"drag": {"translation": -50}}, {"release": {"velocity": 0}}, {"wait": 2}]}"#) == [])
    }

    @Test func waitInMilliseconds() throws {
        let text = #"{"gesture": [{"flick": {"velocity": -2000}}, {"wait": 2000}]}"#
        #expect(
            try Self.warnings(text) == [
                ":1:\(try Self.column(of: "2000}]", in: text)): gesture[1].wait: warning: a wait of 2000 s, longer than the scenario (3 s): durations are in s, not ms (2000 ms = 2 s)"
            ])
    }

    @Test func dragDurationInMilliseconds() throws {
        let text = #"{"gesture": [{"drag": {"translation": -100, "duration": 150}}]}"#
        #expect(
            try Self.warnings(text) == [
                ":1:\(try Self.column(of: "150", in: text)): gesture[0].drag.duration: warning: a drag of 150 s, longer than the scenario (3 s): durations are in s, not ms (150 ms = 0.15 s)"
            ])
    }

    @Test func dragCutAtTheDuration() throws {
        let text = #"{"duration": 1, "gesture": [{"drag": {"translation": -100, "duration": 1.5}}]}"#
        #expect(
            try Self.warnings(text) == [
                ":1:\(try Self.column(of: #"{"drag""#, in: text)): gesture[0]: warning: the drag ends at 1.5 s, after the scenario's duration (1 s): it is cut there"
            ])
    }

    @Test func stepAfterTheDurationNeverRuns() throws {
        let text = #"{"duration": 1, "gesture": [{"wait": 1.5}, {"flick": {"velocity": -1000}}]}"#
        #expect(
            try Self.warnings(text) == [
                ":1:\(try Self.column(of: #"{"flick""#, in: text)): gesture[1]: warning: the flick never runs: the steps before it end at 1.5 s, after the scenario's duration (1 s)"
            ])
    }

    /// Issue 44: a long gesture cut early warns once, counting the later steps, not once a step
    /// (20 000 warnings made a grid over it quadratic).
    @Test func stepsThatNeverRunAreOneWarning() throws {
        let text =
            #"{"duration": 1, "gesture": [{"wait": 1.5}, {"flick": {"velocity": -1000}}, {"wait": 1}, {"release": {}}, {"drag": {"translation": 5}}]}"#
        #expect(
            try Self.warnings(text) == [
                ":1:\(try Self.column(of: #"{"flick""#, in: text)): gesture[1]: warning: the flick never runs: the steps before it end at 1.5 s, after the scenario's duration (1 s); nor do 2 later steps"
            ])
    }

    @Test func aLastWaitPastTheDurationIsFine() throws {
        #expect(try Self.warnings(#"{"duration": 0.5, "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]}"#) == [])
    }

    /// A finger moving at −1000 pt/s, a sample every 1/128 s, for 0.195 s; times in `scale` units.
    static func trace(scale: Double) -> String {
        "time,translation\n" + (0..<26).map { "\(Double($0) / 128 * scale),\(-1000 * Double($0) / 128)\n" }.joined()
    }

    /// One warning: the release after the trace "never runs" only because of the trace's unit.
    @Test func traceInMillisecondsWithoutTimeUnit() throws {
        let text = #"{"gesture": [{"trace": {"file": "t.csv"}}, {"release": {}}, {"wait": 2}]}"#
        #expect(
            try Self.warnings(text, trace: Self.trace(scale: 1000)) == [
                ":1:\(try Self.column(of: #"{"file""#, in: text)): gesture[0].trace: warning: \"t.csv\" spans 195.3125 s, longer than the scenario (3 s): recorded in ms? add \"timeUnit\": \"ms\" (0.1953125 s)"
            ])
    }

    @Test func traceInSecondsMarkedMilliseconds() throws {
        let text = #"{"gesture": [{"trace": {"file": "t.csv", "timeUnit": "ms"}}, {"release": {}}, {"wait": 2}]}"#
        #expect(
            try Self.warnings(text, trace: Self.trace(scale: 1)) == [
                ":1:\(try Self.column(of: #"{"file""#, in: text)): gesture[0].trace: warning: \"t.csv\" spans 0.1953125 ms: recorded in s? remove \"timeUnit\": \"ms\" (0.1953125 s)"
            ])
    }

    @Test func traceCutAtTheDuration() throws {
        let text = #"{"duration": 0.1, "gesture": [{"trace": {"file": "t.csv"}}]}"#
        #expect(
            try Self.warnings(text, trace: Self.trace(scale: 1)) == [
                ":1:\(try Self.column(of: #"{"trace""#, in: text)): gesture[0]: warning: \"t.csv\" ends at 0.1953125 s, after the scenario's duration (0.1 s): it is cut there"
            ])
    }

    @Test func parameterNoFormulaReads() throws {
        let text =
            #"{"layout": {"kind": "formula", "pitch": 24, "params": {"radius": 100, "raduis": 5}, "item": {"x": "0", "y": "index * pitch + radius", "width": "10", "height": "10"}}}"#
        #expect(
            try Self.warnings(text) == [
                ":1:\(try Self.column(of: #""raduis""#, in: text)): layout.params: warning: no formula reads \"raduis\"; did you mean \"radius\"?"
            ])
    }

    @Test func uikitSettingUnderAPlatformModel() throws {
        let text =
            #"{"integrator": "rk4", "scroll": {"model": "android", "decelerationRate": "fast"}, "gesture": [{"flick": {"velocity": -2000}}, {"wait": 2}]}"#
        #expect(
            try Self.warnings(text) == [
                ":1:\(try Self.column(of: #""integrator""#, in: text)): warning: \"integrator\" is never read: a uikit setting, and scroll.model is \"android\"",
                ":1:\(try Self.column(of: #""decelerationRate""#, in: text)): scroll: warning: \"decelerationRate\" is never read: a uikit setting, and scroll.model is \"android\""
            ])
    }

    /// A scenario may write out settings it does not use; only their grid keys get a warning.
    @Test func snapIntervalAndSeedInAScenarioAreFine() throws {
        let text =
            #"{"scroll": {"snap": {"policy": "paging", "interval": 30}}, "touch": {"seed": 7}, "gesture": [{"flick": {"velocity": -2000}}, {"wait": 2}]}"#
        #expect(try Self.warnings(text) == [])
    }

    /// validate prints the same warnings, exits 0, and exits 2 with `--strict`.
    @Test func validatePrintsWarningsAndStrictFails() throws {
        let dir = try TempDirectory("warnings-validate")
        defer { dir.remove() }
        let path = try dir.write(#"{"gesture": [{"flick": {"velocity": -2.5}}, {"wait": 2}]}"#, to: "s.json")
        let r = tunelab("validate", path)
        #expect(r.code == 0 && r.errLines.count == 1 && r.err.contains(": gesture[0].flick.velocity: warning: -2.5 pt/s"), "\(r)")
        let strict = tunelab("validate", path, "--strict")
        #expect(strict.code == 2 && strict.out.isEmpty && strict.err.contains(": gesture[0].flick.velocity: -2.5 pt/s"), "\(strict)")
    }
}
