import Foundation
import Testing
import ScrollPhysics
import TestSupport

@Suite struct SpringMotionTests {
    /// (mass, stiffness, ζ): m ≠ 1 below, at, next to and above critical damping — the cases
    /// two popular libraries got wrong for m ≠ 1.
    static let cases: [(Double, Double, Double)] = [
        (2.5, 250, 0), (2.5, 250, 0.3), (2.5, 250, 1 - 1e-6), (2.5, 250, 1 - 1e-12), (2.5, 250, 1),
        (2.5, 250, 1 + 1e-12), (2.5, 250, 1 + 1e-6), (2.5, 250, 2.5),
        (0.3, 12, 0.15), (0.3, 12, 1), (0.3, 12, 1 + 1e-6), (0.3, 12, 4), (0.3, 12, 40)
    ]

    static func spring(_ m: Double, _ k: Double, _ zeta: Double) -> Spring {
        Spring(mass: m, stiffness: k, damping: 2 * zeta * (k * m).squareRoot())
    }

    @Test(arguments: cases)
    func startsAtTheGivenDisplacementAndVelocity(mass: Double, stiffness: Double, zeta: Double) {
        let motion = SpringMotion(spring: Self.spring(mass, stiffness, zeta), displacement: 30, velocity: -800)
        #expect(isApprox(motion.displacement(at: 0), 30, rel: 1e-14), "u(0) for m \(mass), k \(stiffness), ζ \(zeta)")
        #expect(isApprox(motion.velocity(at: 0), -800, rel: 1e-14), "v(0) for m \(mass), k \(stiffness), ζ \(zeta)")
    }

    @Test(arguments: cases)
    func matchesFineRK4OverTwoSeconds(mass: Double, stiffness: Double, zeta: Double) {
        let spring = Self.spring(mass, stiffness, zeta)
        let motion = SpringMotion(spring: spring, displacement: 30, velocity: -800)
        // Every 10 ms over 2 s with dt = 1e-5.
        let reference = RK4Reference.samples(
            mass: mass, stiffness: stiffness, damping: spring.damping, u0: 30, v0: -800, every: 1000, count: 201)
        var worstU = 0.0, worstV = 0.0
        for sample in reference {
            worstU = max(worstU, abs(motion.displacement(at: sample.t) - sample.u))
            worstV = max(worstV, abs(motion.velocity(at: sample.t) - sample.v))
        }
        #expect(worstU < 1e-7, "max |u − u_RK4| = \(worstU) pt for m \(mass), k \(stiffness), ζ \(zeta)")
        #expect(worstV < 1e-5, "max |v − v_RK4| = \(worstV) pt/s for m \(mass), k \(stiffness), ζ \(zeta)")
    }

    @Test func criticalHasTheTextbookForm() {
        // m 2.5, k 250, ζ 1: α = ω₀ = 10, u = (u0 + (v0 + 10·u0)·t)·e^(−10t).
        let motion = SpringMotion(spring: Self.spring(2.5, 250, 1), displacement: 30, velocity: -800)
        for t in [0.05, 0.2, 0.7, 1.5] {
            let expected = (30 + (-800 + 300) * t) * exp(-10 * t)
            let expectedV = (-800 - 10 * (-800 + 300) * t) * exp(-10 * t)
            #expect(isApprox(motion.displacement(at: t), expected, abs: 1e-12), "u(\(t)) critical")
            #expect(isApprox(motion.velocity(at: t), expectedV, abs: 1e-10), "v(\(t)) critical")
        }
    }

    @Test func overdampedHasTheTwoExponentials() {
        // m 0.5, k 8, c 10: u'' + 20u' + 16u = 0, roots −10 ± √84.
        let r1 = -10 + 84.0.squareRoot(), r2 = -10 - 84.0.squareRoot()
        let u0 = 5.0, v0 = 40.0
        let a = (v0 - r2 * u0) / (r1 - r2), b = (r1 * u0 - v0) / (r1 - r2)
        let motion = SpringMotion(spring: Spring(mass: 0.5, stiffness: 8, damping: 10), displacement: u0, velocity: v0)
        for t in [0.01, 0.1, 1.0, 3.0] {
            let expected = a * exp(r1 * t) + b * exp(r2 * t)
            #expect(isApprox(motion.displacement(at: t), expected, abs: 1e-12), "u(\(t)) overdamped m 0.5")
        }
    }

