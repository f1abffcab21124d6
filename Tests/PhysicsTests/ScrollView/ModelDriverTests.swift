import Testing

@testable import ScrollPhysics

/// `ModelDriver`, the one registration of a `scroll.model` (docs/architecture.md#add-a-scroll-model).
@Suite struct ModelDriverTests {
    private func driver(_ model: ScrollModel) -> ModelDriver {
        var configuration = ScrollConfiguration()
        configuration.model = model
        return ModelDriver(configuration: configuration, clock: SimulationClock(physicsRate: 1200, frameRate: 120, duration: 1))
    }

    /// The name of the driver type a model runs under, and its Flutter tuning (if any).
    private func describe(_ driver: ModelDriver) -> String {
        switch driver {
        case .uikit: return "uikit"
        case let .flutterBouncing(flutter): return "flutterBouncing(\(flutter.rate))"
        case .androidClamping: return "androidClamping"
        case .overScroller: return "overScroller"
        }
    }

    @Test func eachModelRunsUnderItsDriver() {
        let expected: [ScrollModel: String] = [
            .uikit: "uikit", .flutterIOS: "flutterBouncing(normal)", .flutterMacOS: "flutterBouncing(fast)",
            .android: "androidClamping", .androidOverScroller: "overScroller"
        ]
        for model in ScrollModel.allCases {
            #expect(describe(driver(model)) == expected[model], "\(model.rawValue)")
        }
    }

    /// The Flutter driver's tuning is the model's own (`flutterDecelerationRate`).
    @Test func flutterDriversTakeTheModelsTuning() {
        for model in ScrollModel.allCases {
            guard case let .flutterBouncing(flutter) = driver(model) else {
                #expect(model.flutterDecelerationRate == nil, "\(model.rawValue) is Flutter-bouncing but has another driver")
                continue
            }
            #expect(flutter.rate == model.flutterDecelerationRate, "\(model.rawValue)")
        }
    }

    /// The view keeps its driver's state across frames: a flutter-ios fling is running after
    /// the release and gone once the view rests.
    @Test func theViewKeepsItsDriversState() {
        var configuration = ScrollConfiguration()
        configuration.model = .flutterIOS
        let clock = SimulationClock(physicsRate: 1200, frameRate: 120, duration: 8)
        let script = GestureScript(steps: [.flick(velocity: -2000), .wait(duration: 8)], clock: clock, touchRate: 120, noise: 0, seed: 1)
        var view = ScrollViewSimulation(configuration: configuration, clock: clock, script: script, estimator: .lsq2)
        var sawMotion = false
        while let frame = view.advanceToNextFrame() {
            guard case let .flutterBouncing(flutter) = view.driver else {
                Issue.record("flutter-ios runs under \(describe(view.driver))")
                return
            }
            if frame.phase == .decelerating { sawMotion = sawMotion || flutter.motion != nil }
            if frame.phase == .resting { #expect(flutter.motion == nil, "frame \(frame.frame) rests with a motion") }
        }
        #expect(sawMotion)
        #expect(view.phase == .resting)
    }
}
