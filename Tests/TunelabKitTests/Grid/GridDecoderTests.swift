import Foundation
import ScrollPhysics
import Testing
import TunelabKit
import TestSupport

/// Grid files (docs/grid.md, docs/command-line.md#errors): values, enumeration and column order, and every bad grid
/// one exact message with exit 2 and no output directory.
@Suite struct GridDecoderTests {
    static let base = #""scenario": {"duration": 0.2, "layout": {"kind": "cardStack"}}"#

    func load(_ text: String, maxPoints: Int = 10_000_000) throws -> Grid {
        let dir = try TempDirectory("grid-load")
        defer { dir.remove() }
        return try GridDecoder.load(try dir.write(text, to: "grid.json"), maxPoints: maxPoints)
    }

    func values(_ axis: String) throws -> [Double] {
        try load("{\(Self.base), \"grid\": {\"layout.tilt\": \(axis)}}").axes[0].values.map {
            guard case .number(let x) = $0 else { return .nan }
            return x
        }
    }

    @Test func rangesListsAndTexts() throws {
        let grid = try load(
            """
            {\(Self.base), "grid": {"layout.centerFrequency": {"from": 0.05, "to": 0.5, "step": 0.05},
             "scroll.decelerationRate": ["normal", 0.99], "layout.dynamicSpacing": [true, false]}}
            """)
        #expect(grid.axes.map(\.key) == ["layout.centerFrequency", "scroll.decelerationRate", "layout.dynamicSpacing"])
        #expect(grid.axes[0].values.map(\.text) == ["0.05", "0.1", "0.15", "0.2", "0.25", "0.3", "0.35", "0.4", "0.45", "0.5"])
        #expect(grid.axes[1].values == [.string("normal"), .number(0.99)])
        #expect(grid.axes[2].values.map(\.text) == ["true", "false"])
        #expect(grid.pointCount == 40)
    }

