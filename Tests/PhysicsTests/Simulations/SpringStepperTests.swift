import Testing
import ScrollPhysics
import TestSupport

@Suite struct SpringStepperTests {
    static let springs: [Spring] = [
        Spring(mass: 2.5, stiffness: 250, damping: 15),  // ζ 0.3
        Spring(mass: 2.5, stiffness: 250, damping: 50),  // ζ 1
        Spring(mass: 0.3, stiffness: 12, damping: 9.487),  // ζ ≈ 2.5
        .uiScrollViewBounce
    ]

    @Test(arguments: springs)
    func exactMatchesTheClosedFormAtEveryTick(spring: Spring) {
        let rate = 1200.0
        let stepper = SpringStepper(spring: spring, dt: 1 / rate, integrator: .exact)
        let motion = SpringMotion(spring: spring, displacement: -40, velocity: 1500)
        var u = -40.0, v = 1500.0
        var worst = 0.0
        for n in 1...2400 {
            stepper.step(displacement: &u, velocity: &v)
            let t = Double(n) / rate
            worst = max(worst, abs(u - motion.displacement(at: t)), abs(v - motion.velocity(at: t)) / 100)
        }
        #expect(worst < 1e-9, "worst gap to SpringMotion over 2 s at 1200 Hz: \(worst) for \(spring)")
    }

    /// Max over 1 s of |u − u_exact| on the ticks of the coarser step.
    static func maxError(_ spring: Spring, _ integrator: Integrator, ticksPerSecond: Int) -> Double {
        let stepper = SpringStepper(spring: spring, dt: 1 / Double(ticksPerSecond), integrator: integrator)
        let motion = SpringMotion(spring: spring, displacement: -40, velocity: 1500)
        var u = -40.0, v = 1500.0, worst = 0.0
        for n in 1...ticksPerSecond {
            stepper.step(displacement: &u, velocity: &v)
            worst = max(worst, abs(u - motion.displacement(at: Double(n) / Double(ticksPerSecond))))
        }
        return worst
    }

    @Test(arguments: springs)
    func rk4ConvergesAtFourthOrder(spring: Spring) {
        let coarse = Self.maxError(spring, .rk4, ticksPerSecond: 240)
        let fine = Self.maxError(spring, .rk4, ticksPerSecond: 480)
        // Halving dt divides a fourth-order error by ≈ 16.
        #expect(fine < coarse / 8, "RK4 max error \(coarse) at 1/240 s, \(fine) at 1/480 s for \(spring)")
        #expect(coarse < 1e-2, "RK4 at 240 Hz is already close: \(coarse) for \(spring)")
    }

    @Test(arguments: springs)
    func semiImplicitEulerConvergesAtFirstOrder(spring: Spring) {
        let coarse = Self.maxError(spring, .semiImplicitEuler, ticksPerSecond: 1200)
        let fine = Self.maxError(spring, .semiImplicitEuler, ticksPerSecond: 2400)
        // Halving dt halves a first-order error.
        #expect(fine < coarse * 0.6, "semi-implicit Euler max error \(coarse) at 1/1200 s, \(fine) at 1/2400 s for \(spring)")
        #expect(fine > coarse * 0.4, "first order, not better: \(coarse) → \(fine) for \(spring)")
    }

    @Test func rk4StepEqualsTheStagedReferenceStep() {
        let spring = Spring(mass: 0.3, stiffness: 12, damping: 1.2)
        let h = 1.0 / 60
        let stepper = SpringStepper(spring: spring, dt: h, integrator: .rk4)
        var u = 12.0, v = -300.0
        stepper.step(displacement: &u, velocity: &v)
        let (refU, refV) = RK4Reference.step(12, -300, h) { u, v in -(1.2 * v + 12 * u) / 0.3 }
        #expect(isApprox(u, refU, rel: 1e-13), "RK4 u after one 1/60 s step: \(u) vs \(refU)")
        #expect(isApprox(v, refV, rel: 1e-13), "RK4 v after one 1/60 s step: \(v) vs \(refV)")
    }

    @Test func semiImplicitEulerStepByHand() {
        // m 2, k 50, c 4, h 0.01 from (u, v) = (3, −20):
        // v ← −20 + 0.01·(−(50·3 + 4·(−20))/2) = −20 − 0.35 = −20.35; u ← 3 + 0.01·(−20.35) = 2.7965.
        let stepper = SpringStepper(spring: Spring(mass: 2, stiffness: 50, damping: 4), dt: 0.01, integrator: .semiImplicitEuler)
        var u = 3.0, v = -20.0
        stepper.step(displacement: &u, velocity: &v)
        #expect(isApprox(v, -20.35, abs: 1e-12), "v after one step: \(v)")
        #expect(isApprox(u, 2.7965, abs: 1e-12), "u after one step: \(u)")
    }

    @Test func integratorNamesMatchTheScenarioKeys() {
        #expect(Integrator.allCases.map(\.rawValue) == ["exact", "semi-implicit-euler", "rk4"])
    }
}
