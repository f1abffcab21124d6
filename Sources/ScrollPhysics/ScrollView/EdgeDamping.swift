/// The seed's edge damping (seed 000 §3.5, docs/scenario.md#edge-damping): while coasting, the deceleration
/// rate is scaled at every tick by 1 − min(|offset| / (extent·buffer), maxReduction),
/// extent = count·spacing of the card stack (pt).
public struct EdgeDamping: Sendable, Equatable {
    /// count·spacing, pt; `nil` (infinite content) disables the scaling.
    public var extent: Points?
    /// The share of the extent over which the damping grows, (0, ∞); seed 0.8.
    public var buffer: Double = 0.8
    /// The largest reduction of the rate, [0, 1); seed 0.8.
    public var maxReduction: Double = 0.8

    /// Edge damping over `extent` pt with the seed's buffer and largest reduction by default.
    public init(extent: Points?, buffer: Double = 0.8, maxReduction: Double = 0.8) {
        self.extent = extent; self.buffer = buffer; self.maxReduction = maxReduction
    }

    /// The factor 1 − min(|offset| / (extent·buffer), maxReduction) applied to r at `offset`.
    @inlinable public func factor(at offset: Points) -> Double {
        guard let extent, extent > 0 else { return 1 }
        return 1 - min(abs(offset) / (extent * buffer), maxReduction)
    }
}
