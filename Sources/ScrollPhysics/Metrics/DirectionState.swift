/// Direction-change tracking for one value of one item (a centre, a rounded centre,
/// an alpha) against the offset's direction (docs/metrics.md `reversals`, `pixel_flips`,
/// `alpha_reversals`).
///
/// A step is value(k) − value(k−1). Steps of zero neither count nor reset the
/// direction: `sign` is the sign of the last non-zero step. A step reverses when its
/// sign is opposite to `sign` while the offset keeps its direction: the offset's
/// direction now (the sign of its last non-zero step, zero steps again ignored)
/// equals its direction at the item's previous non-zero step, and is not 0.
struct DirectionState: Sendable {
    /// The value at the last frame.
    private(set) var value: Double
    /// Sign of the last non-zero step (0 before the first).
    private(set) var sign: Int = 0
    /// The offset's direction when that step was taken.
    private(set) var offsetDirection: Int = 0

    init(value: Double) { self.value = value }

    /// Takes the value of the next frame; returns whether the step is a reversal.
    @inline(__always)
    mutating func step(to newValue: Double, offsetDirection direction: Int) -> Bool {
        let delta = newValue - value
        value = newValue
        if delta == 0 || delta.isNaN { return false }
        let s: Int = delta > 0 ? 1 : -1
        let reversed = sign != 0 && s != sign && direction != 0 && direction == offsetDirection
        sign = s
        offsetDirection = direction
        return reversed
    }
}
