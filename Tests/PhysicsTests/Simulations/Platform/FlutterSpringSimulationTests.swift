import Testing
import ScrollPhysics

/// Mirrors flutter/flutter `packages/flutter/test/physics/spring_simulation_test.dart` and
/// the spring cases of `packages/flutter/test/physics/newton_test.dart`.
@Suite struct FlutterSpringSimulationTests {
    private func spring(ratio: Double, stiffness: Double = 100, mass: Double = 1) -> FlutterSpringDescription {
        FlutterSpringDescription(mass: mass, stiffness: stiffness, dampingRatio: ratio)
    }

    /// newton_test.dart: 'spring_types'.
    @Test func springTypes() {
        #expect(FlutterSpringSimulation(spring: spring(ratio: 1), start: 0, end: 300, velocity: 0).regime == .criticallyDamped)
        #expect(FlutterSpringSimulation(spring: spring(ratio: 0.75), start: 0, end: 300, velocity: 0).regime == .underDamped)
        #expect(FlutterSpringSimulation(spring: spring(ratio: 1.25), start: 0, end: 300, velocity: 0).regime == .overDamped)
        let other = FlutterSpringDescription(mass: 1, stiffness: 100, damping: 20)
        #expect(FlutterSpringSimulation(spring: other, start: 0, end: 20, velocity: 20).regime == .criticallyDamped)
    }

    /// newton_test.dart: 'crit_spring'.
    @Test func critSpring() {
        let crit = FlutterSpringSimulation(
            spring: spring(ratio: 1), start: 0, end: 500, velocity: 0,
            tolerance: FlutterTolerance(distance: 0.01, velocity: 0.01))
        #expect(!crit.isDone(at: 0))
        #expect(crit.position(at: 0) == 0)
        #expect(crit.velocity(at: 0) == 0)
        #expect(crit.position(at: 0.25).rounded(.down) == 356, "x(0.25) = \(crit.position(at: 0.25))")
        #expect(crit.position(at: 0.50).rounded(.down) == 479, "x(0.5) = \(crit.position(at: 0.5))")
        #expect(crit.position(at: 0.75).rounded(.down) == 497, "x(0.75) = \(crit.position(at: 0.75))")
        #expect(crit.velocity(at: 0.25).rounded(.down) == 1026, "dx(0.25) = \(crit.velocity(at: 0.25))")
        #expect(crit.velocity(at: 0.50).rounded(.down) == 168, "dx(0.5) = \(crit.velocity(at: 0.5))")
        #expect(crit.velocity(at: 0.75).rounded(.down) == 20, "dx(0.75) = \(crit.velocity(at: 0.75))")
        #expect(crit.position(at: 1.5) > 499 && crit.position(at: 1.5) < 501)
        #expect(crit.velocity(at: 1.5) < 0.1)
        #expect(crit.isDone(at: 1.6))
    }

    /// newton_test.dart: 'overdamped_spring'.
    @Test func overdampedSpring() {
        let over = FlutterSpringSimulation(
            spring: spring(ratio: 1.25), start: 0, end: 500, velocity: 0,
            tolerance: FlutterTolerance(distance: 0.01, velocity: 0.01))
        #expect(!over.isDone(at: 0))
        #expect(over.position(at: 0) == 0)
        #expect(moreOrLessEquals(over.velocity(at: 0), 0))
        #expect(over.position(at: 0.5).rounded(.down) == 445, "x(0.5) = \(over.position(at: 0.5))")
        #expect(over.position(at: 1.0).rounded(.down) == 495, "x(1) = \(over.position(at: 1))")
        #expect(over.position(at: 1.5).rounded(.down) == 499, "x(1.5) = \(over.position(at: 1.5))")
        #expect(over.velocity(at: 0.5).rounded(.down) == 273, "dx(0.5) = \(over.velocity(at: 0.5))")
        #expect(over.velocity(at: 1.0).rounded(.down) == 22, "dx(1) = \(over.velocity(at: 1))")
        #expect(over.velocity(at: 1.5).rounded(.down) == 1, "dx(1.5) = \(over.velocity(at: 1.5))")
        #expect(over.isDone(at: 3))
    }

