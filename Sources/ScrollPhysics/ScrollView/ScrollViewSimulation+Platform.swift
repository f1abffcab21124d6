/// The platform models of `scroll.model` (docs/scroll-models.md) in the driver: the drag, the fling
/// gate, Flutter's carried momentum, and the ballistic simulation sampled in closed form.
extension ScrollViewSimulation {
    /// `ScrollDragController.momentumRetainStationaryDurationThreshold`: a stationary sample
    /// later than this after the last moving one drops the carried momentum, s.
    static let momentumRetainStationaryDuration: Seconds = 0.020
    /// `ScrollDragController.momentumRetainVelocityThresholdFactor`: the carried momentum is
    /// added only when the new fling is faster than this share of it.
    static let momentumRetainVelocityFactor = 0.5

    /// Touch down (Flutter's `hold` then `drag`): the velocity of a running ballistic motion
    /// becomes the carried momentum `FlutterScrollPhysics.carriedMomentum(v)` for flutter-ios
    /// (0 for android, whose `ClampingScrollPhysics` carries none; 0 for uikit).
    mutating func holdMomentum(time: Seconds) {
        let running = platformMotion != nil && (phase == .decelerating || phase == .bouncing)
        let held = running ? velocity : 0
        platformMotion = nil
        platformStopped = false
        overScrollerDrives = false  // the view stops; the scroller keeps its state for the flywheel
        carriedVelocity =
            configuration.model.flutterDecelerationRate != nil
            ? FlutterScrollPhysics.carriedMomentum(existingVelocity: held) : 0
        retainsMomentum = carriedVelocity != 0
        lastMovingTime = time
    }

    /// One touch sample of a platform drag; `delta` is the scroll delta (pt) the finger asks for.
    /// * flutter-ios, flutter-macos: offset += `FlutterScrollPhysics.applyPhysics(toUserOffset:)`
    ///   (resistance 0.52 or 0.26·(1 − overscroll/viewport)² past an edge), per sample as Flutter does;
    /// * android: `clampedDrag` (no overscroll while dragging).
    /// A stationary sample (δ = 0) only checks whether the carried momentum is lost.
    mutating func dragPlatform(by delta: Points, time: Seconds) {
        guard delta != 0 else {
            if retainsMomentum, time - lastMovingTime > Self.momentumRetainStationaryDuration { retainsMomentum = false }
            return
        }
        lastMovingTime = time
        switch configuration.model {
        case .flutterIOS, .flutterMacOS:
            offset += FlutterScrollPhysics.applyPhysics(
                toUserOffset: delta, position: offset, minExtent: bounds.minimum,
                maxExtent: bounds.maximum, viewport: configuration.viewport,
                rate: configuration.model.flutterDecelerationRate ?? .normal)
        case .android, .androidOverScroller:
            offset = Self.clampedDrag(from: offset, by: delta, bounds: bounds)
        case .uikit:
            break
        }
    }

    /// `ClampingScrollPhysics.applyBoundaryConditions` applied to a drag: the offset may not
    /// move further out past an edge, and stops on an edge it would cross; moving back in
    /// (even while still outside) is free.
    static func clampedDrag(from x: Points, by delta: Points, bounds: ScrollBounds) -> Points {
        let value = x + delta
        return value - clampingOverscroll(from: x, to: value, bounds: bounds)
    }

    /// `ClampingScrollPhysics.applyBoundaryConditions(position, value)`: the part of a move
    /// from `x` to `value` that is refused, pt (0 = allowed): all of it when moving further
    /// out from on or past an edge, the part beyond an edge the move crosses from inside.
    static func clampingOverscroll(from x: Points, to value: Points, bounds: ScrollBounds) -> Points {
        if value < x && x <= bounds.minimum { return value - x }  // underscroll
        if bounds.maximum <= x && x < value { return value - x }  // overscroll
        if value < bounds.minimum && bounds.minimum < x { return value - bounds.minimum }  // hits the leading edge
        if x < bounds.maximum && bounds.maximum < value { return value - bounds.maximum }  // hits the trailing edge
        return 0
    }

    /// The scroll velocity a release hands over (pt/s). uikit: `v` unchanged. Platform models:
    /// `ScrollModel.flingVelocity` (min/max fling gate); flutter-ios then adds the carried
    /// momentum when the fling goes the same way and |v| > 0.5·|carried|
    /// (`ScrollDragController.end`).
    mutating func platformFlingVelocity(_ v: PointsPerSecond) -> PointsPerSecond {
        guard configuration.model != .uikit else { return v }
        var fling = configuration.model.flingVelocity(v)
        if retainsMomentum, fling != 0, (fling > 0) == (carriedVelocity > 0),
            abs(fling) > abs(carriedVelocity) * Self.momentumRetainVelocityFactor
        {
            fling += carriedVelocity
        }
        retainsMomentum = false
        carriedVelocity = 0
        return fling
    }

    /// Starts the model's ballistic simulation at (offset, v0) at the current tick, and takes
    /// its sample at elapsed 0 at once (Flutter's first animation tick samples elapsed 0: a
    /// spring already done there puts the offset on its edge; android's spring back shows its
    /// start velocity min(0, v), not the release velocity).
    mutating func startPlatformMotion(velocity v0: PointsPerSecond) {
        let motion = PlatformMotion(
            model: configuration.model, offset: offset, velocity: v0, bounds: bounds,
            displayScale: configuration.displayScale)
        platformMotion = motion
        platformStartTick = tick
        platformStopped = false
        samplePlatform(motion, at: 0)
    }

    /// The tick n → n+1 of a platform motion: its closed form at t = (n + 1 − start) / physicsRate.
    mutating func stepPlatform(_ motion: PlatformMotion) {
        samplePlatform(motion, at: clock.time(ofTick: tick + 1 - platformStartTick))
    }

    /// One sample of the ballistic simulation, as Flutter's `BallisticScrollActivity.applyMoveTo`
    /// takes it: value = x(t) through `setPixels`; for android, a refused part
    /// (`clampingOverscroll`) leaves the offset at value − overscroll and stops the motion
    /// (`goIdle`), which the rest rule then records.
    private mutating func samplePlatform(_ motion: PlatformMotion, at t: Seconds) {
        let value = motion.position(at: t)
        if motion.clampsAtBounds {
            let refused = Self.clampingOverscroll(from: offset, to: value, bounds: bounds)
            if refused != 0 {
                offset = value - refused
                velocity = 0
                platformStopped = true
                return
            }
        }
        offset = value
        velocity = motion.velocity(at: t)
        phase = motion.phase(at: t)
    }

    /// The platform rest rule: the solver's `isDone` at the current tick, or a sample the
    /// boundary conditions stopped. The offset stays where the last sample put it; velocity 0.
    mutating func applyPlatformRestRule(_ motion: PlatformMotion) {
        guard platformStopped || motion.isDone(at: clock.time(ofTick: tick - platformStartTick)) else { return }
        velocity = 0
        platformMotion = nil
        platformStopped = false
        enterRest()
    }
}
