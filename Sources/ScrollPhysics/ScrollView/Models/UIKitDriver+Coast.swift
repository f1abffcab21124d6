extension UIKitDriver {
    /// The free coast's rate at `offset`: r, scaled by the edge damping while
    /// `decelerating` (docs/scenario.md#edge-damping); a snap's own r′ otherwise. r·factor is kept at or above
    /// the smallest normal double: a subnormal r (the decoder takes any r in (0, 1)) times a
    /// factor below ½ would round to 0, which is no rate.
    func effectiveCoastRate(phase: ScrollPhase, offset: Points, edgeDamping: EdgeDamping?) -> DecelerationRate {
        guard phase == .decelerating, let damping = edgeDamping else { return coastRate }
        let factor = damping.factor(at: offset)
        return factor == 1
            ? coastRate
            : DecelerationRate(perMillisecond: max(coastRate.perMillisecond * factor, .leastNormalMagnitude))
    }

    /// One closed-form coast tick; a free coast that crosses a bound inside the tick hands
    /// over to the bounce spring at the solved crossing instant τ, which then runs dt − τ, or,
    /// when the view does not bounce, rests on the bound.
    mutating func stepCoast(_ view: inout ScrollViewSimulation) {
        let x0 = view.offset, v0 = view.velocity
        let rate = effectiveCoastRate(phase: view.phase, offset: x0, edgeDamping: view.configuration.edgeDamping)
        let bounds = view.bounds
        var x = x0, v = v0
        if rate == coastRate {
            coastStepper.step(position: &x, velocity: &v)
        } else {
            x = Deceleration.position(
                from: x0, velocity: v0, rate: rate, law: view.configuration.decelerationLaw, at: view.clock.tickDuration)
            v = Deceleration.velocity(v0, rate: rate, at: view.clock.tickDuration)
        }
        let bound: Points
        if x > bounds.maximum, x0 <= bounds.maximum {
            bound = bounds.maximum
        } else if x < bounds.minimum, x0 >= bounds.minimum {
            bound = bounds.minimum
        } else {
            view.offset = x
            view.velocity = v
            return
        }
        guard view.configuration.rubberBands(in: bounds) else {
            // On the bound at rest: the stop rule ends the coast at the end of this tick.
            view.offset = bound
            view.velocity = 0
            return
        }
        let dt = view.clock.tickDuration
        let tau = min(
            max(Deceleration.time(toTravel: bound - x0, velocity: v0, rate: rate, law: view.configuration.decelerationLaw) ?? dt, 0), dt)
        let crossingVelocity = Deceleration.velocity(v0, rate: rate, at: tau)
        startSpring(&view, target: bound, snap: false, phase: .bouncing)
        let rest = dt - tau
        if rest > 0 {
            let motion = SpringMotion(spring: view.configuration.bounce, displacement: 0, velocity: crossingVelocity)
            view.offset = bound + motion.displacement(at: rest)
            view.velocity = motion.velocity(at: rest)
        } else {
            view.offset = bound
            view.velocity = crossingVelocity
        }
    }
}
