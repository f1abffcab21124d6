import Testing

@testable import TunelabKit

/// `OptimizeSampleMap` on hand-computed cases: which two keys it maps, each cell's best value,
/// the log scale, and what it leaves out.
@Suite struct OptimizeSampleMapTests {
    /// Five evaluations over three searched keys (positions r per key) and their values.
    static let positions: [[Double?]] = [
        [0.0, 0.0, 0.0], [0.0, 1.0, 1.0], [1.0, 0.0, 0.0], [1.0, 1.0, 1.0], [0.01, 0.5, 0.01]
    ]
    static let values: [Double?] = [1, 3, 2, 4, 0.5]

    @Test func itMapsTheTwoKeysTheValueMovesMostAndEachCellKeepsItsBest() throws {
        let map = try #require(
            OptimizeSampleMap(searched: [0, 1, 2], positions: Self.positions, values: Self.values, best: 4))
        // Spreads (max − min of the 16 one-key cells' bests): key 0: cell 0 holds points 0, 1, 4
        // (best 0.5), cell 15 points 2, 3 (best 2) → 1.5; key 1: cell 0 {1, 2} → 1, cell 8 {0.5},
        // cell 15 {3, 4} → 3 → 2.5; key 2: cell 0 {1, 2, 0.5} → 0.5, cell 15 {3, 4} → 3 → 2.5.
        // The two largest: keys 1 and 2.
        #expect(map.keys.x == 1 && map.keys.y == 2)
        #expect(!map.logScale, "4 / 0.5 < 10")
        let n = OptimizeSampleMap.bins
        #expect(map.cells[0 * n + 0] == 1, "points 0 and 2 share the bottom-left cell: the smaller, 1")
        #expect(map.cells[15 * n + 15] == 3, "points 1 and 3 share the top-right cell: the smaller, 3")
        #expect(map.cells[0 * n + 8] == 0.5, "point 4: key 1 at ½ is cell 8, key 2 at 0.01 is cell 0")
        #expect(map.emptyCount == n * n - 3)
        #expect(map.best == .init(point: 4, x: 0.5, y: 0.01, value: 0.5))
        #expect(map.range! == (0.5, 3))
    }

    @Test func valuesOverADecadeAreColouredByTheirLogarithm() throws {
        let map = try #require(
            OptimizeSampleMap(searched: [0, 1], positions: [[0, 0], [1, 1], [0.5, 0.5]], values: [1, 100, nil], best: 0))
        #expect(map.logScale)
        #expect(map.range! == (0, 2), "log₁₀ 1 and log₁₀ 100")
        #expect(map.unplotted == 1 && map.samples.count == 2)
        let svg = map.svg(space: SearchSpace(grid: try Self.twoKeyGrid()), metric: "jitter_rms_pt", signed: false)
        #expect(svg.contains("log₁₀ jitter_rms_pt") && svg.contains("1 evaluation without a value not shown"))
        #expect(svg.components(separatedBy: "class=\"cell\"").count - 1 == 2, "two cells reached")
        #expect(svg.contains("class=\"best\" data-point=\"0\""))
    }

    @Test func oneSearchedKeyOrNoValueGivesNoMap() {
        #expect(OptimizeSampleMap(searched: [0], positions: [[0.5]], values: [1], best: 0) == nil)
        #expect(OptimizeSampleMap(searched: [0, 1], positions: [[0.5, 0.5]], values: [nil], best: nil) == nil)
    }

    @Test func positionsInvertTheAxesValues() throws {
        let space = SearchSpace(grid: try Self.twoKeyGrid())
        for axis in space.axes {
            for r in [0, 0.25, 0.5, 1.0] {
                let back = try #require(axis.position(of: axis.value(at: r)))
                #expect(abs(back - r) < 1e-12, "\(axis.key) at \(r): \(back)")
            }
        }
    }

    static func twoKeyGrid() throws -> Grid {
        try SearchSpaceTests.load(
            """
            {"name": "m", "scenario": {"layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2000}}]},
             "grid": {"layout.scaleFrequency": {"from": 0.05, "to": 0.8},
                      "layout.spacing": {"logspace": {"from": 16, "to": 64, "count": 3}}},
             "metrics": ["jitter_rms_pt"]}
            """)
    }
}
