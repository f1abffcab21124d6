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

extension CardTrack {
    /// Filler for unused buffer slots.
    static let placeholder = CardTrack(ItemAttributes(), axisCenter: 0, pixelCenter: 0)
}

extension LayoutMetricsAccumulator {
    /// Matches this frame's rows with the last frame's tracks (both in (index, layer)
    /// order, one merge pass) and feeds `jitter_rms_pt`, `max_step_pt`, `reversals`,
    /// `pixel_flips` and `alpha_reversals`. Works on raw buffers so a frame costs no
    /// uniqueness or capacity check per card; the scratch grows only past its largest frame.
    mutating func track(_ items: borrowing ItemBuffer) {
        let n = items.count
        if nextTracks.count < n {
            nextTracks.append(contentsOf: repeatElement(CardTrack.placeholder, count: n - nextTracks.count))
        }
        var out = nextTracks
        nextTracks = []  // `out` is now the only owner: writing it copies nothing
        let previous = tracks
        let previousCount = trackCount
        var totals = self.totals
        let direction = offsetDirection
        let horizontal = self.horizontal, scale = displayScale
        let jitter = wantsJitter, step = wantsMaxStep, reversals = wantsReversals
        let pixels = wantsPixelFlips, alpha = wantsAlpha
        out.withUnsafeMutableBufferPointer { next in
            previous.withUnsafeBufferPointer { last in
                items.storage.withUnsafeBufferPointer { rows in
                    var p = 0
                    for r in 0..<n {
                        let item = rows[r]
                        let axisCenter = horizontal ? item.centerX : item.centerY
                        // Rounded only when pixel flips are asked for (a libm call otherwise).
                        let pixelCenter = pixels ? (axisCenter * scale).rounded() : 0
                        while p < previousCount, last[p].precedes(index: item.index, layer: item.layer) { p += 1 }
                        guard p < previousCount, last[p].index == item.index, last[p].layer == item.layer else {
                            next[r] = CardTrack(item, axisCenter: axisCenter, pixelCenter: pixelCenter)
                            continue
                        }
                        var t = last[p]
                        let cx = item.centerX, cy = item.centerY, w = item.width
                        if jitter, t.hasPrior {
                            let dx = cx - 2 * t.centerX + t.priorCenterX
                            let dy = cy - 2 * t.centerY + t.priorCenterY
                            let dw = w - 2 * t.width + t.priorWidth
                            totals.jitterSumOfSquares += dx * dx
                            totals.jitterSumOfSquares += dy * dy
                            totals.jitterSumOfSquares += dw * dw
                            totals.jitterTerms += 3
                        }
                        if step {
                            let sx = cx - t.centerX, sy = cy - t.centerY
                            totals.maxStepSquared = max(totals.maxStepSquared, sx * sx + sy * sy)
                            totals.hasStep = true
                        }
                        if reversals, t.center.step(to: axisCenter, offsetDirection: direction) {
                            totals.reversalCount += 1
                        }
                        if pixels, t.pixel.step(to: pixelCenter, offsetDirection: direction) {
                            totals.pixelFlipCount += 1
                        }
                        if alpha, t.alpha.step(to: item.alpha, offsetDirection: direction) {
                            totals.alphaReversalCount += 1
                        }
                        t.priorCenterX = t.centerX; t.priorCenterY = t.centerY; t.priorWidth = t.width
                        t.centerX = cx; t.centerY = cy; t.width = w
                        t.hasPrior = true
                        next[r] = t
                    }
                }
            }
        }
        nextTracks = previous
        tracks = out
        trackCount = n
        self.totals = totals
    }
}
