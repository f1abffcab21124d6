import Foundation
import Testing
import ScrollPhysics

/// Mirrors flutter/flutter `packages/flutter/test/physics/friction_simulation_test.dart`
/// and the friction cases of `packages/flutter/test/physics/newton_test.dart`.
@Suite struct FlutterFrictionSimulationTests {
    /// friction_simulation_test.dart: 'Friction simulation positive velocity'.
    @Test func positiveVelocity() {
        let f = FlutterFrictionSimulation(drag: 0.135, position: 100, velocity: 100)
        #expect(moreOrLessEquals(f.position(at: 0), 100), "x(0), D 0.135 x0 100 v0 100")
        #expect(moreOrLessEquals(f.velocity(at: 0), 100), "dx(0)")
        #expect(moreOrLessEquals(f.position(at: 0.1), 110, epsilon: 1), "x(0.1) = \(f.position(at: 0.1))")
        #expect(moreOrLessEquals(f.position(at: 0.5), 131, epsilon: 1), "x(0.5) = \(f.position(at: 0.5))")
        #expect(moreOrLessEquals(f.position(at: 2.0), 149, epsilon: 1), "x(2) = \(f.position(at: 2))")
        #expect(moreOrLessEquals(f.finalPosition, 149, epsilon: 1), "finalX = \(f.finalPosition)")
        #expect(f.time(atPosition: 100) == 0)
        for t in [0.1, 0.5, 2.0] {
            #expect(moreOrLessEquals(f.time(atPosition: f.position(at: t)), t), "timeAtX(x(\(t)))")
        }
        #expect(f.time(atPosition: -1) == .infinity)
        #expect(f.time(atPosition: 200) == .infinity)
    }

    /// friction_simulation_test.dart: 'Friction simulation negative velocity'.
    @Test func negativeVelocity() {
        let f = FlutterFrictionSimulation(drag: 0.135, position: 100, velocity: -100)
        #expect(moreOrLessEquals(f.position(at: 0), 100))
        #expect(moreOrLessEquals(f.velocity(at: 0), -100))
        #expect(moreOrLessEquals(f.position(at: 0.1), 91, epsilon: 1), "x(0.1) = \(f.position(at: 0.1))")
        #expect(moreOrLessEquals(f.position(at: 0.5), 68, epsilon: 1), "x(0.5) = \(f.position(at: 0.5))")
        #expect(moreOrLessEquals(f.position(at: 2.0), 51, epsilon: 1), "x(2) = \(f.position(at: 2))")
        #expect(moreOrLessEquals(f.finalPosition, 50, epsilon: 1), "finalX = \(f.finalPosition)")
        #expect(f.time(atPosition: 100) == 0)
        for t in [0.1, 0.5, 2.0] {
            #expect(moreOrLessEquals(f.time(atPosition: f.position(at: t)), t), "timeAtX(x(\(t)))")
        }
        #expect(f.time(atPosition: 101) == .infinity)
        #expect(f.time(atPosition: 40) == .infinity)
    }

    /// friction_simulation_test.dart: 'Friction simulation constant deceleration'.
    @Test func constantDeceleration() {
        let f = FlutterFrictionSimulation(drag: 0.135, position: 100, velocity: -100, constantDeceleration: 100)
        #expect(moreOrLessEquals(f.position(at: 0), 100))
        #expect(moreOrLessEquals(f.velocity(at: 0), -100))
        #expect(moreOrLessEquals(f.position(at: 0.1), 91, epsilon: 1), "x(0.1) = \(f.position(at: 0.1))")
        #expect(moreOrLessEquals(f.position(at: 0.5), 80, epsilon: 1), "x(0.5) = \(f.position(at: 0.5))")
        #expect(moreOrLessEquals(f.position(at: 2.0), 80, epsilon: 1), "x(2) = \(f.position(at: 2))")
        #expect(moreOrLessEquals(f.finalPosition, 80, epsilon: 1), "finalX = \(f.finalPosition)")
        #expect(f.time(atPosition: 100) == 0)
        for t in [0.1, 0.2, 0.3] {
            #expect(moreOrLessEquals(f.time(atPosition: f.position(at: t)), t), "timeAtX(x(\(t)))")
        }
        #expect(f.time(atPosition: 101) == .infinity)
        #expect(f.time(atPosition: 40) == .infinity)
        // v(finalTime) = 0 exactly as the root of v0·D^t − a·t, and 0 afterwards.
        #expect(abs(f.velocity(at: f.finalTime)) < 1e-9, "v(finalTime \(f.finalTime))")
        #expect(f.velocity(at: f.finalTime + 0.1) == 0)
    }

