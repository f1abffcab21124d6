/// `scroll.model: flutter-ios` and `flutter-macos` (docs/scroll-models.md): Flutter's
/// `BouncingScrollPhysics` at `rate`. The drag applies `applyPhysics(toUserOffset:)` per touch
/// sample; a release passes the fling gate, adds the carried momentum
/// (`ScrollDragController`) and starts a `FlutterBouncingSimulation`, sampled in closed form
/// on its own clock t = (tick − start tick) / physicsRate.
struct FlutterBouncingDriver: ScrollModelDriver {
    /// `ScrollDragController.momentumRetainStationaryDurationThreshold`: a stationary sample
    /// later than this after the last moving one drops the carried momentum, s.
    static let momentumRetainStationaryDuration: Seconds = 0.020
    /// `ScrollDragController.momentumRetainVelocityThresholdFactor`: the carried momentum is
    /// added only when the new fling is faster than this share of it.
    static let momentumRetainVelocityFactor = 0.5

    /// The physics' tuning (`.normal` for flutter-ios, `.fast` for flutter-macos).
    let rate: FlutterDecelerationRate
    /// The ballistic simulation since the last release, and the tick it started at.
    var motion: FlutterBouncingSimulation?
    var startTick = 0
    /// Momentum carried into the current drag: carriedMomentum(velocity at touch down), pt/s.
    var carriedVelocity: PointsPerSecond = 0
    /// Whether the current drag may still add `carriedVelocity` to its fling.
    var retainsMomentum = false
    /// Time of the newest touch sample that moved the finger (or of the touch down), s.
    var lastMovingTime: Seconds = 0

    init(rate: FlutterDecelerationRate) { self.rate = rate }

    /// Flutter's `hold` then `drag`: the velocity of a running ballistic motion becomes the
    /// carried momentum `FlutterScrollPhysics.carriedMomentum(v)`.
    mutating func hold(_ view: inout ScrollViewSimulation, time: Seconds) {
        let running = motion != nil && (view.phase == .decelerating || view.phase == .bouncing)
        let held = running ? view.velocity : 0
        motion = nil
        carriedVelocity = FlutterScrollPhysics.carriedMomentum(existingVelocity: held)
        retainsMomentum = carriedVelocity != 0
        lastMovingTime = time
    }

    /// offset += `FlutterScrollPhysics.applyPhysics(toUserOffset:)` (resistance 0.52 or
    /// 0.26·(1 − overscroll/viewport)² past an edge). A stationary sample (δ = 0) only checks
    /// whether the carried momentum is lost.
    mutating func drag(_ view: inout ScrollViewSimulation, by delta: Points, time: Seconds) {
        guard delta != 0 else {
            if retainsMomentum, time - lastMovingTime > Self.momentumRetainStationaryDuration { retainsMomentum = false }
            return
        }
        lastMovingTime = time
        view.offset += FlutterScrollPhysics.applyPhysics(
            toUserOffset: delta, position: view.offset, minExtent: view.bounds.minimum,
            maxExtent: view.bounds.maximum, viewport: view.configuration.viewport, rate: rate)
    }

    /// `ScrollModel.flingVelocity` (min/max fling gate), plus the carried momentum when the
    /// fling goes the same way and |v| > 0.5·|carried| (`ScrollDragController.end`).
    mutating func flingVelocity(_ view: inout ScrollViewSimulation, _ v: PointsPerSecond) -> PointsPerSecond {
        var fling = view.configuration.model.flingVelocity(v)
        if retainsMomentum, fling != 0, (fling > 0) == (carriedVelocity > 0),
            abs(fling) > abs(carriedVelocity) * Self.momentumRetainVelocityFactor
        {
            fling += carriedVelocity
        }
        retainsMomentum = false
        carriedVelocity = 0
        return fling
    }

    /// Starts `BouncingScrollSimulation` at (offset, v0) within the bounds (±∞ extents: no
    /// edge) with `toleranceFor` the display's scale, and takes its sample at elapsed 0 at once
    /// (Flutter's first animation tick samples elapsed 0: a spring already done there puts the
    /// offset on its edge).
    mutating func handOff(_ view: inout ScrollViewSimulation, velocity v0: PointsPerSecond) {
        let simulation = FlutterBouncingSimulation(
            position: view.offset, velocity: v0, leadingExtent: view.bounds.minimum,
            trailingExtent: view.bounds.maximum, spring: rate.spring,
            constantDeceleration: rate.constantDeceleration,
            tolerance: FlutterTolerance.scrollPhysics(devicePixelRatio: view.configuration.displayScale))
        motion = simulation
        startTick = view.tick
        sample(&view, simulation, at: 0)
    }

    /// The tick n → n+1: the closed form at t = (n + 1 − start) / physicsRate.
    mutating func integrateTick(_ view: inout ScrollViewSimulation) {
        guard let motion, view.phase == .decelerating || view.phase == .bouncing else { return }
        sample(&view, motion, at: view.clock.time(ofTick: view.tick + 1 - startTick))
    }

    /// The solver's `isDone` at the current tick; the offset stays where the last sample put it.
    mutating func applyRestRules(_ view: inout ScrollViewSimulation) {
        guard let motion, view.phase == .decelerating || view.phase == .bouncing else { return }
        guard motion.isDone(at: view.clock.time(ofTick: view.tick - startTick)) else { return }
        view.velocity = 0
        self.motion = nil
        view.enterRest()
    }

    /// value = x(t) through `setPixels`; `bouncing` once t is past the edge crossing.
    private func sample(_ view: inout ScrollViewSimulation, _ motion: FlutterBouncingSimulation, at t: Seconds) {
        view.offset = motion.position(at: t)
        view.velocity = motion.velocity(at: t)
        view.phase = t > motion.springTime ? .bouncing : .decelerating
    }
}
