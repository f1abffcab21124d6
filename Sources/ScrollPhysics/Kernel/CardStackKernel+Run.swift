extension CardStackKernel {
    /// The frame loop: lays out each shown frame's window in every lane and folds it.
    ///
    /// Frame k shows offset o; f = round(o/spacing) (halves away from zero), the window is
    /// lo … hi (clipped when bounded) and card i has rel = o − i·spacing. Per lane, from
    /// θ = rel_f·ω and the row's angle table (angle addition, as `CardStackLayout`):
    ///
    ///     cosine = cos θc·cos(kδc) + sin θc·sin(kδc)
    ///     weight = clamp(sign(rel)·(sin θs·cos(kδs) − cos θs·sin(kδs)), 0, 1)    (sine curve)
    ///     scale  = baseScale + (maxScale − baseScale)·weight
    ///     x = midX + A·cosine − width/2 − rel·stride/spacing,   y = midY − height/2
    ///
    /// then the pairs' overlap, and for a card also shown one and two frames ago (its row
    /// there is i − lo of that frame) the step and the jitter terms, and its direction states.
    func run(_ lanes: CardStackLanes, frames: ShownFrames) -> CardStackKernelTotals {
        let n = visibleCount
        var totals = CardStackKernelTotals()
        let tracks = wantsJitter || wantsStep || wantsReversals || wantsPixels
        let directions = wantsReversals || wantsPixels
        // The last three frames' card centres and widths, slot s at rows s·n ..< s·n + count.
        var centerX = [KernelLanes](repeating: KernelLanes(), count: tracks ? 3 * n : 0)
        var centerY = centerX, widths = centerX
        var slotLow = (0, 0, 0), slotCount = (0, 0, 0)
        // The last two frames' direction states (axis centre, pixel centre), slot d at d·n.
        var centerStates = [LaneDirections](repeating: LaneDirections(value: KernelLanes()), count: directions ? 2 * n : 0)
        var pixelStates = centerStates
        var current = 0, directionSlot = 0
        var jitterSum = KernelLanes(), jitterTerms = 0
        var maxStep = KernelLanes(), hasStep = false
        var reversals = KernelLaneCounts(), pixelFlips = KernelLaneCounts()
        var overlap = LaneMoments()
        let one = KernelLaneCounts(repeating: 1), none = KernelLaneCounts()
        for (k, o) in frames.offsets.enumerated() {
            let direction = frames.directions[k]
            let f = LayoutIndex.nearestIndex(o / spacing)
            var lo = f - lowerSpan, hi = f + upperSpan
            if bounded {
                lo = Swift.max(lo, 0)
                if let count { hi = Swift.min(hi, count - 1) }
            }
            let rowCount = lo <= hi ? hi - lo + 1 : 0
            let last = current == 0 ? 2 : current - 1, prior = current == 2 ? 0 : current + 1
            let (lastLow, lastCount) = Self.slot(last, slotLow, slotCount)
            let (priorLow, priorCount) = Self.slot(prior, slotLow, slotCount)
            if rowCount > 0 {
                let skipped = lo - (f - lowerSpan)
                let focusRel = o - Double(f) * spacing
                let (sinCenter, cosCenter) = LaneSinCos.of(focusRel * lanes.centerFrequency)
                let sine = scaleCurve == .sine
                let (sinScale, cosScale) =
                    sine ? LaneSinCos.of(focusRel * lanes.scaleFrequency) : (KernelLanes(), KernelLanes(repeating: 1))
                var previousX = KernelLanes(), previousWidth = KernelLanes()
                for row in 0..<rowCount {
                    let i = lo &+ row
                    let p = lanes.phases[skipped &+ row]
                    let rel = o - Double(i) * spacing
                    let cosine = cosCenter * p.cosCenter + sinCenter * p.sinCenter
                    let weight: KernelLanes
                    if sine {
                        let s = sinScale * p.cosScale - cosScale * p.sinScale
                        weight = LaneMath.unitClamp(LaneMath.withSign(of: rel, s))
                    } else {
                        weight = curveWeight(dist: abs(rel), lanes: lanes)
                    }
                    let scale = lanes.baseScale + lanes.scaleRange * weight
                    let width = lanes.cardWidth * scale
                    let height = lanes.cardHeight * scale
                    let x = midX + lanes.shiftAmplitude * cosine - width / 2 - rel * lanes.strideRate
                    if wantsOverlap, row > 0 {
                        overlap.add(LaneMath.min(previousX + previousWidth, x + width) - LaneMath.max(previousX, x))
                    }
                    previousX = x
                    previousWidth = width
                    guard tracks else { continue }
                    let y = midY - height / 2
                    let cx = x + width / 2, cy = y + height / 2
                    centerX[current * n + row] = cx
                    centerY[current * n + row] = cy
                    widths[current * n + row] = width
                    let lastRow = i &- lastLow
                    let seen = lastRow >= 0 && lastRow < lastCount
                    if seen {
                        let ax = centerX[last * n + lastRow], ay = centerY[last * n + lastRow]
                        if wantsStep {
                            let sx = cx - ax, sy = cy - ay
                            maxStep = LaneMath.max(maxStep, sx * sx + sy * sy)
                            hasStep = true
                        }
                        let priorRow = i &- priorLow
                        if wantsJitter, priorRow >= 0, priorRow < priorCount {
                            let aw = widths[last * n + lastRow]
                            let bx = centerX[prior * n + priorRow], by = centerY[prior * n + priorRow]
                            let bw = widths[prior * n + priorRow]
                            let dx = cx - 2 * ax + bx
                            let dy = cy - 2 * ay + by
                            let dw = width - 2 * aw + bw
                            jitterSum += dx * dx
                            jitterSum += dy * dy
                            jitterSum += dw * dw
                            jitterTerms += 3
                        }
                    }
                    guard directions else { continue }
                    let pixelCenter = wantsPixels ? (cx * displayScale).rounded(.toNearestOrAwayFromZero) : KernelLanes()
                    let here = directionSlot * n + row
                    if seen {
                        let there = (1 - directionSlot) * n + lastRow
                        var center = centerStates[there], pixel = pixelStates[there]
                        if wantsReversals {
                            reversals &+= none.replacing(with: one, where: center.step(to: cx, offsetDirection: direction))
                        }
                        if wantsPixels {
                            pixelFlips &+= none.replacing(with: one, where: pixel.step(to: pixelCenter, offsetDirection: direction))
                        }
                        centerStates[here] = center
                        pixelStates[here] = pixel
                    } else {
                        centerStates[here] = LaneDirections(value: cx)
                        pixelStates[here] = LaneDirections(value: pixelCenter)
                    }
                }
            }
            if tracks {
                Self.setSlot(current, low: lo, count: rowCount, &slotLow, &slotCount)
                current = current == 2 ? 0 : current + 1
                directionSlot = 1 - directionSlot
            }
        }
        totals.frames = frames.offsets.count
        totals.overlap = overlap
        totals.jitterSumOfSquares = jitterSum
        totals.jitterTerms = jitterTerms
        totals.maxStepSquared = maxStep
        totals.hasStep = hasStep
        totals.reversals = reversals
        totals.pixelFlips = pixelFlips
        return totals
    }

    /// The scale weight of the `.linear` and `.gaussian` curves per lane (`CardStackLayout.curveWeight`).
    @inline(__always)
    func curveWeight(dist: Points, lanes: CardStackLanes) -> KernelLanes {
        switch scaleCurve {
        case .linear:
            return LaneMath.max(KernelLanes(), 1 - dist / lanes.scaleWidth)
        case .gaussian:
            var w = KernelLanes()
            for j in 0..<LaneMath.width {
                let u = dist / lanes.scaleWidth[j]
                w[j] = Elementary.exp(-0.5 * (u * u))
            }
            return w
        case .sine:
            var w = KernelLanes()
            for j in 0..<LaneMath.width { w[j] = CardStackLayout.clampedSine(dist * lanes.scaleFrequency[j]) }
            return w
        }
    }

    @inline(__always)
    static func slot(_ s: Int, _ low: (Int, Int, Int), _ count: (Int, Int, Int)) -> (Int, Int) {
        switch s {
        case 0: (low.0, count.0)
        case 1: (low.1, count.1)
        default: (low.2, count.2)
        }
    }

    @inline(__always)
    static func setSlot(_ s: Int, low: Int, count: Int, _ lows: inout (Int, Int, Int), _ counts: inout (Int, Int, Int)) {
        switch s {
        case 0: lows.0 = low; counts.0 = count
        case 1: lows.1 = low; counts.1 = count
        default: lows.2 = low; counts.2 = count
        }
    }
}
