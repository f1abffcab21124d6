/// Quantiles of Student's t distribution, for confidence intervals of a least-squares fit whose
/// residual variance s² is estimated from its own ν = m − n degrees of freedom.
public enum StudentT {
    /// z₀.₉₅ = Φ⁻¹(0.95), the normal quantile (ν → ∞).
    public static let normal95 = 1.6448536269514722

    /// t₀.₉₅,ν, the 0.95 quantile of t with ν degrees of freedom (the half-width of a two-sided
    /// 90 % interval in standard errors), by the Cornish–Fisher expansion in 1/ν (Abramowitz and
    /// Stegun 26.7.5) from z = z₀.₉₅:
    ///
    ///     t ≈ z + (z³ + z)/(4ν) + (5z⁵ + 16z³ + 3z)/(96ν²) + (3z⁷ + 19z⁵ + 17z³ − 15z)/(384ν³).
    ///
    /// Within 0.001 of the tabled values for ν ≥ 5 (2.015 at ν = 5, 1.812 at 10, 1.697 at 30);
    /// NaN for ν < 1 (no estimate of s²).
    public static func quantile95(degreesOfFreedom nu: Int) -> Double {
        guard nu >= 1 else { return .nan }
        let z = normal95, v = Double(nu)
        let z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z
        return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v)
            + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * v * v * v)
    }
}
