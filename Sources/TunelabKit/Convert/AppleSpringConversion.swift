import Foundation

/// SwiftUI's and UIKit's ways of writing a spring (docs/scenario.md#springs), all with m = 1.
///
/// * `Spring(duration: s, bounce: b)`: k = (2π/s)², ζ = 1 − b for b ≥ 0. Apple does not publish
///   b < 0; like Flutter's `SpringDescription.withDurationAndBounce` (which states it matches
///   SwiftUI) ζ = 1/(1 + b) there. Inverse: s = 2π/ω₀, b = 1 − ζ (ζ ≤ 1) or 1/ζ − 1 (ζ > 1).
/// * `Spring(response: s, dampingRatio: ζ)`: k = (2π/s)², c = 4π·ζ/s. Inverse: s = 2π/ω₀, ζ.
/// Both inverses are exact: they undo the forward formulas term by term.
/// * UIKit `usingSpringWithDamping(ζ, …, duration: s)`: Apple does not publish its mapping;
///   tunelab reads the duration as the response (docs/scenario.md#springs), so it is `response(s, ζ)`.
///   UIKit's `initialSpringVelocity` (and `UISpringTimingParameters`' `initialVelocity`) is
///   relative: the velocity in pt/s divided by the distance the animation covers in pt.
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

    /// UIKit `usingSpringWithDamping` (ζ, duration s) → coefficients, reading the duration as
    /// the response (docs/scenario.md#springs): m = 1, k = (2π/s)², c = 4π·ζ/s. duration > 0 s, ζ ≥ 0.
    public static func uikit(dampingRatio: Double, duration: Double) -> SpringCoefficients {
        response(duration, dampingRatio: dampingRatio)
    }

    /// Coefficients → UIKit (ζ, duration s) under the same reading: duration = 2π/ω₀.
    public static func uikitParameters(of spring: SpringCoefficients) -> (dampingRatio: Double, duration: Double) {
        (spring.dampingRatio, 2 * Double.pi / spring.naturalFrequency)
    }

    /// UIKit's relative `initialSpringVelocity` for a release at `velocity` pt/s toward a target
    /// `distance` pt away: velocity / distance (1 = the whole distance per second); 0 when the
    /// distance is 0.
    public static func uikitInitialVelocity(velocity: Double, distance: Double) -> Double {
        distance == 0 ? 0 : velocity / distance
    }

    /// The assumption behind `uikit(dampingRatio:duration:)`, printed wherever it is used.
    public static let uikitAssumption =
        "Apple does not publish this mapping; tunelab reads duration as the response: "
        + "m = 1, k = (2π/duration)², c = 4π·dampingRatio/duration. Its initialSpringVelocity is relative: "
        + "velocity (pt/s) / distance to travel (pt)"
}
