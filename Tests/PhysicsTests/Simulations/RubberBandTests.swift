import Testing
import ScrollPhysics
import TestSupport

@Suite struct RubberBandTests {
    @Test func twoHundredPointPullOnAPhone() {
        let expected = (1 - 1 / (200 * 0.55 / 390 + 1)) * 390
        let b = RubberBand.offset(200, dimension: 390)
        #expect(isApprox(b, expected, abs: 1e-12), "b(200) for d 390: \(b) vs \(expected)")
        #expect(isApprox(b, 85.8, abs: 0.05), "b(200) ≈ 85.8: \(b)")
        #expect(RubberBand.defaultConstant == 0.55)
    }

    @Test(arguments: [(390.0, 0.55), (844.0, 0.55), (100.0, 0.3)])
    func slopeAtZeroIsTheConstant(d: Double, c: Double) {
        #expect(RubberBand.offset(0, dimension: d, constant: c) == 0, "b(0) for d \(d)")
        let h = 1e-6
        let slope = RubberBand.offset(h, dimension: d, constant: c) / h
        #expect(isApprox(slope, c, rel: 1e-6), "b'(0) for d \(d), c \(c): \(slope)")
        let tiny = RubberBand.offset(1e-300, dimension: d, constant: c)
        #expect(isApprox(tiny, c * 1e-300, rel: 1e-14), "no cancellation for tiny x: \(tiny)")
    }

    @Test func staysBelowTheDimensionAndGrows() {
        var previous = 0.0
        for x in stride(from: 1.0, through: 1e6, by: 997) {
            let b = RubberBand.offset(x, dimension: 390)
            #expect(b < 390 && b > previous, "b(\(x)) = \(b) below d 390 and above b before (\(previous))")
            previous = b
        }
        #expect(RubberBand.offset(.greatestFiniteMagnitude, dimension: 390) == 390, "b(max) rounds to d")
        #expect(RubberBand.offset(.infinity, dimension: 390) == 390, "b(∞) = d")
    }

    @Test(arguments: [0.5, 37, 200, 5000])
    func oddSymmetric(x: Double) {
        #expect(RubberBand.offset(-x, dimension: 390) == -RubberBand.offset(x, dimension: 390), "b(−\(x)) = −b(\(x))")
    }

    @Test(arguments: [-5000.0, -200, -0.25, 0, 0.25, 37, 200, 5000])
    func inverseRoundTrip(x: Double) {
        let b = RubberBand.offset(x, dimension: 390, constant: 0.4)
        let back = RubberBand.inverse(b, dimension: 390, constant: 0.4)
        #expect(isApprox(back, x, abs: 1e-12, rel: 1e-12), "inverse(b(\(x))) = \(back)")
    }

    @Test func inverseByHand() {
        // x = b·d/(c·(d − b)): b 85.8, d 390, c 0.55 → 85.8·390/(0.55·304.2) = 200.0…
        #expect(isApprox(RubberBand.inverse(85.8, dimension: 390), 85.8 * 390 / (0.55 * 304.2), rel: 1e-14))
    }
}
