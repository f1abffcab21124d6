import Foundation
import ScrollPhysics

/// framer-motion (motion) springs. Source: motion-dom `animation/generators/spring/`
/// (`defaults`, `index` → `getSpringOptions`, `find` → `findSpring`).
///
/// * `stiffness`/`damping`/`mass`: the coefficients themselves (defaults 100, 10, 1).
/// * `visualDuration` v and `bounce` b: ω = 2π/(1.2·v), k = ω², c = 2·clamp(1 − b, 0.05, 1)·ω, m = 1.
///   Inverse: v = 2π/(1.2·ω₀), b = 1 − ζ, exact for ζ ∈ [0.05, 1] (others are clamped away).
/// * `duration` d and `bounce` b (no `visualDuration`): `findSpring`, 11 Newton steps from
///   ω = 5/d on the envelope e^(−ζωd)·ζ/√(1 − ζ²) = 0.001 (ζ < 1) or e^(−ωd)·(ωd + 1) = 0.001
///   (ζ = 1), ζ = clamp(1 − b, 0.05, 1), d clamped to [0.01, 10] s, velocity 0; then
///   k = ω², c = 2ζ·√k. Inverse: d = the envelope's exact root for ω₀, b = 1 − ζ; it round-trips
///   exactly as far as findSpring's fixed Newton steps converge.
public enum FramerMotionSpringConversion {
    public static let defaultStiffness = 100.0, defaultDamping = 10.0, defaultMass = 1.0
    /// `safeMin` of findSpring.
    static let safeMin = 0.001

    /// `visualDuration`/`bounce` → coefficients.
    public static func visual(duration visualDuration: Double, bounce: Double) -> SpringCoefficients {
        let root = 2 * Double.pi / (visualDuration * 1.2)
        let stiffness = root * root
        return SpringCoefficients(
            mass: 1, stiffness: stiffness,
            damping: 2 * min(max(1 - bounce, 0.05), 1) * stiffness.squareRoot())
    }

    /// Coefficients → (visualDuration, bounce), nil when ζ is outside [0.05, 1].
    public static func visualParameters(of spring: SpringCoefficients) -> (visualDuration: Double, bounce: Double)? {
        let ratio = spring.dampingRatio
        guard ratio >= 0.05 - 1e-12, ratio <= 1 + 1e-12 else { return nil }
        return (2 * Double.pi / (1.2 * spring.naturalFrequency), max(0, 1 - ratio))
    }

    /// `findSpring({duration, bounce, velocity: 0, mass: 1})` → coefficients. duration in seconds.
    public static func findSpring(duration: Double, bounce: Double) -> SpringCoefficients {
        let ratio = min(max(1 - bounce, 0.05), 1)
        let d = min(max(duration, 0.01), 10)
        let velocity = 0.0
        func angular(_ undamped: Double) -> Double { undamped * (1 - ratio * ratio).squareRoot() }
        func envelope(_ w: Double) -> Double {
            if ratio < 1 {
                let decay = w * ratio
                return safeMin - (decay - velocity) / angular(w) * Elementary.exp(-decay * d)
            }
            return -safeMin + Elementary.exp(-w * d) * ((w - velocity) * d + 1)
        }
        func derivative(_ w: Double) -> Double {
            if ratio < 1 {
                let decay = w * ratio, delta = decay * d
                let dd = delta * velocity + velocity
                let e = Elementary.pow(ratio, 2) * Elementary.pow(w, 2) * d
                let f = Elementary.exp(-delta)
                let g = angular(Elementary.pow(w, 2))
                let factor: Double = -envelope(w) + safeMin > 0 ? -1 : 1
                return factor * ((dd - e) * f) / g
            }
            return Elementary.exp(-w * d) * ((velocity - w) * (d * d))
        }
        var w = 5 / d
        for _ in 1..<12 { w -= envelope(w) / derivative(w) }  // rootIterations = 12, from i = 1
        guard w.isFinite else {
            return SpringCoefficients(mass: 1, stiffness: defaultStiffness, damping: defaultDamping)
        }
        let stiffness = w * w
        return SpringCoefficients(mass: 1, stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot())
    }

    /// Coefficients → (duration s, bounce) whose envelope root is ω₀; nil when ζ ∉ [0.05, 1]
    /// or the duration falls outside findSpring's [0.01, 10] s.
    public static func findSpringParameters(of spring: SpringCoefficients) -> (duration: Double, bounce: Double)? {
        let ratio = spring.dampingRatio, w = spring.naturalFrequency
        guard ratio >= 0.05 - 1e-12, ratio <= 1 + 1e-12 else { return nil }
        let duration: Double
        if ratio < 1 - 1e-12 {
            // safeMin = ζ/√(1 − ζ²)·e^(−ζωd)  ⇒  d = ln(ζ/(√(1 − ζ²)·safeMin))/(ζω)
            duration = Elementary.log(ratio / ((1 - ratio * ratio).squareRoot() * safeMin)) / (ratio * w)
        } else {
            // e^(−u)·(1 + u) = safeMin, u = ωd: Newton from u = 10 (g is decreasing and convex there).
            var u = 10.0
            for _ in 0..<50 {
                let g = Elementary.exp(-u) * (1 + u) - safeMin, dg = -u * Elementary.exp(-u)
                let next = u - g / dg
                if abs(next - u) <= 1e-15 * u { u = next; break }
                u = next
            }
            duration = u / w
        }
        guard duration >= 0.01, duration <= 10 else { return nil }
        return (duration, max(0, 1 - ratio))
    }
}
