import ScrollPhysics

/// Times the scroll view's physics: the ticks of one frame (`advanceToNextFrame`, 10 ticks at
/// 1200 Hz for 120 Hz frames) timed together and divided by the tick count — one tick is too
/// short to time alone — over a flick, its deceleration and rest. A finished run restarts
/// (the simulation is rebuilt outside the timing).
struct PhysicsTickBench {
    let scenario: Scenario
    private var simulation: ScrollViewSimulation

    init() throws(InputError) {
        self.init(scenario: try LayoutBench.scenario(kind: .cardStack, count: nil, frameRate: 120))
    }

    /// Ticks of `scenario`'s own gesture.
    init(scenario: Scenario) {
        self.scenario = scenario
        simulation = Self.simulation(scenario)
    }

    private static func simulation(_ scenario: Scenario) -> ScrollViewSimulation {
        let script = GestureScript(
            steps: scenario.gesture, clock: scenario.clock, touchRate: scenario.touch.rate,
            noise: scenario.touch.noise, seed: scenario.touch.seed)
        return ScrollViewSimulation(
            configuration: scenario.scroll, clock: scenario.clock, script: script,
            estimator: scenario.touch.velocityEstimator)
    }

    /// Times `samples.count` batches of one frame's ticks (µs per tick), folding offsets into `checksum`.
    mutating func run(into samples: inout [Double], checksum: inout BenchChecksum) {
        let ticks = Double(scenario.clock.ticksPerFrame)
        var s = 0
        while s < samples.count {
            let start = BenchClock.now()
            let next = simulation.advanceToNextFrame()
            let end = BenchClock.now()
            guard let frame = next else {
                simulation = Self.simulation(scenario)
                continue
            }
            // Frame 0 is the initial state (no ticks run); it is not a sample.
            guard frame.frame > 0 else { continue }
            samples[s] = BenchClock.microseconds(from: start, to: end) / ticks
            checksum.fold(frame.offset)
            s += 1
        }
    }

    /// The tick interval (µs).
    var interval: Double { 1_000_000 / Double(scenario.clock.physicsRate) }
}
