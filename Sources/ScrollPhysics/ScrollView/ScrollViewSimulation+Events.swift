extension ScrollViewSimulation {
    /// Applies every touch event scheduled at the current tick, in order.
    mutating func applyEvents() {
        while nextEvent < events.count, events[nextEvent].tick <= tick {
            apply(events[nextEvent])
            nextEvent += 1
        }
    }

    private mutating func apply(_ event: TouchEvent) {
        switch event.kind {
        case .down:
            // The finger catches a moving view: it stops where it is (docs/scenario.md#phases).
            holdMomentum(time: event.time)
            fingerDown = true
            phase = .dragging
            velocity = 0
            translation = 0
            rawBase = raw(displayed: offset)
            estimator.reset()
            estimator.add(time: event.time, position: 0)
        case .move:
            let scrollDelta = translation - event.translation  // finger −δ moves the offset +δ
            translation = event.translation
            estimator.add(time: event.time, position: event.translation)
            switch configuration.model {
            case .uikit: offset = displayed(raw: rawBase - translation)
            case .flutterIOS, .flutterMacOS, .android, .androidOverScroller: dragPlatform(by: scrollDelta, time: event.time)
            }
        case let .up(given):
            fingerDown = false
            let finger = given ?? estimator.velocity(atRelease: event.time)
            let scrollVelocity = platformFlingVelocity(-finger)
            record.didRelease(
                tick: tick, offset: offset, scrollVelocity: scrollVelocity, fingerVelocity: finger,
                velocityError: given == nil ? finger - event.trueVelocity : nil)
            pendingRelease = scrollVelocity
            handOff(scrollVelocity: scrollVelocity)
        }
    }

    /// What a release (or a start past a bound) hands over to: the bounce spring past a bound,
    /// a snap, or a free coast (docs/scenario.md#deceleration–4.7); for a platform model, its ballistic
    /// simulation (docs/scroll-models.md; no snapping, edge damping or `bounce` there).
    mutating func handOff(scrollVelocity v0: PointsPerSecond) {
        velocity = v0
        coastTarget = nil
        if configuration.model == .androidOverScroller {
            startOverScroller(velocity: v0)
            return
        }
        if configuration.model != .uikit {
            startPlatformMotion(velocity: v0)
            return
        }
        let over = bounds.overscroll(offset)
        if over != 0 {
            startSpring(target: over < 0 ? bounds.minimum : bounds.maximum, snap: false, phase: .bouncing)
            return
        }
        if let interval = configuration.snap.effectiveInterval(viewport: configuration.viewport) {
            let free = Deceleration.restingOffset(
                from: offset, velocity: v0, rate: configuration.decelerationRate, stopSpeed: configuration.stopSpeed)
            let target = bounds.clamp(SnapPoints.nearest(to: free, interval: interval))
            if configuration.snap.mode == .decelerate,
                let rate = Deceleration.rate(toRestAt: target, from: offset, velocity: v0, stopSpeed: configuration.stopSpeed)
            {
                coastTarget = target
                startCoast(rate: rate, phase: .snapping)
            } else {
                startSpring(target: target, snap: true, phase: .snapping)
            }
            return
        }
        startCoast(rate: configuration.decelerationRate, phase: .decelerating)
    }

    mutating func startSpring(target: Points, snap: Bool, phase newPhase: ScrollPhase) {
        springTarget = target
        springIsSnap = snap
        phase = newPhase
    }

    private mutating func startCoast(rate: DecelerationRate, phase newPhase: ScrollPhase) {
        coastRate = rate
        coastStepper =
            rate == configuration.decelerationRate
            ? normalCoast
            : DecelerationStepper(rate: rate, dt: clock.tickDuration)
        phase = newPhase
    }
}
