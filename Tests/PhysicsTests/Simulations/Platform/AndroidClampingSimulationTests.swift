import Foundation
import Testing
import ScrollPhysics

private let startCases: [(Double, Double)] = [
    (51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634),
    (-156.2, 1541.57665), (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093), (5469.0, 182.114534)
]

/// Mirrors flutter/flutter `packages/flutter/test/widgets/scroll_simulation_test.dart`
/// (ClampingScrollSimulation, the port of Android's OverScroller spline fling).
@Suite struct AndroidClampingSimulationTests {
    /// 'ClampingScrollSimulation has a stable initial conditions'.
    @Test func stableInitialConditions() {
        for (x0, v0) in startCases {
            let sim = AndroidFlingSimulation(position: x0, velocity: v0)
            #expect(moreOrLessEquals(sim.position(at: 0), x0), "x(0), x0 \(x0) v0 \(v0)")
            #expect(moreOrLessEquals(sim.velocity(at: 0), v0, epsilon: 1e-9), "dx(0), x0 \(x0) v0 \(v0)")
        }
    }

    /// 'ClampingScrollSimulation velocity eventually reaches zero'.
    @Test func velocityReachesZero() {
        for (x0, v0) in [(51.0, 2000.0)] + startCases {
            #expect(AndroidFlingSimulation(position: x0, velocity: v0).velocity(at: 10) == 0, "x0 \(x0) v0 \(v0)")
        }
    }

    /// 'ClampingScrollSimulation only decelerates, never speeds up'.
    @Test func onlyDecelerates() {
        let sim = AndroidFlingSimulation(position: 0, velocity: 8000)
        var frame = 0
        var velocity = sim.velocity(at: 0)
        while !sim.isDone(at: Double(frame) / 60) {
            #expect(Double(frame) / 60 < 3)
            frame += 1
            let next = sim.velocity(at: Double(frame) / 60)
            #expect(next <= velocity, "frame \(frame)")
            velocity = next
        }
    }

    /// 'ClampingScrollSimulation reaches a smooth stop: velocity is continuous and goes to zero'.
    @Test func smoothStop() {
        let maxDeceleration = 5130.0
        let sim = AndroidFlingSimulation(position: 0, velocity: 8000)
        var frame = 0
        var velocity = sim.velocity(at: 0)
        repeat {
            #expect(Double(frame) / 60 < 3)
            frame += 1
            let next = sim.velocity(at: Double(frame) / 60)
            #expect(abs(next - velocity) < maxDeceleration / 60, "frame \(frame)")
            velocity = next
        } while !sim.isDone(at: Double(frame) / 60)
        #expect(moreOrLessEquals(velocity, 0))
    }

    /// 'ClampingScrollSimulation is ballistic': restarting every 1/90 s follows the same path.
    @Test func isBallistic() {
        let delta = 1.0 / 90
        let undisturbed = AndroidFlingSimulation(position: 0, velocity: 8000)
        var restarted = undisturbed
        var step = 0
        repeat {
            #expect(Double(step) * delta < 4)
            step += 1
            restarted = AndroidFlingSimulation(position: restarted.position(at: delta), velocity: restarted.velocity(at: delta))
            let t = Double(step) * delta
            #expect(moreOrLessEquals(restarted.position(at: 0), undisturbed.position(at: t), epsilon: 1e-9), "x step \(step)")
            #expect(moreOrLessEquals(restarted.velocity(at: 0), undisturbed.velocity(at: t), epsilon: 1e-9), "dx step \(step)")
        } while !restarted.isDone(at: 0) || !undisturbed.isDone(at: Double(step) * delta)
    }

    /// 'ClampingScrollSimulation satisfies a physical acceleration formula'.
    @Test func physicalAccelerationFormula() {
        let d = log(0.78) / log(0.9)
        let referenceVelocity = 0.015 * 9.80665 * 39.37 * 160.0 * 0.84 / 0.35
        let referenceDuration = d * 0.35
        let referenceDeceleration = (d - 1) * referenceVelocity / referenceDuration
        func acceleration(_ v: Double) -> Double {
            -(v > 0 ? 1 : -1) * referenceDeceleration * pow(abs(v) / referenceVelocity, (d - 2) / (d - 1))
        }
        func jerk(_ v: Double) -> Double {
            referenceVelocity / referenceDuration / referenceDuration * (d - 1) * (d - 2)
                * pow(abs(v) / referenceVelocity, (d - 3) / (d - 1))
        }
        let delta = 1.0 / 60
        for (x0, v0) in startCases {
            let sim = AndroidFlingSimulation(position: x0, velocity: v0)
            var k = 0
            while Double(k) * delta < 2 {
                let t = Double(k) * delta
                let difference = sim.velocity(at: t + delta) - sim.velocity(at: t)
                let predicted = delta * acceleration(sim.velocity(at: t + delta / 2))
                let bound = jerk(sim.velocity(at: t + delta)) * delta * delta / 2
                #expect(abs(difference - predicted) < bound, "x0 \(x0) v0 \(v0) t \(t)")
                k += 1
            }
        }
    }

