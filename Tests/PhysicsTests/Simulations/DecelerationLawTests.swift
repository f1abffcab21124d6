import Foundation
import Testing
import ScrollPhysics
import TestSupport

/// `DecelerationLaw`: each law against its closed form written independently of the library,
/// both stopped at the stop speed, and the simulation's coast under each.
@Suite struct DecelerationLawTests {
    /// The continuous law by hand: x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r), with pow and log.
    static func continuous(x0: Double, v0: Double, r: Double, t: Double) -> Double {
        x0 + v0 * (pow(r, 1000 * t) - 1) / (1000 * log(r))
    }

    @Test(arguments: [(2000.0, 0.998), (-4030.8, 0.998), (750.0, 0.99), (300.0, 0.9)])
    func continuousIsItsClosedForm(v0: Double, r: Double) {
        let rate = DecelerationRate(perMillisecond: r)
        for t in [0.0, 0.001, 0.017, 0.25, 1, 3] {
            let x = Deceleration.position(from: 30, velocity: v0, rate: rate, law: .continuous, at: t)
            let reference = Self.continuous(x0: 30, v0: v0, r: r, t: t)
            #expect(isApprox(x, reference, abs: 1e-9, rel: 1e-11), "x(\(t)) from 30 at \(v0), r \(r): \(x) vs \(reference)")
        }
        // The offset's rate of change is v itself (no κ): the difference quotient at t = 10 ms.
        let h = 1e-7
        let slope =
            (Deceleration.position(from: 0, velocity: v0, rate: rate, law: .continuous, at: 0.01 + h)
                - Deceleration.position(from: 0, velocity: v0, rate: rate, law: .continuous, at: 0.01 - h)) / (2 * h)
        #expect(isApprox(slope, Deceleration.velocity(v0, rate: rate, at: 0.01), rel: 1e-6), "dx/dt = v for v0 \(v0), r \(r)")
    }

    /// The per-millisecond law is the default of `Deceleration` and the millisecond loop
    /// (`DecelerationTests.millisecondLoop`); the two laws differ by (1 − κ)·v0·(−1/λ) in total.
    @Test(arguments: [(4030.8, 0.998), (-1398.724, 0.998), (5991.895, 0.99)])
    func bothLawsStopAtTheStopSpeed(v0: Double, r: Double) {
        let rate = DecelerationRate(perMillisecond: r)
        let lambda = 1000 * log(r)
        let restTime = Deceleration.restTime(velocity: v0, rate: rate)
        #expect(isApprox(restTime, log(10 / abs(v0)) / lambda, rel: 1e-12), "t* = ln(s/|v0|)/λ for v0 \(v0)")
        let continuousRest = Deceleration.restingOffset(from: 0, velocity: v0, rate: rate, law: .continuous)
        let byHand = (abs(v0) - 10) / -lambda * (v0 < 0 ? -1 : 1)
        #expect(isApprox(continuousRest, byHand, rel: 1e-12), "continuous rest \(continuousRest) vs (|v0| − s)/(−λ) \(byHand)")
        #expect(
            isApprox(Deceleration.position(from: 0, velocity: v0, rate: rate, law: .continuous, at: restTime), continuousRest, rel: 1e-12),
            "x(t*) is the continuous resting offset for v0 \(v0)")
        let loop = DecelerationTests.millisecondLoop(x0: 0, v0: v0, r: r, milliseconds: 100_000, stop: 10)
        let perMillisecond = Deceleration.restingOffset(from: 0, velocity: v0, rate: rate, law: .perMillisecond)
        #expect(abs(perMillisecond - loop.x) <= 0.011, "per-ms rest \(perMillisecond) vs the loop \(loop.x)")
        let kappa = r * -log(r) / (1 - r)
        #expect(
            isApprox(continuousRest - perMillisecond, (1 - kappa) * byHand, rel: 1e-9),
            "the laws differ by (1 − κ) of the continuous travel for v0 \(v0)")
    }

    /// A snap by `decelerate` rests on its target under either law.
    @Test(arguments: DecelerationLaw.allCases)
    func rateToRestAtStopsOnTheTargetUnderEachLaw(law: DecelerationLaw) throws {
        let rate = try #require(Deceleration.rate(toRestAt: 1200, from: 100, velocity: 2500, law: law))
        let q = 1000 * 1100 / 2490.0
        #expect(isApprox(rate.perMillisecond, law == .continuous ? exp(-1 / q) : q / (1 + q), rel: 1e-14), "r′ for \(law)")
        let rest = Deceleration.restingOffset(from: 100, velocity: 2500, rate: rate, law: law)
        #expect(isApprox(rest, 1200, rel: 1e-12), "rest \(rest) under \(law)")
    }

    /// The simulation's coast under each law (1200 Hz, exact stepper) rests where that law's
    /// closed form puts it, within a tick's travel at the stop speed.
    @Test(arguments: DecelerationLaw.allCases)
    func theSimulationFollowsTheLaw(law: DecelerationLaw) {
        var configuration = ScrollConfiguration()
        configuration.decelerationLaw = law
        let stepper = DecelerationStepper(rate: .normal, dt: 1.0 / 1200, law: law)
        var x = 0.0, v = 4030.8
        var ticks = 0
        while abs(v) >= 10 {
            stepper.step(position: &x, velocity: &v)
            ticks += 1
        }
        let rest = Deceleration.restingOffset(from: 0, velocity: 4030.8, rate: .normal, law: law)
        #expect(abs(x - rest) <= 10.0 / 1200 + 1e-9, "\(law): the stepper rests at \(x), the closed form at \(rest)")
        #expect(configuration.decelerationLaw == law && ScrollConfiguration().decelerationLaw == .continuous)
    }
}
