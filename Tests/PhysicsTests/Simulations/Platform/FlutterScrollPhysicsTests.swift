import Foundation
import Testing
import ScrollPhysics

/// Mirrors flutter/flutter `packages/flutter/test/widgets/scroll_physics_test.dart`,
/// group 'BouncingScrollPhysics test', in scroll-delta convention: Flutter's finger
/// offset +10 at pixels −20 is our scroll delta −10 (tensioning past the start).
@Suite struct FlutterScrollPhysicsTests {
    private func apply(_ delta: Double, at position: Double, max: Double = 1000) -> Double {
        FlutterScrollPhysics.applyPhysics(toUserOffset: delta, position: position, minExtent: 0, maxExtent: max, viewport: 100)
    }

    /// 'overscroll is progressively harder'.
    @Test func overscrollIsProgressivelyHarder() {
        let less = -apply(-10, at: -20)
        let more = -apply(-10, at: -40)
        #expect(less > 1 && less < 20, "less \(less)")
        #expect(more > 1 && more < 20, "more \(more)")
        #expect(abs(less) > abs(more))
    }

    /// 'easing an overscroll still has resistance'.
    @Test func easingStillHasResistance() {
        let easing = -apply(10, at: -20)
        #expect(easing < -1 && easing > -10, "easing \(easing)")
    }

    /// 'no resistance when not overscrolled'.
    @Test func noResistanceInRange() {
        #expect(apply(10, at: 300) == 10)
        #expect(apply(-10, at: 300) == -10)
    }

    /// 'easing an overscroll meets less resistance than tensioning'.
    @Test func easingLessThanTensioning() {
        #expect(abs(apply(10, at: -20)) > abs(apply(-10, at: -20)))
    }

    /// 'overscroll a small list and a big list works the same way'.
    @Test func smallAndBigListAlike() {
        let small = -apply(-10, at: -20, max: 10)
        let big = -apply(-10, at: -20, max: 1000)
        #expect(small == big)
        #expect(small > 1 && small < 20)
    }

    /// Hand arithmetic: tensioning at o = 20 of V = 100 gives γ = 0.52·0.8² = 0.3328, |δ|·γ = 3.328;
    /// easing by 10 gives γ = 0.52·(1 − 0.1)² = 0.4212, 4.212; past the trailing edge the signs flip.
    @Test func resistanceByHand() {
        #expect(moreOrLessEquals(FlutterScrollPhysics.frictionFactor(overscrollFraction: 0), 0.52))
        #expect(moreOrLessEquals(FlutterScrollPhysics.frictionFactor(overscrollFraction: 0.5), 0.13))
        #expect(moreOrLessEquals(apply(-10, at: -20), -3.328, epsilon: 1e-12), "\(apply(-10, at: -20))")
        #expect(moreOrLessEquals(apply(10, at: -20), 4.212, epsilon: 1e-12), "\(apply(10, at: -20))")
        #expect(moreOrLessEquals(apply(10, at: 1020), 3.328, epsilon: 1e-12), "\(apply(10, at: 1020))")
        #expect(moreOrLessEquals(apply(-10, at: 1020), -4.212, epsilon: 1e-12), "\(apply(-10, at: 1020))")
        // Easing past the whole overscroll: o/γ of the delta is spent at γ, the rest is free:
        // o = 2, δ = 50: γ = 0.52·(1 − (2 − 50)/100)² = 0.52·1.48² = 1.139008 > 1 ⇒ δ·γ only if δ < o/γ = 1.756 — it is not,
        // so the result is o + (δ − o/γ) = 2 + 50 − 2/1.139008.
        #expect(moreOrLessEquals(apply(50, at: -2), 52 - 2 / 1.139008, epsilon: 1e-9), "\(apply(50, at: -2))")
    }

    /// carriedMomentum: sign(v)·min(0.000816·|v|^1.967, 40000).
    @Test func carriedMomentum() {
        #expect(FlutterScrollPhysics.carriedMomentum(existingVelocity: 0) == 0)
        // 1000^1.967 = 10^5.901 = 796 159.4…; × 0.000816 = 649.66…
        let expected = 0.000816 * pow(10, 5.901)
        #expect(moreOrLessEquals(FlutterScrollPhysics.carriedMomentum(existingVelocity: 1000), expected, epsilon: 1e-9))
        #expect(moreOrLessEquals(FlutterScrollPhysics.carriedMomentum(existingVelocity: -1000), -expected, epsilon: 1e-9))
        #expect(FlutterScrollPhysics.carriedMomentum(existingVelocity: 1e6) == 40000)
        #expect(FlutterScrollPhysics.carriedMomentum(existingVelocity: -1e6) == -40000)
    }

    /// The default spring: m 0.5, k 100, ζ 1.1 ⇒ c = 1.1·2·√50.
    @Test func defaultSpring() {
        let s = FlutterScrollPhysics.defaultSpring
        #expect(s.mass == 0.5 && s.stiffness == 100)
        #expect(moreOrLessEquals(s.damping, 2.2 * 50.0.squareRoot(), epsilon: 1e-12))
        #expect(moreOrLessEquals(s.dampingRatio, 1.1, epsilon: 1e-12))
    }

    /// Scroll tolerance: 1/(0.05·dpr) pt/s and 1/dpr pt.
    @Test func scrollTolerance() {
        let t = FlutterTolerance.scrollPhysics(devicePixelRatio: 2)
        #expect(t.velocity == 10 && t.distance == 0.5)
    }
}
