/// Flutter's `moreOrLessEquals(expected, epsilon: ε)` (default ε 1e-10): |actual − expected| ≤ ε.
func moreOrLessEquals(_ actual: Double, _ expected: Double, epsilon: Double = 1e-10) -> Bool {
    abs(actual - expected) <= epsilon
}

/// Fine RK4 integration of m·x'' + c·x' + k·(x − end) = 0 from (x0, v0) to time t.
func rk4Spring(
    mass m: Double, stiffness k: Double, damping c: Double, start x0: Double, end: Double,
    velocity v0: Double, to t: Double, steps: Int = 20_000
) -> (x: Double, v: Double) {
    var x = x0, v = v0
    let h = t / Double(steps)
    func a(_ x: Double, _ v: Double) -> Double { (-k * (x - end) - c * v) / m }
    for _ in 0..<steps {
        let k1x = v, k1v = a(x, v)
        let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}
