extension ScrollViewSimulation {
    /// Applies every touch event scheduled at the current tick, in order.
    mutating func applyEvents<Driver: ScrollModelDriver>(_ model: inout Driver) {
        while nextEvent < events.count, events[nextEvent].tick <= tick {
            apply(events[nextEvent], model: &model)
            nextEvent += 1
        }
    }

    private mutating func apply<Driver: ScrollModelDriver>(_ event: TouchEvent, model: inout Driver) {
        switch event.kind {
        case .down:
            // The finger catches a moving view: it stops where it is (docs/scenario.md#phases).
            model.hold(&self, time: event.time)
            fingerDown = true
            phase = .dragging
            velocity = 0
            translation = 0
            estimator.reset()
            estimator.add(time: event.time, position: 0)
        case .move:
            let scrollDelta = translation - event.translation  // finger −δ moves the offset +δ
            translation = event.translation
            estimator.add(time: event.time, position: event.translation)
            model.drag(&self, by: scrollDelta, time: event.time)
        case let .up(given):
            fingerDown = false
            let finger = given ?? estimator.velocity(atRelease: event.time)
            let scrollVelocity = model.flingVelocity(&self, -finger)
            record.didRelease(
                tick: tick, offset: offset, scrollVelocity: scrollVelocity, fingerVelocity: finger,
                velocityError: given == nil ? finger - event.trueVelocity : nil)
            pendingRelease = scrollVelocity
            handOff(scrollVelocity: scrollVelocity, model: &model)
        }
    }

    /// What a release (or a start past a bound) hands over to: the model's motion from the
    /// view's offset with scroll velocity `v0` (docs/scenario.md#deceleration for uikit,
    /// docs/scroll-models.md for the platform models).
    mutating func handOff<Driver: ScrollModelDriver>(scrollVelocity v0: PointsPerSecond, model: inout Driver) {
        velocity = v0
        model.handOff(&self, velocity: v0)
    }

    /// Ends the motion: the view rests where it is and the record notes the tick.
    mutating func enterRest() {
        phase = .resting
        record.didRest(tick: tick, offset: offset)
    }
}
