/// A fine classic fourth-order Runge–Kutta integrator for m·u'' + c·u' + k·u = 0, written stage
/// by stage and independently of the library, as the reference the closed forms are checked
/// against (dt = 1e-5 makes its error far below any test tolerance).
enum RK4Reference {
    struct Sample {
        let t: Double
        let u: Double
        let v: Double
    }

    /// Samples at t = i·dt·every for i = 0 … count − 1 (t = tick·dt, never accumulated).
    static func samples(
        mass m: Double, stiffness k: Double, damping c: Double,
        u0: Double, v0: Double, dt: Double = 1e-5, every: Int, count: Int
    ) -> [Sample] {
        func acceleration(_ u: Double, _ v: Double) -> Double { -(c * v + k * u) / m }
        var u = u0, v = v0
        var result = [Sample(t: 0, u: u, v: v)]
        var tick = 0
        while result.count < count {
            for _ in 0..<every {
                (u, v) = step(u, v, dt, acceleration)
            }
            tick += every
            result.append(Sample(t: Double(tick) * dt, u: u, v: v))
        }
        return result
    }

    /// One classic RK4 step of (u' = v, v' = a(u, v)).
    static func step(_ u: Double, _ v: Double, _ h: Double, _ a: (Double, Double) -> Double) -> (Double, Double) {
        let k1u = v, k1v = a(u, v)
        let k2u = v + h / 2 * k1v, k2v = a(u + h / 2 * k1u, v + h / 2 * k1v)
        let k3u = v + h / 2 * k2v, k3v = a(u + h / 2 * k2u, v + h / 2 * k2v)
        let k4u = v + h * k3v, k4v = a(u + h * k3u, v + h * k3v)
        return (u + h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u), v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v))
    }
}
