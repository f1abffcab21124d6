extension CardStackKernel {
    /// The frame loop for this kernel's way of laying out frames (`CardStackFrameMode`); the
    /// lanes in `faulted` showed a card at or behind the perspective's eye.
    func run(_ lanes: CardStackLanes, frames: ShownFrames) -> (KernelTotals, faulted: KernelLaneMask) {
        switch (dynamicSpacing, perspective != nil) {
        case (false, false): run(lanes, frames: frames, mode: EvenCardFrames.self)
        case (false, true): run(lanes, frames: frames, mode: EvenProjectedCardFrames.self)
        case (true, false): run(lanes, frames: frames, mode: DynamicCardFrames.self)
        case (true, true): run(lanes, frames: frames, mode: DynamicProjectedCardFrames.self)
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
    /// that frame) the step and the jitter terms, and its direction states.
    @inline(__always)
    private func run<Mode: CardStackFrameMode>(
        _ lanes: CardStackLanes, frames: ShownFrames, mode: Mode.Type
    ) -> (KernelTotals, faulted: KernelLaneMask) {
        let n = visibleCount
        let tracks = wantsJitter || wantsStep || wantsReversals || wantsPixels
        let directions = wantsReversals || wantsPixels
        // One allocation per run: this frame's x, width, height, y per row, then the last three
        // frames' card centres and widths (slot s at rows s·n ..< s·n + count), then the last two
        // frames' direction states (slot d at d·n).
        let scratch = UnsafeMutablePointer<KernelLanes>.allocate(capacity: 13 * n)
        let states = UnsafeMutablePointer<LaneDirections>.allocate(capacity: 4 * n)
        defer {
            scratch.deallocate()
            states.deallocate()
        }
        scratch.initialize(repeating: KernelLanes(), count: 13 * n)
        states.initialize(repeating: LaneDirections(value: KernelLanes()), count: 4 * n)
        let xs = scratch, widths = scratch + n, heights = scratch + 2 * n
        let centerX = scratch + 3 * n, centerY = scratch + 6 * n, trackWidths = scratch + 9 * n
        let ys = scratch + 12 * n
        let centerStates = states, pixelStates = states + 2 * n
        let rows = CardRows(xs: xs, ys: ys, widths: widths, heights: heights)
        var totals = KernelTotals()
        var faulted = KernelLaneMask()
        var slotLow = (0, 0, 0), slotCount = (0, 0, 0)
        var current = 0, directionSlot = 0
        for (k, o) in frames.offsets.enumerated() {
            let f = LayoutIndex.nearestIndex(o / spacing)
            var lo = f - lowerSpan, hi = f + upperSpan
            if bounded {
                lo = Swift.max(lo, 0)
                if let count { hi = Swift.min(hi, count - 1) }
            }
            let rowCount = lo <= hi ? hi - lo + 1 : 0
            if rowCount > 0 {
                if Mode.dynamicSpacing {
                    layOutDynamic(lanes, offset: o, focus: f, low: lo, rows: rowCount, into: rows, mode: mode, faulted: &faulted)
                } else {
                    layOut(lanes, offset: o, focus: f, low: lo, rows: rowCount, into: rows, mode: mode, faulted: &faulted)
                }
                if wantsOverlap { foldOverlaps(rows: rowCount, xs: xs, widths: widths, into: &totals) }
            }
            guard tracks else { continue }
            let last = current == 0 ? 2 : current - 1, prior = current == 2 ? 0 : current + 1
            let (lastLow, lastCount) = Self.slot(last, slotLow, slotCount)
            let (priorLow, priorCount) = Self.slot(prior, slotLow, slotCount)
            for row in 0..<rowCount {
                let i = lo &+ row
                let width = widths[row]
                let cx = xs[row] + width / 2
                let cy = Mode.projects ? ys[row] + heights[row] / 2 : (midY - heights[row] / 2) + heights[row] / 2
                centerX[current * n + row] = cx
                centerY[current * n + row] = cy
                trackWidths[current * n + row] = width
                let lastRow = i &- lastLow
                let seen = lastRow >= 0 && lastRow < lastCount
                if seen {
                    let ax = centerX[last * n + lastRow], ay = centerY[last * n + lastRow]
                    if wantsStep {
                        let sx = cx - ax, sy = cy - ay
                        totals.maxStepSquared = KernelLanes.maximum(totals.maxStepSquared, sx * sx + sy * sy)
                        totals.hasStep = true
                    }
                    let priorRow = i &- priorLow
                    if wantsJitter, priorRow >= 0, priorRow < priorCount {
                        let aw = trackWidths[last * n + lastRow]
                        let b = prior * n + priorRow
                        let dx = cx - 2 * ax + centerX[b]
                        let dy = cy - 2 * ay + centerY[b]
                        let dw = width - 2 * aw + trackWidths[b]
                        var sum = totals.jitterSumOfSquares
                        sum += dx * dx
                        sum += dy * dy
                        sum += dw * dw
                        totals.jitterSumOfSquares = sum
                        totals.jitterTerms += 3
                    }
                }
                guard directions else { continue }
                let here = directionSlot * n + row
                let there = seen ? (1 - directionSlot) * n + lastRow : -1
                stepDirections(
                    center: cx, there: there, here: here, direction: frames.directions[k],
                    centerStates: centerStates, pixelStates: pixelStates, into: &totals)
            }
            Self.setSlot(current, low: lo, count: rowCount, &slotLow, &slotCount)
            current = current == 2 ? 0 : current + 1
            directionSlot = 1 - directionSlot
        }
        totals.frames = frames.offsets.count
        return (totals, faulted)
    }

    /// One frame's rows lo ..< lo + rows in every lane, evenly spaced: each card by the scalar
    /// layout's own code (`CardStackCoefficients.evenCard`, specialised for the lanes), stored.
    @inline(__always)
    private func layOut<Mode: CardStackFrameMode>(
        _ lanes: CardStackLanes, offset o: Points, focus f: Int, low lo: Int, rows rowCount: Int, into rows: CardRows,
        mode: Mode.Type, faulted: inout KernelLaneMask
    ) {
        let skipped = lo - (f - lowerSpan)
        let coefficients = lanes.coefficients
        let angles = coefficients.focusAngles(rel: o - Double(f) * spacing, curve: scaleCurve)
        lanes.phases.withUnsafeBufferPointer { phases in
            for row in 0..<rowCount {
                let i = lo &+ row
                let rel = o - Double(i) * spacing
                let placed = coefficients.evenCard(
                    rel: rel, row: phases[skipped &+ row], focus: angles, curve: scaleCurve, midX: midX)
                store(
                    placed, dist: Mode.projects ? KernelLanes(repeating: abs(rel)) : KernelLanes(), row: row,
                    coefficients: coefficients, into: rows, mode: mode, faulted: &faulted)
            }
        }
    }

    /// One frame's rows lo ..< lo + rows in every lane, with dynamic spacing: the whole window
    /// chained outward from the focus (`CardStackCoefficients.dynamicWindow`, the scalar
    /// layout's own code), the cards of the clipped rows stored.
    @inline(__always)
    private func layOutDynamic<Mode: CardStackFrameMode>(
        _ lanes: CardStackLanes, offset o: Points, focus f: Int, low lo: Int, rows rowCount: Int, into rows: CardRows,
        mode: Mode.Type, faulted: inout KernelLaneMask
    ) {
        let focusRow = lowerSpan - (lo - (f - lowerSpan))
        let coefficients = lanes.coefficients
        coefficients.dynamicWindow(
            focusRel: o - Double(f) * spacing, spacing: spacing, lowerSpan: lowerSpan, upperSpan: upperSpan,
            curve: scaleCurve, midX: midX
        ) { step, rel, placed in
            let row = focusRow &+ step
            guard row >= 0, row < rowCount else { return }
            store(
                placed, dist: Mode.projects ? KernelLanes.magnitude(rel) : KernelLanes(), row: row,
                coefficients: coefficients, into: rows, mode: mode, faulted: &faulted)
        }
    }

    /// Stores a placed card in `row`: x, width, height (y is midY − height/2, recomputed by the
    /// fold) or, under the perspective, its z (from `dist`) checked against d (the lanes where
    /// z < d fails are added to `faulted`) and x, y, width, height projected, as
    /// `Perspective.project` does.
    @inline(__always)
    private func store<Mode: CardStackFrameMode>(
        _ placed: CardPlacement<KernelLanes>, dist: KernelLanes, row: Int,
        coefficients: CardStackCoefficients<KernelLanes>, into rows: CardRows, mode: Mode.Type,
        faulted: inout KernelLaneMask
    ) {
        guard Mode.projects, let d = perspective?.distance else {
            rows.xs[row] = placed.x
            rows.widths[row] = placed.width
            rows.heights[row] = placed.height
            return
        }
        let z = coefficients.z(dist: dist)
        faulted .|= .!(z .< d)
        let k = Perspective.magnification(distance: d, z: z)
        rows.xs[row] = Perspective.projected(placed.x, about: midX, by: k)
        rows.ys[row] = Perspective.projected(midY - placed.height / 2, about: midY, by: k)
        rows.widths[row] = placed.width * k
        rows.heights[row] = placed.height * k
    }

    /// The overlaps of neighbouring rows, min(right) − max(left) along x, in row order.
    @inline(__always)
    private func foldOverlaps(
        rows rowCount: Int, xs: UnsafeMutablePointer<KernelLanes>, widths: UnsafeMutablePointer<KernelLanes>,
        into totals: inout KernelTotals
    ) {
        var overlap = totals.overlap
        for row in 1..<Swift.max(rowCount, 1) {
            let a = xs[row - 1], b = xs[row]
            overlap.add(KernelLanes.minimum(a + widths[row - 1], b + widths[row]) - KernelLanes.maximum(a, b))
        }
        totals.overlap = overlap
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
