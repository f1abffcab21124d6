import ScrollPhysics
import Testing

@Suite struct LayoutTraitsTests {
    @Test func builtInTraitsMatchTheirKinds() {
        for kind in LayoutKind.allCases {
            #expect(kind.traits.kindName == kind.rawValue, "\(kind) name")
            #expect(kind.traits.isHorizontal == (kind == .cardStack), "\(kind) axis")
        }
        #expect(LayoutKind.parallax.traits.layered && !LayoutKind.fade.traits.layered, "only parallax rows are layers")
    }

    @Test func customTraitsDeclareAxisAndMetricsInCanonicalOrder() {
        let traits = LayoutTraits(
            kindName: "coverFlow", axis: .horizontal,
            layoutMetrics: [.focusErrorRate, .jitterRMSPt, .jitterRMSPt])
        #expect(traits.layoutMetrics == [.jitterRMSPt, .focusErrorRate], "allCases order, once each")
        #expect(Metric.applicable(to: traits) == [.jitterRMSPt, .focusErrorRate] + Metric.physics)
        #expect(Metric.travelPt.applies(to: traits) && !Metric.overlapCV.applies(to: traits), "physics always; overlap not listed")
    }

    @Test func accumulatorMeasuresOverlapAlongTheDeclaredAxis() {
        // Two 100 × 100 rows, offset by 30 along x and by 60 along y.
        let rows = ItemBuffer([
            ItemAttributes(index: 0, x: 0, y: 0, width: 100, height: 100),
            ItemAttributes(index: 1, x: 30, y: 60, width: 100, height: 100)
        ])
        for (axis, expected) in [(LayoutAxis.horizontal, 70.0), (.vertical, 40.0)] {
            let traits = LayoutTraits(kindName: "custom", axis: axis, layoutMetrics: [.overlapMeanPt])
            var accumulator = LayoutMetricsAccumulator(
                traits: traits, metrics: [.overlapMeanPt, .overlapCV],
                geometry: LayoutGeometry())
            accumulator.observe(offset: 0, items: rows)
            #expect(accumulator.value(of: .overlapMeanPt) == expected, "\(axis): min(right) − max(left)")
            #expect(accumulator.value(of: .overlapCV) == nil, "overlap_cv not declared by the traits")
        }
    }
}
