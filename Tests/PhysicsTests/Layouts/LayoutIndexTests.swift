import ScrollPhysics
import Testing

/// `LayoutIndex.dataIndex` at the ends of `Int` (a fuzz finding: `((i % n) + n) % n` overflowed
/// for a flow stack of `Int.max` items, a precondition trap).
@Suite struct LayoutIndexTests {
    @Test(arguments: [
        (5, Int.max, 5), (-1, Int.max, Int.max - 1), (Int.max, Int.max, 0), (Int.min, Int.max, Int.max - 1),
        (-7, 3, 2), (7, 3, 1), (0, 1, 0), (Int.min, 1, 0)
    ])
    func dataIndexNeverOverflows(i: Int, n: Int, expected: Int) {
        #expect(LayoutIndex.dataIndex(i, count: n) == expected, "dataIndex(\(i), count: \(n))")
    }
}