    /// newton_test.dart: 'underdamped_spring'.
    @Test func underdampedSpring() {
        let under = FlutterSpringSimulation(spring: spring(ratio: 0.25), start: 0, end: 300, velocity: 0)
        #expect(!under.isDone(at: 0))
        #expect(moreOrLessEquals(under.position(at: 0), 0))
        #expect(moreOrLessEquals(under.velocity(at: 0), 0))
        #expect(under.position(at: 1).rounded(.down) == 325, "x(1) = \(under.position(at: 1))")
        #expect(under.velocity(at: 1).rounded(.down) == -65, "dx(1) = \(under.velocity(at: 1))")
        #expect(under.velocity(at: 6).rounded(.down) == 0, "dx(6) = \(under.velocity(at: 6))")
        #expect(under.position(at: 6).rounded(.down) == 299, "x(6) = \(under.position(at: 6))")
        #expect(under.isDone(at: 6))
    }

    /// spring_simulation_test.dart: 'When snapToEnd is set, value is exactly `end` after completion'.
    @Test func snapToEnd() {
        let description = spring(ratio: 1, stiffness: 400)
        let tolerance = FlutterTolerance(distance: 0.1, velocity: 0.1)
        let regular = FlutterSpringSimulation(spring: description, start: 0, end: 1, velocity: 0, tolerance: tolerance)
        #expect(regular.position(at: 0.4) < 1)
        #expect(regular.velocity(at: 0.4) > 0)
        let snapping = FlutterSpringSimulation(
            spring: description, start: 0, end: 1, velocity: 0, tolerance: tolerance,
            snap: .positionAndVelocity)
        #expect(snapping.position(at: 0.4) == 1)
        #expect(snapping.velocity(at: 0.4) == 0)
    }

    /// spring_simulation_test.dart: group 'SpringDescription.withDurationAndBounce'.
    @Test func withDurationAndBounce() {
        let positive = FlutterSpringDescription(duration: 0.5, bounce: 0.3)
        #expect(positive.mass == 1)
        #expect(moreOrLessEquals(positive.stiffness, 157.91, epsilon: 0.01), "k \(positive.stiffness)")
        #expect(moreOrLessEquals(positive.damping, 17.59, epsilon: 0.01), "c \(positive.damping)")
        let negative = FlutterSpringDescription(duration: 0.5, bounce: -0.3)
        #expect(negative.mass == 1)
        #expect(moreOrLessEquals(negative.stiffness, 157.91, epsilon: 0.01))
        #expect(moreOrLessEquals(negative.damping, 35.90, epsilon: 0.01), "c \(negative.damping)")
        let given = FlutterSpringDescription(mass: 1, stiffness: 157.91, damping: 17.59)
        #expect((given.duration * 1000).rounded() == 500, "duration \(given.duration)")
        #expect(moreOrLessEquals(given.bounce, 0.3, epsilon: 0.001), "bounce \(given.bounce)")
    }

    /// STYLE: every closed form starts at (x0, v0) and matches a fine RK4 with m ≠ 1 in all three regimes.
    @Test(arguments: [0.3, 1.0, 1.7])
    func matchesRK4WithHeavyMass(ratio: Double) {
        let description = spring(ratio: ratio, stiffness: 80, mass: 2.5)
        let sim = FlutterSpringSimulation(spring: description, start: 40, end: -10, velocity: -300)
        #expect(sim.position(at: 0) == 40, "x(0), ζ \(ratio)")
        #expect(moreOrLessEquals(sim.velocity(at: 0), -300, epsilon: 1e-9), "dx(0), ζ \(ratio)")
        for t in [0.1, 0.37, 1.2] {
            let ref = rk4Spring(mass: 2.5, stiffness: 80, damping: description.damping, start: 40, end: -10, velocity: -300, to: t)
            #expect(
                moreOrLessEquals(sim.position(at: t), ref.x, epsilon: 1e-7), "x(\(t)) ζ \(ratio): \(sim.position(at: t)) vs RK4 \(ref.x)")
            #expect(
                moreOrLessEquals(sim.velocity(at: t), ref.v, epsilon: 1e-6), "dx(\(t)) ζ \(ratio): \(sim.velocity(at: t)) vs RK4 \(ref.v)")
        }
    }
}
