import ScrollPhysics
import Testing

@Suite struct StackMetricTests {
    typealias F = MetricFrames

    @Test func zViolations() {
        // A (scale 1, z 1) overlaps B (scale 0.8, z 2): violation. C is apart. D overlaps A with
        // A's scale (no order needed). E touches A's right edge only (no overlap).
        let frame0 = [
            F.card(0, x: 0, scale: 1, z: 1), F.card(1, x: 5, width: 8, height: 8, scale: 0.8, z: 2),
            F.card(2, x: 50, scale: 0.5, z: 9), F.card(3, x: 2, scale: 1 + 1e-12, z: 0),
            F.card(4, x: 10, scale: 0.2, z: 5)
        ]
        // Frame 1: equal z is a violation too; larger on top is fine.
        let frame1 = [
            F.card(0, x: 0, scale: 1, z: 3), F.card(1, x: 5, scale: 0.9, z: 3),
            F.card(2, x: 8, scale: 0.8, z: 2)
        ]
        let values = F.run([.zViolations], [(0, frame0), (1, frame1)])
        // Frame 0: (0,1) ✗ (A larger, z 1 ≤ 2); (0,3) scales within 1e-9; (0,4) only touch at x 10;
        // (1,3) ✗ (card 3 [2,12] is larger, z 0 ≤ 2); (1,4) ✗ ([5,13] meets [10,20]; 0.8 > 0.2
        // but z 2 ≤ 5); (3,4) ✗ ([2,12] meets [10,20], z 0 ≤ 5); card 2 meets nobody.
        // Frame 1: (0,1) ✗ equal z; (0,2), (1,2) larger on top. Total 5.
        #expect(values[.zViolations] == 5, "hand count 5")
    }

    @Test func focusErrorRate() {
        // Viewport 100 × 100 → centre (50, 50). Cards 10 × 10 centred at y 50.
        let ok = [F.card(0, x: 45, y: 45, scale: 1, z: 10), F.card(1, x: 75, y: 45, scale: 0.8, z: 5)]
        let small = [F.card(0, x: 45, y: 45, scale: 0.8, z: 10), F.card(1, x: 75, y: 45, scale: 1, z: 5)]
        let tiedZ = [F.card(0, x: 45, y: 45, scale: 1, z: 5), F.card(1, x: 75, y: 45, scale: 0.8, z: 5)]
        let values = F.run([.focusErrorRate], [(0, ok), (1, small), (2, tiedZ), (3, [])])
        #expect(values[.focusErrorRate] == 0.5, "errors in frames 1 and 2 of 4")
        let single = F.run([.focusErrorRate], [(0, [F.card(0, x: 0, scale: 0.1, z: -1)])])
        #expect(single[.focusErrorRate] == 0, "a lone card is largest and top-most")
    }

    @Test func focusTakesTheNearestCentre() {
        // Card 1 is nearer (50 vs 47) than card 0, so card 1 must be the focus.
        let rows = [F.card(0, x: 37, y: 45, scale: 1, z: 10), F.card(1, x: 46, y: 45, scale: 0.8, z: 5)]
        #expect(F.run([.focusErrorRate], [(0, rows)])[.focusErrorRate] == 1, "nearest card is small")
    }

    @Test func parallaxSaturation() {
        let frame0 = [
            F.card(0, x: 0, layer: 0, clamped: true), F.card(0, x: 0, layer: 1),
            F.card(1, x: 0, layer: 0), F.card(1, x: 0, layer: 1)
        ]
        let frame1 = [F.card(1, x: 0, layer: 0, clamped: true), F.card(1, x: 0, layer: 1, clamped: true)]
        let values = F.run(.parallax, [.parallaxSaturation], [(0, frame0), (1, frame1)])
        #expect(values[.parallaxSaturation] == 0.5, "3 of 6 samples clamped")
        #expect(F.run(.parallax, [.parallaxSaturation], [(0, [])])[.parallaxSaturation] == nil, "no samples")
    }

    @Test func finishFillsOnlyRequestedApplicableMetrics() {
        var accumulator = LayoutMetricsAccumulator(
            kind: .parallax, metrics: [.overlapCV, .maxStepPt, .travelPt],
            geometry: LayoutGeometry())
        accumulator.observe(offset: 0, items: ItemBuffer([F.card(0, x: 0, layer: 0), F.card(1, x: 6, layer: 0)]))
        accumulator.observe(offset: 1, items: ItemBuffer([F.card(0, x: 1, layer: 0), F.card(1, x: 7, layer: 0)]))
        var values = MetricValues()
        values[.travelPt] = 7
        values[.overlapCV] = 99
        values[.reversals] = 42
        accumulator.finish(into: &values)
        #expect(values[.overlapCV] == nil, "overlap does not apply to parallax")
        #expect(values[.maxStepPt] == 1, "requested and applicable")
        #expect(values[.travelPt] == 7 && values[.reversals] == 42, "others untouched")
        #expect(!accumulator.needsAlpha, "no alpha metric requested")
    }

    @Test func neededOutputsFollowTheMetrics() {
        let cases: [([Metric], LayoutOutputs)] = [
            ([.overlapCV, .jitterRMSPt], .frameOnly), ([.alphaReversals], [.alpha]), ([.zViolations], [.z]),
            ([.focusErrorRate, .alphaReversals], [.alpha, .z]), (Metric.allCases, [.alpha, .z])
        ]
        for (metrics, outputs) in cases {
            let accumulator = LayoutMetricsAccumulator(kind: .cardStack, metrics: metrics, geometry: LayoutGeometry())
            #expect(accumulator.neededOutputs == outputs, "\(metrics.map(\.rawValue)): \(accumulator.neededOutputs)")
        }
    }
}
