/// `scroll.model: android` (docs/scroll-models.md): Flutter's `ClampingScrollPhysics`. No
/// overscroll while dragging and no carried momentum (`ClampingDriver`); a release passes the
/// fling gate and starts an `AndroidClampingSimulation`, sampled in closed form on its own
/// clock t = (tick − start tick) / physicsRate, each sample through the boundary conditions.
struct AndroidClampingDriver: ClampingDriver {
    /// The ballistic simulation since the last release, and the tick it started at.
    var motion: AndroidClampingSimulation?
    var startTick = 0
    /// Whether `motion` started past an edge (the spring back: `bouncing`).
    var springBack = false
    /// Set when the boundary conditions refused a sample: the motion ends at the next rest check.
    var stopped = false

    /// The view stops; nothing is carried into the drag.
    mutating func hold(_ view: inout ScrollViewSimulation, time: Seconds) {
        motion = nil
        stopped = false
    }

    /// Starts the ballistic simulation at (offset, v0) within the bounds, and takes its sample
    /// at elapsed 0 at once (the spring back shows its start velocity min(0, v), not the
    /// release velocity).
    mutating func handOff(_ view: inout ScrollViewSimulation, velocity v0: PointsPerSecond) {
        let simulation = AndroidClampingSimulation(
            position: view.offset, velocity: v0, leadingExtent: view.bounds.minimum,
            trailingExtent: view.bounds.maximum,
            tolerance: FlutterTolerance.scrollPhysics(devicePixelRatio: view.configuration.displayScale))
        motion = simulation
        springBack = view.bounds.overscroll(view.offset) != 0
        startTick = view.tick
        stopped = false
        sample(&view, simulation, at: 0)
    }

    /// The tick n → n+1: the closed form at t = (n + 1 − start) / physicsRate.
    mutating func integrateTick(_ view: inout ScrollViewSimulation) {
        guard let motion, view.phase == .decelerating || view.phase == .bouncing else { return }
        sample(&view, motion, at: view.clock.time(ofTick: view.tick + 1 - startTick))
    }

    /// The solver's `isDone` at the current tick, or a sample the boundary conditions stopped;
    /// the offset stays where the last sample put it.
    mutating func applyRestRules(_ view: inout ScrollViewSimulation) {
        guard let motion, view.phase == .decelerating || view.phase == .bouncing else { return }
        guard stopped || motion.isDone(at: view.clock.time(ofTick: view.tick - startTick)) else { return }
        view.velocity = 0
        self.motion = nil
        stopped = false
        view.enterRest()
    }

    /// One sample as `BallisticScrollActivity.applyMoveTo` takes it: value = x(t) through
    /// `setPixels`; a refused part (`ClampingBoundary.overscroll`) leaves the offset at
    /// value − overscroll and stops the motion (`goIdle`), which the rest rule then records.
    private mutating func sample(_ view: inout ScrollViewSimulation, _ motion: AndroidClampingSimulation, at t: Seconds) {
        let value = motion.position(at: t)
        let refused = ClampingBoundary.overscroll(from: view.offset, to: value, bounds: view.bounds)
        if refused != 0 {
            view.offset = value - refused
            view.velocity = 0
            stopped = true
            return
        }
        view.offset = value
        view.velocity = motion.velocity(at: t)
        view.phase = springBack ? .bouncing : .decelerating
    }
}
