extension ScrollViewSimulation {
    /// Integrates the tick n → n+1 for the current phase.
    mutating func integrateTick() {
        if overScrollerDrives {
            stepOverScroller()
            return
        }
        if let motion = platformMotion, phase == .decelerating || phase == .bouncing {
            stepPlatform(motion)
            return
        }
        switch phase {
        case .idle, .dragging, .resting: return
        case .bouncing: stepSpring()
        case .snapping: if coastTarget == nil { stepSpring() } else { stepCoast() }
        case .decelerating: stepCoast()
        }
    }

    /// Stop and rest rules, checked at every tick: a coast stops below `configuration.stopSpeed`,
    /// a spring within `restDistance` of its target and below `restVelocity`.
    mutating func applyRestRules() {
        if overScrollerDrives {
            applyOverScrollerRestRule()
            return
        }
        if let motion = platformMotion, phase == .decelerating || phase == .bouncing {
            applyPlatformRestRule(motion)
            return
        }
        switch phase {
        case .idle, .dragging, .resting: return
        case .decelerating:
            if abs(velocity) < configuration.stopSpeed {
                velocity = 0
                enterRest()
            }
        case .snapping where coastTarget != nil:
            // r′ puts the stop on the target; the tick that crosses it ends at most a tick's
            // travel at the stop speed past it.
            if abs(velocity) < configuration.stopSpeed, let target = coastTarget {
                offset = target
                velocity = 0
                enterRest()
            }
        case .bouncing, .snapping:
            if abs(offset - springTarget) < configuration.restDistance, abs(velocity) < configuration.restVelocity {
                offset = springTarget
                velocity = 0
                enterRest()
            }
        }
    }

    mutating func enterRest() {
        phase = .resting
        coastTarget = nil
        record.didRest(tick: tick, offset: offset)
    }

    private mutating func stepSpring() {
        var u = offset - springTarget
        var v = velocity
        (springIsSnap ? snapStepper : bounceStepper).step(displacement: &u, velocity: &v)
        offset = springTarget + u
        velocity = v
    }

    /// The free coast's rate at the current offset: r, scaled by the edge damping while
    /// `decelerating` (docs/scenario.md#edge-damping); a snap's own r′ otherwise. r·factor is kept at or above
    /// the smallest normal double: a subnormal r (the decoder takes any r in (0, 1)) times a
    /// factor below ½ would round to 0, which is no rate.
    private var effectiveCoastRate: DecelerationRate {
        guard phase == .decelerating, let damping = configuration.edgeDamping else { return coastRate }
        let factor = damping.factor(at: offset)
        return factor == 1
            ? coastRate
            : DecelerationRate(perMillisecond: max(coastRate.perMillisecond * factor, .leastNormalMagnitude))
    }

    /// One closed-form coast tick; a free coast that crosses a bound inside the tick hands
    /// over to the bounce spring at the solved crossing instant τ, which then runs dt − τ.
    private mutating func stepCoast() {
        let x0 = offset, v0 = velocity
        let rate = effectiveCoastRate
        var x = x0, v = v0
        if rate == coastRate {
            coastStepper.step(position: &x, velocity: &v)
        } else {
            x = Deceleration.position(from: x0, velocity: v0, rate: rate, at: clock.tickDuration)
            v = Deceleration.velocity(v0, rate: rate, at: clock.tickDuration)
        }
        let bound: Points
        if x > bounds.maximum, x0 <= bounds.maximum {
            bound = bounds.maximum
        } else if x < bounds.minimum, x0 >= bounds.minimum {
            bound = bounds.minimum
        } else {
            offset = x
            velocity = v
            return
        }
        let dt = clock.tickDuration
        let tau = min(max(Deceleration.time(toTravel: bound - x0, velocity: v0, rate: rate) ?? dt, 0), dt)
        let crossingVelocity = Deceleration.velocity(v0, rate: rate, at: tau)
        startSpring(target: bound, snap: false, phase: .bouncing)
        let rest = dt - tau
        if rest > 0 {
            let motion = SpringMotion(spring: configuration.bounce, displacement: 0, velocity: crossingVelocity)
            offset = bound + motion.displacement(at: rest)
            velocity = motion.velocity(at: rest)
        } else {
            offset = bound
            velocity = crossingVelocity
        }
    }
}
