import ScrollPhysics
import Testing
import TunelabKit

@Suite struct ViewEvaluatorTests {
    static func scenario(_ layout: String) throws -> Scenario {
        let text = """
            {"duration": 1.5, "layout": {"kind": "\(layout)"},
             "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1.5}],
             "display": {"droppedFrames": {"every": 7}}}
            """
        return try ScenarioDecoder(file: "t.json", directory: "/tmp", defaultName: "t")
            .decode(JSONParser.parse(text, file: "t.json"))
    }

    /// The frame loop of docs/metrics.md written plainly over `AnyScrollLayout`, every attribute computed.
    static func reference(_ scenario: Scenario, _ trajectory: Trajectory, _ metrics: [Metric]) -> MetricValues {
        let evaluator = ViewEvaluator(scenario: scenario, metrics: metrics)
        var layout = scenario.layout.makeLayout(geometry: evaluator.geometry)
        var items = layout.makeBuffer()
        var accumulator = LayoutMetricsAccumulator(
            kind: scenario.layout.kind, metrics: metrics,
            geometry: evaluator.geometry, displayScale: scenario.display.scale)
        var schedule = DroppedFrameSchedule(scenario.display.droppedFrames)
        var shown = 0.0
        for frame in trajectory.frames {
            if let release = frame.release { layout.didRelease(velocity: release) }
            if !schedule.isDropped(frame: frame.frame) {
                shown = frame.offset
                layout.layout(offset: shown, velocity: frame.velocity, into: &items)
            }
            if scenario.layout.kind.placesItems { accumulator.observe(offset: shown, items: items) }
        }
        var values = trajectory.physics
        accumulator.finish(into: &values)
        return values
    }

    @Test(arguments: LayoutKind.allCases.filter { !$0.isFormula }.map(\.rawValue))
    func matchesThePlainFrameLoop(_ kind: String) throws {
        let scenario = try Self.scenario(kind)
        let trajectory = Trajectory(scenario: scenario)
        let metrics = Metric.allCases
        let values = ViewEvaluator(scenario: scenario, metrics: metrics).evaluate(trajectory)
        let expected = Self.reference(scenario, trajectory, metrics)
        for metric in metrics {
            #expect(
                values[metric] == expected[metric],
                "\(kind) \(metric.rawValue): \(String(describing: values[metric])) vs \(String(describing: expected[metric]))")
        }
    }

    @Test func leanOutputsGiveTheSameMetrics() throws {
        // Without a sink the card stack skips alpha, z, rotation and shadow when no metric reads them.
        let scenario = try Self.scenario("cardStack")
        let trajectory = Trajectory(scenario: scenario)
        for metrics: [Metric] in [[.overlapCV, .jitterRMSPt], [.zViolations, .focusErrorRate], [.alphaReversals]] {
            let lean = ViewEvaluator(scenario: scenario, metrics: metrics).evaluate(trajectory)
            let full = Self.reference(scenario, trajectory, metrics)
            for metric in metrics {
                #expect(lean[metric] == full[metric] && lean[metric] != nil, "\(metric.rawValue)")
            }
        }
    }

    @Test func aSinkSeesEveryAttribute() throws {
        let scenario = try Self.scenario("cardStack")
        let trajectory = Trajectory(scenario: scenario)
        var frames = 0, fadedRows = 0
        _ = ViewEvaluator(scenario: scenario, metrics: [.jitterRMSPt]).evaluate(trajectory) { _, _, items in
            frames += 1
            for item in items where item.alpha < 1 && item.z > 0 && item.shadowOpacity != 0 { fadedRows += 1 }
        }
        #expect(frames == trajectory.frames.count, "one call per frame")
        #expect(fadedRows > 0, "items.csv rows carry alpha, z and shadow even when no metric reads them")
    }
}
