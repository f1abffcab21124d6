/// Angle-addition tables that let the evenly spaced card stack lay out a frame with one
/// sin/cos pair per frequency instead of one call per card (docs/grid.md#how-fast-a-sweep-runs).
///
/// Without dynamic spacing, card i = f + k (f the focus) has rel_i = rel_f − k·spacing
/// (up to rounding), so with δ = spacing·ω and θ = rel_f·ω:
///
///     cos(rel_i·ω) = cos θ·cos(kδ) + sin θ·sin(kδ)
///     sin(rel_i·ω) = sin θ·cos(kδ) − cos θ·sin(kδ)
///
/// and sin(dist_i·ω) = sign(rel_i)·sin(rel_i·ω). cos(kδ) and sin(kδ) are computed once per
/// layout, directly (no recurrence, so the error does not grow with |k|), for the window
/// rows j = 0 ‥ n−1 (k = j − ⌊(n−1)/2⌋). A frame then costs sin θ and cos θ per
/// frequency; each card agrees with the direct formula to a few ulps of 1 plus
/// ω·ulp(offset) (the rounding of rel).
struct CardStackPhases: Sendable {
    /// Row j of the window f − ⌊(n−1)/2⌋ … f + ⌈(n−1)/2⌉.
    let rows: ContiguousArray<CardStackPhaseRow<Double>>

    /// Tables for `visibleCount` rows, spacing (pt), centre and scale frequencies (rad/pt).
    init(visibleCount: Int, lowerSpan: Int, spacing: Points, centerFrequency: Double, scaleFrequency: Double) {
        var rows = ContiguousArray<CardStackPhaseRow<Double>>()
        rows.reserveCapacity(visibleCount)
        for j in 0..<visibleCount {
            let k = Double(j - lowerSpan)
            let center = k * spacing * centerFrequency
            let scale = k * spacing * scaleFrequency
            rows.append(
                CardStackPhaseRow(
                    cosCenter: Elementary.cos(center), sinCenter: Elementary.sin(center), cosScale: Elementary.cos(scale),
                    sinScale: Elementary.sin(scale)))
        }
        self.rows = rows
    }
}

/// cos(kδ) and sin(kδ) of both frequencies for one window row: one configuration's (`Double`)
/// or one per kernel lane (`KernelLanes`).
struct CardStackPhaseRow<Value: LaneValue>: Sendable {
    var cosCenter: Value
    var sinCenter: Value
    var cosScale: Value
    var sinScale: Value
}
