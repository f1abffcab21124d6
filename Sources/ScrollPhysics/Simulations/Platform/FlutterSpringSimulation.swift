/// Flutter's `SpringSimulation` (and `ScrollSpringSimulation`): a damped spring
/// pulling a particle from `start` toward `end`, solved in closed form.
///
/// With d = start − end, v0 the start velocity and the roots of m·r² + c·r + k = 0:
/// * critical (ζ = 1): x(t) = end + (c1 + c2·t)·e^(r·t), r = −c/(2m), c1 = d, c2 = v0 − r·d;
/// * under (ζ < 1): x(t) = end + e^(r·t)·(c1·cos ωt + c2·sin ωt),
///   ω = √(4mk − c²)/(2m), r = −c/(2m), c1 = d, c2 = (v0 − r·d)/ω;
/// * over (ζ > 1): x(t) = end + c1·e^(r1·t) + c2·e^(r2·t), r1,2 = (−c ∓ √(c² − 4mk))/(2m),
///   c2 = (v0 − r1·d)/(r2 − r1), c1 = d − c2.
///
/// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`.
/// Flutter picks the regime from the exact sign of c² − 4mk; here |ζ − 1| ≤ 1e-9 counts as
/// critical (docs/scenario.md#springs) so a ratio of 1 that rounding moved off 1 keeps the critical form.
public struct FlutterSpringSimulation: BallisticSimulation, CustomStringConvertible {
    /// The closed form in use.
    public enum Regime: String, Sendable {
        /// ζ = 1 (within 1e-9): x(t) = end + (c1 + c2·t)·e^(r·t), no oscillation.
        case criticallyDamped
        /// ζ < 1: x(t) = end + e^(r·t)·(c1·cos ωt + c2·sin ωt), oscillating about `end`.
        case underDamped
        /// ζ > 1: x(t) = end + c1·e^(r1·t) + c2·e^(r2·t), two decaying exponentials.
        case overDamped
    }

    /// What `position`/`velocity` report once `isDone`.
    public enum SnapWhenDone: Sendable {
        /// Keep the raw closed form (`SpringSimulation`).
        case none
        /// Report exactly `end` as position (`ScrollSpringSimulation`); velocity stays raw.
        case position
        /// Report `end` and velocity 0 (`SpringSimulation(snapToEnd: true)`).
        case positionAndVelocity
    }

    /// The spring's mass, stiffness and damping.
    public let spring: FlutterSpringDescription
    /// The rest position the spring pulls toward, pt.
    public let end: Points
    /// When the simulation counts as done: |x − end| within `tolerance.distance` (pt) and
    /// |dx| within `tolerance.velocity` (pt/s).
    public let tolerance: FlutterTolerance
    /// What `position(at:)` and `velocity(at:)` report once `isDone`.
    public let snap: SnapWhenDone
    /// The closed form in use, from the spring's damping ratio ζ.
    public let regime: Regime
    // Constants of the closed form, computed once.
    private let r1: Double, r2: Double, w: Double, c1: Double, c2: Double

    /// - Parameters:
    ///   - spring: the spring's mass, stiffness and damping.
    ///   - start: position at t = 0 (pt).
    ///   - end: rest position (pt).
    ///   - velocity: velocity at t = 0 (pt/s).
    ///   - tolerance: when the simulation counts as done.
    ///   - snap: what is reported once done: the raw closed form, or `end` (and velocity 0).
    public init(
        spring: FlutterSpringDescription, start: Points, end: Points, velocity: PointsPerSecond,
        tolerance: FlutterTolerance = .default, snap: SnapWhenDone = .none
    ) {
        precondition(
            start.isFinite && end.isFinite && velocity.isFinite,
            "FlutterSpringSimulation: start \(start), end \(end), velocity \(velocity) must be finite")
        self.spring = spring
        self.end = end
        self.tolerance = tolerance
        self.snap = snap
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        let distance = start - end
        if abs(spring.dampingRatio - 1) <= 1e-9 {
            regime = .criticallyDamped
            let r = -c / (2 * m)
            r1 = r; r2 = r; w = 0
            c1 = distance
            c2 = velocity - r * distance
        } else if c * c - 4 * m * k < 0 {
            regime = .underDamped
            let omega = (4 * m * k - c * c).squareRoot() / (2 * m)
            let r = -(c / 2 / m)
            r1 = r; r2 = r; w = omega
            c1 = distance
            c2 = (velocity - r * distance) / omega
        } else {
            regime = .overDamped
            let root = (c * c - 4 * m * k).squareRoot()
            let ra = (-c - root) / (2 * m), rb = (-c + root) / (2 * m)
            r1 = ra; r2 = rb; w = 0
            let b = (velocity - ra * distance) / (rb - ra)
            c2 = b
            c1 = distance - b
        }
    }

    /// `_SpringSolution.x`: displacement from `end` at t (s).
    private func displacement(_ t: Seconds) -> Double {
        switch regime {
        case .criticallyDamped: return (c1 + c2 * t) * Elementary.exp(r1 * t)
        case .underDamped: return Elementary.exp(r1 * t) * (c1 * Elementary.cos(w * t) + c2 * Elementary.sin(w * t))
        case .overDamped: return c1 * Elementary.exp(r1 * t) + c2 * Elementary.exp(r2 * t)
        }
    }

    /// `_SpringSolution.dx`: velocity at t (s), pt/s.
    private func rawVelocity(_ t: Seconds) -> PointsPerSecond {
        switch regime {
        case .criticallyDamped:
            let power = Elementary.exp(r1 * t)
            return r1 * (c1 + c2 * t) * power + c2 * power
        case .underDamped:
            let power = Elementary.exp(r1 * t), cosine = Elementary.cos(w * t), sine = Elementary.sin(w * t)
            return power * (c2 * w * cosine - c1 * w * sine) + r1 * power * (c2 * sine + c1 * cosine)
        case .overDamped:
            return c1 * r1 * Elementary.exp(r1 * t) + c2 * r2 * Elementary.exp(r2 * t)
        }
    }

    /// x(t), pt.
    public func position(at t: Seconds) -> Points {
        if snap != .none && isDone(at: t) { return end }
        return end + displacement(t)
    }

    /// dx(t), pt/s.
    public func velocity(at t: Seconds) -> PointsPerSecond {
        if snap == .positionAndVelocity && isDone(at: t) { return 0 }
        return rawVelocity(t)
    }

    /// Done when |x − end| and |dx| are both within `tolerance` (Flutter's `nearZero`).
    public func isDone(at t: Seconds) -> Bool {
        FlutterTolerance.nearZero(displacement(t), tolerance.distance)
            && FlutterTolerance.nearZero(rawVelocity(t), tolerance.velocity)
    }

    public var description: String { "FlutterSpringSimulation(end: \(end) pt, \(regime.rawValue))" }
}
