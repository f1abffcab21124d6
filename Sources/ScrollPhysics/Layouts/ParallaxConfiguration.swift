/// One parallax layer of a cell (seed 002 `ParallaxLayer`, vertical part).
public struct ParallaxLayerConfiguration: Sendable, Equatable {
    /// Translation per pt of offset past the base (seed `verticalFactor`). Default 0.6.
    public var factor: Double
    /// Largest |translation|, pt (≥ 0) (seed `maxVerticalOffset`). Default 15.
    public var maxOffset: Points

    /// A layer moving `factor` pt per pt of offset, clamped to ±`maxOffset` pt (seed 002: 0.6, 15).
    public init(factor: Double = 0.6, maxOffset: Points = 15) {
        self.factor = factor
        self.maxOffset = maxOffset
    }
}

/// Where a parallax layer's translation is zero (`layout.base`).
public enum ParallaxBase: String, Sendable, CaseIterable {
    /// The offset at which the cell is centred in the viewport (the default).
    case centered
    /// The offset when the cell appeared (seed 002 §4.1: recorded when the cell is
    /// displayed, forgotten when it is reused, i.e. when it leaves the visible set).
    case appearance
}

/// Parameters of the parallax list (docs/layouts.md parallax; seed 002).
public struct ParallaxConfiguration: Sendable, Equatable {
    /// The layers of every cell, bottom first. Default one layer {factor 0.6, maxOffset 15}.
    public var layers: [ParallaxLayerConfiguration] = [ParallaxLayerConfiguration()]
    /// Where the translation is zero. Default `.centered`.
    public var base: ParallaxBase = .centered
    /// Seed §5.1: after each release every layer's factor becomes
    /// 0.3 + 0.4·min(|v| in pt/ms, 3)/3, v the release velocity. Default false.
    public var velocityFactor: Bool = false
    /// Cell height, pt (> 0). Default 200.
    public var cellHeight: Points = 200
    /// Gap between cells, pt (≥ 0). Default 0.
    public var spacing: Points = 0
    /// Data count (cells 0 ..< count); nil = unbounded.
    public var count: Int? = nil

    /// Distance from one item's top to the next one's, cellHeight + spacing (pt).
    public var pitch: Points { cellHeight + spacing }

    /// Seed 002's parallax list: one layer, factor 0.6, maxOffset 15.
    public init() {}

    func validate() {
        precondition(!layers.isEmpty, "a parallax layout needs at least one layer")
        for layer in layers {
            precondition(
                layer.maxOffset >= 0 && layer.factor.isFinite,
                "parallax layer needs finite factor and maxOffset >= 0, got \(layer)")
        }
        precondition(cellHeight > 0 && cellHeight.isFinite, "cellHeight must be > 0, got \(cellHeight)")
        precondition(spacing >= 0 && spacing.isFinite, "spacing must be >= 0, got \(spacing)")
        precondition(count.map { $0 >= 0 } ?? true, "count must be >= 0 or nil")
    }
}

extension ParallaxLayerConfiguration {
    /// A layer's keys, in a `layers` element or (one layer) on the layout itself.
    public static let fields: [LayoutField<Self>] = [
        .finite("factor", \.factor, label: "parallax factor"),
        .nonNegative("maxOffset", \.maxOffset, label: "max layer offset (pt)")
    ]
}

extension ParallaxConfiguration: EnumeratedLayoutConfiguration {
    public static let kind = LayoutKind.parallax
    public static let fields: [LayoutField<Self>] = [
        .layers("layers", \.layers),
        .choice("base", \.base, label: "layer base"), .bool("velocityFactor", \.velocityFactor, label: "velocity factor"),
        .length("cellHeight", \.cellHeight), .nonNegative("spacing", \.spacing, label: "spacing (pt)"),
        .count(\.count)
    ]
    public static var pitchField: WritableKeyPath<Self, Points> { \.cellHeight }
    public func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout {
        .parallax(ParallaxLayout(configuration: self, geometry: geometry))
    }
}
