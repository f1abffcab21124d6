import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit

/// `PointEvaluator.shownBudget`: the shown frames kept across chunks change no byte.
@Suite struct PointEvaluatorShownBudgetTests {
    /// An evaluator that keeps no shown frames (`shownBudget` 0) simulates each case again per
    /// chunk and writes the rows one that keeps them all writes.
    @Test func casesPastTheShownFramesBudgetGiveTheSameRows() throws {
        let dir = try TempDirectory("shown-budget")
        defer { dir.remove() }
        let grid = try GridDecoder.load(
            try dir.write(
                """
                {"scenario": {"duration": 1, "frameRate": 60, "layout": {"kind": "cardStack"},
                  "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]},
                 "cases": [{"gesture": [{"flick": {"velocity": -1500}}, {"wait": 1}]},
                           {"gesture": [{"flick": {"velocity": 900}}, {"wait": 1}]},
                           {"gesture": [{"drag": {"translation": -120, "duration": 0.3}}, {"release": {}}, {"wait": 0.7}]}],
                 "grid": {"layout.scaleFrequency": [0.05, 0.4, 0.9], "layout.spacing": [16, 24]},
                 "metrics": ["overlap_cv", "jitter_rms_pt"]}
                """, to: "grid.json"))
        let keeping = try PointEvaluator(grid: grid), forgetting = try PointEvaluator(grid: grid)
        forgetting.shownBudget = 0
        #expect(keeping.usesKernel, "the kernel path reads shown frames")
        for chunk in [0..<2, 2..<5, 5..<6] {
            #expect(forgetting.rows(chunk) == keeping.rows(chunk), "points \(chunk)")
        }
    }
}
