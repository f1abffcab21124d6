import ScrollPhysics
import Testing

@Suite struct OverlapAndJitterTests {
    typealias F = MetricFrames

    @Test func overlapMeanAndCV() {
        // Frame 0: [0,10] & [6,16] → 4; [6,16] & [20,30] → −4. Frame 1: [0,10] & [8,18] → 2.
        let values = F.run(
            [.overlapMeanPt, .overlapCV],
            [
                (0, [F.card(0, x: 0), F.card(1, x: 6), F.card(2, x: 20)]),
                (1, [F.card(0, x: 0), F.card(1, x: 8)])
            ])
        // Mean 2/3; population variance 36/3 − 4/9 = 104/9; cv = (√104/3)/(2/3) = √104/2.
        #expect(LayoutApprox.close(values[.overlapMeanPt], 2.0 / 3, 1e-12), "mean of 4, −4, 2")
        #expect(LayoutApprox.close(values[.overlapCV], 104.0.squareRoot() / 2, 1e-12), "cv of 4, −4, 2")
    }

    @Test func overlapUsesYForLists() {
        let values = F.run(
            .flowStack, [.overlapMeanPt],
            [
                (0, [F.card(0, x: 0, y: 0), F.card(1, x: 100, y: 7)])
            ])
        #expect(values[.overlapMeanPt] == 3, "vertical: min(10, 17) − max(0, 7) = 3")
    }

    @Test func overlapWithoutAdjacentPairsIsEmpty() {
        let values = F.run(
            [.overlapMeanPt, .overlapCV],
            [
                (0, [F.card(0, x: 0), F.card(2, x: 5)]),
                (1, [F.card(5, x: 0)])
            ])
        #expect(values[.overlapMeanPt] == nil && values[.overlapCV] == nil, "cards 0 and 2 are not adjacent")
    }

    @Test func overlapCVIsEmptyForAZeroMean() {
        let values = F.run(
            [.overlapMeanPt, .overlapCV],
            [
                (0, [F.card(0, x: 0), F.card(1, x: 9)]),  // 1
                (1, [F.card(0, x: 0), F.card(1, x: 11)])  // −1
            ])
        #expect(values[.overlapMeanPt] == 0 && values[.overlapCV] == nil, "mean 0 → cv empty")
    }

    @Test func jitterPoolsSecondDifferencesOfCentreXYAndWidth() {
        // Card 0: centre x 0, 1, 3, 4 → d = 3 − 2 + 0 = 1 and 4 − 6 + 1 = −1; y and width give 0.
        // Card 1 enters at frame 1: centre x 50, 50, 53 → d = 3 at k = 2.
        let values = F.run(
            [.jitterRMSPt],
            [
                (0, [F.centred(0, cx: 0)]),
                (1, [F.centred(0, cx: 1), F.centred(1, cx: 50)]),
                (2, [F.centred(0, cx: 3), F.centred(1, cx: 50)]),
                (3, [F.centred(0, cx: 4), F.centred(1, cx: 53)])
            ])
        // Σd² = 1 + 1 + 9 = 11 over N = 3·2 + 3·1 = 9 values.
        #expect(LayoutApprox.close(values[.jitterRMSPt], (11.0 / 9).squareRoot(), 1e-12), "√(11/9)")
    }

    @Test func jitterCountsWidthChanges() {
        let values = F.run(
            .fade, [.jitterRMSPt],
            [
                (0, [F.card(0, x: 0, width: 10)]),
                (1, [F.card(0, x: 0, width: 12)]),
                (2, [F.card(0, x: 0, width: 12)])
            ])
        // width 10, 12, 12 → d = −2; centre x 5, 6, 6 → d = −1; centre y 5, 5, 5 → 0.
        #expect(LayoutApprox.close(values[.jitterRMSPt], (5.0 / 3).squareRoot(), 1e-12), "√((4 + 1 + 0)/3)")
    }

    @Test func jitterNeedsThreeConsecutiveFrames() {
        let one = F.run([.jitterRMSPt], [(0, [F.centred(0, cx: 0)])])
        #expect(one[.jitterRMSPt] == nil, "a single frame has no data")
        let two = F.run([.jitterRMSPt], [(0, [F.centred(0, cx: 0)]), (1, [F.centred(0, cx: 1)])])
        #expect(two[.jitterRMSPt] == nil, "two frames have no data")
        let gap = F.run(
            [.jitterRMSPt],
            [
                (0, [F.centred(0, cx: 0)]), (1, [F.centred(0, cx: 1)]), (2, []),
                (3, [F.centred(0, cx: 9)]), (4, [F.centred(0, cx: 20)])
            ])
        #expect(gap[.jitterRMSPt] == nil, "a card that leaves and returns starts afresh")
    }

    @Test func maxStepIsTheLargestCentreMove() {
        let values = F.run(
            [.maxStepPt],
            [
                (0, [F.centred(0, cx: 0, cy: 0)]),
                (1, [F.centred(0, cx: 3, cy: 4), F.centred(1, cx: 100, cy: 100)]),
                (2, [F.centred(0, cx: 3, cy: 5), F.centred(1, cx: 100, cy: 101)])
            ])
        #expect(values[.maxStepPt] == 5, "steps 5, 1, 1 (card 1 entering is no step)")
        #expect(F.run([.maxStepPt], [(0, [F.centred(0, cx: 0)])])[.maxStepPt] == nil, "single frame: no step")
        #expect(
            F.run([.maxStepPt], [(0, [F.centred(0, cx: 0)]), (1, [F.centred(0, cx: 0)])])[.maxStepPt] == 0,
            "a still card steps 0")
    }
}
