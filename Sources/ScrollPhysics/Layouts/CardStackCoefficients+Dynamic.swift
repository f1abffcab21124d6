extension CardStackCoefficients {
    /// A card at signed distance `rel` (pt) from the offset with every angle computed directly
    /// (dynamic spacing): the weight `curveWeight(|rel|)`, cos(rel·centerFrequency) by
    /// `Elementary.cos` (per lane), then `place`.
    @inline(__always)
    func directCard(rel: Value, curve: ScaleCurve, midX: Points) -> CardPlacement<Value> {
        place(
            relStride: rel * strideRate, weight: curveWeight(dist: Value.magnitude(rel), curve: curve),
            cosine: (rel * centerFrequency).eachLane(Elementary.cos), midX: midX)
    }

    /// Dynamic spacing's window f − `lowerSpan` … f + `upperSpan`: the focus card at
    /// `focusRel` = offset − f·spacing, then outward from it, upwards and then downwards, each
    /// card's rel = its inner neighbour's ∓ spacing / max(scale of the inner card, 0.5), placed
    /// by `directCard`. `body(step, rel, placed)` takes card f + step (steps 0, 1 … upperSpan,
    /// −1 … −lowerSpan, in that order). The scalar layout (`Value` = `Double`) and the sweep
    /// kernel's lanes (`KernelLanes`, one configuration per lane) run this one code.
    @inline(__always)
    func dynamicWindow(
        focusRel: Points, spacing: Points, lowerSpan: Int, upperSpan: Int, curve: ScaleCurve, midX: Points,
        _ body: (_ step: Int, _ rel: Value, _ placed: CardPlacement<Value>) -> Void
    ) {
        let half = Value.broadcast(0.5)
        let start = Value.broadcast(focusRel)
        let focus = directCard(rel: start, curve: curve, midX: midX)
        body(0, start, focus)
        var innerScale = focus.scale
        var rel = start
        if upperSpan > 0 {
            for step in 1...upperSpan {
                rel = rel - spacing / Value.maximum(innerScale, half)
                let placed = directCard(rel: rel, curve: curve, midX: midX)
                body(step, rel, placed)
                innerScale = placed.scale
            }
        }
        innerScale = focus.scale
        rel = start
        if lowerSpan > 0 {
            for step in 1...lowerSpan {
                rel += spacing / Value.maximum(innerScale, half)
                let placed = directCard(rel: rel, curve: curve, midX: midX)
                body(-step, rel, placed)
                innerScale = placed.scale
            }
        }
    }
}
