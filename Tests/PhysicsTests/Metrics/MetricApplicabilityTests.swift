import ScrollPhysics
import Testing

@Suite struct MetricApplicabilityTests {
    /// Each kind's layout metrics (docs/metrics.md's table); physics metrics follow.
    static let expected: [LayoutKind: [Metric]] = [
        .none: [],
        .cardStack: [
            .overlapMeanPt, .overlapCV, .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt,
            .zViolations, .focusErrorRate, .alphaReversals
        ],
        .flowStack: [
            .overlapMeanPt, .overlapCV, .jitterRMSPt, .reversals,
            .pixelFlips, .maxStepPt, .zViolations, .alphaReversals
        ],
        .parallax: [.jitterRMSPt, .reversals, .pixelFlips, .maxStepPt, .parallaxSaturation],
        .fade: [.jitterRMSPt, .reversals, .pixelFlips, .maxStepPt, .alphaReversals],
        // Those of a formula layout that scrolls along y without `clamped` (its definition decides).
        .formula: [
            .overlapMeanPt, .overlapCV, .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt,
            .zViolations, .focusErrorRate, .alphaReversals
        ]
    ]

    /// A new kind fails here until its row is written (and docs/metrics.md's table with it).
    @Test(arguments: LayoutKind.allCases)
    func eachKindGetsItsListedMetrics(kind: LayoutKind) throws {
        let metrics = try #require(Self.expected[kind], "\(kind): no row in MetricApplicabilityTests.expected")
        #expect(Metric.applicable(to: kind) == metrics + Metric.physics, "\(kind)")
    }

    @Test func cardStackGetsEveryLayoutMetricButSaturation() {
        #expect(Self.expected[.cardStack] == Metric.allCases.filter { $0.isLayoutMetric && $0 != .parallaxSaturation })
    }

    @Test func orderFollowsAllCases() {
        for kind in LayoutKind.allCases {
            let list = Metric.applicable(to: kind)
            let positions = list.map(\.ordinal)
            #expect(positions == positions.sorted(), "\(kind) in allCases order")
        }
    }
}
