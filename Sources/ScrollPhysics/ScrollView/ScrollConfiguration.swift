/// Everything that shapes a scroll view's motion (`scroll.*` of a scenario, docs/scenario.md).
/// Lengths in pt, velocities in pt/s. The defaults are UIScrollView's.
///
/// `decelerationRate`, `stopSpeed`, `restDistance`, `restVelocity`, the rubber band, `bounce`, `snap`,
/// `edgeDamping` and `integrator` are UIKit's parameters (`model` = `.uikit`). The platform
/// models use their published constants instead (docs/scroll-models.md): Flutter's friction 0.135,
/// spring m 0.5 / k 100 / ζ 1.1, the Android spline; of this configuration they read the
/// viewport, the content length (their bounds), the initial offset and `displayScale`
/// (Flutter's done rule, Android's density).
public struct ScrollConfiguration: Sendable, Equatable {
    /// Whose drag and release physics run (`scroll.model`).
    public var model: ScrollModel = .uikit
    /// Visible length along the scroll axis, pt (> 0).
    public var viewport: Points = 390
    /// Visible length across the scroll axis, pt (> 0).
    public var crossViewport: Points = 844
    /// Content length along the axis, pt; `nil` = infinite content (no bounds).
    public var contentLength: Points? = nil
    /// Offset at t = 0, pt.
    public var initialOffset: Points = 0
    /// The velocity kept per millisecond while coasting (`uikit`).
    public var decelerationRate: DecelerationRate = .normal
    /// A coast stops at the first tick its speed |v| is below this, pt/s (> 0;
    /// `Deceleration.stopSpeed`, 10 pt/s, measured on recorded flicks: docs/provenance.md).
    public var stopSpeed: PointsPerSecond = Deceleration.stopSpeed
    /// How the coast turns r into travel (`uikit`): `continuous`, today's iOS (the default), or
    /// `perMillisecond`, iOS of 2013 (`DecelerationLaw`; docs/provenance.md).
    public var decelerationLaw: DecelerationLaw = .continuous
    /// A spring rests when |x − target| is below this (and |v| < restVelocity). pt, > 0.
    /// (A coast stops below `stopSpeed` instead.)
    public var restDistance: Points = 0.5
    /// pt/s, > 0.
    public var restVelocity: PointsPerSecond = 5
    /// Rubber band c (docs/scenario.md#rubber-band), > 0.
    public var rubberBandConstant: Double = RubberBand.defaultConstant
    /// Rubber band d, pt; `nil` = the viewport length.
    public var rubberBandDimension: Points? = nil
    /// The spring that pulls an overscrolled view back onto its bound.
    public var bounce: Spring = .uiScrollViewBounce
    /// `UIScrollView.bounces` (`uikit`): past a bound, the drag shows the rubber band and a coast
    /// hands over to the bounce spring; when false the drag clamps the offset to the bounds and
    /// a coast stops at the bound it reaches.
    public var bounces = true
    /// `UIScrollView.alwaysBounceVertical` (`alwaysBounceHorizontal` on a horizontal layout;
    /// `uikit`): with `bounces`, content no longer than the viewport can still be dragged and
    /// bounce. False by default, as in UIKit: such content does not move (`rubberBands(in:)`).
    public var alwaysBounce = false
    /// Snapping (`uikit`); none by default.
    public var snap = SnapConfiguration()
    /// Off (`nil`) by default.
    public var edgeDamping: EdgeDamping? = nil
    /// How springs are stepped; coasts always step their closed form.
    public var integrator: Integrator = .exact
    /// Device pixels per point (`display.scale`, > 0). The platform models' only use of the
    /// display: Flutter's `toleranceFor` (done within 1/scale pt and 1/(0.05·scale) pt/s) and
    /// `android-overscroller`'s density (positions in whole pixels). uikit ignores it.
    public var displayScale: Double = 3

    /// UIScrollView's defaults: a 390 × 844 pt viewport, infinite content, the normal rate.
    public init() {}

