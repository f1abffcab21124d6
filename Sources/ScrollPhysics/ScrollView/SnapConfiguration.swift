/// Where a release comes to rest (docs/scenario.md#snapping).
public enum SnapPolicy: String, Sendable, CaseIterable {
    /// Rest wherever the coast stops.
    case none
    /// Snap to multiples of the viewport length.
    case paging
    /// Snap to multiples of `interval` (e.g. the card spacing).
    case nearest
}

/// How a snapping release reaches its target (docs/scenario.md#snapping).
public enum SnapMode: String, Sendable, CaseIterable {
    /// The snap spring, started with the release velocity.
    case spring
    /// A coast with the rate r′ = q/(1 + q), q = 1000·|target − x0|/(|v0| − 10), whose stop
    /// (`scroll.stopSpeed`) falls exactly on the target.
    case decelerate
}

/// `scroll.snap`: at release, the free resting place (`Deceleration.restingOffset`) is rounded to the
/// nearest multiple of the interval (halves away from zero) and clamped to the bounds.
public struct SnapConfiguration: Sendable, Equatable {
    /// Where a fling may rest: anywhere, at multiples of the viewport, or of `interval`.
    public var policy: SnapPolicy = .none
    /// Snap interval for `nearest`, pt (> 0). `paging` uses the viewport instead.
    public var interval: Points = 24
    /// How the target is reached.
    public var mode: SnapMode = .spring
    /// The snap spring: response 0.3 s, ζ = 1 unless set.
    public var spring: Spring = Spring(response: 0.3, dampingRatio: 1)

    /// No snapping; a 24 pt interval and the default spring once a policy is set.
    public init() {}

    /// The interval in effect for a viewport of `viewport` pt, or nil without snapping.
    public func effectiveInterval(viewport: Points) -> Points? {
        switch policy {
        case .none: return nil
        case .paging: return viewport
        case .nearest: return interval
        }
    }
}
