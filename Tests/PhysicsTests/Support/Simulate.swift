import ScrollPhysics

/// Runs a scroll view on a scripted gesture and returns every frame plus the final simulation.
func simulate(
    _ steps: [GestureStep], duration: Seconds = 3, frameRate: Int = 120, physicsRate: Int = 1200,
    touchRate: Int = 120, noise: Points = 0, seed: UInt64 = 1,
    estimator: VelocityEstimatorKind = .lsq2,
    configure: (inout ScrollConfiguration) -> Void = { _ in }
) -> (frames: [ScrollFrame], simulation: ScrollViewSimulation) {
    var configuration = ScrollConfiguration()
    configure(&configuration)
    let clock = SimulationClock(physicsRate: physicsRate, frameRate: frameRate, duration: duration)
    let script = GestureScript(steps: steps, clock: clock, touchRate: touchRate, noise: noise, seed: seed)
    var simulation = ScrollViewSimulation(configuration: configuration, clock: clock, script: script, estimator: estimator)
    var frames: [ScrollFrame] = []
    while let frame = simulation.advanceToNextFrame() { frames.append(frame) }
    return (frames, simulation)
}
