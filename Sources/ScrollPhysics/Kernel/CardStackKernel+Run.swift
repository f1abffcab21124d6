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
    func run(_ lanes: CardStackLanes, frames: ShownFrames) -> KernelTotals {
        let n = visibleCount
        // One allocation per run: this frame's x, y, width, height per row (and the fold's tracks).
        let scratch = UnsafeMutablePointer<KernelLanes>.allocate(capacity: 4 * n)
        scratch.initialize(repeating: KernelLanes(), count: 4 * n)
        var fold = LaneFrameFold(
            rows: n, overlap: wantsOverlap, jitter: wantsJitter, step: wantsStep, reversals: wantsReversals,
            pixels: wantsPixels, horizontal: true, displayScale: displayScale)
        defer {
            scratch.deallocate()
            fold.deallocate()
        }
        let xs = scratch, ys = scratch + n, widths = scratch + 2 * n, heights = scratch + 3 * n
        var totals = KernelTotals()
        for (k, o) in frames.offsets.enumerated() {
            let f = LayoutIndex.nearestIndex(o / spacing)
            var lo = f - lowerSpan, hi = f + upperSpan
            if bounded {
                lo = Swift.max(lo, 0)
                if let count { hi = Swift.min(hi, count - 1) }
            }
            let rowCount = lo <= hi ? hi - lo + 1 : 0
            if rowCount > 0 {
                layOut(lanes, offset: o, focus: f, low: lo, rows: rowCount, xs: xs, ys: ys, widths: widths, heights: heights)
            }
            fold.fold(
                low: lo, rows: rowCount, xs: xs, ys: ys, widths: widths, heights: heights, direction: frames.directions[k],
                into: &totals)
        }
        totals.frames = frames.offsets.count
        return totals
    }

    /// One frame's rows lo ..< lo + rows in every lane: x, width and height of each card
    /// (the scalar layout's `layoutEven` and `card`, operation for operation).
    @inline(__always)
    private func layOut(
        _ lanes: CardStackLanes, offset o: Points, focus f: Int, low lo: Int, rows rowCount: Int,
        xs: UnsafeMutablePointer<KernelLanes>, ys: UnsafeMutablePointer<KernelLanes>,
        widths: UnsafeMutablePointer<KernelLanes>, heights: UnsafeMutablePointer<KernelLanes>
    ) {
        let skipped = lo - (f - lowerSpan)
        let focusRel = o - Double(f) * spacing
        let (sinCenter, cosCenter) = LaneSinCos.of(focusRel * lanes.centerFrequency)
        let sine = scaleCurve == .sine
        let (sinScale, cosScale) = sine ? LaneSinCos.of(focusRel * lanes.scaleFrequency) : (KernelLanes(), KernelLanes(repeating: 1))
        lanes.phases.withUnsafeBufferPointer { phases in
            for row in 0..<rowCount {
                let i = lo &+ row
                let p = phases[skipped &+ row]
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
                xs[row] = midX + lanes.shiftAmplitude * cosine - width / 2 - rel * lanes.strideRate
                let height = lanes.cardHeight * scale
                ys[row] = midY - height / 2
                widths[row] = width
                heights[row] = height
            }
        }
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
}
