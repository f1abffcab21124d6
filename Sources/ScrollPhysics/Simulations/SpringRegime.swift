/// How a spring's damping ratio ζ compares with critical damping (ζ = 1).
///
/// A spring is `critical` when |ζ − 1| ≤ 1e-9 (docs/scenario.md#springs), `underdamped` below that band
/// (it oscillates about its target) and `overdamped` above it (it creeps in without crossing
/// more than once).
public enum SpringRegime: String, Sendable {
    /// ζ < 1 − 1e-9: oscillates with angular frequency ω_d = ω₀·√(1 − ζ²) inside an e^(−ζ·ω₀·t) envelope.
    case underdamped
    /// |ζ − 1| ≤ 1e-9: the fastest return without overshooting from rest.
    case critical
    /// ζ > 1 + 1e-9: a sum of two decaying exponentials.
    case overdamped

    /// Half-width of the band around ζ = 1 treated as critical (docs/scenario.md#springs).
    public static let criticalTolerance = 1e-9

    /// The regime of damping ratio `dampingRatio` (ζ ≥ 0).
    public init(dampingRatio: Double) {
        if abs(dampingRatio - 1) <= SpringRegime.criticalTolerance {
            self = .critical
        } else if dampingRatio < 1 {
            self = .underdamped
        } else {
            self = .overdamped
        }
    }
}
