import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit

/// `PointEvaluator.shownBudget`, `init(sharing:)` and `releaseRuns()`: what an evaluator keeps
/// across chunks, and whose decoded cases it reads, change no byte.
@Suite struct PointEvaluatorShownBudgetTests {
    /// An evaluator that keeps no shown frames (`shownBudget` 0) simulates each case again per
    /// chunk and writes the rows one that keeps them all writes.
    @Test func casesPastTheShownFramesBudgetGiveTheSameRows() throws {
        let dir = try TempDirectory("shown-budget")
        defer { dir.remove() }
        let grid = try Self.grid(in: dir)
        let keeping = try PointEvaluator(grid: grid), forgetting = try PointEvaluator(grid: grid)
        forgetting.shownBudget = 0
        #expect(keeping.usesKernel, "the kernel path reads shown frames")
        for chunk in [0..<2, 2..<5, 5..<6] {
            #expect(forgetting.rows(chunk) == keeping.rows(chunk), "points \(chunk)")
        }
    }

    /// A worker's evaluator that shares the sweep's decoded cases, and the sweep's own after it
    /// released its runs, write the rows a fresh evaluator writes (the report's and the workers'
    /// evaluators are the sweep's since issue 46: one copy of the per-case state a process).
    @Test func aSharingEvaluatorAndAReleasedOneGiveTheSameRows() throws {
        let dir = try TempDirectory("shared-cases")
        defer { dir.remove() }
        let grid = try Self.grid(in: dir)
        let fresh = try PointEvaluator(grid: grid), sweeps = try PointEvaluator(grid: grid)
        let worker = PointEvaluator(sharing: sweeps)
        #expect(worker.usesKernel == fresh.usesKernel && worker.usesLayoutOnlyDecoding, "the decoding is shared")
        for chunk in [0..<2, 2..<5, 5..<6] {
            let expected = fresh.rows(chunk)
            #expect(worker.rows(chunk) == expected, "worker, points \(chunk)")
            #expect(sweeps.rows(chunk) == expected, "sweep, points \(chunk)")
            sweeps.releaseRuns()
            #expect(sweeps.rows(chunk) == expected, "sweep after releaseRuns, points \(chunk)")
        }
    }

    private static func grid(in dir: TempDirectory) throws -> Grid {
        try GridDecoder.load(
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
    }
}
