/// `scroll.model: uikit` (docs/scenario.md#deceleration): the finger drags a rubber-banded
/// offset; a release hands over to the bounce spring past a bound, a snap, or a free coast
/// r^(1000t) that hands over to the bounce spring at the bound it crosses. Stepped on the
/// physics clock (`DecelerationStepper`, `SpringStepper`).
struct UIKitDriver: ScrollModelDriver {
    let bounceStepper: SpringStepper
    let snapStepper: SpringStepper
    let normalCoast: DecelerationStepper
    /// The raw (un-banded) offset at touch down: offset = displayed(rawBase − translation).
    var rawBase: Points = 0
    var coastRate: DecelerationRate
    var coastStepper: DecelerationStepper
    /// A `decelerate` snap's target; `nil` for a free coast.
    var coastTarget: Points?
    var springTarget: Points = 0
    var springIsSnap = false

    init(configuration: ScrollConfiguration, clock: SimulationClock) {
        let dt = clock.tickDuration
        bounceStepper = SpringStepper(spring: configuration.bounce, dt: dt, integrator: configuration.integrator)
        snapStepper = SpringStepper(spring: configuration.snap.spring, dt: dt, integrator: configuration.integrator)
        normalCoast = DecelerationStepper(rate: configuration.decelerationRate, dt: dt, law: configuration.decelerationLaw)
        coastRate = configuration.decelerationRate
        coastStepper = normalCoast
    }

    /// The finger stops the view; a touch down past a bound does not jump (`raw(displayed:bounds:configuration:)`).
    mutating func hold(_ view: inout ScrollViewSimulation, time: Seconds) {
        rawBase = Self.raw(displayed: view.offset, bounds: view.bounds, configuration: view.configuration)
    }

    /// offset = displayed(rawBase − translation): the rubber band past a bound.
    mutating func drag(_ view: inout ScrollViewSimulation, by delta: Points, time: Seconds) {
        view.offset = Self.displayed(raw: rawBase - view.translation, bounds: view.bounds, configuration: view.configuration)
    }

    /// uikit has no fling gate: `v` unchanged.
    mutating func flingVelocity(_ view: inout ScrollViewSimulation, _ v: PointsPerSecond) -> PointsPerSecond { v }

    /// The bounce spring past a bound, a snap (`decelerate`: a coast of rate r′ that rests on
    /// the target, else the snap spring), or a free coast.
    mutating func handOff(_ view: inout ScrollViewSimulation, velocity v0: PointsPerSecond) {
        coastTarget = nil
        let configuration = view.configuration, bounds = view.bounds
        let over = bounds.overscroll(view.offset)
        if over != 0 {
            startSpring(&view, target: over < 0 ? bounds.minimum : bounds.maximum, snap: false, phase: .bouncing)
            return
        }
        if let interval = configuration.snap.effectiveInterval(viewport: configuration.viewport) {
            let free = Deceleration.restingOffset(
                from: view.offset, velocity: v0, rate: configuration.decelerationRate, law: configuration.decelerationLaw,
                stopSpeed: configuration.stopSpeed)
            let target = bounds.clamp(SnapPoints.nearest(to: free, interval: interval))
            if configuration.snap.mode == .decelerate,
                let rate = Deceleration.rate(
                    toRestAt: target, from: view.offset, velocity: v0, law: configuration.decelerationLaw,
                    stopSpeed: configuration.stopSpeed)
            {
                coastTarget = target
                startCoast(&view, rate: rate, phase: .snapping)
            } else {
                startSpring(&view, target: target, snap: true, phase: .snapping)
            }
            return
        }
        startCoast(&view, rate: configuration.decelerationRate, phase: .decelerating)
    }

    /// Integrates the tick n → n+1 for the current phase.
    mutating func integrateTick(_ view: inout ScrollViewSimulation) {
        switch view.phase {
        case .idle, .dragging, .resting: return
        case .bouncing: stepSpring(&view)
        case .snapping: if coastTarget == nil { stepSpring(&view) } else { stepCoast(&view) }
        case .decelerating: stepCoast(&view)
        }
    }

    /// A coast stops below `configuration.stopSpeed`, a spring within `restDistance` of its
    /// target and below `restVelocity`.
    mutating func applyRestRules(_ view: inout ScrollViewSimulation) {
        let configuration = view.configuration
        switch view.phase {
        case .idle, .dragging, .resting: return
        case .decelerating:
            if abs(view.velocity) < configuration.stopSpeed {
                view.velocity = 0
                rest(&view)
            }
        case .snapping where coastTarget != nil:
            // r′ puts the stop on the target; the tick that crosses it ends at most a tick's
            // travel at the stop speed past it.
            if abs(view.velocity) < configuration.stopSpeed, let target = coastTarget {
                view.offset = target
                view.velocity = 0
                rest(&view)
            }
        case .bouncing, .snapping:
            if abs(view.offset - springTarget) < configuration.restDistance,
                abs(view.velocity) < configuration.restVelocity
            {
                view.offset = springTarget
                view.velocity = 0
                rest(&view)
            }
        }
    }

    private mutating func rest(_ view: inout ScrollViewSimulation) {
        coastTarget = nil
        view.enterRest()
    }

    mutating func startSpring(
        _ view: inout ScrollViewSimulation, target: Points, snap: Bool, phase newPhase: ScrollPhase
    ) {
        springTarget = target
        springIsSnap = snap
        view.phase = newPhase
    }

    private mutating func startCoast(_ view: inout ScrollViewSimulation, rate: DecelerationRate, phase newPhase: ScrollPhase) {
        coastRate = rate
        coastStepper =
            rate == view.configuration.decelerationRate
            ? normalCoast
            : DecelerationStepper(rate: rate, dt: view.clock.tickDuration, law: view.configuration.decelerationLaw)
        view.phase = newPhase
    }

    private func stepSpring(_ view: inout ScrollViewSimulation) {
        var u = view.offset - springTarget
        var v = view.velocity
        (springIsSnap ? snapStepper : bounceStepper).step(displacement: &u, velocity: &v)
        view.offset = springTarget + u
        view.velocity = v
    }
}
