import ScrollPhysics
import Testing

@Suite struct DirectionMetricTests {
    typealias F = MetricFrames

    static func frames(_ offsets: [Double], _ centres: [Double]) -> [(Double, [ItemAttributes])] {
        zip(offsets, centres).map { ($0, [F.centred(0, cx: $1)]) }
    }

    @Test func reversalsCountWhileTheOffsetKeepsItsDirection() {
        // Steps +2, 0, −1 (reversal), 0, +2 (reversal) while the offset rises.
        let values = F.run([.reversals], Self.frames([0, 1, 2, 3, 4, 5], [10, 12, 12, 11, 11, 13]))
        #expect(values[.reversals] == 2, "two reversals")
    }

    @Test func followingTheOffsetBackIsNoReversal() {
        let values = F.run([.reversals], Self.frames([0, 1, 2, 1, 0], [10, 11, 12, 11, 10]))
        #expect(values[.reversals] == 0, "offset turned too")
    }

    @Test func zeroOffsetStepsKeepTheDirection() {
        // The offset stands still (a dropped frame) between the card's + step and its − step.
        let values = F.run([.reversals], Self.frames([0, 1, 1, 1, 2], [10, 11, 11, 11, 10]))
        #expect(values[.reversals] == 1, "offset direction stays + across zero steps")
    }

    @Test func verticalKindsUseCentreY() {
        let rows: [(Double, [ItemAttributes])] = [
            (0, [F.centred(0, cx: 0, cy: 10)]), (1, [F.centred(0, cx: 5, cy: 12)]), (2, [F.centred(0, cx: 10, cy: 11)])
        ]
        #expect(F.run(.fade, [.reversals], rows)[.reversals] == 1, "y turns back")
        #expect(F.run(.cardStack, [.reversals], rows)[.reversals] == 0, "x keeps rising")
    }

    @Test func pixelFlipsUseRoundedCentres() {
        // Scale 3: 10.0, 10.05, 10.02 → 30, 30.15, 30.06 → 30, 30, 30: no flip, one raw reversal.
        let small = F.run([.reversals, .pixelFlips], Self.frames([0, 1, 2], [10, 10.05, 10.02]))
        #expect(small[.reversals] == 1 && small[.pixelFlips] == 0, "sub-pixel wobble")
        // 10.0, 10.2, 10.1 → 30, 30.6, 30.3 → 30, 31, 30: one flip.
        let flip = F.run([.reversals, .pixelFlips], Self.frames([0, 1, 2], [10, 10.2, 10.1]))
        #expect(flip[.reversals] == 1 && flip[.pixelFlips] == 1, "visible flicker")
        // Scale 1: 10.2 → 10, 10.1 → 10: no flip.
        let coarse = F.run(.cardStack, [.pixelFlips], displayScale: 1, Self.frames([0, 1, 2], [10, 10.2, 10.1]))
        #expect(coarse[.pixelFlips] == 0, "1x display")
    }

    @Test func cardEnteringMidRunHasNoDirectionYet() {
        let values = F.run(
            [.reversals],
            [
                (0, [F.centred(0, cx: 0)]),
                (1, [F.centred(0, cx: 1), F.centred(1, cx: 50)]),
                (2, [F.centred(0, cx: 2), F.centred(1, cx: 49)]),  // card 1's first step: −, no count
                (3, [F.centred(0, cx: 3), F.centred(1, cx: 48)])
            ])
        #expect(values[.reversals] == 0, "first step sets the direction")
    }

    @Test func alphaReversals() {
        let alphas = [0.5, 0.7, 0.9, 0.9, 0.8, 0.85]
        let rows = zip([0.0, 1, 2, 3, 4, 5], alphas).map { ($0, [F.card(0, x: 0, alpha: $1)]) }
        // +, +, 0, − (reversal), + (reversal).
        #expect(F.run(.fade, [.alphaReversals], rows)[.alphaReversals] == 2, "two alpha turns")
        #expect(F.run(.fade, [.alphaReversals], [(0, [F.card(0, x: 0)])])[.alphaReversals] == 0, "single frame: 0")
    }

    @Test func countsAreEmptyWithoutFrames() {
        let values = F.run([.reversals, .pixelFlips, .alphaReversals, .zViolations, .focusErrorRate], [])
        #expect(
            values[.reversals] == nil && values[.pixelFlips] == nil && values[.alphaReversals] == nil,
            "no frames, no data")
        #expect(values[.zViolations] == nil && values[.focusErrorRate] == nil, "no frames, no data")
    }
}
