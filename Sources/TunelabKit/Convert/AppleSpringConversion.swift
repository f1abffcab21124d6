import Foundation

/// SwiftUI's and UIKit's ways of writing a spring (DESIGN §4.6), all with m = 1.
///
/// * `Spring(duration: s, bounce: b)`: k = (2π/s)², ζ = 1 − b for b ≥ 0. Apple does not publish
///   b < 0; like Flutter's `SpringDescription.withDurationAndBounce` (which states it matches
///   SwiftUI) ζ = 1/(1 + b) there. Inverse: s = 2π/ω₀, b = 1 − ζ (ζ ≤ 1) or 1/ζ − 1 (ζ > 1).
/// * `Spring(response: s, dampingRatio: ζ)`: k = (2π/s)², c = 4π·ζ/s. Inverse: s = 2π/ω₀, ζ.
/// Both inverses are exact: they undo the forward formulas term by term.
/// UIKit's `usingSpringWithDamping:initialSpringVelocity:` mapping of (ratio, duration) to a
/// spring is not public, so it is reported as such rather than guessed.
public enum AppleSpringConversion {
    /// SwiftUI `Spring(duration:bounce:)` → coefficients. duration > 0 s, bounce ∈ (−1, 1].
    public static func swiftUI(duration: Double, bounce: Double) -> SpringCoefficients {
        let omega = 2 * Double.pi / duration
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return SpringCoefficients(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
    }

    /// Coefficients → SwiftUI (duration s, bounce), for the same motion at m = 1.
    public static func swiftUIParameters(of spring: SpringCoefficients) -> (duration: Double, bounce: Double) {
        let ratio = spring.dampingRatio
        return (2 * Double.pi / spring.naturalFrequency, ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// SwiftUI/UIKit `response`/`dampingRatio` → coefficients. response > 0 s, ζ ≥ 0.
    public static func response(_ response: Double, dampingRatio: Double) -> SpringCoefficients {
        let omega = 2 * Double.pi / response
        return SpringCoefficients(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingRatio / response)
    }

    /// Coefficients → (response s, ζ).
    public static func responseParameters(of spring: SpringCoefficients) -> (response: Double, dampingRatio: Double) {
        (2 * Double.pi / spring.naturalFrequency, spring.dampingRatio)
    }

    /// Why UIKit's damping/duration spring cannot be converted.
    public static let uikitNotPublic =
        "UIKit does not publish how usingSpringWithDamping maps (dampingRatio, duration) to mass, stiffness and damping"
}
