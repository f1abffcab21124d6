/// UIScrollView's rubber band: how far the content shows past a bound when the finger asks
/// for x points past it (docs/scenario.md#rubber-band).
///
/// b(x) = (1 − 1/(x·c/d + 1))·d for x ≥ 0, and b(−x) = −b(x); computed as d·y/(1 + y) with
/// y = x·c/d, which equals it without cancelling for small x. b(0) = 0, b'(0) = c, and
/// |b(x)| < d for every x (it reaches d only by rounding once x·c/d > 2⁵³).
/// The formula and c = 0.55 are the reverse-engineered UIScrollView ones.
public enum RubberBand {
    /// c = 0.55, UIScrollView's constant (docs/scenario.md#rubber-band, `rubberBand.constant`).
    public static let defaultConstant = 0.55

    /// b(x), the shown overscroll in points for a raw overscroll `x` points.
    /// - Parameters:
    ///   - x: the raw distance past the bound, any sign, in points.
    ///   - d: the dimension, d > 0, in points (by default the viewport length).
    ///   - c: the constant, c > 0, the slope at 0.
    public static func offset(_ x: Points, dimension d: Points, constant c: Double = RubberBand.defaultConstant) -> Points {
        precondition(d.isFinite && d > 0, "RubberBand dimension must be finite and > 0, got \(d)")
        precondition(c.isFinite && c > 0, "RubberBand constant must be finite and > 0, got \(c)")
        let y = abs(x) * (c / d)
        let magnitude = y.isInfinite ? d : d * (y / (1 + y))
        return x < 0 ? -magnitude : magnitude
    }

    /// x = b·d/(c·(d − b)) for b ≥ 0 (odd for b < 0): the raw overscroll that shows `b`.
    /// - Parameters:
    ///   - b: the shown overscroll in points, |b| < d.
    ///   - d: the dimension, d > 0, in points.
    ///   - c: the constant, c > 0.
    public static func inverse(_ b: Points, dimension d: Points, constant c: Double = RubberBand.defaultConstant) -> Points {
        precondition(d.isFinite && d > 0, "RubberBand dimension must be finite and > 0, got \(d)")
        precondition(c.isFinite && c > 0, "RubberBand constant must be finite and > 0, got \(c)")
        precondition(abs(b) < d, "RubberBand.inverse needs |b| < d, got b = \(b), d = \(d)")
        let magnitude = abs(b) * d / (c * (d - abs(b)))
        return b < 0 ? -magnitude : magnitude
    }
}
