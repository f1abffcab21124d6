extension FormulaKernel {
    /// The frame loop: lays out each shown frame's candidates in every lane and folds them.
    ///
    /// Frame k shows offset o; its candidates are `window(offset:)`'s, row k holding index
    /// lo + k, as `FormulaLayout.layout` fills its lanes. The inputs (index, rel, dist, offset,
    /// focus, those `plan` reads; velocity is never read) are written into `r`, `plan`'s instructions run over the
    /// rows, its checked outputs are checked for NaN and ±∞ in every row (per lane: `faulted`),
    /// then x, y, width and height are folded. The lanes of points that faulted carry on but are
    /// not reported.
    func run(_ r: UnsafeMutablePointer<KernelLanes>, frames: ShownFrames, plan: Plan) -> (KernelTotals, faulted: KernelLaneMask) {
        let n = visibleCount
        var fold = LaneFrameFold(
            rows: n, overlap: wantsOverlap, jitter: wantsJitter, step: wantsStep, reversals: wantsReversals,
            pixels: wantsPixels, horizontal: horizontal, displayScale: displayScale)
        defer { fold.deallocate() }
        let outputs = program.outputs
        let xs = r + outputs[0] * n, ys = r + outputs[1] * n
        let widths = r + outputs[2] * n, heights = r + outputs[3] * n
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
                    }
                    fold.fold(
                        low: lo, rows: rowCount, xs: xs, ys: ys, widths: widths, heights: heights,
                        direction: frames.directions[k], into: &totals)
                }
            }
        }
        totals.frames = frames.offsets.count
        return (totals, carries .>= KernelLaneBits(repeating: 1 << 63))
    }
}
