import Foundation
import Testing
@testable import TunelabKit
import ScrollPhysics

/// A grid of formula parameters swaps values into each case's decoded layout; it must give
/// exactly what a full decode gives, bad values included.
@Suite struct FormulaParameterSweepTests {
    static let grid = """
        {"name": "params", "scenario": {"layout": {"kind": "formula", "axis": "horizontal", "pitch": "spacing * k",
           "params": {"spacing": 24, "k": 1, "decay": 0.1},
           "let": {"a": "exp(-dist * decay)"},
           "item": {"x": "midX - rel", "y": "0", "width": "100 * a", "height": "100", "alpha": "a"}},
           "scroll": {"snap": {"policy": "nearest", "interval": 24}}},
         "grid": {"layout.params.spacing": [16, -1, 24, 1e13], "layout.params.decay": [0.05, 0.2]},
         "cases": [{"gesture": [{"flick": {"velocity": -800}}]}, {"layout": {"params": {"k": 2}}}]}
        """

    @Test func givesWhatAFullDecodeGives() throws {
        let dir = try TempDirectory("formula-params-fast")
        defer { dir.remove() }
        let grid = try GridDecoder.load(try dir.write(Self.grid, to: "grid.json"))
        let evaluator = try PointEvaluator(grid: grid)
        #expect(evaluator.usesLayoutOnlyDecoding && evaluator.swapsFormulaParameters, "the grid qualifies")
        var failures = 0
        for point in 0..<grid.pointCount {
            for c in grid.cases.indices {
                switch (evaluator.scenario(point: point, caseIndex: c), evaluator.fullScenario(point: point, caseIndex: c)) {
                case let (.success(fast), .success(full)):
                    #expect(fast.layout == full.layout && fast.hasSameTrajectory(as: full), "point \(point) case \(c)")
                    let a = try ScenarioRunFiles(scenario: fast), b = try ScenarioRunFiles(scenario: full)
                    #expect(a.items.bytes == b.items.bytes && a.metrics.bytes == b.metrics.bytes, "point \(point) case \(c): same run")
                case let (.failure(fast), .failure(full)):
                    failures += 1
                    #expect(fast == full, "point \(point) case \(c): \(fast) vs \(full)")
                default:
                    Issue.record("point \(point) case \(c): one decode failed and the other did not")
                }
            }
        }
        #expect(failures == 8, "spacing −1 (pitch < 0) and 1e13 (not a parameter value) fail in both cases")
    }
}
