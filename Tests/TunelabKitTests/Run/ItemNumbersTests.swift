import Foundation
import Testing
@testable import TunelabKit
import ScrollPhysics

/// A run that copies an earlier run's printed numbers (`ItemNumbers`) writes the `items.csv`
/// it would have printed: when only the alpha differs, when every number differs, when the
/// rows do not line up (another duration), and for a parallax layout's extra number.
@Suite struct ItemNumbersTests {
    static let grid = """
        {"scenario": {"duration": 0.5, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1800}}]},
         "grid": {"layout.alphaDecay": [0.1, 0.2], "layout.spacing": [16, 24]}}
        """

    func scenarios(_ text: String) throws -> [Scenario] {
        let dir = try TempDirectory("item-numbers")
        defer { dir.remove() }
        let grid = try GridDecoder.load(try dir.write(text, to: "grid.json"))
        let evaluator = try PointEvaluator(grid: grid)
        return try (0..<grid.pointCount).map { try evaluator.scenario(point: $0, caseIndex: 0).get() }
    }

    func items(_ scenario: Scenario, reusing earlier: ItemNumbers? = nil, recording: Bool = false) throws -> ScenarioRunFiles {
        try ScenarioRunFiles(
            scenario: scenario, metrics: nil, keepingClip: false, trajectory: Trajectory(scenario: scenario), reusing: earlier,
            recordingNumbers: recording)
    }

    @Test func copiedNumbersAreThePrintedOnes() throws {
        let all = try scenarios(Self.grid)
        var shorter = all[3]
        shorter.clock = SimulationClock(physicsRate: shorter.clock.physicsRate, frameRate: shorter.clock.frameRate, duration: 0.3)
        let first = try items(all[0], recording: true)
        let numbers = try #require(first.numbers)
        #expect(first.items.bytes == (try items(all[0])).items.bytes, "recording changes nothing")
        for (name, scenario) in [("alpha only", all[1]), ("spacing", all[2]), ("both", all[3]), ("fewer rows", shorter)] {
            let printed = try items(scenario).items.bytes
            #expect(try items(scenario, reusing: numbers).items.bytes == printed, "\(name)")
        }
        // The same run copies every number.
        #expect(try items(all[0], reusing: numbers).items.bytes == first.items.bytes)
    }

    @Test func aParallaxLayoutsTranslationIsCopiedToo() throws {
        let text = """
            {"scenario": {"duration": 0.6, "scroll": {"viewport": 844, "crossViewport": 390, "content": {"length": 6000}},
               "gesture": [{"flick": {"velocity": -1500}}],
               "layout": {"kind": "parallax", "layers": [{"factor": 0.6, "maxOffset": 15}, {"factor": 0.3, "maxOffset": 30}]}},
             "grid": {"layout.velocityFactor": [false, true]}}
            """
        let all = try scenarios(text)
        let first = try items(all[0], recording: true)
        for scenario in all {
            #expect(try items(scenario, reusing: first.numbers).items.bytes == (try items(scenario)).items.bytes)
        }
    }
}
