import Foundation

/// A linear spring m·x'' + c·x' + k·(x − target) = 0 as plain numbers: the common
/// currency every unit system of `tunelab convert spring` converts through.
/// (CASpringAnimation's `mass`, `stiffness`, `damping`.)
public struct SpringCoefficients: Sendable, Equatable, CustomStringConvertible {
    /// m > 0 (relative mass).
    public var mass: Double
    /// k > 0, in mass/s².
    public var stiffness: Double
    /// c ≥ 0, in mass/s (the damping coefficient, not the ratio).
    public var damping: Double

    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// ζ = c / (2·√(m·k)).
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }
    /// ω₀ = √(k/m), rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The same motion with m = 1: (1, k/m, c/m). Mass-1 systems (SwiftUI, rebound, pop, …) see this.
    public var perUnitMass: SpringCoefficients {
        SpringCoefficients(mass: 1, stiffness: stiffness / mass, damping: damping / mass)
    }

    public var description: String {
        "m \(NumberFormat.shortest(mass)), k \(NumberFormat.shortest(stiffness)), c \(NumberFormat.shortest(damping))"
    }
}
