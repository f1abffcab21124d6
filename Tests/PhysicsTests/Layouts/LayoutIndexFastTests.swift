import ScrollPhysics
import Testing

@Suite struct LayoutIndexFastTests {
    @Test(arguments: [
        0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
        4_503_599_627_370_495.5, 4_503_599_627_370_496, 1e300, -1e300, .infinity, -.infinity, .nan,
        123.4999, -123.5001, 0.5000000000000001
    ])
    func nearestIndexIsRoundedIndex(_ x: Double) {
        #expect(
            LayoutIndex.nearestIndex(x) == LayoutIndex.roundedIndex(x),
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

@Suite struct LayoutIndexWrappedTests {
    @Test(arguments: [1, 2, 3, 7, 20, 1000, Int.max / 1000])
    func wrappedIndexIsDataIndex(_ n: Int) {
        let reciprocal = 1 / Double(n)
        var probes = Array(-3000...3000)
        for base in [1 << 39, 1 << 40, 1 << 52, Int.max / 2] {
            for delta in -3...3 { probes.append(base + delta); probes.append(-base + delta) }
        }
        for k in 1...50 { probes.append(k * n); probes.append(-k * n); probes.append(k * n - 1); probes.append(-k * n + 1) }
        for i in probes {
            let expected = LayoutIndex.dataIndex(i, count: n)
            if LayoutIndex.wrappedIndex(i, count: n, reciprocal: reciprocal) != expected {
                Issue.record("i \(i) n \(n): \(LayoutIndex.wrappedIndex(i, count: n, reciprocal: reciprocal)) ≠ \(expected)")
                return
            }
        }
    }
}
