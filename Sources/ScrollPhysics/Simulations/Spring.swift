/// A damped linear spring: m·x'' + c·x' + k·(x − target) = 0 (docs/scenario.md#springs).
///
/// The parameters are CASpringAnimation's (`mass`, `stiffness`, `damping`); the other
/// initializers convert the designer-facing forms (response, SwiftUI duration/bounce,
/// UIKit damping/duration) into them. Derived constants are computed once here.
public struct Spring: Sendable, Equatable, CustomStringConvertible {
    /// m, in mass units (> 0). Only the ratios k/m and c/m shape the motion.
    public let mass: Double
    /// k, force per point of displacement (> 0).
    public let stiffness: Double
    /// c, force per pt/s of velocity (≥ 0).
    public let damping: Double
    /// ζ = c / (2·√(k·m)), dimensionless (≥ 0).
    public let dampingRatio: Double
    /// ω₀ = √(k/m), the undamped angular frequency in rad/s.
    public let angularFrequency: Double
    /// The regime of ζ; `critical` when |ζ − 1| ≤ 1e-9.
    public let regime: SpringRegime

    /// A spring from CASpringAnimation's parameters.
    ///
    /// - Parameters:
    ///   - mass: m > 0, finite.
    ///   - stiffness: k > 0, finite.
    ///   - damping: c ≥ 0, finite (0 oscillates forever).
    public init(mass: Double, stiffness: Double, damping: Double) {
        precondition(mass.isFinite && mass > 0, "Spring mass must be finite and > 0, got \(mass)")
        precondition(stiffness.isFinite && stiffness > 0, "Spring stiffness must be finite and > 0, got \(stiffness)")
        precondition(damping.isFinite && damping >= 0, "Spring damping must be finite and ≥ 0, got \(damping)")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        self.dampingRatio = zeta
        self.angularFrequency = (stiffness / mass).squareRoot()
        self.regime = SpringRegime(dampingRatio: zeta)
    }

    /// A spring from its response (the period of the undamped oscillation) and damping ratio,
    /// SwiftUI's `.spring(response:dampingFraction:)` form.
    ///
    /// m = 1, k = (2π/s)², c = 4π·ζ/s (so that c = 2·ζ·√(k·m)).
    /// - Parameters:
    ///   - response: s > 0, in seconds.
    ///   - dampingRatio: ζ ≥ 0.
    public init(response: Seconds, dampingRatio: Double) {
        precondition(response.isFinite && response > 0, "Spring response must be finite and > 0 s, got \(response)")
        precondition(dampingRatio.isFinite && dampingRatio >= 0, "Spring damping ratio must be finite and ≥ 0, got \(dampingRatio)")
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingRatio / response)
    }

    /// A spring from SwiftUI's `Spring(duration:bounce:)` form.
    ///
    /// k = (2π/s)², m = 1, and ζ = 1 − b for b ≥ 0; for b < 0, ζ = 1/(1 + b) — Flutter's choice,
    /// since Apple's mapping of negative bounce is unpublished (docs/scenario.md#springs).
    /// `Spring(duration: 0.5, bounce: 0.3)` is m = 1, k = 157.91, c = 17.59.
    /// - Parameters:
    ///   - duration: s > 0, in seconds (the perceptual duration, equal to the response).
    ///   - bounce: b ∈ (−1, 1]; 0 is critical, 1 undamped, negative overdamped.
    public init(duration: Seconds, bounce: Double) {
        precondition(bounce.isFinite && bounce > -1 && bounce <= 1, "Spring bounce must be in (−1, 1], got \(bounce)")
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: zeta)
    }

    /// A spring for UIKit's `animate(withDuration:delay:usingSpringWithDamping:…)` as the seeds use
    /// it (0.7 / 0.1 s, 0.8 / 0.3 s).
    ///
    /// UIKit's own mapping is not public; tunelab takes the duration as the response:
    /// this is `Spring(response: duration, dampingRatio: uikitDampingRatio)`, so m = 1,
    /// k = (2π/duration)², c = 4π·ζ/duration.
    /// - Parameters:
    ///   - uikitDampingRatio: ζ ≥ 0 (UIKit's `usingSpringWithDamping`, 1 = no overshoot).
    ///   - duration: > 0, in seconds.
    public init(uikitDampingRatio: Double, duration: Seconds) {
        self.init(response: duration, dampingRatio: uikitDampingRatio)
    }

    /// UIScrollView's bounce-back spring: m = 1, k = 373 /s², c = 51.7 /s (ζ = 1.34, overdamped;
    /// ω₀ = 19.3 rad/s), fitted (`BounceFit`) to the iOS 26.5 simulator's bounce back from 177 pt
    /// past the top edge, the trace taken 16 ms later (docs/provenance.md): within 1.3 pt of
    /// every sample.
    public static let uiScrollViewBounce = Spring(mass: 1, stiffness: 373, damping: 51.7)

    /// `Spring(m: …, k: …, c: …; ζ: …, ω₀: … rad/s, regime)`.
    public var description: String {
        "Spring(m: \(mass), k: \(stiffness), c: \(damping); ζ: \(dampingRatio), ω₀: \(angularFrequency) rad/s, \(regime.rawValue))"
    }
}
