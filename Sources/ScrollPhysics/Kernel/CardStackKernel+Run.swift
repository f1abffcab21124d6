extension CardStackKernel {
    /// The frame loop for this kernel's way of laying out frames (`CardStackFrameMode`); the
    /// lanes in `faulted` showed a card at or behind the perspective's eye.
    /// `depth`: the lanes' z coefficients, under a perspective.
    func run(
        _ lanes: CardStackLanes, depth: CardStackDepth<KernelLanes>?, frames: ShownFrames
    ) -> (KernelTotals, faulted: KernelLaneMask) {
        let zero = KernelLanes()
        let depth = depth ?? CardStackDepth(zMax: zero, zSlope: zero, zFloor: zero)
        switch (dynamicSpacing, perspective != nil) {
        case (false, false): return run(lanes, depth: depth, frames: frames, mode: EvenCardFrames.self)
        case (false, true): return run(lanes, depth: depth, frames: frames, mode: EvenProjectedCardFrames.self)
        case (true, false): return run(lanes, depth: depth, frames: frames, mode: DynamicCardFrames.self)
        case (true, true): return run(lanes, depth: depth, frames: frames, mode: DynamicProjectedCardFrames.self)
        }
    }

    /// The frame loop: lays out each shown frame's window in every lane and folds it.
    ///
    /// Frame k shows offset o; f = round(o/spacing) (halves away from zero), the window is
    /// lo … hi (clipped when bounded). Evenly spaced, card i has rel = o − i·spacing and, per
    /// lane, from θ = rel_f·ω and the row's angle table (angle addition,
    /// `CardStackCoefficients.evenCard`, the scalar layout's own code):
    ///
    ///     cosine = cos θc·cos(kδc) + sin θc·sin(kδc)
    ///     weight = clamp(sign(rel)·(sin θs·cos(kδs) − cos θs·sin(kδs)), 0, 1)    (sine curve)
    ///     scale  = baseScale + (maxScale − baseScale)·weight
    ///     x = midX + A·cosine − width/2 − rel·stride/spacing,   y = midY − height/2
    ///
    /// With dynamic spacing each lane chains its rel outward from the focus and computes each
    /// card's angles directly (`CardStackCoefficients.dynamicWindow`). Under a perspective each
    /// shown card's z = max(zFloor, zMax − |rel|·zSlope) faults its lane unless z < d, and
    /// x, y, width, height are projected about (midX, midY) by k = d/(d − z). Then the pairs'
    /// overlap, and for a card also shown one and two frames ago (its row there is i − lo of
    /// that frame) the step and the jitter terms, and its direction states. A frame showing the
    /// same offset (bit for bit) as the last frame laid out keeps its rows: the layout is a
    /// function of the offset alone, so laying them out again would write the same bits.
    @inline(__always)
    private func run<Mode: CardStackFrameMode>(
        _ lanes: CardStackLanes, depth: CardStackDepth<KernelLanes>, frames: ShownFrames, mode: Mode.Type
    ) -> (KernelTotals, faulted: KernelLaneMask) {
        let n = visibleCount
        let tracks = wantsJitter || wantsStep || wantsReversals || wantsPixels
        let directions = wantsReversals || wantsPixels
        // One allocation per run: this frame's x, width, height per row, the last three frames'
        // card centres and widths (slot s at rows s·n ..< s·n + count) and, under a perspective,
        // this frame's y per row; then the last two frames' direction states (slot d at d·n).
        let buffers = Mode.projects ? 13 : 12
        let scratch = UnsafeMutablePointer<KernelLanes>.allocate(capacity: buffers * n)
        let states = UnsafeMutablePointer<LaneDirections>.allocate(capacity: 4 * n)
        defer {
            scratch.deallocate()
            states.deallocate()
        }
        scratch.initialize(repeating: KernelLanes(), count: buffers * n)
        states.initialize(repeating: LaneDirections(value: KernelLanes()), count: 4 * n)
        let xs = scratch, widths = scratch + n, heights = scratch + 2 * n
        let centerX = scratch + 3 * n, centerY = scratch + 6 * n, trackWidths = scratch + 9 * n
        let ys = Mode.projects ? scratch + 12 * n : xs  // only written under a perspective
        let centerStates = states, pixelStates = states + 2 * n
        let rows = CardRows(xs: xs, ys: ys, widths: widths, heights: heights)
        var totals = KernelTotals()
        var faulted = KernelLaneMask()
        var slotLow = (0, 0, 0), slotCount = (0, 0, 0)
        var current = 0, directionSlot = 0
        // The rows hold the layout of the offset with these bits (once `laidOut`).
        var laidOut = false, laidOutOffset: UInt64 = 0
        for (k, o) in frames.offsets.enumerated() {
            let f = LayoutIndex.nearestIndex(o / spacing)
            var lo = f - lowerSpan, hi = f + upperSpan
            if bounded {
                lo = Swift.max(lo, 0)
                if let count { hi = Swift.min(hi, count - 1) }
            }
            let rowCount = lo <= hi ? hi - lo + 1 : 0
            // A frame that shows the offset the rows hold (a resting or dropped frame: the same
            // bits) would lay out the same rows again: they are kept.
            if rowCount > 0, !laidOut || o.bitPattern != laidOutOffset {
                laidOut = true
                laidOutOffset = o.bitPattern
                if Mode.dynamicSpacing {
                    layOutDynamic(
                        lanes, depth: depth, offset: o, focus: f, low: lo, rows: rowCount, into: rows, mode: mode,
                        faulted: &faulted)
                } else if Mode.projects {
                    layOutProjected(
                        lanes, depth: depth, offset: o, focus: f, low: lo, rows: rowCount, into: rows, mode: mode,
                        faulted: &faulted)
                } else {
                    layOut(lanes, offset: o, focus: f, low: lo, rows: rowCount, xs: xs, widths: widths, heights: heights)
                }
            }
            if rowCount > 0, wantsOverlap { foldOverlaps(rows: rowCount, xs: xs, widths: widths, into: &totals) }
            guard tracks else { continue }
            let last = current == 0 ? 2 : current - 1, prior = current == 2 ? 0 : current + 1
            let (lastLow, lastCount) = Self.slot(last, slotLow, slotCount)
            let (priorLow, priorCount) = Self.slot(prior, slotLow, slotCount)
            // Slot bases (rows < n, slots < 3: no product or sum here overflows).
            let currentBase = current &* n, lastBase = last &* n, priorBase = prior &* n
            let wantsStep = wantsStep, wantsJitter = wantsJitter
            var jitterRows = 0
            for row in 0..<rowCount {
                let i = lo &+ row
                let width = widths[row]
                let cx = xs[row] + width / 2
                let cy = Mode.projects ? ys[row] + heights[row] / 2 : (midY - heights[row] / 2) + heights[row] / 2
                centerX[currentBase &+ row] = cx
                centerY[currentBase &+ row] = cy
                trackWidths[currentBase &+ row] = width
                let lastRow = i &- lastLow
                let seen = lastRow >= 0 && lastRow < lastCount
                if seen {
                    let a = lastBase &+ lastRow
                    let ax = centerX[a], ay = centerY[a]
                    if wantsStep {
                        let sx = cx - ax, sy = cy - ay
                        totals.maxStepSquared = KernelLanes.maximum(totals.maxStepSquared, sx * sx + sy * sy)
                        totals.hasStep = true
                    }
                    let priorRow = i &- priorLow
                    if wantsJitter, priorRow >= 0, priorRow < priorCount {
                        let aw = trackWidths[a]
                        let b = priorBase &+ priorRow
                        let dx = cx - 2 * ax + centerX[b]
                        let dy = cy - 2 * ay + centerY[b]
                        let dw = width - 2 * aw + trackWidths[b]
                        var sum = totals.jitterSumOfSquares
                        sum += dx * dx
                        sum += dy * dy
                        sum += dw * dw
                        totals.jitterSumOfSquares = sum
                        jitterRows &+= 1
                    }
                }
                guard directions else { continue }
                let here = directionSlot &* n &+ row
                let there = seen ? (1 &- directionSlot) &* n &+ lastRow : -1
                stepDirections(
                    center: cx, there: there, here: here, direction: Int(frames.directions[k]),
                    centerStates: centerStates, pixelStates: pixelStates, into: &totals)
            }
            totals.jitterTerms += 3 * jitterRows
            Self.setSlot(current, low: lo, count: rowCount, &slotLow, &slotCount)
            current = current == 2 ? 0 : current + 1
            directionSlot = 1 - directionSlot
        }
        totals.frames = frames.offsets.count
        return (totals, faulted)
    }

    /// The overlaps of neighbouring rows, min(right) − max(left) along x, in row order.
    @inline(__always)
    private func foldOverlaps(
        rows rowCount: Int, xs: UnsafeMutablePointer<KernelLanes>, widths: UnsafeMutablePointer<KernelLanes>,
        into totals: inout KernelTotals
    ) {
        guard rowCount > 1 else { return }
        @inline(__always) func overlap(_ row: Int) -> KernelLanes {
            let a = xs[row &- 1], b = xs[row]
            return KernelLanes.minimum(a + widths[row &- 1], b + widths[row]) - KernelLanes.maximum(a, b)
        }
        var moments = totals.overlap
        var row = 1
        if moments.count == 0 {  // the stream's first value sets its shift
            moments.add(overlap(1))
            row = 2
        }
        while row < rowCount {
            moments.addShifted(overlap(row))
            row &+= 1
        }
        totals.overlap = moments
    }

    /// Steps one card's direction states from the last frame's slot `there` (−1: not shown
    /// then, so fresh states) into slot `here`, counting reversals and pixel flips.
    @inline(__always)
    private func stepDirections(
        center cx: KernelLanes, there: Int, here: Int, direction: Int,
        centerStates: UnsafeMutablePointer<LaneDirections>, pixelStates: UnsafeMutablePointer<LaneDirections>,
        into totals: inout KernelTotals
    ) {
        let pixelCenter = wantsPixels ? (cx * displayScale).rounded(.toNearestOrAwayFromZero) : KernelLanes()
        guard there >= 0 else {
            centerStates[here] = LaneDirections(value: cx)
            pixelStates[here] = LaneDirections(value: pixelCenter)
            return
        }
        let one = KernelLaneCounts(repeating: 1), none = KernelLaneCounts()
        var center = centerStates[there], pixel = pixelStates[there]
        if wantsReversals {
            totals.reversals &+= none.replacing(with: one, where: center.step(to: cx, offsetDirection: direction))
        }
        if wantsPixels {
            totals.pixelFlips &+= none.replacing(with: one, where: pixel.step(to: pixelCenter, offsetDirection: direction))
        }
        centerStates[here] = center
        pixelStates[here] = pixel
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