    @Test func continuousAcrossCriticalDamping() {
        let below = SpringMotion(spring: Self.spring(2.5, 250, 1 - 2e-9), displacement: 30, velocity: -800)
        let at = SpringMotion(spring: Self.spring(2.5, 250, 1), displacement: 30, velocity: -800)
        let above = SpringMotion(spring: Self.spring(2.5, 250, 1 + 2e-9), displacement: 30, velocity: -800)
        for t in [0.1, 0.5, 1.0, 2.0] {
            #expect(isApprox(below.displacement(at: t), at.displacement(at: t), abs: 1e-6), "u(\(t)) ζ 1 − 2e-9 vs 1")
            #expect(isApprox(above.displacement(at: t), at.displacement(at: t), abs: 1e-6), "u(\(t)) ζ 1 + 2e-9 vs 1")
            #expect(isApprox(below.velocity(at: t), at.velocity(at: t), abs: 1e-5), "v(\(t)) ζ 1 − 2e-9 vs 1")
            #expect(isApprox(above.velocity(at: t), at.velocity(at: t), abs: 1e-5), "v(\(t)) ζ 1 + 2e-9 vs 1")
        }
    }

    @Test func underdampedStaysInsideItsEnvelope() {
        // |u| ≤ e^(−αt)·√(u0² + ((v0 + α·u0)/ω_d)²), α = c/(2m).
        let spring = Self.spring(2.5, 250, 0.3)
        let alpha = spring.damping / 5, omegaD = 10 * (1 - 0.09).squareRoot()
        let motion = SpringMotion(spring: spring, displacement: 30, velocity: -800)
        let amplitude = (900 + ((-800 + alpha * 30) / omegaD) * ((-800 + alpha * 30) / omegaD)).squareRoot()
        for tick in 0...2000 {
            let t = Double(tick) / 1000
            #expect(abs(motion.displacement(at: t)) <= amplitude * exp(-alpha * t) * (1 + 1e-12), "u(\(t)) envelope")
        }
    }

    @Test(arguments: [
        (1.0, 100.0, 0.0, 1e12), (1.0, 100.0, 1 - 1e-12, 1e12), (1.0, 100.0, 1 + 1e-12, 1e12),
        (2.5, 250.0, 1e6, 1e9), (1e-6, 1e6, 2.0, 1e9), (0.3, 12.0, 0.0, -1e15)
    ])
    func finiteForExtremeLegalInputs(mass: Double, stiffness: Double, zeta: Double, v0: Double) {
        let motion = SpringMotion(spring: Self.spring(mass, stiffness, zeta), displacement: 1e6, velocity: v0)
        for t in [0, 1e-9, 0.01, 1, 100, 1e6] {
            let u = motion.displacement(at: t), v = motion.velocity(at: t)
            #expect(u.isFinite && v.isFinite, "u, v at t \(t) for m \(mass), k \(stiffness), ζ \(zeta), v0 \(v0): \(u), \(v)")
        }
    }

    @Test func veryOverdampedCreepsWithTheSlowRoot() {
        // m 1, k 1, c 2e6 (ζ 1e6): slow root r₁ = −k/c·(1 + O(1/ζ²)) ≈ −5e-7; from rest, u ≈ u0·e^(r₁t).
        let motion = SpringMotion(spring: Spring(mass: 1, stiffness: 1, damping: 2e6), displacement: 10, velocity: 0)
        let expected = 10 * exp(-5e-7 * 1000)
        #expect(isApprox(motion.displacement(at: 1000), expected, rel: 1e-9), "u(1000 s) for ζ 1e6: \(motion.displacement(at: 1000))")
    }
}