    /// The fling travels Android's `getSplineFlingDistance` (OverScroller.java), in 160 pt/inch,
    /// and lasts δ·0.35 × `getSplineFlingDuration`.
    @Test func matchesOverScrollerDistance() {
        let coefficient = 9.80665 * 39.37 * 160 * 0.84  // mPhysicalCoeff at density 1
        let d = log(0.78) / log(0.9)
        for v in [500.0, 2000.0, -8000.0] {
            let l = log(0.35 * abs(v) / (0.015 * coefficient))  // getSplineDeceleration
            let androidDistance = 0.015 * coefficient * exp(d / (d - 1) * l)
            let androidDuration = exp(l / (d - 1))
            let sim = AndroidFlingSimulation(position: 0, velocity: v)
            #expect(moreOrLessEquals(abs(sim.finalPosition), androidDistance, epsilon: 1e-9 * androidDistance), "v \(v)")
            #expect(moreOrLessEquals(AndroidSpline.flingDistance(velocity: v), androidDistance, epsilon: 1e-9 * androidDistance))
            #expect(moreOrLessEquals(sim.duration, d * 0.35 * androidDuration, epsilon: 1e-12), "v \(v)")
            #expect((sim.finalPosition > 0) == (v > 0))
        }
    }

    /// A fling that reaches the trailing edge stops on it at the solved crossing instant.
    @Test func stopsAtEdge() {
        let sim = AndroidClampingSimulation(position: 0, velocity: 8000, leadingExtent: 0, trailingExtent: 500)
        let fling = AndroidFlingSimulation(position: 0, velocity: 8000)
        #expect(fling.finalPosition > 500)
        let t = sim.edgeTime
        #expect(t.isFinite && t > 0)
        #expect(moreOrLessEquals(fling.position(at: t), 500, epsilon: 1e-9), "fling at edgeTime \(fling.position(at: t))")
        #expect(sim.position(at: t - 1e-6) < 500)
        #expect(sim.position(at: t) == 500 && sim.position(at: t + 1) == 500)
        #expect(sim.velocity(at: t + 0.001) == 0)
        #expect(sim.isDone(at: t) && !sim.isDone(at: t - 1e-6))
        #expect(moreOrLessEquals(sim.edgeVelocity, fling.velocity(at: t), epsilon: 1e-9))
        // Leading edge, negative fling.
        let back = AndroidClampingSimulation(position: 300, velocity: -8000, leadingExtent: 0, trailingExtent: 500)
        #expect(back.edgeTime.isFinite)
        #expect(back.position(at: back.edgeTime + 0.5) == 0)
    }

    /// Flinging outward from an edge does nothing; a fling that rests inside never touches the edge.
    @Test func edgeCases() {
        let outward = AndroidClampingSimulation(position: 500, velocity: 3000, leadingExtent: 0, trailingExtent: 500)
        #expect(outward.isDone(at: 0) && outward.position(at: 1) == 500)
        let inside = AndroidClampingSimulation(position: 0, velocity: 300, leadingExtent: 0, trailingExtent: 5000)
        #expect(inside.edgeTime == .infinity)
        #expect(moreOrLessEquals(inside.position(at: 10), AndroidFlingSimulation(position: 0, velocity: 300).finalPosition))
        let still = AndroidClampingSimulation(position: 10, velocity: 0, leadingExtent: 0, trailingExtent: 500)
        #expect(still.isDone(at: 0) && still.position(at: 0) == 10 && still.velocity(at: 0) == 0)
        let zero = AndroidFlingSimulation(position: 3, velocity: 0)
        #expect(zero.position(at: 1) == 3 && zero.velocity(at: 1) == 0 && zero.isDone(at: 0))
    }

    /// Past an edge: Flutter's scroll spring back to it, with velocity min(0, v).
    @Test func springsBackFromOverscroll() {
        let sim = AndroidClampingSimulation(position: 560, velocity: 900, leadingExtent: 0, trailingExtent: 500)
        #expect(sim.position(at: 0) == 560)
        #expect(sim.velocity(at: 0) == 0, "positive velocity dropped by min(0, v)")
        var tick = 0
        while !sim.isDone(at: Double(tick) / 120) && tick < 600 { tick += 1 }
        #expect(tick < 600, "not at rest within 5 s")
        #expect(sim.position(at: Double(tick) / 120) == 500)
    }

    /// Huge velocities stay finite and stop in finite time.
    @Test(arguments: [1e6, -1e6, 1e9])
    func hugeVelocity(velocity: Double) {
        let bounded = AndroidClampingSimulation(position: 100, velocity: velocity, leadingExtent: 0, trailingExtent: 10_000)
        #expect(bounded.edgeTime.isFinite && bounded.edgeTime < 1, "edgeTime \(bounded.edgeTime)")
        let free = AndroidFlingSimulation(position: 0, velocity: velocity)
        #expect(free.duration.isFinite && free.finalPosition.isFinite)
        #expect(free.isDone(at: free.duration))
        for t in [0.0, 0.5, free.duration / 2, free.duration] {
            #expect(free.position(at: t).isFinite && free.velocity(at: t).isFinite, "t \(t)")
        }
    }
}
