/// The exact linear map of a spring's state over an interval t:
/// (u, v) ← (m11·u + m12·v, m21·u + m22·v), u = x − target.
///
/// With α = c/(2m) and ω₀² = k/m, every regime is written as
/// u(t) = (Ĉ + α·Ŝ)·u0 + Ŝ·v0 and v(t) = −ω₀²·Ŝ·u0 + (Ĉ − α·Ŝ)·v0, where
/// * underdamped (ω_d = √((ω₀ − α)(ω₀ + α))): Ĉ = e^(−αt)·cos(ω_d·t), Ŝ = e^(−αt)·sin(ω_d·t)/ω_d;
/// * overdamped (β = √((α − ω₀)(α + ω₀)), roots r₂ = −(α + β), r₁ = ω₀²/r₂, g = −expm1(−2βt)/(2β)):
///   Ĉ + αŜ = e^(r₁t)·(1 − r₁·g), Ŝ = e^(r₁t)·g, Ĉ − αŜ = e^(r₁t)·(1 + r₂·g);
/// * critical: the β → 0 limit of the overdamped form, r₁ = r₂ = −α and g = t.
/// The overdamped form never subtracts nearly equal exponentials (expm1 carries the
/// difference), so it stays accurate as ζ → 1⁺ and is continuous with the critical one;
/// no entry overflows for any finite t ≥ 0, since every exponent is ≤ 0.
struct SpringPropagator: Sendable, Equatable {
    let m11: Double
    let m12: Double
    let m21: Double
    let m22: Double

    /// The map of `spring` over `t` seconds (t ≥ 0, finite).
    init(spring: Spring, time t: Seconds) {
        let alpha = spring.damping / (2 * spring.mass)
        let omega0 = spring.angularFrequency
        let omega0Squared = spring.stiffness / spring.mass
        switch spring.regime {
        case .underdamped:
            let omegaD = ((omega0 - alpha) * (omega0 + alpha)).squareRoot()
            let envelope = Elementary.exp(-alpha * t)
            let c = envelope * Elementary.cos(omegaD * t)
            let s = envelope * Elementary.sin(omegaD * t) / omegaD
            self.init(m11: c + alpha * s, m12: s, m21: -omega0Squared * s, m22: c - alpha * s)
        case .critical:
            let p = Elementary.exp(-alpha * t)
            self.init(m11: p * (1 + alpha * t), m12: p * t, m21: -omega0Squared * p * t, m22: p * (1 - alpha * t))
        case .overdamped:
            let beta = ((alpha - omega0) * (alpha + omega0)).squareRoot()
            let fast = -(alpha + beta)
            // r₁ = −α + β computed as ω₀²/r₂: the direct sum cancels for large ζ.
            let slow = omega0Squared / fast
            let p = Elementary.exp(slow * t)
            let g = -Elementary.expm1(-2 * beta * t) / (2 * beta)
            self.init(m11: p * (1 - slow * g), m12: p * g, m21: -omega0Squared * p * g, m22: p * (1 + fast * g))
        }
    }

    init(m11: Double, m12: Double, m21: Double, m22: Double) {
        self.m11 = m11
        self.m12 = m12
        self.m21 = m21
        self.m22 = m22
    }

    /// Applies the map in place; both outputs use the state before the call.
    @inline(__always)
    func apply(_ u: inout Double, _ v: inout Double) {
        let u0 = u
        u = m11 * u0 + m12 * v
        v = m21 * u0 + m22 * v
    }
}