    /// newton_test.dart: 'test_friction' (drag 0.3, x0 100, v0 400, velocity tolerance 1).
    @Test func newtonTestFriction() {
        let f = FlutterFrictionSimulation(drag: 0.3, position: 100, velocity: 400, tolerance: FlutterTolerance(velocity: 1))
        #expect(!f.isDone(at: 0))
        #expect(f.position(at: 0) == 100)
        #expect(f.velocity(at: 0) == 400)
        #expect(f.position(at: 1) > 330 && f.position(at: 1) < 335, "x(1) = \(f.position(at: 1))")
        // Flutter asserts exact equality for dx(1) = 120 and dx(2) = 36; pow and exp differ in the last bit.
        #expect(moreOrLessEquals(f.velocity(at: 1), 120, epsilon: 1e-9), "dx(1) = \(f.velocity(at: 1))")
        #expect(moreOrLessEquals(f.velocity(at: 2), 36, epsilon: 1e-9), "dx(2) = \(f.velocity(at: 2))")
        #expect(moreOrLessEquals(f.velocity(at: 3), 10.8), "dx(3) = \(f.velocity(at: 3))")
        #expect(f.velocity(at: 4) < 3.5)
        #expect(f.isDone(at: 5))
        #expect(f.position(at: 5) > 431 && f.position(at: 5) < 432, "x(5) = \(f.position(at: 5))")
    }

    /// newton_test.dart: 'test_friction_through'.
    @Test func newtonTestFrictionThrough() {
        for (x0, v0) in [(10.0, 600.0), (1000.0, -500.0)] {
            let f = FlutterFrictionSimulation(drag: 0.025, position: x0, velocity: v0)
            let x1 = f.position(at: 1), v1 = f.velocity(at: 1)
            let through = FlutterFrictionSimulation.through(startPosition: x0, endPosition: x1, startVelocity: v0, endVelocity: v1)
            #expect(!through.isDone(at: 0))
            #expect(through.position(at: 0) == x0)
            #expect(through.velocity(at: 0) == v0)
            #expect(through.isDone(at: 1 + 1e-10), "isDone(1 + ε) for x0 \(x0) v0 \(v0)")
            #expect(moreOrLessEquals(through.position(at: 1), x1), "x(1) \(through.position(at: 1)) vs \(x1)")
            #expect(moreOrLessEquals(through.velocity(at: 1), v1), "dx(1) \(through.velocity(at: 1)) vs \(v1)")
        }
    }

    /// Hand arithmetic: x(t) = x0 + v0·(D^t − 1)/ln D, finalX = x0 − v0/ln D.
    @Test func closedFormByHand() {
        let f = FlutterFrictionSimulation(drag: 0.135, position: 0, velocity: 1000)
        let lnD = log(0.135)  // −2.00248...
        #expect(moreOrLessEquals(f.finalPosition, -1000 / lnD, epsilon: 1e-9), "finalX \(f.finalPosition)")
        #expect(moreOrLessEquals(f.position(at: 0.25), 1000 * (pow(0.135, 0.25) - 1) / lnD, epsilon: 1e-9))
        // 0.135 ≈ 0.998^1000, UIScrollView .normal per second.
        #expect(abs(pow(0.998, 1000) - 0.135) < 1e-3)
    }
}
