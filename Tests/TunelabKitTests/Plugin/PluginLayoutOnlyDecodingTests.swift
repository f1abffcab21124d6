import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit

/// A grid over a plug-in's keys takes the layout-only fast path exactly when the scroll does not
/// follow the plug-in's pitch and count, and the fast path gives what a full decode gives.
@Suite struct PluginLayoutOnlyDecodingTests {
    static let grid = """
        {"name": "strip-fast", "scenario": {"layout": {"kind": "strip", "gap": 4},
           "scroll": {"snap": {"policy": "nearest", "interval": 50}}},
         "grid": {"layout.gap": [0, -1, 12], "layout.sway": [0, 3]},
         "cases": [{"gesture": [{"flick": {"velocity": -800}}]}, {"scroll": {"decelerationRate": "fast"}}]}
        """

    func load(_ text: String, in dir: TempDirectory) throws -> Grid {
        let path = try dir.write(text, to: "grid.json")
        return try LayoutRegistry.$current.withValue(LayoutRegistry([StripSettings.plugin])) { () throws -> Grid in
            try GridDecoder.load(path)
        }
    }

    @Test func givesWhatAFullDecodeGives() throws {
        let dir = try TempDirectory("plugin-layout-only")
        defer { dir.remove() }
        let grid = try load(Self.grid, in: dir)
        let evaluator = try PointEvaluator(grid: grid)
        #expect(evaluator.usesLayoutOnlyDecoding, "the grid qualifies")
        for point in 0..<grid.pointCount {
            for c in grid.cases.indices {
                switch (evaluator.scenario(point: point, caseIndex: c), evaluator.fullScenario(point: point, caseIndex: c)) {
                case let (.success(fast), .success(full)):
                    #expect(
                        fast.layout == full.layout && fast.layout.plugin != nil && fast.hasSameTrajectory(as: full),
                        "point \(point) case \(c)")
                case let (.failure(fast), .failure(full)):
                    #expect(
                        fast == full && fast.message == "expected a length ≥ 0 (pt), got -1", "point \(point) case \(c): \(fast) vs \(full)"
                    )
                default:
                    Issue.record("point \(point) case \(c): one decode failed and the other did not")
                }
            }
        }
    }

    @Test func notUsedWhenTheSnapFollowsThePluginPitch() throws {
        let dir = try TempDirectory("plugin-layout-only-follows")
        defer { dir.remove() }
        let grid = try load(Self.grid.replacingOccurrences(of: #", "interval": 50"#, with: ""), in: dir)
        #expect(!(try PointEvaluator(grid: grid)).usesLayoutOnlyDecoding, "the gap changes the pitch, which the snap follows")
    }
}
