/// The card stack's coefficients, derived once from a configuration, and the arithmetic that
/// places a card from them, written once over `LaneValue`: the scalar layout uses
/// `CardStackCoefficients<Double>` (one configuration), the sweep kernel
/// `CardStackCoefficients<KernelLanes>` (lane j = configuration j), so each lane performs the
/// scalar layout's operations in its order and gives its bits (docs/layouts.md#card-stack).
struct CardStackCoefficients<Value: LaneValue>: Sendable {
    var baseScale: Value
    /// maxScale − baseScale.
    var scaleRange: Value
    var cardWidth: Value
    var cardHeight: Value
    /// A = shiftAmplitude ?? cardWidth·0.5, pt.
    var shiftAmplitude: Value
    /// stride/spacing: x −= rel·strideRate (no division per card; exactly ±0 when stride is 0).
    var strideRate: Value
    var centerFrequency: Value
    var scaleFrequency: Value
    var scaleWidth: Value

    /// The card at signed distance `rel` (pt) from the offset, given its scale weight w and
    /// cos(rel·centerFrequency):
    ///
    ///     scale = baseScale + (maxScale − baseScale)·w,  width = cardWidth·scale,  height = cardHeight·scale
    ///     x     = midX + A·cosine − width/2 − rel·stride/spacing
    @inline(__always)
    func place(rel: Points, weight: Value, cosine: Value, midX: Points) -> CardPlacement<Value> {
        let scale = baseScale + scaleRange * weight
        let width = cardWidth * scale
        return CardPlacement(
            x: midX + shiftAmplitude * cosine - width / 2 - rel * strideRate, width: width,
            height: cardHeight * scale, scale: scale)
    }

    /// `place` given rel·stride/spacing (`relStride`) per lane (dynamic spacing): the same
    /// operations in the same order as `place(rel:)`, whose scalar rel keeps the evenly spaced
    /// kernel's code as it was.
    @inline(__always)
    func place(relStride: Value, weight: Value, cosine: Value, midX: Points) -> CardPlacement<Value> {
        let scale = baseScale + scaleRange * weight
        let width = cardWidth * scale
        return CardPlacement(
            x: midX + shiftAmplitude * cosine - width / 2 - relStride, width: width, height: cardHeight * scale,
            scale: scale)
    }

    /// An evenly spaced card: cos(rel·ω_c) and, for the sine curve, sin(rel·ω_s) from the
    /// focus card's angles by angle addition with the window row's table (`CardStackPhases`),
    /// the weight clamp(sign(rel)·sin(rel·ω_s), 0, 1); other curves compute the weight directly.
    @inline(__always)
    func evenCard(
        rel: Points, row p: CardStackPhaseRow<Value>, focus a: CardStackFocusAngles<Value>, curve: ScaleCurve,
        midX: Points
    ) -> CardPlacement<Value> {
        let cosine = a.cosCenter * p.cosCenter + a.sinCenter * p.sinCenter
        let weight: Value
        if curve == .sine {
            let s = a.sinScale * p.cosScale - a.cosScale * p.sinScale  // sin(rel·ω)
            weight = Value.signedUnitClamp(of: rel, s)  // clamp(sin(dist·ω), 0, 1)
        } else {
            weight = curveWeight(dist: Value.broadcast(abs(rel)), curve: curve)
        }
        return place(rel: rel, weight: weight, cosine: cosine, midX: midX)
    }

    /// sin and cos of the focus card's angles θ = rel_f·ω (the scale's only for the sine curve;
    /// (0, 1) otherwise).
    @inline(__always)
    func focusAngles(rel focusRel: Points, curve: ScaleCurve) -> CardStackFocusAngles<Value> {
        let (sinCenter, cosCenter) = Value.sinCos(focusRel * centerFrequency)
        let (sinScale, cosScale) =
            curve == .sine ? Value.sinCos(focusRel * scaleFrequency) : (Value.zero, Value.zero + 1)
        return CardStackFocusAngles(sinCenter: sinCenter, cosCenter: cosCenter, sinScale: sinScale, cosScale: cosScale)
    }

    /// The scale weight w(dist) of `curve`, computed directly (docs/layouts.md):
    /// sine clamp(sin(dist·ω_s), 0, 1), gaussian exp(−u²/2) with u = dist/scaleWidth,
    /// linear max(0, 1 − dist/scaleWidth).
    @inline(__always)
    func curveWeight(dist: Value, curve: ScaleCurve) -> Value {
        switch curve {
        case .sine: return (dist * scaleFrequency).eachLane(CardStackLayout.clampedSine)
        case .gaussian:
            let u = dist / scaleWidth
            return (-0.5 * (u * u)).eachLane(Elementary.exp)
        case .linear: return Value.maximum(Value.zero, 1 - dist / scaleWidth)
        }
    }
}

extension CardStackCoefficients where Value == Double {
    /// The coefficients of `c` (the one place they are derived).
    init(_ c: CardStackConfiguration) {
        baseScale = c.baseScale
        scaleRange = c.maxScale - c.baseScale
        cardWidth = c.cardWidth
        cardHeight = c.cardHeight
        shiftAmplitude = c.resolvedShiftAmplitude
        strideRate = c.stride / c.spacing
        centerFrequency = c.centerFrequency
        scaleFrequency = c.scaleFrequency
        scaleWidth = c.scaleWidth
    }
}

/// A placed card's x, width, height (pt) and scale.
struct CardPlacement<Value: LaneValue> {
    var x: Value
    var width: Value
    var height: Value
    var scale: Value
}

/// sin and cos of the focus card's centre and scale angles, θ = rel_f·ω.
struct CardStackFocusAngles<Value: LaneValue> {
    var sinCenter: Value
    var cosCenter: Value
    var sinScale: Value
    var cosScale: Value
}
