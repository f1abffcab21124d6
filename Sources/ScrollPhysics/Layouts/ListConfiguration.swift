/// Parameters of the plain list (docs/layouts.md list): rows of one height at a fixed pitch,
/// no effect — the motion every list effect (parallax, fade) is compared against.
public struct ListConfiguration: Sendable, Equatable {
    /// Row height, pt (> 0). Default 88.
    public var itemHeight: Points = 88
    /// Gap between rows, pt (≥ 0). Default 0.
    public var spacing: Points = 0
    /// Top content inset the rows start below, pt (finite). Default 0.
    public var topInset: Points = 0
    /// Inset on each side across the axis, pt: width = crossViewport − 2·inset. Default 0.
    public var horizontalInset: Points = 0
    /// Data count (rows 0 ..< count); nil = unbounded.
    public var count: Int? = nil

    /// Distance from one row's top to the next one's, itemHeight + spacing (pt).
    public var pitch: Points { itemHeight + spacing }

    /// A list of 88 pt rows, no gaps.
    public init() {}
}

extension ListConfiguration: DeclaredLayoutConfiguration {
    public static let kindName = "list"
    public static let fields: [LayoutField<Self>] = [
        .length("itemHeight", \.itemHeight), .nonNegative("spacing", \.spacing, label: "spacing (pt)"),
        .finite("topInset", \.topInset), .nonNegative("horizontalInset", \.horizontalInset), .count(\.count)
    ]
    public static var pitchField: WritableKeyPath<Self, Points> { \.itemHeight }
    public func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout {
        .custom(ListLayout(configuration: self, geometry: geometry))
    }
}
