extension CardStackLayout {
    /// The attributes of card `index` at signed distance `rel` (pt) from the offset, placed
    /// (`CardStackCoefficients.place`). Attributes not in `outputs` keep their defaults
    /// (alpha 1, z 0, rotation 0, shadowOpacity 0).
    @inline(__always)
    func card(index: Int, dataIndex: Int, rel: Points, placed: CardPlacement<Double>) -> ItemAttributes {
        let c = configuration
        let dist = abs(rel)
        let width = placed.width
        var item = ItemAttributes(
            index: index, dataIndex: dataIndex, x: placed.x, y: midY - placed.height / 2,
            width: width, height: placed.height, scale: placed.scale)
        let outputs = self.outputs
        if outputs.isEmpty { return item }
        if outputs.contains(.alpha) { item.alpha = c.alphaFloor + alphaRange * Elementary.exp(-dist * c.alphaDecay) }
        if outputs.contains(.z) { item.z = depth.z(dist: dist) }
        if outputs.contains(.rotation) { item.rotation = rel * c.tilt }
        if outputs.contains(.shadow) { item.shadowOpacity = c.shadowOpacity * (1 - width / c.cardWidth) }
        return item
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
