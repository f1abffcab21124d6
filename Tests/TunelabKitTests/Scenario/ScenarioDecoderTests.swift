import Foundation
import ScrollPhysics
import Testing
import TunelabKit

/// Scenario files (docs/scenario.md, docs/command-line.md#errors): defaults, and one exact message per bad input, exit 2,
/// nothing written.
@Suite struct ScenarioDecoderTests {
    func decode(_ text: String) throws -> Scenario {
        let decoder = ScenarioDecoder(file: "s.json", directory: "/nonexistent", defaultName: "s")
        return try decoder.decode(JSONParser.parse(text, file: "s.json"))
    }

    @Test func emptyObjectIsThreeSecondsOfNothing() throws {
        let scenario = try decode("{}")
        #expect(scenario.name == "s", "the name defaults to the file's base name")
        #expect(scenario.clock == SimulationClock(physicsRate: 1200, frameRate: 120, duration: 3))
        #expect(scenario.clock.lastFrame == 360 && scenario.clock.lastTick == 3600)
        #expect(scenario.gesture.isEmpty && scenario.layout.kind == .none)
        #expect(scenario.scroll == ScrollConfiguration(), "every scroll field has its default")
        #expect(scenario.touch == TouchSettings() && scenario.display == DisplaySettings())
    }

    @Test func stopSpeedIsReadIntoTheScrollConfiguration() throws {
        #expect(try decode("{}").scroll.stopSpeed == 10, "the default is Deceleration.stopSpeed")
        #expect(try decode(#"{"scroll": {"stopSpeed": 12.5}}"#).scroll.stopSpeed == 12.5)
    }

    @Test func decelerationLawIsReadIntoTheScrollConfiguration() throws {
        #expect(try decode("{}").scroll.decelerationLaw == .continuous, "the default is today's iOS")
        #expect(try decode(#"{"scroll": {"decelerationLaw": "perMillisecond"}}"#).scroll.decelerationLaw == .perMillisecond)
    }

    @Test func durationsBecomeWholeFramesFromTheDecimal() throws {
        #expect(
            try decode(#"{"duration": 4.1, "frameRate": 60, "physicsRate": 600}"#).clock.lastFrame == 246,
            "4.1 s at 60 Hz is 246 frames, not 245")
        #expect(try decode(#"{"duration": 0.3}"#).clock.lastFrame == 36)
    }

    /// A bad scenario: its text and the message after `path`.
    struct Bad: CustomTestStringConvertible, Sendable {
        let label: String
        let json: String
        let message: String
        var testDescription: String { label }
    }

