/// `RunningMoments` of several streams that receive their values together: one shift, sum
/// and sum of squares per lane, the count shared. Each lane adds exactly what the scalar
/// accumulator adds, in the same order.
struct LaneMoments {
    private(set) var count = 0
    private(set) var shift = KernelLanes()
    private(set) var sum = KernelLanes()
    private(set) var sumOfSquares = KernelLanes()

    @inline(__always)
    mutating func add(_ x: KernelLanes) {
        if count == 0 { shift = x }
        count += 1
        let d = x - shift
        sum += d
        sumOfSquares += d * d
    }

    /// Lane j as the scalar accumulator.
    func lane(_ j: Int) -> RunningMoments {
        RunningMoments(count: count, shift: shift[j], sum: sum[j], sumOfSquares: sumOfSquares[j])
    }
}
