import ScrollPhysics
import Testing
import TestSupport

@Suite struct ParameterBoundsTests {
    static let intervals = [
        ParameterBounds(lower: 2, upper: 5), ParameterBounds(lower: -1), ParameterBounds(upper: 3), ParameterBounds()
    ]

    @Test(arguments: intervals)
    func roundTripsInsideTheInterval(bounds: ParameterBounds) {
        for beta in [-0.5, 0.0, 2.5, 2.9, 4.99] where beta >= bounds.lower && beta <= bounds.upper {
            let back = bounds.external(bounds.internal(beta))
            #expect(isApprox(back, beta, abs: 1e-12), "\(bounds): g(g⁻¹(\(beta))) = \(back)")
        }
    }

    @Test(arguments: intervals)
    func everyInternalValueMapsInside(bounds: ParameterBounds) {
        for u in stride(from: -50.0, through: 50, by: 0.37) {
            let beta = bounds.external(u)
            #expect(beta >= bounds.lower && beta <= bounds.upper, "\(bounds): g(\(u)) = \(beta)")
        }
    }

    @Test(arguments: intervals)
    func derivativeMatchesDifferences(bounds: ParameterBounds) {
        for u in [-2.0, -0.3, 0.4, 1.7] {
            let h = 1e-6
            let difference = (bounds.external(u + h) - bounds.external(u - h)) / (2 * h)
            #expect(isApprox(bounds.derivative(u), difference, abs: 1e-8), "\(bounds): g′(\(u))")
        }
    }

    @Test func outsideValuesAreClampedAndOnBound() {
        let bounds = ParameterBounds(lower: 2, upper: 5)
        #expect(isApprox(bounds.external(bounds.internal(9)), 5, abs: 1e-12))
        #expect(bounds.isOnBound(5) && bounds.isOnBound(2) && !bounds.isOnBound(3))
    }
}
