/// Parameters of the peeking flow stack (docs/layouts.md flowStack; seed 001).
/// Defaults are seed 001's `CardStackLayout` and scroll handler.
public struct FlowStackConfiguration: Sendable, Equatable {
    /// Item height before scale, pt (> 0). Seed 300.
    public var itemHeight: Points = 300
    /// Gap between items and the peek translation step, pt (≥ 0). Seed `cardSpacing` 20.
    public var spacing: Points = 20
    /// Peeking positions (≥ 1); later items get alpha 0. Seed `maxVisibleCards` 3.
    public var maxVisible: Int = 3
    /// Scale lost per peek position. Seed 0.05.
    public var scaleStep: Double = 0.05
    /// Inset on each side across the axis, pt: width = crossViewport − 2·inset. Seed:
    /// `itemSize.width = bounds.width − 40`, centred, so 20.
    public var horizontalInset: Points = 20
    /// Scale floor of an item scrolled past the top. Seed 0.8.
    public var minimumPeekScale: Double = 0.8
    /// Distance past the top over which the scale falls by 1, pt (> 0). Seed 1000.
    public var shrinkDistance: Points = 1000
    /// Lag of an item scrolled past the top per pt scrolled past. Seed 1/2.
    public var lagFactor: Double = 0.5
    /// Data count (items 0 ..< count); nil = unbounded.
    public var count: Int? = nil

    /// Distance from one item's top to the next one's, itemHeight + spacing (pt).
    public var pitch: Points { itemHeight + spacing }

    /// Seed 001's flow stack.
    public init() {}

    func validate() {
        precondition(itemHeight > 0 && itemHeight.isFinite, "itemHeight must be > 0, got \(itemHeight)")
        precondition(spacing >= 0 && spacing.isFinite, "spacing must be >= 0, got \(spacing)")
        precondition(maxVisible >= 1, "maxVisible must be >= 1, got \(maxVisible)")
        precondition(shrinkDistance > 0, "shrinkDistance must be > 0, got \(shrinkDistance)")
        precondition(count.map { $0 >= 0 } ?? true, "count must be >= 0 or nil")
    }
}

extension FlowStackConfiguration: EnumeratedLayoutConfiguration {
    public static let kind = LayoutKind.flowStack
    public static let fields: [LayoutField<Self>] = [
        .length("itemHeight", \.itemHeight), .nonNegative("spacing", \.spacing, label: "spacing (pt)"),
        .integer("maxVisible", \.maxVisible),
        .nonNegative("scaleStep", \.scaleStep), .nonNegative("horizontalInset", \.horizontalInset),
        .unit("minimumPeekScale", \.minimumPeekScale), .length("shrinkDistance", \.shrinkDistance),
        .finite("lagFactor", \.lagFactor),
        .count(\.count)
    ]
    public static var pitchField: WritableKeyPath<Self, Points> { \.itemHeight }
    public func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout {
        .flowStack(FlowStackLayout(configuration: self, geometry: geometry))
    }
}
