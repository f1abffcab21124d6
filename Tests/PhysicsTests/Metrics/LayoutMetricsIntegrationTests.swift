import Foundation
import ScrollPhysics
import Testing

/// Layouts driven through the accumulator, checked against analytic limits.
@Suite struct LayoutMetricsIntegrationTests {
    static func run<L: ScrollLayout>(_ layout: L, _ metrics: [Metric], offsets: [Double]) -> MetricValues {
        var layout = layout
        var items = layout.makeBuffer()
        var accumulator = LayoutMetricsAccumulator(
            traits: layout.traits, metrics: metrics, geometry: layout.geometry,
            expectedRows: layout.capacity)
        for offset in offsets {
            layout.layout(offset: offset, velocity: 0, into: &items)
            accumulator.observe(offset: offset, items: items)
        }
        var values = MetricValues()
        accumulator.finish(into: &values)
        return values
    }

    @Test func rigidListHasNoJitterAndNoReversals() {
        // Fade items move rigidly with the offset: 2 pt per frame → centre steps of 2, d = 0.
        let offsets = (0...240).map { Double($0) * 2 }
        let values = Self.run(FadeLayout(), Metric.applicable(to: .fade), offsets: offsets)
        #expect(LayoutApprox.close(values[.jitterRMSPt], 0, 1e-9), "rigid motion: jitter \(String(describing: values[.jitterRMSPt]))")
        #expect(values[.reversals] == 0 && values[.pixelFlips] == 0, "no reversals")
        #expect(LayoutApprox.close(values[.maxStepPt], 2, 1e-9), "step 2 pt")
        #expect(values[.alphaReversals] == 0, "alpha falls monotonically while scrolling up")
        #expect(values[.overlapCV] == nil && values[.travelPt] == nil, "not applicable / physics untouched")
    }

    @Test func metricsDoNotDependOnTheCardCount() {
        let offsets = (0...360).map { 800 * (1 - exp(-Double($0) / 60)) }
        var twenty = CardStackConfiguration(), huge = CardStackConfiguration()
        huge.count = Int.max / 1000
        let metrics = Metric.applicable(to: .cardStack)
        let a = Self.run(CardStackLayout(configuration: twenty), metrics, offsets: offsets)
        let b = Self.run(CardStackLayout(configuration: huge), metrics, offsets: offsets)
        twenty.count = nil
        let c = Self.run(CardStackLayout(configuration: twenty), metrics, offsets: offsets)
        #expect(a == b && a == c, "same metrics for 20, Int.max/1000 and unbounded data")
        for metric in metrics where metric.isLayoutMetric {
            #expect(a[metric] != nil, "\(metric.rawValue) has data on a 361-frame card run")
        }
    }

    @Test func seedFlowStackPutsTheShrunkTopCardAboveALargerOne() {
        // Offset 200: item 0 (past the top: scale 0.8, z 3) overlaps item 1 (scale 0.95, z 2).
        let values = Self.run(FlowStackLayout(), [.zViolations], offsets: [200])
        #expect(values[.zViolations] == 1, "one z violation at offset 200")
    }

    @Test func parallaxSaturationOfCentredCells() {
        // Offset 90 (5 cells): only cell 2 is within 25 pt of its centred base.
        let values = Self.run(ParallaxLayout(), [.parallaxSaturation], offsets: [90])
        #expect(values[.parallaxSaturation] == 0.8, "4 of 5 layers clamped")
    }

    @Test func sineScaleMatchesTheDirectFormulaAcrossManyOffsets() {
        // The even-spacing path uses angle addition (CardStackPhases): last bits only.
        let layout = CardStackLayout()
        var items = layout.makeBuffer()
        var checked = 0
        for k in 0..<5000 {
            let offset = Double(k) * 0.37 - 600
            layout.layout(offset: offset, velocity: 0, into: &items)
            for item in items {
                let rel = offset - Double(item.index) * 24
                let expected = 0.7 + (1.1 - 0.7) * min(max(sin(abs(rel) * 0.4), 0), 1)
                if abs(item.scale - expected) > 1e-12 {
                    Issue.record("offset \(offset) card \(item.index): \(item.scale) ≠ \(expected)")
                }
                checked += 1
            }
        }
        #expect(checked == 25_000, "five cards per frame")
    }
}
