import Foundation
import ScrollPhysics
import Testing

@testable import TunelabKit

/// The space `tunelab optimize` searches (docs/optimize.md#the-space): each grid key typed by how
/// it was written, and a search coordinate mapped to a value by reflection and the type's rule.
@Suite struct SearchSpaceTests {
    static let grid = """
        {"name": "space",
         "scenario": {"duration": 0.3, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2500}}]},
         "grid": {
           "layout.scaleFrequency": {"from": 0.8, "to": 0.05},
           "layout.centerFrequency": {"from": 0.05, "to": 0.5, "step": 0.05},
           "layout.spacing": {"from": 16, "to": 40, "step": 4},
           "layout.alphaDecay": {"logspace": {"from": 0.01, "to": 1, "count": 3}},
           "layout.scaleCurve": ["sine", "gaussian", "linear"],
           "layout.alphaFloor": [0.3]
         },
         "metrics": ["jitter_rms_pt"]}
        """

    static func load(_ text: String, allowsContinuous: Bool = true) throws -> Grid {
        let dir = try TempDirectory("space")
        defer { dir.remove() }
        return try GridDecoder.load(try dir.write(text, to: "g.json"), maxPoints: Int.max, allowsContinuous: allowsContinuous)
    }

    @Test func eachKeyIsTypedByHowItIsWritten() throws {
        let space = SearchSpace(grid: try Self.load(Self.grid))
        #expect(
            space.axes.map(\.typeName) == [
                "continuous", "lattice of 10", "integer lattice of 7", "continuous, log scale", "categorical, 3 values",
                "categorical, 1 value"
            ])
        #expect(space.searched == [0, 1, 2, 3, 4], "a key of one value is fixed, not searched")
        #expect(space.dimension == 5)
    }

    @Test func coordinatesAreProjectedOntoTheBox() {
        #expect(SearchAxis.fold(0.25) == 0.25)
        #expect(SearchAxis.fold(1.25) == 1, "past 1: on the wall")
        #expect(SearchAxis.fold(-0.25) == 0, "below 0: on the wall")
        #expect(SearchAxis.fold(.infinity) == 1 && SearchAxis.fold(-.infinity) == 0)
        #expect(SearchAxis.fold(.nan) == 0.5, "a diverged coordinate is the centre")
    }

    @Test func valuesFollowEachTypesRule() throws {
        let axes = SearchSpace(grid: try Self.load(Self.grid)).axes
        #expect(axes[0].value(at: 0) == .number(0.8) && axes[0].value(at: 1) == .number(0.05), "continuous: from at 0, to at 1")
        #expect(axes[0].value(at: 0.5) == .number(0.8 + 0.5 * (0.05 - 0.8)))
        #expect(axes[1].value(at: 0.5) == .number(0.3), "lattice: the nearest of 10 values, ⌊0.5·9 + ½⌋ = 5")
        #expect(axes[1].value(at: 1.0) == .number(0.5) && axes[1].value(at: 0.04) == .number(0.05))
        #expect(axes[2].value(at: 0.49) == .number(28), "integer lattice: ⌊0.49·6 + ½⌋ = 3 → 28")
        #expect(axes[3].value(at: 0.5) == .number(0.01 * Elementary.pow(100, 0.5)), "log scale: from·(to/from)^r")
        #expect(axes[3].value(at: 1) == .number(1))
        #expect(axes[4].value(at: 0.2) == .string("sine") && axes[4].value(at: 0.5) == .string("gaussian"))
        #expect(axes[4].value(at: 1) == .string("linear"), "categorical: n equal cells, r = 1 in the last")
    }

    @Test func theEdgeIsTheRangesEndsOrTheLatticesFirstAndLast() throws {
        let axes = SearchSpace(grid: try Self.load(Self.grid)).axes
        #expect(axes[0].isOnEdge(.number(0.0505)) && !axes[0].isOnEdge(.number(0.4)))
        #expect(axes[1].isOnEdge(.number(0.5)) && !axes[1].isOnEdge(.number(0.3)))
        #expect(!axes[4].isOnEdge(.string("sine")), "a categorical key has no edge")
    }

    @Test func sweepStillRefusesAStepLessRange() throws {
        #expect(throws: InputError.self) { try Self.load(Self.grid, allowsContinuous: false) }
        let pareto = Self.grid.replacingOccurrences(
            of: "\"metrics\": [\"jitter_rms_pt\"]}", with: "\"metrics\": [\"jitter_rms_pt\"], \"rank\": {\"pareto\": true}}")
        #expect(try Self.load(pareto).paretoRank)
        #expect(throws: InputError.self, "a sweep does not know \"pareto\"") {
            try Self.load(pareto.replacingOccurrences(of: "{\"from\": 0.8, \"to\": 0.05}", with: "[0.1]"), allowsContinuous: false)
        }
    }

    @Test func aGenerationIsRankedAsTheSweepRanksPoints() {
        let keys: [[Double?]] = [[2, 5], [1, 9], [2, 1], [nil, nil], [1, 9]]
        #expect(OptimizeObjective.ranking(keys) == [1, 4, 2, 0, 3], "first metric, ties by the next, then by index; empty last")
    }
}
