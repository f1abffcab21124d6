import Foundation
import Testing
import TunelabKit

private func close(_ a: Double, _ b: Double, relative: Double = 1e-12) -> Bool {
    abs(a - b) <= relative * max(1, abs(a), abs(b))
}

/// The unit-system maps, checked against upstream numbers and hand arithmetic, and round trips.
@Suite struct SpringConversionTests {
    /// flutter spring_simulation_test.dart 'creates spring with expected results' (SwiftUI duration 0.5, bounce ±0.3)
    /// and docs/scenario.md#springs: m = 1, k = 157.91, c = 17.59; bounce −0.3 gives c = 35.90.
    @Test func swiftUIMatchesFlutterNumbers() {
        let s = AppleSpringConversion.swiftUI(duration: 0.5, bounce: 0.3)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - 157.91) < 0.01, "k \(s.stiffness)")
        #expect(abs(s.damping - 17.59) < 0.01, "c \(s.damping)")
        #expect(abs(AppleSpringConversion.swiftUI(duration: 0.5, bounce: -0.3).damping - 35.90) < 0.01)
    }

    /// response/dampingRatio by hand: response 0.5, ζ 0.7 ⇒ k = (4π)², c = 4π·0.7/0.5 = 5.6π.
    @Test func responseByHand() {
        let s = AppleSpringConversion.response(0.5, dampingRatio: 0.7)
        #expect(close(s.stiffness, 16 * Double.pi * Double.pi))
        #expect(close(s.damping, 5.6 * Double.pi))
    }

    /// rebound SpringConfig.defaultConfig = fromOrigamiTensionAndFriction(40, 7): tension 230.2, friction 22;
    /// Origami 0 maps to 0 (rebound's special case); QC defaults (30, 8) map to (194, 25).
    @Test func origamiByHand() {
        let s = FacebookSpringConversion.origami(tension: 40, friction: 7)
        #expect(close(s.stiffness, 230.2) && close(s.damping, 22), "\(s)")
        #expect(FacebookSpringConversion.tension(fromOrigami: 0) == 0)
        #expect(FacebookSpringConversion.origami(fromFriction: 0) == 0)
        let qc = FacebookSpringConversion.origami(tension: 30, friction: 8)
        #expect(qc.stiffness == 194 && qc.damping == 25)
    }

    /// pop convertBounciness 4, speed 12 (POPSpringAnimation defaults), by hand:
    /// b = 0.8·4/34, s = 12/34, QC T = 0.5 + 199.5·s, noBounce(T > 44) = 4.5e-7·T³ − 3.32e-4·T² + 0.1078·T + 5.84,
    /// QC F = (2b − b²)·0.01 + (1 − (2b − b²))·noBounce; k = 194 + (T − 30)·3.62, c = 25 + (F − 8)·3.
    @Test func popByHand() {
        let b = 0.8 * 4 / 34, s = 12.0 / 34
        let t = 0.5 + 199.5 * s
        let nb = 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
        let q = 2 * b - b * b
        let f = q * 0.01 + (1 - q) * nb
        let spring = FacebookSpringConversion.pop(bounciness: 4, speed: 12)
        #expect(close(spring.stiffness, 194 + (t - 30) * 3.62), "k \(spring.stiffness)")
        #expect(close(spring.damping, 25 + (f - 8) * 3), "c \(spring.damping)")
    }

    /// framer-motion visualDuration 0.3, bounce 0.3 by hand: ω = 2π/0.36, k = ω², c = 1.4·ω.
    @Test func framerVisualByHand() {
        let s = FramerMotionSpringConversion.visual(duration: 0.3, bounce: 0.3)
        let omega = 2 * Double.pi / 0.36
        #expect(close(s.stiffness, omega * omega) && close(s.damping, 1.4 * omega), "\(s)")
        // bounce is clamped: 1 − bounce ∈ [0.05, 1].
        #expect(close(FramerMotionSpringConversion.visual(duration: 0.3, bounce: -1).dampingRatio, 1))
        #expect(close(FramerMotionSpringConversion.visual(duration: 0.3, bounce: 2).dampingRatio, 0.05))
    }

    /// framer-motion findSpring: the ω it returns is a root of its envelope (safeMin 0.001), ζ = 1 − bounce.
    @Test(arguments: [(0.8, 0.3), (0.3, 0.0), (1.5, 0.6)])
    func findSpringSolvesEnvelope(duration: Double, bounce: Double) {
        let s = FramerMotionSpringConversion.findSpring(duration: duration, bounce: bounce)
        let zeta = 1 - bounce, w = s.naturalFrequency
        #expect(close(s.dampingRatio, zeta), "ζ \(s.dampingRatio)")
        let envelope: Double
        if zeta < 1 {
            let amplitude: Double = zeta / (1 - zeta * zeta).squareRoot()
            envelope = 0.001 - amplitude * exp(-zeta * w * duration)
        } else {
            envelope = -0.001 + exp(-w * duration) * (w * duration + 1)
        }
        #expect(abs(envelope) < 1e-9, "envelope(\(w)) = \(envelope) for duration \(duration) bounce \(bounce)")
    }

    private static let springs: [SpringCoefficients] = [
        SpringCoefficients(mass: 1, stiffness: 157.91367041742973, damping: 17.59291886010284),
        SpringCoefficients(mass: 1, stiffness: 300, damping: 20),
        SpringCoefficients(mass: 1, stiffness: 80, damping: 17.888543819998318),  // ζ = 1
        SpringCoefficients(mass: 1, stiffness: 250, damping: 40)  // ζ ≈ 1.26
    ]

    /// Round trips through every exact mapping return the same coefficients (to a few ulps).
    @Test(arguments: springs)
    func exactRoundTrips(spring: SpringCoefficients) {
        let swift = AppleSpringConversion.swiftUIParameters(of: spring)
        let back1 = AppleSpringConversion.swiftUI(duration: swift.duration, bounce: swift.bounce)
        #expect(close(back1.stiffness, spring.stiffness) && close(back1.damping, spring.damping), "swiftui \(spring)")
        let response = AppleSpringConversion.responseParameters(of: spring)
        let back2 = AppleSpringConversion.response(response.response, dampingRatio: response.dampingRatio)
        #expect(close(back2.stiffness, spring.stiffness) && close(back2.damping, spring.damping), "response \(spring)")
        let origami = FacebookSpringConversion.origamiParameters(of: spring)
        let back3 = FacebookSpringConversion.origami(tension: origami.tension, friction: origami.friction)
        #expect(close(back3.stiffness, spring.stiffness) && close(back3.damping, spring.damping), "origami \(spring)")
        if let pop = FacebookSpringConversion.popParameters(of: spring) {
            let back4 = FacebookSpringConversion.pop(bounciness: pop.bounciness, speed: pop.speed)
            #expect(
                close(back4.stiffness, spring.stiffness, relative: 1e-10) && close(back4.damping, spring.damping, relative: 1e-10),
                "pop \(spring) via \(pop)")
        }
        if let visual = FramerMotionSpringConversion.visualParameters(of: spring) {
            let back5 = FramerMotionSpringConversion.visual(duration: visual.visualDuration, bounce: visual.bounce)
            #expect(close(back5.stiffness, spring.stiffness) && close(back5.damping, spring.damping), "framer-visual \(spring)")
        }
    }

    /// The other way: parameters → coefficients → parameters.
    @Test func parameterRoundTrips() {
        let s = AppleSpringConversion.swiftUIParameters(of: AppleSpringConversion.swiftUI(duration: 0.42, bounce: -0.25))
        #expect(close(s.duration, 0.42) && close(s.bounce, -0.25), "\(s)")
        let p = FacebookSpringConversion.popParameters(of: FacebookSpringConversion.pop(bounciness: 4, speed: 12))
        #expect(
            p.map { close($0.bounciness, 4, relative: 1e-10) && close($0.speed, 12, relative: 1e-10) } == true, "\(String(describing: p))")
        let o = FacebookSpringConversion.origamiParameters(of: FacebookSpringConversion.origami(tension: 40, friction: 7))
        #expect(close(o.tension, 40) && close(o.friction, 7))
        // findSpring's fixed 11 Newton steps converge for the defaults: the inverse recovers 0.8 s.
        let f = FramerMotionSpringConversion.findSpringParameters(of: FramerMotionSpringConversion.findSpring(duration: 0.8, bounce: 0.3))
        #expect(f.map { close($0.duration, 0.8, relative: 1e-9) && close($0.bounce, 0.3) } == true, "\(String(describing: f))")
    }

    /// Mass-1 systems see (1, k/m, c/m) for a heavier spring: same ζ and ω₀.
    @Test func perUnitMass() {
        let heavy = SpringCoefficients(mass: 2, stiffness: 300, damping: 30)
        let unit = heavy.perUnitMass
        #expect(unit.mass == 1 && unit.stiffness == 150 && unit.damping == 15)
        #expect(close(unit.dampingRatio, heavy.dampingRatio) && close(unit.naturalFrequency, heavy.naturalFrequency))
    }
}
