import Testing
import TunelabKit

/// Fronts, crowding distances and hypervolumes worked by hand.
@Suite struct ParetoRankingTests {
    /// (1,4) (2,2) (4,1) are mutually non-dominated; (3,3) is dominated by (2,2) only; (4,4) by
    /// every other point but (4,1)… and (4,1) too, since 1 < 4 and 4 ≤ 4.
    static let points: [[Double]] = [[1, 4], [3, 3], [2, 2], [4, 4], [4, 1]]

    @Test func frontsByHand() {
        #expect(ParetoRanking.fronts(Self.points) == [[0, 2, 4], [1], [3]])
        #expect(ParetoRanking.dominates([1, 1], [1, 2]) && !ParetoRanking.dominates([1, 1], [1, 1]))
    }

    /// Front [0, 2, 4] along f₁: 1, 2, 4 (range 3); along f₂: 4, 2, 1 (range 3). The middle
    /// point (2,2) gets (4 − 1)/3 + (4 − 1)/3 = 2; the ends +∞.
    @Test func crowdingByHand() {
        let d = ParetoRanking.crowding([0, 2, 4], in: Self.points)
        #expect(d[0] == .infinity && d[2] == .infinity && d[1] == 2)
        #expect(ParetoRanking.crowding([1, 3], in: Self.points).allSatisfy { $0 == .infinity }, "two points: both ends")
    }

    /// From r = (5, 5): (1,4) covers 4·1; (2,2) adds 3·2; (4,1) adds 1·1: 11. (3,3) and (4,4)
    /// are dominated and add nothing; a point outside r adds nothing.
    @Test func hypervolumeByHand() {
        #expect(Hypervolume.of(Self.points, reference: (5, 5)) == 11)
        #expect(Hypervolume.of(Self.points + [[0, 6]], reference: (5, 5)) == 11)
        #expect(Hypervolume.of([], reference: (5, 5)) == 0)
    }
}
