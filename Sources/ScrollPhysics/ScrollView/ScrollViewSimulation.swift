/// The scroll view under a finger, stepped on a fixed physics clock (docs/scenario.md).
///
/// A driver: it owns the clock, the compiled gesture, the phase and the record, and hands the
/// model's rules (the drag, the release, the motion and its rest) to the current model's
/// driver (`ModelDriver`: `UIKitDriver` with the solvers `DecelerationStepper`,
/// `SpringStepper`, `RubberBand`; `FlutterBouncingDriver`, `AndroidClampingDriver`,
/// `OverScrollerDriver` for the platform models of `scroll.model`).
/// At tick n it first integrates the tick n−1 → n, then applies the touch events at n,
/// then the stop and rest rules; frame k shows the state at tick k·(physicsRate/frameRate).
/// Stepping allocates nothing.
public struct ScrollViewSimulation: Sendable {
    /// The scroll view's settings.
    public let configuration: ScrollConfiguration
    /// The physics and display clocks.
    public let clock: SimulationClock
    /// The offsets the view may rest at.
    public let bounds: ScrollBounds
    let events: [TouchEvent]

    // State
    /// Content offset along the axis at the current tick, pt.
    public internal(set) var offset: Points
    /// Scroll velocity at the current tick, pt/s.
    public internal(set) var velocity: PointsPerSecond = 0
    /// The current phase.
    public internal(set) var phase: ScrollPhase = .idle
    /// The current physics tick; t = tick / physicsRate.
    public internal(set) var tick = 0
    var nextEvent = 0
    var nextFrame = 0
    var estimator: VelocityEstimator
    var fingerDown = false
    /// Scroll velocity of the newest release since the last emitted frame.
    var pendingRelease: PointsPerSecond?
    /// The finger's translation since touch down, pt.
    var translation: Points = 0
    /// The model's own state and rules (`configuration.model`). While `run(_:)` runs, the
    /// driver in use is a copy taken out of it, put back when the run ends.
    var driver: ModelDriver
    /// Physics metrics, kept as the run goes.
    public internal(set) var record = ReleaseRecord()

    /// A view at `configuration.initialOffset`, driven by the touch events of `script` and releasing
    /// with the velocity `estimator` gives; the events of t = 0 are applied, then (when none
    /// was) a start past a bound hands over to the spring back, then the rest rules.
    public init(
        configuration: ScrollConfiguration, clock: SimulationClock, script: GestureScript,
        estimator: VelocityEstimatorKind
    ) {
        self.configuration = configuration
        self.clock = clock
        bounds = configuration.bounds
        events = script.events
        offset = configuration.initialOffset
        driver = ModelDriver(configuration: configuration, clock: clock)
        self.estimator = VelocityEstimator(kind: estimator)
        // The events of t = 0 come first: a touch or a flick at t = 0 from past an edge acts on
        // the view where it starts (a flick back in from 0.2 pt past the edge is Flutter's spring
        // from there, not a coast from an edge the spring back already settled on). A view that
        // no event touches at t = 0 starts its spring back (or its platform's) from there.
        run(.start)
    }

    /// The next frame's true state, or `nil` after frame K.
    public mutating func advanceToNextFrame() -> ScrollFrame? {
        guard nextFrame <= clock.lastFrame else { return nil }
        run(.ticks(through: nextFrame * clock.ticksPerFrame))
        let k = nextFrame
        nextFrame += 1
        let shownVelocity = phase == .dragging ? -estimator.velocity(atRelease: clock.time(ofTick: tick)) : velocity
        record.observeFrame(offset: offset, velocity: shownVelocity, bounds: bounds)
        let release = pendingRelease
        pendingRelease = nil
        return ScrollFrame(
            frame: k, time: clock.time(ofFrame: k), offset: offset, velocity: shownVelocity,
            phase: phase, touch: fingerDown ? translation : nil, release: release)
    }
}
