import Foundation
import Testing
import ScrollPhysics

/// Mirrors the BouncingScrollSimulation cases of flutter/flutter
/// `packages/flutter/test/physics/newton_test.dart` and `scroll_physics_test.dart`.
@Suite struct FlutterBouncingSimulationTests {
    private let kinetic = FlutterSpringDescription(mass: 1, stiffness: 50, dampingRatio: 0.5)

    /// newton_test.dart: 'test_kinetic_scroll'.
    @Test(arguments: [800.0, -800.0])
    func kineticScroll(velocity: Double) {
        let scroll = FlutterBouncingSimulation(
            position: 100, velocity: velocity, leadingExtent: 0, trailingExtent: 300,
            spring: kinetic, tolerance: FlutterTolerance(distance: 0.1, velocity: 0.5))
        #expect(!scroll.isDone(at: 0), "v0 \(velocity)")
        #expect(!scroll.isDone(at: 0.5), "v0 \(velocity): switch from friction to spring")
        #expect(scroll.isDone(at: 3.5), "v0 \(velocity)")
    }

    /// newton_test.dart: 'scroll_with_inf_edge_ends'.
    @Test func scrollWithInfiniteEdge() {
        let scroll = FlutterBouncingSimulation(
            position: 100, velocity: 400, leadingExtent: 0, trailingExtent: .infinity,
            spring: kinetic, tolerance: FlutterTolerance(velocity: 1))
        #expect(!scroll.isDone(at: 0))
        #expect(scroll.position(at: 0) == 100)
        #expect(scroll.velocity(at: 0) == 400)
        #expect(moreOrLessEquals(scroll.position(at: 1), 272, epsilon: 1), "x(1) = \(scroll.position(at: 1))")
        #expect(moreOrLessEquals(scroll.velocity(at: 1), 54, epsilon: 1), "dx(1) = \(scroll.velocity(at: 1))")
        #expect(moreOrLessEquals(scroll.velocity(at: 2), 7, epsilon: 1), "dx(2) = \(scroll.velocity(at: 2))")
        #expect(scroll.velocity(at: 3) < 1)
        #expect(scroll.isDone(at: 5))
        #expect(moreOrLessEquals(scroll.position(at: 5), 300, epsilon: 1), "x(5) = \(scroll.position(at: 5))")
    }

    /// newton_test.dart: 'over/under scroll spring'.
    @Test func overUnderScrollSpring() {
        let spring = FlutterSpringDescription(mass: 1, stiffness: 170, dampingRatio: 1.1)
        let scroll = FlutterBouncingSimulation(
            position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000,
            spring: spring, tolerance: FlutterTolerance(distance: 1.5, velocity: 45))
        #expect(!scroll.isDone(at: 0))
        #expect(moreOrLessEquals(scroll.position(at: 0), 500))
        #expect(moreOrLessEquals(scroll.velocity(at: 0), -7500))
        #expect(!scroll.isDone(at: 0.065))
        #expect(moreOrLessEquals(scroll.position(at: 0.065), 42, epsilon: 1), "x(0.065) = \(scroll.position(at: 0.065))")
        #expect(moreOrLessEquals(scroll.velocity(at: 0.065), -6584, epsilon: 1), "dx(0.065) = \(scroll.velocity(at: 0.065))")
        #expect(!scroll.isDone(at: 0.1))
        #expect(moreOrLessEquals(scroll.position(at: 0.1), -123, epsilon: 1), "x(0.1) = \(scroll.position(at: 0.1))")
        #expect(moreOrLessEquals(scroll.velocity(at: 0.1), -2613, epsilon: 1), "dx(0.1) = \(scroll.velocity(at: 0.1))")
        #expect(!scroll.isDone(at: 0.5))
        #expect(moreOrLessEquals(scroll.position(at: 0.5), -15, epsilon: 1), "x(0.5) = \(scroll.position(at: 0.5))")
        #expect(moreOrLessEquals(scroll.velocity(at: 0.5), 124, epsilon: 1), "dx(0.5) = \(scroll.velocity(at: 0.5))")
        #expect(scroll.isDone(at: 2))
        #expect(scroll.position(at: 2) == 0)
        #expect(moreOrLessEquals(scroll.velocity(at: 2), 0, epsilon: 1))
    }

