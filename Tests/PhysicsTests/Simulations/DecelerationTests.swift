import Foundation
import Testing
import ScrollPhysics
import TestSupport

@Suite struct DecelerationTests {
    /// UIKit's decay written as the per-millisecond loop it is, independently of the library:
    /// each millisecond v ← r·v, then x ← x + v·(1 ms); it stops at the first millisecond whose
    /// v is below `stop`. Returns (x, v) after `milliseconds` ms (or at the stop) and the stop's ms.
    static func millisecondLoop(
        x0: Double, v0: Double, r: Double, milliseconds: Int, stop: Double = 0
    ) -> (x: Double, v: Double, stoppedAt: Int?) {
        var x = x0, v = v0
        for n in 0..<milliseconds {
            if stop > 0, abs(v) < stop { return (x, v, n) }
            v *= r
            x += v / 1000
        }
        return (x, v, nil)
    }

    @Test(arguments: [(2000.0, 0.998), (-4619.94, 0.998), (750.0, 0.99), (300.0, 0.9)])
    func closedFormIsTheMillisecondLoop(v0: Double, r: Double) {
        let rate = DecelerationRate(perMillisecond: r)
        for n in [0, 1, 2, 17, 250, 1000, 3000] {
            let loop = Self.millisecondLoop(x0: 30, v0: v0, r: r, milliseconds: n)
            let t = Double(n) / 1000
            let x = Deceleration.position(from: 30, velocity: v0, rate: rate, at: t)
            let v = Deceleration.velocity(v0, rate: rate, at: t)
            #expect(isApprox(x, loop.x, abs: 1e-9, rel: 1e-11), "x after \(n) ms from 30 at \(v0), r \(r): \(x) vs loop \(loop.x)")
            #expect(isApprox(v, loop.v, abs: 1e-12, rel: 1e-11), "v after \(n) ms at \(v0), r \(r): \(v) vs loop \(loop.v)")
        }
    }

    /// The interpolation between milliseconds against a fine RK4 of x″ = λ·x′ (x′ = κ·v, v′ = λ·v)
    /// from x′(0) = κ·v0, κ = r·(−ln r)/(1 − r), and the closed form at t = 0.
    @Test(arguments: [(2000.0, 0.998), (-750.0, 0.99), (300.0, 0.9)])
    func closedFormAgreesWithAFineRK4(v0: Double, r: Double) {
        let rate = DecelerationRate(perMillisecond: r)
        let lambda = 1000 * log(r), kappa = r * -log(r) / (1 - r)
        #expect(Deceleration.position(from: 12, velocity: v0, rate: rate, at: 0) == 12, "x(0) for v0 \(v0), r \(r)")
        #expect(Deceleration.velocity(v0, rate: rate, at: 0) == v0, "v(0) for v0 \(v0), r \(r)")
        let samples = RK4Reference.samples(
            mass: 1, stiffness: 0, damping: -lambda, u0: 12, v0: kappa * v0, dt: 1e-5, every: 5_000, count: 41)
        for sample in samples {
            let x = Deceleration.position(from: 12, velocity: v0, rate: rate, at: sample.t)
            let v = Deceleration.velocity(v0, rate: rate, at: sample.t)
            #expect(isApprox(x, sample.u, abs: 1e-9, rel: 1e-10), "x(\(sample.t)) for v0 \(v0), r \(r): \(x) vs RK4 \(sample.u)")
            #expect(isApprox(kappa * v, sample.v, abs: 1e-9, rel: 1e-10), "κ·v(\(sample.t)) for v0 \(v0), r \(r)")
        }
    }

