import Foundation
import ScrollPhysics

/// A spring in every form an app needs (docs/scenario.md#springs): CASpringAnimation's mass, stiffness
/// and damping as the lab ran it, and the same motion as m = 1 response/damping ratio and
/// SwiftUI duration/bounce. ω₀ = √(k/m), ζ = c/(2√(mk)), response = 2π/ω₀, bounce = 1 − ζ
/// (ζ ≤ 1) or 1/ζ − 1 (ζ > 1).
struct ExportSpring {
    let mass: Double, stiffness: Double, damping: Double
    let dampingRatio: Double
    /// 2π/ω₀, s.
    let response: Double
    /// SwiftUI bounce of the same motion.
    let bounce: Double

    init(_ spring: Spring) {
        mass = spring.mass; stiffness = spring.stiffness; damping = spring.damping
        let coefficients = SpringCoefficients(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        (response, dampingRatio) = AppleSpringConversion.responseParameters(of: coefficients)
        bounce = AppleSpringConversion.swiftUIParameters(of: coefficients).bounce
    }

    /// m = 1 stiffness k/m and damping c/m (SwiftUI, Flutter's mass-1 descriptions, AndroidX).
    var unitStiffness: Double { stiffness / mass }
    var unitDamping: Double { damping / mass }
}