    static let bad: [Bad] = [
        Bad(label: "malformed JSON", json: #"{"duration": 1,"#, message: ":1:16: unexpected end of file"),
        Bad(label: "trailing text", json: #"{"duration": 1} x"#, message: ":1:17: trailing characters after the document"),
        Bad(label: "duplicate key", json: #"{"duration": 1, "duration": 2}"#, message: ":1:17: duplicate key \"duration\""),
        Bad(label: "not an object", json: "[1, 2]", message: ":1:1: expected an object, got a list"),
        Bad(
            label: "string duration", json: #"{"duration": "long"}"#,
            message: ":1:14: duration: expected a positive number of seconds, got a string"),
        Bad(label: "number for an object", json: #"{"scroll": 3}"#, message: ":1:12: scroll: expected an object, got a number"),
        Bad(
            label: "fractional frameRate", json: #"{"frameRate": 60.5}"#,
            message: ":1:15: frameRate: expected a positive integer (Hz), got 60.5"),
        Bad(label: "gesture not a list", json: #"{"gesture": {"drag": 1}}"#, message: ":1:13: gesture: expected a list, got an object"),
        Bad(label: "unknown top-level key", json: #"{"scrol": {}}"#, message: ":1:2: unknown key \"scrol\"; did you mean \"scroll\"?"),
        Bad(
            label: "unknown nested key", json: #"{"scroll": {"viewprt": 300}}"#,
            message: ":1:13: scroll: unknown key \"viewprt\"; did you mean \"viewport\"?"),
        Bad(
            label: "unknown enum value", json: #"{"layout": {"kind": "cardStak"}}"#,
            message:
                ":1:21: layout.kind: expected one of \(LayoutKindNames.quoted()), got \"cardStak\"; did you mean \"cardStack\"?"
        ),
        Bad(
            label: "unknown gesture step", json: #"{"gesture": [{"flik": {"velocity": 1}}]}"#,
            message:
                ":1:14: gesture[0]: unknown gesture step \"flik\"; expected one of drag, hold, release, flick, wait, trace; did you mean \"flick\"?"
        ),
        Bad(
            label: "physicsRate not a multiple", json: "{\"duration\": 1,\n  \"frameRate\": 60,\n  \"physicsRate\": 1000}",
            message: ":3:18: physicsRate: expected physicsRate (1000) to be a multiple of frameRate (60)"),
        Bad(
            label: "negative duration", json: #"{"duration": -1}"#,
            message: ":1:14: duration: expected a positive number of seconds, got -1"),
        Bad(label: "zero duration", json: #"{"duration": 0}"#, message: ":1:14: duration: expected a positive number of seconds, got 0"),
        Bad(
            label: "negative wait", json: #"{"gesture": [{"wait": -1}]}"#,
            message: ":1:23: gesture[0].wait: expected a duration ≥ 0 (s), got -1"),
        Bad(
            label: "zero drag duration", json: #"{"gesture": [{"drag": {"translation": 10, "duration": 0}}]}"#,
            message: ":1:55: gesture[0].drag.duration: expected a positive duration (s), got 0"),
        Bad(
            label: "decelerationRate 1", json: #"{"scroll": {"decelerationRate": 1}}"#,
            message: ":1:33: scroll.decelerationRate: expected \"normal\", \"fast\" or a number in (0, 1), got 1"),
        Bad(
            label: "decelerationRate 1.5", json: #"{"scroll": {"decelerationRate": 1.5}}"#,
            message: ":1:33: scroll.decelerationRate: expected \"normal\", \"fast\" or a number in (0, 1), got 1.5"),
        Bad(
            label: "decelerationRate 0", json: #"{"scroll": {"decelerationRate": 0}}"#,
            message: ":1:33: scroll.decelerationRate: expected \"normal\", \"fast\" or a number in (0, 1), got 0"),
        Bad(
            label: "stopSpeed 0", json: #"{"scroll": {"stopSpeed": 0}}"#,
            message: ":1:26: scroll.stopSpeed: expected a positive speed (pt/s), got 0"),
        Bad(
            label: "decelerationLaw typo", json: #"{"scroll": {"decelerationLaw": "perMilisecond"}}"#,
            message:
                ":1:32: scroll.decelerationLaw: expected one of \"continuous\", \"perMillisecond\", got \"perMilisecond\"; did you mean \"perMillisecond\"?"
        ),
        Bad(
            label: "stopSpeed subnormal", json: #"{"scroll": {"stopSpeed": -5e-324}}"#,
            message: ":1:26: scroll.stopSpeed: expected a positive speed (pt/s), got -5e-324"),
        Bad(
            label: "bounce -1", json: #"{"scroll": {"bounce": {"duration": 0.5, "bounce": -1}}}"#,
            message: ":1:51: scroll.bounce.bounce: expected a number in (-1, 1], got -1"),
        Bad(
            label: "bounce -1.5", json: #"{"scroll": {"bounce": {"duration": 0.5, "bounce": -1.5}}}"#,
            message: ":1:51: scroll.bounce.bounce: expected a number in (-1, 1], got -1.5"),
        Bad(
            label: "maxReduction 1", json: #"{"scroll": {"edgeDamping": {"maxReduction": 1}}}"#,
            message: ":1:45: scroll.edgeDamping.maxReduction: expected a number in [0, 1), got 1"),
        Bad(
            label: "zero mass", json: #"{"scroll": {"bounce": {"mass": 0, "stiffness": 100}}}"#,
            message: ":1:32: scroll.bounce.mass: expected a positive number, got 0"),
        Bad(
            label: "negative mass", json: #"{"scroll": {"bounce": {"mass": -2}}}"#,
            message: ":1:32: scroll.bounce.mass: expected a positive number, got -2"),
        Bad(
            label: "zero snap spring mass", json: #"{"scroll": {"snap": {"policy": "nearest", "spring": {"mass": 0}}}}"#,
            message: ":1:62: scroll.snap.spring.mass: expected a positive number, got 0"),
        Bad(
            label: "missing trace file", json: #"{"gesture": [{"trace": {"file": "nope.csv"}}]}"#,
            message: ":1:33: gesture[0].trace.file: cannot read \"nope.csv\": no such file")
    ]

    @Test(arguments: bad)
    func badScenarioIsOneLineExitTwoAndNoOutput(_ bad: Bad) throws {
        let dir = try TempDirectory("scenario-bad")
        defer { dir.remove() }
        let path = try dir.write(bad.json, to: "s.json")
        let r = tunelab("run", path, "--out", dir.file("out"))
        #expect(r.code == 2, "\(bad.label): \(r)")
        #expect(r.out.isEmpty, "\(bad.label): nothing on stdout")
        #expect(r.err == path + bad.message + "\n", "\(bad.label): exactly one line on stderr, got \(r.err.debugDescription)")
        #expect(r.errLines.count == 1, "\(bad.label): one line")
        #expect(!dir.exists("out"), "\(bad.label): the output directory is not created")
        // The same file through validate: the same message.
        #expect(tunelab("validate", path).err == r.err, "\(bad.label): validate reports as run does")
    }

    @Test func errorsNameTheirPlaceAsFileLineColumnPath() {
        // The shape every message above has: `file:line:column: ` then, below the root, `path: `.
        for bad in Self.bad {
            let parts = bad.message.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            #expect(
                parts.count == 4 && parts[0].isEmpty && Int(parts[1]) != nil && Int(parts[2]) != nil,
                "\(bad.label): \(bad.message) starts with :line:column:")
        }
    }

    @Test func outputUnderARegularFileIsAnInputError() throws {
        let dir = try TempDirectory("scenario-outfile")
        defer { dir.remove() }
        let path = try dir.write("{}", to: "s.json")
        let file = try dir.write("x", to: "file")
        let r = tunelab("run", path, "--out", file + "/out")
        #expect(r.code == 2 && r.err == "\(file)/out: cannot create the output directory: \(file) is a file\n", "\(r)")
        #expect(dir.text("file") == "x")
    }
}
