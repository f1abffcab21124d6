import Foundation
import Testing
import ScrollPhysics
import TestSupport

@Suite struct DecelerationStepperTests {
    @Test(arguments: [0.998, 0.99])
    func freeFlickApproachesTheProjection(r: Double) {
        // v0 = 2000 at 1200 Hz for 20 s, no stop: tends to Apple's 2000/1000·r/(1 − r) (998.0 pt at 0.998).
        let expected = 2 * r / (1 - r)
        let stepper = DecelerationStepper(rate: DecelerationRate(perMillisecond: r), dt: 1.0 / 1200)
        var x = 0.0, v = 2000.0, previous = 0.0
        for n in 1...24_000 {
            stepper.step(position: &x, velocity: &v)
            #expect(x > previous || x == expected || v < 1e-9, "x keeps growing at tick \(n): \(x)")
            #expect(x <= expected * (1 + 1e-12), "x never passes the rest at tick \(n): \(x) vs \(expected)")
            previous = x
        }
        #expect(isApprox(x, expected, abs: 1e-6), "x after 20 s for r \(r): \(x) vs \(expected)")
    }

    @Test func normalFlickProjectsTo998() {
        #expect(isApprox(Deceleration.appleProjection(velocity: 2000, rate: .normal), 998.0, rel: 1e-12))
    }

    @Test(arguments: [(0.998, 1200.0), (0.99, 60.0), (0.999999, 1200.0)])
    func ticksAgreeWithTheClosedForm(r: Double, hz: Double) {
        let rate = DecelerationRate(perMillisecond: r)
        let stepper = DecelerationStepper(rate: rate, dt: 1 / hz)
        var x = -25.0, v = -3000.0
        for n in 1...Int(3 * hz) {
            stepper.step(position: &x, velocity: &v)
            let t = Double(n) / hz
            let expectedX = Deceleration.position(from: -25, velocity: -3000, rate: rate, at: t)
            let expectedV = Deceleration.velocity(-3000, rate: rate, at: t)
            #expect(isApprox(x, expectedX, rel: 1e-11), "x at tick \(n) of \(hz) Hz, r \(r)")
            #expect(isApprox(v, expectedV, rel: 1e-11), "v at tick \(n) of \(hz) Hz, r \(r)")
        }
    }

    @Test func oneTickByHand() {
        // dt = 1 ms at r = 0.998: v ← 0.998·v; x ← x + 0.998·v/1000, the per-millisecond step.
        let stepper = DecelerationStepper(rate: .normal, dt: 0.001)
        var x = 10.0, v = 1000.0
        stepper.step(position: &x, velocity: &v)
        #expect(isApprox(v, 998, rel: 1e-14), "v after 1 ms: \(v)")
        #expect(isApprox(x, 10 + 0.998, rel: 1e-14), "x after 1 ms: \(x)")
    }
}
