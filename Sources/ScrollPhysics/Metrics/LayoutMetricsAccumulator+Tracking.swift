/// Sums and counts of the rules that follow a card from frame to frame.
struct TrackTotals: Sendable {
    var jitterSumOfSquares = 0.0
    var jitterTerms = 0
    var reversalCount = 0
    var pixelFlipCount = 0
    var alphaReversalCount = 0
    var maxStepSquared = 0.0
    var hasStep = false
}

extension LayoutMetricsAccumulator {
    /// Matches this frame's rows with the last two frames' (all in (index, layer) order,
    /// one merge pass each) and feeds `jitter_rms_pt`, `max_step_pt`, `reversals`,
    /// `pixel_flips` and `alpha_reversals`.
    ///
    /// A row seen in the last frame steps from it; a row seen in the last two frames adds
    /// the jitter terms (c − 2·c₁ + c₂ for centre x, centre y and width, c₁ and c₂ its values
    /// one and two frames ago). Direction states travel with a row while it stays visible.
    /// Works on raw buffers so a frame costs no uniqueness or capacity check per card.
    mutating func track(_ items: borrowing ItemBuffer) {
        let n = items.count
        history.reserve(rows: n)
        let capacity = history.capacity
        let currentBase = history.current * capacity
        let lastBase = history.last * capacity, lastCount = history.count(ofSlot: history.last)
        let priorBase = history.beforeLast * capacity, priorCount = history.count(ofSlot: history.beforeLast)
        var totals = self.totals
        let jitter = wantsJitter, step = wantsMaxStep
        history.rows.withUnsafeMutableBufferPointer { tracks in
            items.storage.withUnsafeBufferPointer { rows in
                // Sums in locals (registers), added in row order.
                var jitterSum = totals.jitterSumOfSquares, jitterTerms = totals.jitterTerms
                var maxStep = totals.maxStepSquared, hasStep = totals.hasStep
                var p = lastBase, q = priorBase
                let lastEnd = lastBase + lastCount, priorEnd = priorBase + priorCount
                for r in 0..<n {
                    let index = rows[r].index, layer = rows[r].layer
                    let w = rows[r].width, h = rows[r].height
                    let cx = rows[r].x + w / 2, cy = rows[r].y + h / 2
                    tracks[currentBase + r] = CardTrack(index: index, layer: layer, centerX: cx, centerY: cy, width: w)
                    while p < lastEnd, tracks[p].precedes(index: index, layer: layer) { p += 1 }
                    guard p < lastEnd, tracks[p].matches(index: index, layer: layer) else { continue }
                    let a = tracks[p]
                    if step {
                        let sx = cx - a.centerX, sy = cy - a.centerY
                        maxStep = max(maxStep, sx * sx + sy * sy)
                        hasStep = true
                    }
                    guard jitter else { continue }
                    while q < priorEnd, tracks[q].precedes(index: index, layer: layer) { q += 1 }
                    guard q < priorEnd, tracks[q].matches(index: index, layer: layer) else { continue }
                    let b = tracks[q]
                    let dx = cx - 2 * a.centerX + b.centerX
                    let dy = cy - 2 * a.centerY + b.centerY
                    let dw = w - 2 * a.width + b.width
                    jitterSum += dx * dx
                    jitterSum += dy * dy
                    jitterSum += dw * dw
                    jitterTerms += 3
                }
                totals.jitterSumOfSquares = jitterSum
                totals.jitterTerms = jitterTerms
                totals.maxStepSquared = maxStep
                totals.hasStep = hasStep
            }
        }
        if history.keepsDirections { trackDirections(items, totals: &totals) }
        history.commit(rows: n)
        self.totals = totals
    }

    /// `reversals`, `pixel_flips`, `alpha_reversals`: steps each row's direction states
    /// (matched with the last frame by key) and writes them to the current direction slot.
    private mutating func trackDirections(_ items: borrowing ItemBuffer, totals: inout TrackTotals) {
        let n = items.count
        let capacity = history.capacity
        let lastBase = history.last * capacity, lastCount = history.count(ofSlot: history.last)
        let currentDirections = history.directionSlot * capacity
        let lastDirections = history.lastDirectionSlot * capacity
        let direction = offsetDirection
        let horizontal = self.horizontal, scale = displayScale
        let reversals = wantsReversals, pixels = wantsPixelFlips, alpha = wantsAlpha
        var counts = (reversals: 0, pixels: 0, alpha: 0)
        history.rows.withUnsafeBufferPointer { tracks in
            history.directions.withUnsafeMutableBufferPointer { states in
                items.storage.withUnsafeBufferPointer { rows in
                    var p = 0
                    for r in 0..<n {
                        let item = rows[r]
                        let axisCenter = horizontal ? item.centerX : item.centerY
                        // Rounded only when pixel flips are asked for (a libm call otherwise).
                        let pixelCenter = pixels ? (axisCenter * scale).rounded() : 0
                        while p < lastCount, tracks[lastBase + p].precedes(index: item.index, layer: item.layer) { p += 1 }
                        guard p < lastCount, tracks[lastBase + p].matches(index: item.index, layer: item.layer) else {
                            states[currentDirections + r] = CardDirections(
                                axisCenter: axisCenter, pixelCenter: pixelCenter,
                                alpha: item.alpha)
                            continue
                        }
                        var d = states[lastDirections + p]
                        if reversals, d.center.step(to: axisCenter, offsetDirection: direction) { counts.reversals += 1 }
                        if pixels, d.pixel.step(to: pixelCenter, offsetDirection: direction) { counts.pixels += 1 }
                        if alpha, d.alpha.step(to: item.alpha, offsetDirection: direction) { counts.alpha += 1 }
                        states[currentDirections + r] = d
                    }
                }
            }
        }
        totals.reversalCount += counts.reversals
        totals.pixelFlipCount += counts.pixels
        totals.alphaReversalCount += counts.alpha
    }
}
