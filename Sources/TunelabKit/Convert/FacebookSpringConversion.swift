import Foundation
import ScrollPhysics

/// Facebook's spring vocabularies, all for m = 1 springs x'' = k·(target − x) − c·x'
/// (rebound `Spring.advance`, pop `POPSpringSolver` with mass 1).
///
/// * Origami / Quartz Composer "Bouncy" tension T and friction F (rebound
///   `OrigamiValueConverter`): k = (T − 30)·3.62 + 194, c = (F − 8)·3 + 25, with 0 mapping
///   to 0 both ways, as rebound writes it. pop's `POP_ANIMATION_TENSION_FOR_QC_TENSION`
///   (194 + (T − 30)/50·(375 − 194)) and `…FRICTION_FOR_QC_FRICTION` (25 + (F − 8)/2·(25 − 19))
///   are the same lines without the 0 case.
/// * rebound tension/friction: k and c themselves.
/// * pop bounciness/speed (`+[POPSpringAnimation convertBounciness:speed:…]`, identical to
///   rebound's `BouncyConversion`): b = 0.8·bounciness/34, s = speed/34,
///   QC T = 0.5 + 199.5·s, QC F = lerp(2b − b², noBounce(T), 0.01); then the pop lines above.
///   Inverse (`+convertTension:friction:toBounciness:speed:`): solve the quadratic in b.
/// The linear maps invert exactly; the pop inverse solves the same quadratic pop does.
public enum FacebookSpringConversion {
    /// rebound `OrigamiValueConverter.tensionFromOrigamiValue`.
    public static func tension(fromOrigami value: Double) -> Double { value == 0 ? 0 : (value - 30) * 3.62 + 194 }
    /// rebound `OrigamiValueConverter.frictionFromOrigamiValue`.
    public static func friction(fromOrigami value: Double) -> Double { value == 0 ? 0 : (value - 8) * 3 + 25 }
    /// rebound `OrigamiValueConverter.origamiValueFromTension`.
    public static func origami(fromTension tension: Double) -> Double { tension == 0 ? 0 : (tension - 194) / 3.62 + 30 }
    /// rebound `OrigamiValueConverter.origamiValueFromFriction` (`origamiFromFriction` in rebound-js).
    public static func origami(fromFriction friction: Double) -> Double { friction == 0 ? 0 : (friction - 25) / 3 + 8 }

    /// Origami (QC) tension/friction → coefficients (`SpringConfig.fromOrigamiTensionAndFriction`).
    public static func origami(tension: Double, friction: Double) -> SpringCoefficients {
        SpringCoefficients(mass: 1, stiffness: self.tension(fromOrigami: tension), damping: self.friction(fromOrigami: friction))
    }

    /// Coefficients → Origami (QC) tension/friction of the same motion at m = 1.
    public static func origamiParameters(of spring: SpringCoefficients) -> (tension: Double, friction: Double) {
        let unit = spring.perUnitMass
        return (origami(fromTension: unit.stiffness), origami(fromFriction: unit.damping))
    }

    /// `POPBouncy3NoBounce` / rebound `b3_nobounce`: the QC friction that just avoids a bounce at QC tension t.
    public static func noBounceFriction(qcTension t: Double) -> Double {
        if t <= 18 { return 0.0007 * Elementary.pow(t, 3) - 0.031 * Elementary.pow(t, 2) + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * Elementary.pow(t, 3) - 0.006 * Elementary.pow(t, 2) + 0.36 * t + 2 }
        return 0.00000045 * Elementary.pow(t, 3) - 0.000332 * Elementary.pow(t, 2) + 0.1078 * t + 5.84
    }

    /// pop / rebound bounciness and speed → coefficients (mass 1).
    public static func pop(bounciness: Double, speed: Double) -> SpringCoefficients {
        let b = 0 + (bounciness / 1.7 - 0) / (20 - 0) * (0.8 - 0)  // POPNormalize then POPProjectNormal
        let s = (speed / 1.7 - 0) / (20 - 0)
        let qcTension = 0.5 + s * (200 - 0.5)
        let t = 2 * b - b * b  // POPQuadraticOutInterpolation
        let qcFriction = t * 0.01 + (1 - t) * noBounceFriction(qcTension: qcTension)
        return SpringCoefficients(
            mass: 1, stiffness: 194 + (qcTension - 30) / 50 * (375 - 194),
            damping: 25 + (qcFriction - 8) / 2 * (25 - 19))
    }

    /// Coefficients → pop (bounciness, speed), or nil when pop's quadratic has no real root or
    /// its root is a negative bounciness (damped beyond the no-bounce friction).
    public static func popParameters(of spring: SpringCoefficients) -> (bounciness: Double, speed: Double)? {
        let unit = spring.perUnitMass
        let qcFriction = 8 + 2 * ((unit.damping - 25) / (25 - 19))
        let qcTension = 30 + 50 * ((unit.stiffness - 194) / (375 - 194))
        let noBounce = noBounceFriction(qcTension: qcTension)
        let a = noBounce - 0.01, b = 2 * (0.01 - noBounce), c = noBounce - qcFriction
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0, a != 0 else { return nil }
        let root = discriminant.squareRoot()
        let x1 = (-b + root) / (2 * a), x2 = (-b - root) / (2 * a)
        let normalized = x2 < 0.8 ? x2 : x1
        let bounciness = (20 * 1.7) / (0.8 - 0) * (normalized - 0)
        let speed = (20 * 1.7) / (200 - 0.5) * (qcTension - 0.5)
        // pop would hand back a negative bounciness here; no bounciness ≥ 0 gives this spring.
        guard bounciness.isFinite, speed.isFinite, bounciness >= -1e-12 else { return nil }
        return (bounciness, speed)
    }

    /// Why `popParameters(of:)` has no answer for `spring`, in words: pop's friction
    /// F(b) = lerp(2b − b², noBounce(T), 0.01) spans [0.01, noBounce(T)] over its bounciness,
    /// so a QC friction above noBounce(T) is damped beyond pop's no-bounce spring, one below
    /// 0.01 bouncier than its bounciest.
    public static func popUnavailableReason(of spring: SpringCoefficients) -> String {
        let unit = spring.perUnitMass
        let qcFriction = 8 + 2 * ((unit.damping - 25) / (25 - 19))
        let qcTension = 30 + 50 * ((unit.stiffness - 194) / (375 - 194))
        if qcFriction > noBounceFriction(qcTension: qcTension) {
            return "damped beyond pop's no-bounce friction: no bounciness ≥ 0"
        }
        if qcFriction < 0.01 { return "less damped than pop's bounciest spring at this speed" }
        return "outside pop's bounciness range"
    }
}