    /// `scroll.*`, each key declared once beside its property (`SettingField`), in the order a
    /// scenario file is read and written; `composite` keys are read and written by the tool.
    public static let settings: [SettingField<ScrollConfiguration>] = [
        .choice("model", \.model, doc: "The scroll physics.", label: "scroll model"),
        .number(
            "viewport", \.viewport, .positive(below: 1e9, "a positive length (pt)"),
            doc: "Visible length along the scroll axis, pt.", label: "viewport (pt)"),
        .number(
            "crossViewport", \.crossViewport, .positive(below: 1e9, "a positive length (pt)"),
            doc: "Visible length across the scroll axis, pt."),
        .composite(
            "content",
            doc:
                "Content length: {\"length\": L} (bounded, scrolls within [0, max(0, L − viewport)]) or {\"infinite\": true} (the default)."
        ),
        .number(
            "initialOffset", \.initialOffset, .finite(within: 1e12, "a finite offset (pt)"), doc: "Offset at t = 0, pt."),
        .composite(
            "decelerationRate",
            doc: "Velocity kept per millisecond while coasting: \"normal\" (0.998), \"fast\" (0.99) or a number in (0, 1).",
            label: "deceleration rate (per ms)", uikitOnly: true),
        .number(
            "stopSpeed", \.stopSpeed, .positive(below: 1e9, "a positive speed (pt/s)"),
            doc: "A coast stops at the first tick its speed is below this, pt/s (uikit).", label: "stop speed (pt/s)",
            uikitOnly: true),
        .choice(
            "decelerationLaw", \.decelerationLaw,
            doc:
                "How the coast turns decelerationRate into travel (uikit): continuous, x0 + v0·(r^(1000t) − 1)/(1000·ln r), today's iOS; or perMillisecond, each millisecond moving by that millisecond's velocity, iOS of 2013.",
            label: "deceleration law", uikitOnly: true),
        .number(
            "restDistance", \.restDistance, .positive(below: 1e6, "a positive distance (pt)"),
            doc: "A spring rests within this of its target (and below restVelocity), pt.", label: "rest distance (pt)",
            uikitOnly: true),
        .number(
            "restVelocity", \.restVelocity, .positive(below: 1e9, "a positive speed (pt/s)"),
            doc: "A spring rests below this speed, pt/s.", label: "rest velocity (pt/s)", uikitOnly: true),
        .composite("rubberBand", doc: "The rubber band past a bound (uikit).", uikitOnly: true),
        .bool(
            "bounces", \.bounces,
            doc: "UIScrollView.bounces (uikit): false clamps the drag to the bounds and stops a coast at the bound it reaches.",
            uikitOnly: true, uikitProperty: "bounces"),
        .bool(
            "alwaysBounce", \.alwaysBounce,
            doc:
                "UIScrollView.alwaysBounceVertical or alwaysBounceHorizontal (uikit): with bounces, content no longer than the viewport can be dragged and bounce; false, such content does not move.",
            uikitOnly: true, uikitProperty: "alwaysBounce{Axis}"),
        .composite(
            "bounce",
            doc: "The spring that brings an over-scrolled view back (uikit; fitted to a recorded bounce: docs/provenance.md).",
            uikitOnly: true),
        .composite("snap", doc: "Where a fling may come to rest (uikit).", uikitOnly: true),
        .composite(
            "edgeDamping",
            doc: "Seed 000 §3.5 edge damping: the rate is scaled by 1 − min(|offset|/(count·spacing·buffer), maxReduction).",
            uikitOnly: true)
    ]

    /// The bounds of `contentLength` in `viewport`.
    public var bounds: ScrollBounds { ScrollBounds(contentLength: contentLength, viewport: viewport) }
    /// d of the rubber band: `rubberBandDimension` or the viewport.
    public var rubberBandLength: Points { rubberBandDimension ?? viewport }
    /// Whether a drag past one of `bounds` (this configuration's, which the drivers hold) shows the
    /// rubber band and a coast that crosses one hands over to the bounce spring (`uikit`):
    /// `bounces`, and for content no longer than the viewport (bounds [0, 0]: UIKit scrolls only
    /// content longer than its bounds) also `alwaysBounce`. Otherwise the drag clamps to the
    /// bounds and a coast stops at the bound.
    public func rubberBands(in bounds: ScrollBounds) -> Bool {
        bounces && (alwaysBounce || bounds.maximum > bounds.minimum)
    }
}
