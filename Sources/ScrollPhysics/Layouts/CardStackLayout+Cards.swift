extension CardStackLayout {
    /// The scale weight w(dist) of the configured curve, computed directly (docs/layouts.md).
    @inline(__always)
    func curveWeight(dist: Points) -> Double {
        let c = configuration
        switch c.scaleCurve {
        case .sine: return Self.clampedSine(dist * c.scaleFrequency)
        case .gaussian:
            let u = dist / c.scaleWidth
            return Elementary.exp(-0.5 * (u * u))
        case .linear: return max(0, 1 - dist / c.scaleWidth)
        }
    }

    /// The attributes of card `index` at signed distance `rel` (pt), every angle
    /// computed directly (the dynamic-spacing path).
    @inline(__always)
    func directCard(index: Int, dataIndex: Int, rel: Points) -> ItemAttributes {
        card(
            index: index, dataIndex: dataIndex, rel: rel, weight: curveWeight(dist: abs(rel)),
            cosine: Elementary.cos(rel * configuration.centerFrequency))
    }

    /// The attributes of card `index` at signed distance `rel` (pt) from the offset, given
    /// its scale weight w(dist) and cos(rel·centerFrequency). Attributes not in `outputs`
    /// keep their defaults (alpha 1, z 0, rotation 0, shadowOpacity 0).
    @inline(__always)
    func card(index: Int, dataIndex: Int, rel: Points, weight: Double, cosine: Double) -> ItemAttributes {
        let c = configuration
        let dist = abs(rel)
        let scale = c.baseScale + scaleRange * weight
        let width = c.cardWidth * scale
        let height = c.cardHeight * scale
        // −(rel/spacing)·stride as rel·(stride/spacing): exactly ±0 when stride is 0.
        let x = midX + shiftAmplitude * cosine - width / 2 - rel * strideRate
        var item = ItemAttributes(
            index: index, dataIndex: dataIndex, x: x, y: midY - height / 2,
            width: width, height: height, scale: scale)
        let outputs = self.outputs
        if outputs.isEmpty { return item }
        if outputs.contains(.alpha) { item.alpha = c.alphaFloor + alphaRange * Elementary.exp(-dist * c.alphaDecay) }
        if outputs.contains(.z) { item.z = max(c.zFloor, c.zMax - dist * c.zSlope) }
        if outputs.contains(.rotation) { item.rotation = rel * c.tilt }
        if outputs.contains(.shadow) { item.shadowOpacity = c.shadowOpacity * (1 - width / c.cardWidth) }
        return item
    }

    /// sign(r)·v (v's sign flipped when r's sign bit is set), without a branch.
    @inline(__always)
    static func withSign(of r: Double, _ v: Double) -> Double {
        Double(bitPattern: v.bitPattern ^ (r.bitPattern & (1 << 63)))
    }

    /// clamp(v, 0, 1) for v ≤ 1 + a few ulps, without a branch (the sign of a far card's
    /// sine changes unpredictably): negative v (sign bit set) is masked to +0, then min with 1.
    @inline(__always)
    static func unitClamp(_ v: Double) -> Double {
        let negativeMask = UInt64(bitPattern: Int64(bitPattern: v.bitPattern) >> 63)
        return min(Double(bitPattern: v.bitPattern & ~negativeMask), 1)
    }

    /// clamp(sin(x), 0, 1), bit for bit, without calling `sin` where it is surely
    /// negative: x mod 2π in [π + 2π·10⁻⁹, 2π − 2π·10⁻⁹] (|x| < 10⁶, where the reduction
    /// below errs by less than 10⁻⁹ turns). About half of the far cards skip the call.
    @inline(__always)
    static func clampedSine(_ x: Double) -> Double {
        if abs(x) < 1e6 {
            let turns = x * (0.5 / Double.pi)
            let fraction = turns - turns.rounded(.down)
            if fraction > 0.5 + 1e-9 && fraction < 1 - 1e-9 { return 0 }
        }
        return min(max(Elementary.sin(x), 0), 1)
    }
}
