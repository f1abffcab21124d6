import Testing
import ScrollPhysics
import TestSupport

@Suite struct SpringTests {
    @Test func derivedConstantsFromMassStiffnessDamping() {
        // m 2.5, k 250, c 15: ω₀ = √100 = 10, ζ = 15 / (2·√625) = 0.3.
        let spring = Spring(mass: 2.5, stiffness: 250, damping: 15)
        #expect(isApprox(spring.angularFrequency, 10, rel: 1e-15), "ω₀ for m 2.5, k 250: \(spring.angularFrequency)")
        #expect(isApprox(spring.dampingRatio, 0.3, rel: 1e-15), "ζ for m 2.5, k 250, c 15: \(spring.dampingRatio)")
        #expect(spring.regime == .underdamped, "m 2.5, k 250, c 15 is underdamped")
    }

    @Test func swiftUIDurationAndBounce() {
        // docs/scenario.md#springs: Spring(duration: 0.5, bounce: 0.3) is m = 1, k = 157.91, c = 17.59.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1, "mass for duration 0.5, bounce 0.3: \(spring.mass)")
        #expect(isApprox(spring.stiffness, 157.91, abs: 0.01), "k for duration 0.5, bounce 0.3: \(spring.stiffness)")
        #expect(isApprox(spring.damping, 17.59, abs: 0.01), "c for duration 0.5, bounce 0.3: \(spring.damping)")
        #expect(isApprox(spring.dampingRatio, 0.7, rel: 1e-12), "ζ = 1 − 0.3: \(spring.dampingRatio)")
    }

    @Test func negativeBounceIsOverdampedAsFlutterMapsIt() {
        // b = −0.5: ζ = 1/(1 − 0.5) = 2; duration 0.4: k = (2π/0.4)² = 246.74, c = 4π·2/0.4 = 62.83.
        let spring = Spring(duration: 0.4, bounce: -0.5)
        #expect(isApprox(spring.dampingRatio, 2, rel: 1e-12), "ζ for bounce −0.5: \(spring.dampingRatio)")
        #expect(isApprox(spring.stiffness, 246.7401, abs: 1e-4), "k for duration 0.4: \(spring.stiffness)")
        #expect(isApprox(spring.damping, 62.8319, abs: 1e-4), "c for duration 0.4, bounce −0.5: \(spring.damping)")
        #expect(spring.regime == .overdamped, "bounce −0.5 is overdamped")
    }

    @Test func bounceZeroIsCriticalAndOneIsUndamped() {
        #expect(Spring(duration: 0.3, bounce: 0).regime == .critical, "bounce 0")
        let undamped = Spring(duration: 0.3, bounce: 1)
        #expect(undamped.damping == 0 && undamped.regime == .underdamped, "bounce 1: c = \(undamped.damping)")
    }

    @Test func responseForm() {
        // response 0.3 s, ζ 0.8: k = (2π/0.3)² = 438.65, c = 4π·0.8/0.3 = 33.51.
        let spring = Spring(response: 0.3, dampingRatio: 0.8)
        #expect(spring.mass == 1, "mass for response 0.3")
        #expect(isApprox(spring.stiffness, 438.6491, abs: 1e-4), "k for response 0.3: \(spring.stiffness)")
        #expect(isApprox(spring.damping, 33.5103, abs: 1e-4), "c for response 0.3, ζ 0.8: \(spring.damping)")
        #expect(isApprox(spring.dampingRatio, 0.8, rel: 1e-12), "ζ round trip: \(spring.dampingRatio)")
        #expect(isApprox(spring.angularFrequency, 2 * Double.pi / 0.3, rel: 1e-14), "ω₀ = 2π/response")
    }

    @Test func uikitFormTakesTheDurationAsResponse() {
        // The seeds' 0.7 / 0.1 s: same as Spring(response: 0.1, dampingRatio: 0.7).
        let spring = Spring(uikitDampingRatio: 0.7, duration: 0.1)
        #expect(spring == Spring(response: 0.1, dampingRatio: 0.7), "UIKit 0.7 / 0.1 s: \(spring)")
        #expect(isApprox(spring.stiffness, 3947.8418, abs: 1e-4), "k = (2π/0.1)²: \(spring.stiffness)")
    }

    /// The fitted bounce spring (DeviceEvidenceTests.bounceTraceGivesTheDefaultSpring):
    /// ζ = 51.7/(2·√373) = 1.3385, overdamped.
    @Test func uiScrollViewBounceIsTheFittedOverdampedSpring() {
        let spring = Spring.uiScrollViewBounce
        #expect(spring.mass == 1 && spring.stiffness == 373 && spring.damping == 51.7, "\(spring)")
        #expect(isApprox(spring.dampingRatio, 1.33846, abs: 1e-5) && spring.regime == .overdamped, "\(spring)")
    }

    @Test func descriptionShowsSymbolsAndRegime() {
        let text = Spring(mass: 2.5, stiffness: 250, damping: 15).description
        #expect(text.contains("m: 2.5") && text.contains("k: 250") && text.contains("c: 15"), "\(text)")
        #expect(text.contains("rad/s") && text.contains("underdamped"), "\(text)")
    }
}
