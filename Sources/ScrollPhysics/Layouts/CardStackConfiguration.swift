/// Parameters of the card stack (docs/layouts.md cardStack; seed 000 §4.2). Every option
/// is a plain number or enum so a grid can sweep it (`layout.<name>`).
///
/// Defaults are seed 000 §4.2 exactly, then the seed's behaviour for every option
/// beyond it.
public struct CardStackConfiguration: Sendable, Equatable {
    /// Card width before scale, pt (> 0). Seed 320.
    public var cardWidth: Points = 320
    /// Card height before scale, pt (> 0). Seed 480.
    public var cardHeight: Points = 480
    /// Offset between consecutive cards' focus positions, pt (> 0). Seed 24.
    public var spacing: Points = 24
    /// Scale at weight 0. Seed 0.7.
    public var baseScale: Double = 0.7
    /// Scale at weight 1. Seed 1.1.
    public var maxScale: Double = 1.1
    /// Sine curve frequency, rad/pt (`ScaleCurve.sine`). Seed 0.4.
    public var scaleFrequency: Double = 0.4
    /// Horizontal shift frequency: shift = A·cos(rel·centerFrequency), A = shiftAmplitude (seed cardWidth·0.5), rad/pt. Seed 0.25.
    public var centerFrequency: Double = 0.25
    /// Rotation per pt of rel, rad/pt. Seed 0.005.
    public var tilt: Double = 0.005
    /// Alpha far from the focus, 0 … 1. Seed 0.3.
    public var alphaFloor: Double = 0.3
    /// Alpha decay per pt of dist, 1/pt (≥ 0). Seed 0.12.
    public var alphaDecay: Double = 0.12
    /// z at the focus. Seed 100.
    public var zMax: Double = 100
    /// z lost per pt of dist. Seed 0.5.
    public var zSlope: Double = 0.5
    /// Lowest z. Seed 50.
    public var zFloor: Double = 50
    /// Shadow opacity scale: shadow = shadowOpacity·(1 − width/cardWidth). Seed 0.15.
    public var shadowOpacity: Double = 0.15
    /// Data count n (≥ 1): card i shows data item ((i % n) + n) % n, and bounded content
    /// keeps cards within [0, n). nil = unbounded data (data index = i). docs/layouts.md: 20.
    public var count: Int? = 20
    /// Cards laid out per frame, the n nearest the focus (≥ 1). Seed §3.6: 5.
    public var visibleCount: Int = 5
    /// Seed §3.2: neighbours' rel differ by spacing / max(scale of the inner card, 0.5).
    public var dynamicSpacing: Bool = false
    /// The scale fall-off (default `.sine`, the seed's).
    public var scaleCurve: ScaleCurve = .sine
    /// Width of the `.gaussian` (σ) and `.linear` (reach) curves, pt (> 0). Unused by `.sine`.
    /// Default 48 pt (two card spacings); not from the seed.
    public var scaleWidth: Points = 48
    /// Axis displacement per card of distance from the focus, pt: x += −(rel/spacing)·stride,
    /// so cards after the focus fan out toward later content. Default 0 (the seed's).
    public var stride: Points = 0
    /// Amplitude A of the centre shift A·cos(rel·centerFrequency), pt (≥ 0); `nil` = the seed's
    /// cardWidth·0.5, which puts the focused card half a card right of the centre. 0 centres
    /// every card (a repair option, not in the seed).
    public var shiftAmplitude: Points? = nil

    /// Seed 000's card stack.
    public init() {}

    /// Checks the ranges with `precondition` (programmer misuse; files validate before).
    func validate() {
        precondition(cardWidth > 0 && cardWidth.isFinite, "cardWidth must be > 0, got \(cardWidth)")
        precondition(cardHeight > 0 && cardHeight.isFinite, "cardHeight must be > 0, got \(cardHeight)")
        precondition(spacing > 0 && spacing.isFinite, "spacing must be > 0, got \(spacing)")
        precondition(visibleCount >= 1, "visibleCount must be >= 1, got \(visibleCount)")
        precondition(count.map { $0 >= 1 } ?? true, "count must be >= 1 or nil, got \(String(describing: count))")
        precondition(
            scaleCurve == .sine || (scaleWidth > 0 && scaleWidth.isFinite),
            "scaleWidth must be > 0 for \(scaleCurve), got \(scaleWidth)")
    }
}

extension CardStackConfiguration: EnumeratedLayoutConfiguration {
    public static let kind = LayoutKind.cardStack
    public static let fields: [LayoutField<Self>] = [
        .length("cardWidth", \.cardWidth, label: "card width (pt)"),
        .length("cardHeight", \.cardHeight, label: "card height (pt)"),
        .length("spacing", \.spacing, label: "spacing (pt)"),
        .nonNegative("baseScale", \.baseScale), .nonNegative("maxScale", \.maxScale),
        .finite("scaleFrequency", \.scaleFrequency, label: "scale frequency (rad/pt)"),
        .finite("centerFrequency", \.centerFrequency, label: "centre frequency (rad/pt)"),
        .finite("tilt", \.tilt, label: "tilt (rad/pt)"),
        .unit("alphaFloor", \.alphaFloor, label: "alpha floor"),
        .nonNegative("alphaDecay", \.alphaDecay, label: "alpha decay (1/pt)"),
        .finite("zMax", \.zMax), .finite("zSlope", \.zSlope), .finite("zFloor", \.zFloor),
        .unit("shadowOpacity", \.shadowOpacity),
        .count(\.count),
        .integer("visibleCount", \.visibleCount, limit: 255, label: "visible cards"),
        .bool("dynamicSpacing", \.dynamicSpacing, label: "dynamic spacing"),
        .choice("scaleCurve", \.scaleCurve, label: "scale curve"),
        .length("scaleWidth", \.scaleWidth, label: "scale width (pt)"),
        .finite("stride", \.stride, label: "stride (pt)"),
        .optionalLength("shiftAmplitude", \.shiftAmplitude, label: "shift amplitude") { $0.resolvedShiftAmplitude }
    ]
    public static var pitchField: WritableKeyPath<Self, Points> { \.spacing }
    /// `spacing`: the distance between neighbouring cards' focus positions (pt).
    public var pitch: Points { spacing }
    public func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout {
        .cardStack(CardStackLayout(configuration: self, geometry: geometry))
    }
}
