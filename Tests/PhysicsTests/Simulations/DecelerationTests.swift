import Foundation
import Testing
import ScrollPhysics

@Suite struct DecelerationTests {
    @Test(arguments: [0.0, 0.1, 0.5, 2.0])
    func positionAndVelocityByHand(t: Double) {
        // v(t) = v0·r^(1000t); x(t) = x0 + v0·(1 − r^(1000t))/(−1000·ln r), with pow instead of exp.
        let kept = pow(0.998, 1000 * t)
        let x = Deceleration.position(from: 50, velocity: 2000, rate: .normal, at: t)
        let v = Deceleration.velocity(2000, rate: .normal, at: t)
        #expect(isApprox(v, 2000 * kept, rel: 1e-12), "v(\(t)) for v0 2000, r 0.998: \(v)")
        #expect(isApprox(x, 50 + 2000 * (1 - kept) / (-1000 * log(0.998)), rel: 1e-12), "x(\(t)) from 50 at 2000: \(x)")
    }

    @Test(arguments: [(2000.0, 0.998), (-1500.0, 0.99), (300.0, 0.9)])
    func restingOffsetIsTheLimit(v0: Double, r: Double) {
        let rate = DecelerationRate(perMillisecond: r)
        let rest = Deceleration.restingOffset(from: 10, velocity: v0, rate: rate)
        let far = Deceleration.position(from: 10, velocity: v0, rate: rate, at: 100)
        #expect(isApprox(rest, 10 + v0 / (-1000 * log(r)), rel: 1e-14), "rest for v0 \(v0), r \(r): \(rest)")
        #expect(isApprox(far, rest, abs: 1e-9), "x(100 s) → rest for v0 \(v0), r \(r): \(far) vs \(rest)")
    }

    @Test(arguments: [(0.998, 0.100), (0.99, 0.50)])
    func appleProjectionFallsShortByAboutV0Over2000(r: Double, percent: Double) {
        let rate = DecelerationRate(perMillisecond: r)
        for v0 in [500.0, 2000.0, -3000.0] {
            let closed = Deceleration.restingOffset(from: 0, velocity: v0, rate: rate)
            let apple = Deceleration.appleProjection(velocity: v0, rate: rate)
            let shortfall = closed - apple
            #expect(isApprox(apple, v0 / 1000 * r / (1 - r), rel: 1e-14), "Apple's formula for v0 \(v0), r \(r)")
            #expect(isApprox(shortfall, v0 / 2000, rel: 0.005), "shortfall \(shortfall) vs v0/2000 for v0 \(v0), r \(r)")
            #expect(abs(100 * shortfall / closed - percent) < 0.01, "shortfall \(100 * shortfall / closed) % for r \(r)")
        }
    }

    @Test func remainingTravelByHand() {
        #expect(isApprox(Deceleration.remainingTravel(velocity: -600, rate: .fast), 600 / (-1000 * log(0.99)), rel: 1e-14))
        #expect(isApprox(Deceleration.remainingTravel(velocity: -600, rate: .fast), 59.70, abs: 0.005))
    }

    @Test func travelGrowsWithVelocity() {
        var previous = -1.0
        for v0 in stride(from: 0.0, through: 10_000, by: 250) {
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
        let total = Deceleration.remainingTravel(velocity: 2000, rate: .normal)
        #expect(Deceleration.time(toTravel: 0, velocity: 2000, rate: .normal) == 0, "zero distance")
        #expect(Deceleration.time(toTravel: 0, velocity: 0, rate: .normal) == 0, "zero distance at rest")
        #expect(Deceleration.time(toTravel: -10, velocity: 2000, rate: .normal) == nil, "behind the motion")
        #expect(Deceleration.time(toTravel: 10, velocity: 0, rate: .normal) == nil, "no motion")
        #expect(Deceleration.time(toTravel: total, velocity: 2000, rate: .normal) == nil, "the whole travel \(total)")
        #expect(Deceleration.time(toTravel: total + 1, velocity: 2000, rate: .normal) == nil, "beyond the whole travel")
        #expect(Deceleration.time(toTravel: total - 1e-6, velocity: 2000, rate: .normal)?.isFinite == true, "just short of it")
    }

    @Test(arguments: [(100.0, 1200.0, 2500.0), (0.0, -390.0, -900.0), (-20.0, 80.0, 30.0)])
    func rateToRestAtRestsExactlyOnTheTarget(x0: Double, target: Double, v0: Double) {
        let rate = Deceleration.rate(toRestAt: target, from: x0, velocity: v0)
        #expect(rate != nil, "a rate exists for \(x0) → \(target) at \(v0)")
        guard let rate else { return }
        #expect(isApprox(rate.perMillisecond, exp(-v0 / (1000 * (target - x0))), rel: 1e-15), "r′ by hand")
        let rest = Deceleration.restingOffset(from: x0, velocity: v0, rate: rate)
        #expect(isApprox(rest, target, rel: 1e-12), "rest \(rest) for target \(target) from \(x0) at \(v0)")
    }

    @Test func rateToRestAtRefusesTargetsBehindOrNoMotion() {
        #expect(Deceleration.rate(toRestAt: 100, from: 200, velocity: 500) == nil, "target behind")
        #expect(Deceleration.rate(toRestAt: 300, from: 200, velocity: -500) == nil, "moving away")
        #expect(Deceleration.rate(toRestAt: 300, from: 200, velocity: 0) == nil, "v0 = 0")
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
        #expect(Deceleration.time(toTravel: 1e6, velocity: 1e12, rate: slow)?.isFinite == true)
    }
}