    @Test(arguments: [(4619.94, 0.998), (-1398.724, 0.998), (480.834, 0.998), (5991.895, 0.99)])
    func stopMatchesTheMillisecondLoop(v0: Double, r: Double) throws {
        let rate = DecelerationRate(perMillisecond: r)
        let loop = Self.millisecondLoop(x0: 0, v0: v0, r: r, milliseconds: 100_000, stop: Deceleration.stopSpeed)
        let stoppedAt = try #require(loop.stoppedAt, "the loop stops for v0 \(v0)")
        let restTime = Deceleration.restTime(velocity: v0, rate: rate)
        let rest = Deceleration.restingOffset(from: 0, velocity: v0, rate: rate)
        // The loop stops on whole milliseconds: within 1 ms, and 1 ms of travel at 10 pt/s.
        #expect(abs(restTime - Double(stoppedAt) / 1000) <= 0.001, "stop at \(restTime) s vs loop \(stoppedAt) ms, v0 \(v0)")
        #expect(abs(rest - loop.x) <= 0.011, "rest \(rest) vs loop \(loop.x), v0 \(v0), r \(r)")
        #expect(
            isApprox(Deceleration.position(from: 0, velocity: v0, rate: rate, at: restTime), rest, rel: 1e-12),
            "x(restTime) is the resting offset for v0 \(v0)")
    }

    @Test(arguments: [0.0, 0.1, 0.5, 2.0])
    func positionAndVelocityByHand(t: Double) {
        // v(t) = v0·r^(1000t); x(t) = x0 + v0·(r/(1000(1 − r)))·(1 − r^(1000t)), with pow instead of exp.
        let kept = pow(0.998, 1000 * t)
        let x = Deceleration.position(from: 50, velocity: 2000, rate: .normal, at: t)
        let v = Deceleration.velocity(2000, rate: .normal, at: t)
        #expect(isApprox(v, 2000 * kept, rel: 1e-12), "v(\(t)) for v0 2000, r 0.998: \(v)")
        #expect(isApprox(x, 50 + 2000 * 0.499 * (1 - kept), rel: 1e-12), "x(\(t)) from 50 at 2000: \(x)")
    }

    @Test func kappaFormEqualsTheProjectionForm() {
        // x(t) = x0 + κ·v0·expm1(λt)/λ, κ = r·(−ln r)/(1 − r).
        for r in [0.998, 0.99, 0.9] {
            let rate = DecelerationRate(perMillisecond: r)
            let lambda = 1000 * log(r), kappa = r * -log(r) / (1 - r)
            for t in [0.01, 0.3, 1.7] {
                let x = Deceleration.position(from: 0, velocity: 1234, rate: rate, at: t)
                #expect(isApprox(x, kappa * 1234 * expm1(lambda * t) / lambda, rel: 1e-12), "κ form at r \(r), t \(t)")
            }
        }
    }

    @Test(arguments: [(2000.0, 0.998), (-1500.0, 0.99), (300.0, 0.9)])
    func restingOffsetStopsShortOfTheProjectionBy10Speeds(v0: Double, r: Double) {
        let rate = DecelerationRate(perMillisecond: r)
        let rest = Deceleration.restingOffset(from: 10, velocity: v0, rate: rate)
        let projection = Deceleration.appleProjection(velocity: v0, rate: rate)
        let short = Deceleration.stopSpeed * r / (1000 * (1 - r))
        #expect(isApprox(projection, v0 / 1000 * r / (1 - r), rel: 1e-14), "Apple's formula for v0 \(v0), r \(r)")
        #expect(isApprox(abs(10 + projection - rest), short, rel: 1e-9), "rest \(rest) for v0 \(v0), r \(r)")
    }

    @Test func slowerThanTheStopSpeedDoesNotMove() {
        #expect(Deceleration.restingOffset(from: 7, velocity: -9.5, rate: .normal) == 7)
        #expect(Deceleration.restTime(velocity: 10, rate: .normal) == 0)
        #expect(Deceleration.remainingTravel(velocity: 3, rate: .fast) == 0)
    }

    @Test func remainingTravelByHand() {
        // (600 − 10)·0.99/(1000·0.01) = 58.41 pt; with a stop speed of 40: 560·99 = 55.44 pt.
        #expect(isApprox(Deceleration.remainingTravel(velocity: -600, rate: .fast), 58.41, rel: 1e-12))
        #expect(isApprox(Deceleration.remainingTravel(velocity: -600, rate: .fast, stopSpeed: 40), 55.44, rel: 1e-12))
        // ln(40/600)/(1000·ln 0.99) = 0.26945 s; r′ for 55.44 pt at 600 pt/s is the rate itself.
        #expect(
            isApprox(Deceleration.restTime(velocity: 600, rate: .fast, stopSpeed: 40), log(40.0 / 600) / (1000 * log(0.99)), rel: 1e-12))
        let rate = Deceleration.rate(toRestAt: 55.44, from: 0, velocity: 600, stopSpeed: 40)
        #expect(isApprox(rate?.perMillisecond ?? 0, 0.99, rel: 1e-12), "r′ \(String(describing: rate))")
        #expect(Deceleration.rate(toRestAt: 55.44, from: 0, velocity: 40, stopSpeed: 40) == nil, "no coast at the stop speed")
    }

    @Test(arguments: [2.5, 25.0, 80.0])
    func anyStopSpeedMatchesTheMillisecondLoop(stopSpeed: Double) throws {
        let loop = Self.millisecondLoop(x0: 0, v0: 3000, r: 0.998, milliseconds: 100_000, stop: stopSpeed)
        let stoppedAt = try #require(loop.stoppedAt, "the loop stops at \(stopSpeed) pt/s")
        let restTime = Deceleration.restTime(velocity: 3000, rate: .normal, stopSpeed: stopSpeed)
        let rest = Deceleration.restingOffset(from: 0, velocity: 3000, rate: .normal, stopSpeed: stopSpeed)
        #expect(abs(restTime - Double(stoppedAt) / 1000) <= 0.001, "stop at \(restTime) s vs loop \(stoppedAt) ms, s \(stopSpeed)")
        #expect(abs(rest - loop.x) <= stopSpeed / 1000 + 0.001, "rest \(rest) vs loop \(loop.x), s \(stopSpeed)")
    }

    @Test func travelGrowsWithVelocity() {
        var previous = -1.0
        for v0 in stride(from: 20.0, through: 10_000, by: 250) {
            let travel = Deceleration.restingOffset(from: 0, velocity: v0, rate: .normal)
            #expect(travel > previous, "travel for v0 \(v0): \(travel) after \(previous)")
            previous = travel
        }
    }

    @Test(arguments: [(2000.0, 0.998), (-800.0, 0.99), (5e5, 0.999999)])
    func timeToTravelInvertsPosition(v0: Double, r: Double) {
        let rate = DecelerationRate(perMillisecond: r)
        for t in [0.001, 0.1, 0.5, 1.0] {  // λt ≥ −10: beyond, the inverse is ill-conditioned
            let distance = Deceleration.position(from: 0, velocity: v0, rate: rate, at: t)
            let back = Deceleration.time(toTravel: distance, velocity: v0, rate: rate)
            #expect(
                back.map { isApprox($0, t, rel: 1e-9) } == true,
                "t for distance \(distance), v0 \(v0), r \(r): \(String(describing: back)) vs \(t)")
        }
    }

    @Test func timeToTravelEdges() {
        let total = Deceleration.appleProjection(velocity: 2000, rate: .normal)
        #expect(Deceleration.time(toTravel: 0, velocity: 2000, rate: .normal) == 0, "zero distance")
        #expect(Deceleration.time(toTravel: 0, velocity: 0, rate: .normal) == 0, "zero distance at rest")
        #expect(Deceleration.time(toTravel: -10, velocity: 2000, rate: .normal) == nil, "behind the motion")
        #expect(Deceleration.time(toTravel: 10, velocity: 0, rate: .normal) == nil, "no motion")
        #expect(Deceleration.time(toTravel: total, velocity: 2000, rate: .normal) == nil, "the whole projection \(total)")
        #expect(Deceleration.time(toTravel: total + 1, velocity: 2000, rate: .normal) == nil, "beyond the projection")
        #expect(Deceleration.time(toTravel: total - 1e-6, velocity: 2000, rate: .normal)?.isFinite == true, "just short of it")
    }

    @Test(arguments: [(100.0, 1200.0, 2500.0), (0.0, -390.0, -900.0), (-20.0, 80.0, 30.0)])
    func rateToRestAtStopsExactlyOnTheTarget(x0: Double, target: Double, v0: Double) {
        let rate = Deceleration.rate(toRestAt: target, from: x0, velocity: v0)
        #expect(rate != nil, "a rate exists for \(x0) → \(target) at \(v0)")
        guard let rate else { return }
        let q = 1000 * abs(target - x0) / (abs(v0) - 10)
        #expect(isApprox(rate.perMillisecond, q / (1 + q), rel: 1e-15), "r′ = q/(1 + q) by hand")
        let rest = Deceleration.restingOffset(from: x0, velocity: v0, rate: rate)
        #expect(isApprox(rest, target, abs: 1e-9, rel: 1e-12), "rest \(rest) for target \(target) from \(x0) at \(v0)")
    }

    @Test func rateToRestAtRefusesTargetsBehindOrNoMotion() {
        #expect(Deceleration.rate(toRestAt: 100, from: 200, velocity: 500) == nil, "target behind")
        #expect(Deceleration.rate(toRestAt: 300, from: 200, velocity: -500) == nil, "moving away")
        #expect(Deceleration.rate(toRestAt: 300, from: 200, velocity: 0) == nil, "v0 = 0")
        #expect(Deceleration.rate(toRestAt: 300, from: 200, velocity: 10) == nil, "not faster than the stop speed")
        #expect(Deceleration.rate(toRestAt: 200, from: 200, velocity: 500) == nil, "already there")
    }

    @Test func finiteForExtremeLegalInputs() {
        let slow = DecelerationRate(perMillisecond: 0.999999)
        for t in [0.0, 1e-9, 1.0, 1e6, 1e9] {
            let x = Deceleration.position(from: 0, velocity: 1e12, rate: slow, at: t)
            let v = Deceleration.velocity(1e12, rate: slow, at: t)
            #expect(x.isFinite && v.isFinite, "x, v at \(t) s for v0 1e12, r 0.999999: \(x), \(v)")
        }
        #expect(Deceleration.restingOffset(from: 0, velocity: 1e12, rate: slow).isFinite)
        #expect(Deceleration.restTime(velocity: 1e12, rate: slow).isFinite)
        #expect(Deceleration.time(toTravel: 1e6, velocity: 1e12, rate: slow)?.isFinite == true)
    }
}
