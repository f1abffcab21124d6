/// Parameters of the CardsAgainst fading list (docs/layouts.md fade; seed 004).
public struct FadeConfiguration: Sendable, Equatable {
    /// Item height, pt (> 0). Default 100.
    public var itemHeight: Points = 100
    /// Gap between items, pt (≥ 0). Default 12.
    public var spacing: Points = 12
    /// Top content inset the items start below and fade under, pt. Default 200.
    public var topInset: Points = 200
    /// Transition region, pt (> 0). Seed `transitionRegion` 120.
    public var region: Points = 120
    /// Alpha lost over the region: alpha runs 1 → 1 − fadeDepth. Seed `c: −0.95`.
    public var fadeDepth: Double = 0.95
    /// Inset on each side across the axis, pt: width = crossViewport − 2·inset. Default 0.
    public var horizontalInset: Points = 0
    /// Data count (items 0 ..< count); nil = unbounded.
    public var count: Int? = nil

    /// Distance from one item's top to the next one's, itemHeight + spacing (pt).
    public var pitch: Points { itemHeight + spacing }

    /// Seed 004's fading list.
    public init() {}

    func validate() {
        precondition(itemHeight > 0 && itemHeight.isFinite, "itemHeight must be > 0, got \(itemHeight)")
        precondition(spacing >= 0 && spacing.isFinite, "spacing must be >= 0, got \(spacing)")
        precondition(region > 0 && region.isFinite, "region must be > 0, got \(region)")
        precondition(count.map { $0 >= 0 } ?? true, "count must be >= 0 or nil")
    }
}

extension FadeConfiguration: EnumeratedLayoutConfiguration {
    public static let kind = LayoutKind.fade
    public static let fields: [LayoutField<Self>] = [
        .length("itemHeight", \.itemHeight), .nonNegative("spacing", \.spacing, label: "spacing (pt)"),
        .finite("topInset", \.topInset), .length("region", \.region, label: "fade region (pt)"),
        .unit("fadeDepth", \.fadeDepth, label: "fade depth"), .nonNegative("horizontalInset", \.horizontalInset),
        .count(\.count)
    ]
    public static var pitchField: WritableKeyPath<Self, Points> { \.itemHeight }
    public func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout {
        .fade(FadeLayout(configuration: self, geometry: geometry))
    }
}
