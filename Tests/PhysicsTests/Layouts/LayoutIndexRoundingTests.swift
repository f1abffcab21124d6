import ScrollPhysics
import Testing

@Suite struct LayoutIndexRoundingTests {
    @Test(arguments: [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                      4_503_599_627_370_495.5, 4_503_599_627_370_496, 1e300, -1e300, .infinity, -.infinity, .nan,
                      123.4999, -123.5001, 0.5000000000000001])
    func nearestIndexIsRoundedIndex(_ x: Double) {
        #expect(LayoutIndex.nearestIndex(x) == LayoutIndex.roundedIndex(x),
                "x \(x): \(LayoutIndex.nearestIndex(x)) vs \(LayoutIndex.roundedIndex(x))")
    }

    @Test func nearestIndexOverManyOffsets() {
        for k in -100_000...100_000 {
            let x = Double(k) * 0.25 / 24 + Double(k) * 1e-7
            if LayoutIndex.nearestIndex(x) != LayoutIndex.roundedIndex(x) {
                Issue.record("x \(x): \(LayoutIndex.nearestIndex(x)) vs \(LayoutIndex.roundedIndex(x))")
                return
            }
        }
    }
}
