import Foundation
import ScrollPhysics
import Testing

/// `TrackHistory` keeps the last three frames in rotating slots; these check the matching
/// (rows appearing, leaving, returning) and that growing the slots changes nothing.
@Suite struct TrackHistoryTests {
    static let all: [Metric] = [.jitterRMSPt, .maxStepPt, .reversals, .pixelFlips, .alphaReversals]

    @Test func rowThatSkipsAFrameStartsOver() {
        // Card 0 moves 0, 1, (gone), 5, 6, 10: jitter needs three consecutive frames, so only
        // 5, 6, 10 give a term: 10 − 2·6 + 5 = 3 in x (y and width steady), rms = √(9/3).
        let frames: [(Double, [ItemAttributes])] = [
            (0, [MetricFrames.centred(0, cx: 0)]), (1, [MetricFrames.centred(0, cx: 1)]), (2, []),
            (3, [MetricFrames.centred(0, cx: 5)]), (4, [MetricFrames.centred(0, cx: 6)]),
            (5, [MetricFrames.centred(0, cx: 10)])
        ]
        let values = MetricFrames.run([.jitterRMSPt, .maxStepPt], frames)
        #expect(LayoutApprox.close(values[.jitterRMSPt], 3.0.squareRoot(), 1e-12), "jitter \(String(describing: values[.jitterRMSPt]))")
        #expect(values[.maxStepPt] == 4, "largest step 6 → 10")
    }

    @Test func rowsMatchByKeyWhenTheWindowShifts() {
        // Cards 0, 1, 2 then 1, 2, 3 then 2, 3, 4, each moving by −1, −2 (second difference −1).
        func frame(_ k: Int) -> [ItemAttributes] {
            let moves = [0.0, -1, -3]
            return (k..<(k + 3)).map { MetricFrames.centred($0, cx: Double($0) * 20 + moves[k]) }
        }
        let values = MetricFrames.run([.jitterRMSPt], [(0, frame(0)), (-1, frame(1)), (-3, frame(2))])
        // Only card 2 is in all three frames: dx = −3 − 2·(−1) + 0 = −1 → rms √(1/3).
        #expect(
            LayoutApprox.close(values[.jitterRMSPt], (1.0 / 3).squareRoot(), 1e-12),
            "jitter \(String(describing: values[.jitterRMSPt]))")
    }

    @Test func growingPastTheReservedRowsChangesNothing() {
        let layout = CardStackLayout()
        var items = layout.makeBuffer()
        let geometry = LayoutGeometry()
        var small = LayoutMetricsAccumulator(kind: .cardStack, metrics: Self.all, geometry: geometry, expectedRows: 1)
        var large = LayoutMetricsAccumulator(kind: .cardStack, metrics: Self.all, geometry: geometry, expectedRows: 64)
        for k in 0..<400 {
            let offset = -Double(k) * 3.7 + 20 * sin(Double(k) * 0.1)
            layout.layout(offset: offset, velocity: 0, into: &items)
            small.observe(offset: offset, items: items)
            large.observe(offset: offset, items: items)
        }
        for metric in Self.all {
            #expect(
                small.value(of: metric) == large.value(of: metric) && small.value(of: metric) != nil,
                "\(metric.rawValue): \(String(describing: small.value(of: metric))) vs \(String(describing: large.value(of: metric)))")
        }
    }
}
