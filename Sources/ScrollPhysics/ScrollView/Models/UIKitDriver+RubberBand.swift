/// uikit's drag past a bound: the rubber band (docs/scenario.md#rubber-band) and its inverse.
extension UIKitDriver {
    /// Offset shown for a raw finger-driven offset: rubber-banded beyond a bound (docs/scenario.md#rubber-band),
    /// or clamped to the bounds when the view does not bounce.
    static func displayed(raw: Points, bounds: ScrollBounds, configuration: ScrollConfiguration) -> Points {
        let over = bounds.overscroll(raw)
        guard over != 0 else { return raw }
        guard configuration.rubberBands(in: bounds) else { return bounds.clamp(raw) }
        let d = configuration.rubberBandLength, c = configuration.rubberBandConstant
        return over < 0
            ? bounds.minimum + RubberBand.offset(over, dimension: d, constant: c)
            : bounds.maximum + RubberBand.offset(over, dimension: d, constant: c)
    }

    /// The raw offset that `displayed(raw:bounds:configuration:)` maps to `offset`, so a touch down past a bound does not jump.
    static func raw(displayed offset: Points, bounds: ScrollBounds, configuration: ScrollConfiguration) -> Points {
        let over = bounds.overscroll(offset)
        guard over != 0 else { return offset }
        let d = configuration.rubberBandLength, c = configuration.rubberBandConstant
        // Just inside d: d·(1 − 1e-12), or the next double below d when that product rounds to d
        // (a subnormal d), so |b| < d holds for RubberBand.inverse.
        let cap = min(d * (1 - 1e-12), d.nextDown)
        let limited = over < 0 ? max(over, -cap) : min(over, cap)
        return (over < 0 ? bounds.minimum : bounds.maximum) + RubberBand.inverse(limited, dimension: d, constant: c)
    }
}
