import Foundation
import ScrollPhysics
import Testing
import TunelabKit
import TestSupport

/// `layout.perspective` end to end: input errors at the key, faults at run time naming it,
/// and the metrics reading the projected frames.
@Suite struct PerspectiveRunTests {
    static func decode(_ text: String) throws -> Scenario {
        try ScenarioDecoder(file: "s.json", directory: "/nonexistent", defaultName: "s")
            .decode(JSONParser.parse(text, file: "s.json"))
    }

    /// A one-line card stack scenario at rest at offset 0 with extra `layout` members.
    static func cardStack(_ members: String) -> String {
        #"{"duration": 0.05, "gesture": [], "layout": {"kind": "cardStack", \#(members)}}"#
    }

    /// The `run` error after the file name, `:line:column: path: message`.
    static func runError(_ text: String) throws -> String { try FormulaFileErrorTests.runError(text) }

    static func column(of needle: String, in text: String) throws -> Int {
        try FormulaFileErrorTests.column(of: needle, in: text)
    }

    @Test func distanceMustBePositive() throws {
        for value in ["0", "-5"] {
            let text = Self.cardStack(#""perspective": \#(value)"#)
            #expect(
                try Self.runError(text)
                    == ":1:\(try Self.column(of: value + "}", in: text)): layout.perspective: expected a distance > 0 (pt), got \(value)")
        }
        let text = Self.cardStack(#""perspective": "far""#)
        #expect(
            try Self.runError(text)
                == ":1:\(try Self.column(of: #""far""#, in: text)): layout.perspective: expected a distance > 0 (pt), got a string")
    }

    @Test func cardStackDepthAtOrBeyondTheDistanceIsRejectedBeforeRunning() throws {
        // zSlope ≥ 0: the largest z is max(zFloor, zMax), the seed's 100.
        let seed = Self.cardStack(#""perspective": 100"#)
        #expect(
            try Self.runError(seed) == ":1:\(try Self.column(of: "100}", in: seed)): layout.perspective: "
                + "expected a distance > 100 (pt; the cards' largest z, max(zFloor, zMax)), got 100")
        let floor = Self.cardStack(#""zMax": 40, "zFloor": 60, "perspective": 59.5"#)
        #expect(try Self.runError(floor).hasSuffix("expected a distance > 60 (pt; the cards' largest z, max(zFloor, zMax)), got 59.5"))
        #expect(try Self.decode(Self.cardStack(#""perspective": 100.5"#)).layout.perspective == 100.5)
    }

    @Test func formulaConstantDepthIsRejectedBeforeRunning() throws {
        let text = FormulaFileErrorTests.scenario(params: #"{"depth": 80}"#, item: #", "z": "depth""#)
            .replacingOccurrences(of: #""pitch": 24"#, with: #""pitch": 24, "perspective": 80"#)
        #expect(
            try Self.runError(text)
                == ":1:\(try Self.column(of: "80,", in: text)): layout.perspective: expected a distance > 80 (pt; the items' z), got 80")
        // Without a z formula, z is 0: any distance > 0 is fine.
        let flat = FormulaFileErrorTests.scenario().replacingOccurrences(of: #""pitch": 24"#, with: #""pitch": 24, "perspective": 1"#)
        #expect(try Self.decode(flat).layout.perspective == 1)
    }

    @Test func onlyCardStackAndFormulaHaveAPerspective() throws {
        let text = #"{"layout": {"kind": "flowStack", "perspective": 500}}"#
        #expect(try Self.runError(text) == ":1:34: layout: unknown key \"perspective\"")
        #expect(try Self.decode(#"{"layout": {"kind": "cardStack"}}"#).layout.perspective == nil, "none by default")
    }

    @Test func cardStackDepthBeyondTheDistanceFailsTheRun() throws {
        // zSlope −10: z = 100 + 10·dist, 580 for the cards 48 pt away at offset 0 (index −2 first).
        let text = Self.cardStack(#""zSlope": -10, "perspective": 300"#)
        #expect(
            try Self.runError(text) == ":1:\(try Self.column(of: "300}", in: text)): layout.perspective: "
                + "expected every z < 300 (pt), got z = 580 at frame 0, index -2")
    }

    @Test func formulaDepthBeyondTheDistanceFailsTheRun() throws {
        let text = FormulaFileErrorTests.scenario(item: #", "z": "dist * 10""#)
            .replacingOccurrences(of: #""pitch": 24"#, with: #""pitch": 24, "perspective": 200"#)
        #expect(
            try Self.runError(text) == ":1:\(try Self.column(of: "200,", in: text)): layout.perspective: "
                + "expected every z < 200 (pt), got z = 480 at frame 0, index -2")
    }

    @Test func depthFaultFailsOnlyItsSweepPoint() throws {
        let dir = try TempDirectory("perspective-sweep")
        defer { dir.remove() }
        // z = 100 + dist: 148 at the window's ends; 100 is below the far cards, 300 above every card.
        let grid =
            #"{"name": "g", "scenario": \#(Self.cardStack(#""zSlope": -1, "perspective": 1000"#)), "grid": {"layout.perspective": [300, 100]}, "metrics": ["overlap_cv"], "traces": 0}"#
        let path = try dir.write(grid, to: "g.json")
        let r = tunelab("sweep", path, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 0, "\(r)")
        let rows = try String(contentsOfFile: dir.file("out/results.csv"), encoding: .utf8).split(separator: "\n")
        #expect(rows.count == 3 && rows[1].hasSuffix(",ok"), "\(rows)")
        #expect(
            rows.count == 3 && rows[2] == #"1,100,,"layout.perspective: expected every z < 100 (pt), got z = 148 at frame 0, index -2""#,
            "\(rows)")
    }

    @Test func overlapIsMeasuredOnTheProjectedFrames() throws {
        // Two cards 100 pt wide, scale 1, no shift, 40 pt stride, spacing 25, z = 100 − dist:
        // card 0 at x 145 … 245 (z 100), card 1 at 185 … 285 (z 75); overlap 245 − 185 = 60.
        // Seen from 500 about midX 195: card 0's right edge 195 + 50·1.25 = 257.5, card 1's left
        // 195 − 10·500/425 = 183.235…; overlap 62.5 + 200/17 = 74.2647….
        let layout =
            #""cardWidth": 100, "cardHeight": 100, "baseScale": 1, "maxScale": 1, "shiftAmplitude": 0, "stride": 40, "spacing": 25, "visibleCount": 2, "zMax": 100, "zSlope": 1, "zFloor": 0"#
        let metrics: [Metric] = [.overlapMeanPt, .overlapCV]
        let flat = try Self.decode(Self.cardStack(layout))
        let deep = try Self.decode(Self.cardStack(layout + #", "perspective": 500"#))
        let plain = ViewEvaluator(scenario: flat, metrics: metrics).evaluate(Trajectory(scenario: flat))
        let seen = try ViewEvaluator(scenario: deep, metrics: metrics).checkedEvaluate(Trajectory(scenario: deep))
        #expect(plain[.overlapMeanPt] == 60, "\(String(describing: plain[.overlapMeanPt]))")
        let expected = 62.5 + 200.0 / 17
        #expect(
            seen[.overlapMeanPt].map { isApprox($0, expected, rel: 1e-14) } == true,
            "projected overlap \(String(describing: seen[.overlapMeanPt])) vs \(expected)")
        #expect(seen[.overlapCV] == 0, "the same in every frame")
    }

    @Test func leanOutputsProjectWithTheRightDepth() throws {
        // Without a sink the card stack computes only what the metrics read; the projection
        // still needs z, so overlap alone must equal the items.csv run's.
        let text = Self.cardStack(#""perspective": 500"#)
            .replacingOccurrences(of: #""gesture": []"#, with: #""gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]"#)
            .replacingOccurrences(of: #""duration": 0.05"#, with: #""duration": 1.5"#)
        let scenario = try Self.decode(text)
        let trajectory = Trajectory(scenario: scenario)
        let lean = try ViewEvaluator(scenario: scenario, metrics: [.overlapMeanPt, .jitterRMSPt]).checkedEvaluate(trajectory)
        let full = try ViewEvaluator(scenario: scenario, metrics: [.overlapMeanPt, .jitterRMSPt])
            .checkedEvaluate(trajectory) { _, _, _ in }
        #expect(
            lean[.overlapMeanPt] == full[.overlapMeanPt] && lean[.jitterRMSPt] == full[.jitterRMSPt],
            "\(lean) vs \(full)")
        let flat = try Self.decode(
            Self.cardStack(#""zFloor": 50"#)
                .replacingOccurrences(of: #""gesture": []"#, with: #""gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]"#)
                .replacingOccurrences(of: #""duration": 0.05"#, with: #""duration": 1.5"#))
        let plain = ViewEvaluator(scenario: flat, metrics: [.overlapMeanPt]).evaluate(trajectory)
        #expect(plain[.overlapMeanPt] != lean[.overlapMeanPt], "the projection moves the overlap")
    }

    @Test func aDepthSmoothAtTheFocusJittersLessThanTheSeeds() throws {
        // reports/README.md, card-perspective: the repaired stack under the seed's depth jitters
        // 2.71 pt RMS with the seed's z, 2.11 with z = 50 + 50·exp(−½(dist/72)²), 1.29 without depth.
        let experiments = ShippedFormulaLayoutTests.experiments
        let smooth = try ScenarioDecoder.load(experiments + "/scenarios/card-repaired-depth.json")
        var seedDepth = try ScenarioDecoder.load(experiments + "/scenarios/card-repaired.json")
        seedDepth.gesture = smooth.gesture
        seedDepth.layout.perspective = 500
        var flat = seedDepth
        flat.layout.perspective = nil
        let metrics: [Metric] = [.jitterRMSPt, .focusErrorRate, .pixelFlips]
        let jitter = { (scenario: Scenario) throws -> Double in
            let values = try ViewEvaluator(scenario: scenario, metrics: metrics).checkedEvaluate(Trajectory(scenario: scenario))
            #expect(values[.focusErrorRate] == 0 && values[.pixelFlips] == 0, "\(scenario.name): \(values)")
            return try #require(values[.jitterRMSPt])
        }
        let (a, b, c) = (try jitter(flat), try jitter(smooth), try jitter(seedDepth))
        #expect(a < b && b < c, "no depth \(a) < smooth depth \(b) < the seed's depth \(c)")
        #expect(abs(a - 1.29) < 0.01 && abs(b - 2.11) < 0.01 && abs(c - 2.71) < 0.01, "the README's numbers: \(a), \(b), \(c)")
    }
}