    @Test func linspaceEndsExactlyAtTo() throws {
        let v = try values(#"{"linspace": {"from": 0.04, "to": 0.2, "count": 5}}"#)
        #expect(v.count == 5 && v.first == 0.04 && v.last == 0.2, "last exactly to: \(v)")
        for i in 0..<4 { #expect(v[i] == 0.04 + Double(i) * (0.2 - 0.04) / 4, "value \(i) from its index: \(v[i])") }
        let down = try values(#"{"linspace": {"from": 1, "to": -0.1, "count": 12}}"#)
        #expect(down.last == -0.1 && down[0] == 1 && down.count == 12, "\(down)")
        #expect(try values(#"{"linspace": {"from": 0.3, "to": 9, "count": 1}}"#) == [0.3], "count 1 gives from")
    }

    @Test func logspaceIsValuesNotExponentsAndEndsExactlyAtTo() throws {
        let v = try values(#"{"logspace": {"from": 1, "to": 1000, "count": 4}}"#)
        #expect(v.count == 4 && v[0] == 1 && v[3] == 1000, "\(v)")
        #expect(isApprox(v[1], 10, rel: 1e-14) && isApprox(v[2], 100, rel: 1e-14), "\(v)")
        let w = try values(#"{"logspace": {"from": 0.001, "to": 0.3, "count": 7}}"#)
        #expect(w.last == 0.3 && w.first == 0.001, "\(w)")
        #expect(zip(w, w.dropFirst()).allSatisfy { $0 < $1 }, "increasing: \(w)")
        #expect(try values(#"{"logspace": {"from": 2, "to": 8, "count": 1}}"#) == [2], "count 1 gives from")
    }

    @Test func pointsEnumerateLastKeyFastest() throws {
        let grid = try load(
            """
            {\(Self.base), "grid": {"scroll.decelerationRate": ["normal", "fast"], "layout.tilt": [1, 2, 3], "layout.zSlope": [0.5, 0.25]},
             "metrics": ["travel_pt", "jitter_rms_pt"]}
            """)
        #expect(grid.pointCount == 12)
        var expected: [[String]] = []
        for a in ["normal", "fast"] { for b in ["1", "2", "3"] { for c in ["0.5", "0.25"] { expected.append([a, b, c]) } } }
        for point in 0..<12 {
            #expect(grid.values(ofPoint: point).map(\.text) == expected[point], "point \(point)")
            #expect(grid.digits(ofPoint: point) == [point / 6, point / 2 % 3, point % 2], "point \(point): mixed radix")
        }
        #expect(
            grid.resultsHeader == [
                "point", "scroll.decelerationRate", "layout.tilt", "layout.zSlope", "travel_pt", "jitter_rms_pt", "status"
            ],
            "keys in file order, metrics in the listed order")
    }

    @Test func defaultMetricsAreThoseOfTheLayoutKind() throws {
        let grid = try load(#"{"scenario": {"layout": {"kind": "fade"}}, "grid": {"layout.region": [100]}}"#)
        #expect(grid.metrics == Metric.applicable(to: .fade) && grid.rankBy == grid.metrics && grid.top == 20)
        #expect(grid.aggregate == .worst && !grid.hasCases && grid.cases.count == 1)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let label: String
        let json: String
        /// stderr after the grid's path.
        let message: String
        var testDescription: String { label }
    }

    static let bad: [Bad] = [
        Bad(label: "malformed JSON", json: #"{"scenario": {}, "grid": {"#, message: ":1:27: unexpected end of file"),
        Bad(label: "no scenario", json: #"{"grid": {}}"#, message: ":1:1: expected a \"scenario\": an object or a path to a scenario file"),
        Bad(
            label: "missing scenario file", json: #"{"scenario": "does-not-exist.json", "grid": {}}"#,
            message: ":1:14: scenario: cannot read \"does-not-exist.json\": no such file"),
        Bad(
            label: "bad base scenario", json: #"{"scenario": {"duration": -1}, "grid": {}}"#,
            message: ":1:27: scenario.duration: expected a positive number of seconds, got -1"),
        Bad(
            label: "unknown grid file key", json: "{\(base), \"grid\": {\"layout.spacing\": [10]}, \"metric\": [\"travel_pt\"]}",
            message: ":1:100: unknown key \"metric\"; did you mean \"metrics\"?"),
        Bad(
            label: "misspelt layout key", json: "{\(base), \"grid\": {\"layout.scaleFrequncy\": [0.1]}}",
            message:
                ":1:75: grid[\"layout.scaleFrequncy\"]: not a scenario setting: layout: unknown key \"scaleFrequncy\"; did you mean \"scaleFrequency\"?"
        ),
        Bad(
            label: "misspelt top key", json: "{\(base), \"grid\": {\"scrol.viewport\": [100]}}",
            message: ":1:75: grid[\"scrol.viewport\"]: not a scenario setting: unknown key \"scrol\"; did you mean \"scroll\"?"),
        Bad(
            label: "key below a setting", json: "{\(base), \"grid\": {\"layout.spacing.x\": [1]}}",
            message: ":1:75: grid[\"layout.spacing.x\"]: not a scenario setting: \"layout.spacing\" is not an object"),
        Bad(
            label: "gesture key", json: "{\(base), \"grid\": {\"gesture.x\": [10]}}",
            message: ":1:75: grid[\"gesture.x\"]: gestures are varied with \"cases\", not grid keys"),
        Bad(
            label: "zero step", json: "{\(base), \"grid\": {\"layout.spacing\": {\"from\": 1, \"to\": 2, \"step\": 0}}}",
            message: ":1:122: grid[\"layout.spacing\"].step: expected a non-zero step, got from 1, to 2, step 0"),
        Bad(
            label: "wrong-sign step", json: "{\(base), \"grid\": {\"layout.spacing\": {\"from\": 1, \"to\": 2, \"step\": -0.5}}}",
            message:
                ":1:122: grid[\"layout.spacing\"].step: expected a step that goes from \"from\" towards \"to\", got from 1, to 2, step -0.5"
        ),
        Bad(
            label: "range without step", json: "{\(base), \"grid\": {\"layout.spacing\": {\"from\": 1, \"to\": 2}}}",
            message:
                ":1:93: grid[\"layout.spacing\"]: a range with no \"step\" is continuous: search it with tunelab optimize, or give \"step\" (or \"linspace\" / \"logspace\") to sweep it"
        ),
        Bad(
            label: "misspelt step", json: "{\(base), \"grid\": {\"layout.spacing\": {\"from\": 1, \"to\": 2, \"stpe\": 1}}}",
            message: ":1:114: grid[\"layout.spacing\"]: unknown key \"stpe\"; did you mean \"step\"?"),
        Bad(
            label: "range without to", json: "{\(base), \"grid\": {\"layout.spacing\": {\"from\": 1, \"step\": 2}}}",
            message: ":1:93: grid[\"layout.spacing\"]: expected \"from\", \"to\" and \"step\" (or \"linspace\" / \"logspace\")"),
        Bad(
            label: "linspace count 0",
            json: "{\(base), \"grid\": {\"layout.spacing\": {\"linspace\": {\"from\": 1, \"to\": 2, \"count\": 0}}}}",
            message: ":1:136: grid[\"layout.spacing\"].linspace.count: expected an integer in [1, 100000000], got 0"),
        Bad(
            label: "logspace from 0",
            json: "{\(base), \"grid\": {\"layout.spacing\": {\"logspace\": {\"from\": 0, \"to\": 2, \"count\": 3}}}}",
            message: ":1:115: grid[\"layout.spacing\"].logspace.from: expected a positive number, got 0"),
        Bad(
            label: "empty list", json: "{\(base), \"grid\": {\"layout.spacing\": []}}",
            message: ":1:93: grid[\"layout.spacing\"]: expected a non-empty list"),
        Bad(
            label: "string for values", json: "{\(base), \"grid\": {\"layout.spacing\": \"wide\"}}",
            message: ":1:93: grid[\"layout.spacing\"]: expected a list of numbers or a range, got a string"),
        Bad(
            label: "null in a list", json: "{\(base), \"grid\": {\"layout.spacing\": [1, null]}}",
            message: ":1:97: grid[\"layout.spacing\"][1]: expected a number, a string or a boolean, got null"),
        Bad(
            label: "case sets a swept path",
            json: "{\(base), \"grid\": {\"layout.spacing\": [10, 20]}, \"cases\": [{\"layout\": {\"spacing\": 5}}]}",
            message: ":1:114: cases[0]: a case may not set \"layout.spacing\", which the grid sweeps"),
        Bad(
            label: "bad case value",
            json: "{\(base), \"grid\": {\"layout.spacing\": [10]}, \"cases\": [{\"scroll\": {\"decelerationRate\": 2}}]}",
            message: ":1:142: cases[0]: scenario.scroll.decelerationRate: expected \"normal\", \"fast\" or a number in (0, 1), got 2"),
        Bad(
            label: "unknown metric", json: "{\(base), \"grid\": {\"layout.spacing\": [10]}, \"metrics\": [\"jiter_rms_pt\"]}",
            message: ":1:112: metrics[0]: unknown metric \"jiter_rms_pt\"; did you mean \"jitter_rms_pt\"?"),
        Bad(
            label: "rank by an unlisted metric",
            json: "{\(base), \"grid\": {\"layout.spacing\": [10]}, \"metrics\": [\"travel_pt\"], \"rank\": {\"by\": [\"overlap_cv\"]}}",
            message: ":1:142: rank.by[0]: \"overlap_cv\" is not among the grid's metrics"),
        Bad(
            label: "unknown aggregate", json: "{\(base), \"grid\": {\"layout.spacing\": [10]}, \"aggregate\": \"max\"}",
            message: ":1:113: aggregate: expected one of \"worst\", \"mean\", got \"max\"")
    ]

    @Test(arguments: bad)
    func badGridIsOneLineExitTwoAndNoOutput(_ bad: Bad) throws {
        let dir = try TempDirectory("grid-bad")
        defer { dir.remove() }
        let path = try dir.write(bad.json, to: "grid.json")
        let r = tunelab("sweep", path, "--out", dir.file("out"), "--jobs", "1")
        #expect(r.code == 2 && r.out.isEmpty, "\(bad.label): \(r)")
        #expect(r.err == path + bad.message + "\n", "\(bad.label): got \(r.err.debugDescription)")
        #expect(!dir.exists("out"), "\(bad.label): the output directory is not created")
        #expect(tunelab("validate", path).err == r.err, "\(bad.label): validate reports as sweep does")
    }

    @Test func gridOverMaxPointsNamesTheFileAndItsPointCount() throws {
        let dir = try TempDirectory("grid-max")
        defer { dir.remove() }
        let path = try dir.write(
            """
            {\(Self.base), "grid": {"layout.spacing": {"from": 1, "to": 100, "step": 1}, "layout.tilt": {"from": 1, "to": 100, "step": 1}}}
            """, to: "big.json")
        let r = tunelab("sweep", path, "--out", dir.file("out"), "--max-points", "9999", "--quiet")
        #expect(r.code == 2 && r.out.isEmpty && r.err == "\(path): the grid has 10000 points, more than --max-points 9999\n", "\(r)")
        #expect(!dir.exists("out"))
        let huge = try dir.write(
            """
            {\(Self.base), "grid": {"layout.spacing": {"from": 1, "to": 10000, "step": 1}, "layout.tilt": {"from": 1, "to": 10000, "step": 1}}}
            """, to: "huge.json")
        let h = tunelab("sweep", huge, "--out", dir.file("out"), "--quiet")
        #expect(
            h.code == 2 && h.err == "\(huge): the grid has 100000000 points, more than --max-points 10000000\n", "the default limit: \(h)")
        #expect(!dir.exists("out"))
    }

    @Test func scenarioFileIsRelativeToTheGrid() throws {
        let dir = try TempDirectory("grid-relative")
        defer { dir.remove() }
        try dir.write(#"{"name": "base", "layout": {"kind": "cardStack"}}"#, to: "experiments/scenarios/base.json")
        let path = try dir.write(#"{"scenario": "scenarios/base.json", "grid": {"layout.tilt": [0, 0.01]}}"#, to: "experiments/g.json")
        let grid = try GridDecoder.load(path)
        #expect(grid.name == "g" && grid.pointCount == 2 && grid.layoutKind == .cardStack)
        #expect(grid.scenarioFile == dir.file("experiments") + "/scenarios/base.json")
        // An error in that file is reported in it, at its own place.
        try dir.write("{\"layout\": {\"kind\": \"cardStack\"},\n \"duration\": 0}", to: "experiments/scenarios/base.json")
        let r = tunelab("validate", path)
        #expect(
            r.code == 2
                && r.err == dir.file("experiments") + "/scenarios/base.json:2:14: duration: expected a positive number of seconds, got 0\n",
            "\(r)")
    }
}
