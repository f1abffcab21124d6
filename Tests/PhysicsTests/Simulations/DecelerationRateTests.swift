import Foundation
import Testing
import ScrollPhysics
import TestSupport

@Suite struct DecelerationRateTests {
    @Test func presetsAreUIKits() {
        #expect(DecelerationRate.normal.perMillisecond == 0.998, "UIScrollView .normal")
        #expect(DecelerationRate.fast.perMillisecond == 0.99, "UIScrollView .fast")
    }

    @Test(arguments: [0.998, 0.99, 0.5, 0.999999, 1e-300])
    func decayConstantIsThousandLnR(r: Double) {
        let lambda = DecelerationRate(perMillisecond: r).decayConstant
        #expect(isApprox(lambda, 1000 * log(r), rel: 1e-15), "λ for r \(r): \(lambda)")
        #expect(lambda < 0 && lambda.isFinite, "λ negative and finite for r \(r): \(lambda)")
    }

    @Test func decayConstantOfNormalByHand() {
        // ln 0.998 = −0.002002002670673…
        #expect(isApprox(DecelerationRate.normal.decayConstant, -2.002002670673, abs: 1e-11), "λ(0.998)")
    }

    @Test func descriptionShowsRateAndLambda() {
        let text = DecelerationRate.normal.description
        #expect(text.contains("0.998") && text.contains("λ"), "\(text)")
    }

    @Test func equalityFollowsTheRate() {
        #expect(DecelerationRate(perMillisecond: 0.998) == .normal)
        #expect(DecelerationRate.fast != .normal)
    }
}
