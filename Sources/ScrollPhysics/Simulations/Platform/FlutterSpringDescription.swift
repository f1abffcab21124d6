/// Flutter's `SpringDescription`: the constants of m·x'' + c·x' + k·x = 0.
///
/// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`.
/// Units follow the simulation: mass is relative (Flutter's scroll spring uses 0.5),
/// stiffness k in mass/s², damping c in mass/s.
public struct FlutterSpringDescription: Sendable, Equatable, CustomStringConvertible {
    /// m, > 0.
    public let mass: Double
    /// k, > 0.
    public let stiffness: Double
    /// c (the damping *coefficient*, not the ratio), ≥ 0.
    public let damping: Double

    /// `SpringDescription(mass:stiffness:damping:)`.
    public init(mass: Double, stiffness: Double, damping: Double) {
        precondition(mass > 0 && mass.isFinite, "FlutterSpringDescription: mass must be finite and > 0, got \(mass)")
        precondition(stiffness > 0 && stiffness.isFinite, "FlutterSpringDescription: stiffness must be finite and > 0, got \(stiffness)")
        precondition(damping >= 0 && damping.isFinite, "FlutterSpringDescription: damping must be finite and ≥ 0, got \(damping)")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// `SpringDescription.withDampingRatio`: c = ζ · 2·√(m·k).
    /// - Parameters:
    ///   - mass: m > 0.
    ///   - stiffness: k > 0.
    ///   - dampingRatio: ζ ≥ 0 (1 critical, < 1 bouncy, > 1 overdamped).
    public init(mass: Double, stiffness: Double, dampingRatio: Double = 1) {
        self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
    }

    /// `SpringDescription.withDurationAndBounce` (SwiftUI's `spring(duration:bounce:)`):
    /// m = 1, k = 4π²·m / duration², ζ = 1 − bounce for bounce > 0, else 1 / (bounce + 1).
    /// - Parameters:
    ///   - duration: perceptual duration in seconds, > 0 (Flutter takes whole milliseconds;
    ///     here any positive Double).
    ///   - bounce: in (−1, 1].
    public init(duration: Seconds, bounce: Double = 0) {
        precondition(duration > 0 && duration.isFinite, "FlutterSpringDescription: duration must be finite and > 0, got \(duration)")
        precondition(bounce > -1 && bounce <= 1, "FlutterSpringDescription: bounce must be in (-1, 1], got \(bounce)")
        let mass = 1.0
        let stiffness = 4 * Double.pi * Double.pi * mass / (duration * duration)
        let ratio = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
        self.init(mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot())
    }

    /// ζ = c / (2·√(m·k)).
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// `SpringDescription.duration`: √(4π²·m / k), in seconds (Flutter rounds it to
    /// whole milliseconds; this is the unrounded value).
    public var duration: Seconds { (4 * Double.pi * Double.pi * mass / stiffness).squareRoot() }

    /// `SpringDescription.bounce`: 1 − ζ for ζ < 1, else 1/ζ − 1.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio < 1 ? 1 - ratio : 1 / ratio - 1
    }

    public var description: String {
        "FlutterSpringDescription(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
