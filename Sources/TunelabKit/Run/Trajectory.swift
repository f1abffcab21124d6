import ScrollPhysics

/// The scroll view's true state at every frame of a scenario, and its physics metrics:
/// what a sweep computes once and shares between points that vary only the view.
public struct Trajectory: Sendable {
    /// Frames k = 0 … K.
    public let frames: [ScrollFrame]
    /// The physics metrics (docs/metrics.md).
    public let physics: MetricValues

    /// Runs the scroll view of `scenario` to its last frame.
    public init(scenario: Scenario) {
        let script = GestureScript(
            steps: scenario.gesture, clock: scenario.clock, touchRate: scenario.touch.rate,
            noise: scenario.touch.noise, seed: scenario.touch.seed)
        var simulation = ScrollViewSimulation(
            configuration: scenario.scroll, clock: scenario.clock, script: script,
            estimator: scenario.touch.velocityEstimator)
        var frames: [ScrollFrame] = []
        frames.reserveCapacity(scenario.clock.lastFrame + 1)
        while let frame = simulation.advanceToNextFrame() { frames.append(frame) }
        self.frames = frames
        var physics = MetricValues()
        PhysicsMetrics.fill(
            &physics, record: simulation.record, physicsRate: scenario.clock.physicsRate,
            frameRate: scenario.clock.frameRate,
            snapInterval: scenario.scroll.snap.effectiveInterval(viewport: scenario.scroll.viewport),
            bounds: simulation.bounds)
        self.physics = physics
    }
}
