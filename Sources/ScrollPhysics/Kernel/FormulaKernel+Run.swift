extension FormulaKernel {
    /// The frame loop: lays out each shown frame's candidates in every lane and folds them.
    ///
    /// Frame k shows offset o; its candidates are `window(offset:)`'s, row k holding index
    /// lo + k, as `FormulaLayout.layout` fills its lanes. The inputs (index, rel, dist, offset,
    /// focus, those `plan` reads; velocity is never read) are written into `r`, `plan`'s instructions run over the
    /// rows, its checked outputs are checked for NaN and ±∞ in every row (per lane: `faulted`),
    /// then x, y, width and height are folded — under a perspective, projected first (`project`;
    /// a z at or behind the eye faults the lane). The lanes of points that faulted carry on but
    /// are not reported.
    func run(_ r: UnsafeMutablePointer<KernelLanes>, frames: ShownFrames, plan: Plan) -> (KernelTotals, faulted: KernelLaneMask) {
        let n = visibleCount
        var fold = LaneFrameFold(
            rows: n, overlap: wantsOverlap, jitter: wantsJitter, step: wantsStep, reversals: wantsReversals,
            pixels: wantsPixels, horizontal: horizontal, displayScale: displayScale)
        defer { fold.deallocate() }
        let outputs = program.outputs
        let rx = r + outputs[0] * n, ry = r + outputs[1] * n
        let rw = r + outputs[2] * n, rh = r + outputs[3] * n, rz = r + outputs[Self.zOutput] * n
        // Under a perspective the fold reads the projected rows, written here (one block per run).
        let projected = UnsafeMutablePointer<KernelLanes>.allocate(capacity: perspective == nil ? 0 : 4 * n)
        defer { projected.deallocate() }
        let projects = perspective != nil
        let xs = projects ? projected : rx, ys = projects ? projected + n : ry
        let widths = projects ? projected + 2 * n : rw, heights = projects ? projected + 3 * n : rh
        var farFaults = KernelLaneMask()
        let index = r + FormulaRegisters.index * n, rel = r + FormulaRegisters.rel * n
        let dist = r + FormulaRegisters.dist * n, offset = r + FormulaRegisters.offset * n
        let focus = r + FormulaRegisters.focus * n
        // As `FormulaLayout`: a value is NaN or ±∞ exactly when adding one to its exponent
        // carries into the sign bit.
        let exponent = KernelLaneBits(repeating: 0x7FF0_0000_0000_0000), one = KernelLaneBits(repeating: 0x0010_0000_0000_0000)
        var carries = KernelLaneBits()
        var totals = KernelTotals()
        plan.steps.withUnsafeBufferPointer { steps in
            plan.checked.withUnsafeBufferPointer { checked in
                for (k, o) in frames.offsets.enumerated() {
                    let (lo, rowCount, f) = window(offset: o)
                    if rowCount > 0 {
                        let focusValue = Double(f)
                        for row in 0..<rowCount {
                            let i = Double(lo + row)
                            let relValue = o - i * pitch
                            rel[row] = KernelLanes(repeating: relValue)
                            dist[row] = KernelLanes(repeating: abs(relValue))
                            if plan.readsIndex { index[row] = KernelLanes(repeating: i) }
                            if plan.readsOffset { offset[row] = KernelLanes(repeating: o) }
                            if plan.readsFocus { focus[row] = KernelLanes(repeating: focusValue) }
                        }
                        FormulaProgram.runPoints(steps, r, count: rowCount)
                        for output in checked {
                            let values = r + output * n
                            for row in 0..<rowCount { carries |= (LaneMath.bits(values[row]) & exponent) &+ one }
                        }
                        if let d = perspective?.distance {
                            project(
                                rows: rowCount, x: rx, y: ry, width: rw, height: rh, z: rz, distance: d, into: projected,
                                faulted: &farFaults)
                        }
                    }
                    fold.fold(
                        low: lo, rows: rowCount, xs: xs, ys: ys, widths: widths, heights: heights,
                        direction: Int(frames.directions[k]), into: &totals)
                }
            }
        }
        totals.frames = frames.offsets.count
        return (totals, (carries .>= KernelLaneBits(repeating: 1 << 63)) .| farFaults)
    }

    /// `Perspective.project` on rows 0 ..< `rows` in every lane: k = d/(d − z), x and y
    /// projected about the anchor, width and height times k, written into `out` (x, y, width,
    /// height blocks of `visibleCount` rows); a lane whose z is not below d (or is NaN) in some
    /// row is added to `faulted` — the scalar run fails there.
    @inline(__always)
    func project(
        rows: Int, x: UnsafeMutablePointer<KernelLanes>, y: UnsafeMutablePointer<KernelLanes>,
        width: UnsafeMutablePointer<KernelLanes>, height: UnsafeMutablePointer<KernelLanes>,
        z: UnsafeMutablePointer<KernelLanes>, distance d: Double, into out: UnsafeMutablePointer<KernelLanes>,
        faulted: inout KernelLaneMask
    ) {
        let n = visibleCount, eye = KernelLanes(repeating: d)
        for row in 0..<rows {
            faulted .|= .!(z[row] .< eye)
            let k = Perspective.magnification(distance: d, z: z[row])
            out[row] = Perspective.projected(x[row], about: anchorX, by: k)
            out[n + row] = Perspective.projected(y[row], about: anchorY, by: k)
            out[2 * n + row] = width[row] * k
            out[3 * n + row] = height[row] * k
        }
    }
}
