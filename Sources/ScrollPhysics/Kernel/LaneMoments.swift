/// `RunningMoments` of the kernel's lanes: one shift, sum and sum of squares per lane, the
/// count shared (the same `Moments` code, specialised for `KernelLanes`).
typealias LaneMoments = Moments<KernelLanes>

extension Moments where Value == KernelLanes {
    /// Lane j as the scalar accumulator.
    func lane(_ j: Int) -> RunningMoments {
        RunningMoments(count: count, shift: shift[j], sum: sum[j], sumOfSquares: sumOfSquares[j])
    }
}