    /// scroll_physics_test.dart: 'createBallisticSimulation' keeps dx(0) (bounce physics, in range).
    @Test func ballisticKeepsInitialVelocity() {
        let scroll = FlutterBouncingSimulation(position: 20, velocity: 1000, leadingExtent: 0, trailingExtent: 100)
        #expect(moreOrLessEquals(scroll.velocity(at: 0), 1000))
    }

    /// The hand-over is exact: the spring starts on the edge at the crossing instant, with
    /// the coast's velocity there, capped at 5000 pt/s toward the trailing edge.
    @Test func exactHandOverAndCap() {
        let sim = FlutterBouncingSimulation(position: 0, velocity: 12000, leadingExtent: 0, trailingExtent: 1000)
        let lnD = log(0.135)
        // Crossing by hand: 1000 = 12000·(D^t − 1)/ln D ⇒ t = ln(1 + 1000·ln D/12000)/ln D.
        let crossing = log(1 + 1000 * lnD / 12000) / lnD
        #expect(moreOrLessEquals(sim.springTime, crossing, epsilon: 1e-12), "springTime \(sim.springTime) vs \(crossing)")
        #expect(moreOrLessEquals(sim.position(at: crossing), 1000, epsilon: 1e-9), "x at crossing")
        let coastVelocity = 12000 * pow(0.135, crossing)
        #expect(coastVelocity > 5000, "the coast hits the edge faster than the cap: \(coastVelocity)")
        #expect(moreOrLessEquals(sim.velocity(at: crossing + 1e-9), 5000, epsilon: 1e-3), "capped hand-over velocity")
        // Slow enough: no cap.
        let slow = FlutterBouncingSimulation(position: 900, velocity: 1000, leadingExtent: 0, trailingExtent: 1000)
        let v = slow.velocity(at: slow.springTime)
        #expect(moreOrLessEquals(slow.velocity(at: slow.springTime + 1e-12), v, epsilon: 1e-6), "uncapped \(v)")
    }

    /// Starting past an edge: spring straight back from t = 0.
    @Test func startsOverscrolled() {
        let sim = FlutterBouncingSimulation(position: -50, velocity: 0, leadingExtent: 0, trailingExtent: 1000)
        #expect(sim.springTime == -.infinity)
        #expect(moreOrLessEquals(sim.position(at: 0), -50))
        #expect(sim.position(at: 0.2) > -50 && sim.position(at: 0.2) < 0, "x(0.2) = \(sim.position(at: 0.2))")
        // ζ = 1.1 never overshoots from rest.
        for k in 1...300 { #expect(sim.position(at: Double(k) / 100) <= 0) }
    }

    /// Huge velocities stay finite and stop in finite time.
    @Test(arguments: [1e5, -1e5, 1e7, -1e7, 1e9])
    func hugeVelocityStops(velocity: Double) {
        for extents in [(0.0, 2000.0), (-Double.infinity, Double.infinity)] {
            let sim = FlutterBouncingSimulation(position: 500, velocity: velocity, leadingExtent: extents.0, trailingExtent: extents.1)
            var doneAt: Double? = nil
            for tick in 0...(120 * 60) {
                let t = Double(tick) / 120
                #expect(sim.position(at: t).isFinite && sim.velocity(at: t).isFinite, "v0 \(velocity) t \(t)")
                if sim.isDone(at: t) { doneAt = t; break }
            }
            #expect(doneAt != nil, "v0 \(velocity), extents \(extents): not done within 60 s")
        }
    }
}
