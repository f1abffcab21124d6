import ScrollPhysics
import Testing

@Suite struct MetricApplicabilityTests {
    @Test func cardStackGetsEveryLayoutMetricButSaturation() {
        #expect(
            Metric.applicable(to: .cardStack) == [
                .overlapMeanPt, .overlapCV, .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt,
                .zViolations, .focusErrorRate, .alphaReversals
            ] + Metric.physics, "cardStack")
    }

    @Test func listsAndNone() {
        #expect(Metric.applicable(to: .none) == Metric.physics, "none: physics only")
        #expect(
            Metric.applicable(to: .parallax) == [
                .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt,
                .parallaxSaturation
            ] + Metric.physics, "parallax")
        #expect(
            Metric.applicable(to: .fade) == [
                .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt,
                .alphaReversals
            ] + Metric.physics, "fade")
        #expect(
            Metric.applicable(to: .flowStack) == [
                .overlapMeanPt, .overlapCV, .jitterRMSPt, .reversals,
                .pixelFlips, .maxStepPt, .zViolations, .alphaReversals
            ]
                + Metric.physics, "flowStack")
    }

    @Test func orderFollowsAllCases() {
        for kind in LayoutKind.allCases {
            let list = Metric.applicable(to: kind)
            let positions = list.map(\.ordinal)
            #expect(positions == positions.sorted(), "\(kind) in allCases order")
        }
    }
}
