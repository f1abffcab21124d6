import Foundation
import Testing
@testable import TunelabKit
import ScrollPhysics

@Suite struct LayoutOnlyDecodingTests {
    /// A layout-only grid with an invalid value and two cases, one of which changes the scroll view.
    static let grid = """
        {"name": "fast", "scenario": {"layout": {"kind": "cardStack", "spacing": 20},
           "scroll": {"snap": {"policy": "nearest", "interval": 24}}},
         "grid": {"layout.scaleFrequency": [0.1, 0.4], "layout.spacing": [16, -1, 24], "layout.scaleCurve": ["sine", "gaussian"]},
         "cases": [{"gesture": [{"flick": {"velocity": -800}}]}, {"scroll": {"decelerationRate": "fast"}}]}
        """

    @Test func givesWhatAFullDecodeGives() throws {
        let dir = try TempDirectory("layout-only")
        defer { dir.remove() }
        let grid = try GridDecoder.load(try dir.write(Self.grid, to: "grid.json"))
        let evaluator = try PointEvaluator(grid: grid)
        #expect(evaluator.usesLayoutOnlyDecoding, "the grid qualifies")
        for point in 0..<grid.pointCount {
            for c in grid.cases.indices {
                switch (evaluator.scenario(point: point, caseIndex: c), evaluator.fullScenario(point: point, caseIndex: c)) {
                case let (.success(fast), .success(full)):
                    #expect(
                        fast.layout == full.layout && fast.hasSameTrajectory(as: full) && fast.display == full.display,
                        "point \(point) case \(c)")
                case let (.failure(fast), .failure(full)):
                    #expect(fast == full, "point \(point) case \(c): \(fast) vs \(full)")
                default:
                    Issue.record("point \(point) case \(c): one decode failed and the other did not")
                }
            }
        }
    }

    @Test func notUsedWhenTheScrollFollowsTheLayout() throws {
        let dir = try TempDirectory("layout-only-follows")
        defer { dir.remove() }
        // Without an explicit interval, `nearest` snaps to the card spacing: a layout key moves the scroll view.
        let text = Self.grid.replacingOccurrences(of: #", "interval": 24"#, with: "")
        let grid = try GridDecoder.load(try dir.write(text, to: "grid.json"))
        #expect(!(try PointEvaluator(grid: grid)).usesLayoutOnlyDecoding)
    }

    @Test func notUsedForScrollKeys() throws {
        let dir = try TempDirectory("layout-only-scroll")
        defer { dir.remove() }
        let text = Self.grid.replacingOccurrences(of: #""layout.scaleCurve""#, with: #""scroll.restDistance""#)
            .replacingOccurrences(of: #"["sine", "gaussian"]"#, with: "[0.5, 1]")
        let grid = try GridDecoder.load(try dir.write(text, to: "grid.json"))
        #expect(!(try PointEvaluator(grid: grid)).usesLayoutOnlyDecoding)
    }
}
