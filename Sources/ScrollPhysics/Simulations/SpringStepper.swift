/// Advances a spring's state (u = x − target, v) by one fixed tick dt.
///
/// For a linear spring every integrator's step is a constant 2×2 map of (u, v), so it is
/// computed once here and each `step` is four multiplies (docs/scenario.md#springs). With
/// A = [[0, 1], [−k/m, −c/m]] and h = dt:
/// * `exact`: the closed-form map e^(A·h) (`SpringPropagator`);
/// * `semiImplicitEuler`: v ← v + h·(−k/m·u − c/m·v), then u ← u + h·v, i.e.
///   [[1 − h²·k/m, h·(1 − h·c/m)], [−h·k/m, 1 − h·c/m]];
/// * `rk4`: classic RK4, whose step for y' = A·y is exactly
///   I + hA + (hA)²/2 + (hA)³/6 + (hA)⁴/24.
public struct SpringStepper: Sendable {
    /// The spring being stepped.
    public let spring: Spring
    /// The tick, in seconds.
    public let dt: Seconds
    /// The integration method.
    public let integrator: Integrator
    private let map: SpringPropagator

    /// A stepper for `spring` over ticks of `dt` seconds (dt > 0, finite) with `integrator`.
    public init(spring: Spring, dt: Seconds, integrator: Integrator) {
        precondition(dt.isFinite && dt > 0, "SpringStepper dt must be finite and > 0 s, got \(dt)")
        self.spring = spring
        self.dt = dt
        self.integrator = integrator
        let kOverM = spring.stiffness / spring.mass
        let cOverM = spring.damping / spring.mass
        switch integrator {
        case .exact:
            map = SpringPropagator(spring: spring, time: dt)
        case .semiImplicitEuler:
            let keep = 1 - dt * cOverM
            map = SpringPropagator(m11: 1 - dt * dt * kOverM, m12: dt * keep, m21: -dt * kOverM, m22: keep)
        case .rk4:
            map = SpringStepper.rk4Map(kOverM: kOverM, cOverM: cOverM, h: dt)
        }
    }

    /// Advances (u, v) by one tick dt in place; u in points, v in pt/s.
    @inline(__always)
    public func step(displacement u: inout Double, velocity v: inout Double) {
        map.apply(&u, &v)
    }

    /// I + hA(I + hA/2(I + hA/3(I + hA/4))), Horner's form of RK4's step for y' = A·y.
    private static func rk4Map(kOverM: Double, cOverM: Double, h: Double) -> SpringPropagator {
        // hA = [[0, h], [−h·k/m, −h·c/m]]
        let a21 = -h * kOverM, a22 = -h * cOverM
        var p = SpringPropagator(m11: 1, m12: 0, m21: 0, m22: 1)
        for divisor in stride(from: 4.0, through: 1.0, by: -1) {
            // p ← I + (hA/divisor)·p
            let b12 = h / divisor, b21 = a21 / divisor, b22 = a22 / divisor
            p = SpringPropagator(
                m11: 1 + b12 * p.m21,
                m12: b12 * p.m22,
                m21: b21 * p.m11 + b22 * p.m21,
                m22: 1 + b21 * p.m12 + b22 * p.m22
            )
        }
        return p
    }
}
