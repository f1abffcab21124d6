/// `DirectionState` in each lane: the last value, the sign of its last non-zero change
/// (−1, 0, 1) and the offset direction at that change, stepped with the scalar rule.
struct LaneDirections {
    var value: KernelLanes
    var sign = KernelLanes()
    var offsetDirection = KernelLanes()

    /// A fresh state at `value` (no change seen).
    init(value: KernelLanes) { self.value = value }

    /// `DirectionState.step`: moves to `newValue` and returns, per lane, whether the change
    /// reverses the last one while the offset kept moving in the same non-zero direction.
    /// A change of 0 or NaN leaves the sign and direction as they were.
    @inline(__always)
    mutating func step(to newValue: KernelLanes, offsetDirection direction: Int) -> KernelLaneMask {
        let delta = newValue - value
        value = newValue
        let moving = (delta .!= 0) .& (delta .== delta)
        let s = KernelLanes(repeating: -1).replacing(with: 1, where: delta .> 0)
        let d = Double(direction)
        var reversed = moving .& (sign .!= 0) .& (s .!= sign) .& (offsetDirection .== d)
        if direction == 0 { reversed = .init(repeating: false) }
        sign.replace(with: s, where: moving)
        offsetDirection.replace(with: KernelLanes(repeating: d), where: moving)
        return reversed
    }
}
