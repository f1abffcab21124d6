/// How a spring is advanced over one fixed tick (docs/scenario.md#springs, scenario key `integrator`).
public enum Integrator: String, Sendable, CaseIterable {
    /// The closed form: exact for any dt (the default).
    case exact
    /// Symplectic Euler: v ← v + a(u, v)·dt, then u ← u + v·dt with the new v. First order.
    case semiImplicitEuler = "semi-implicit-euler"
    /// Classic fourth-order Runge–Kutta.
    case rk4
}
