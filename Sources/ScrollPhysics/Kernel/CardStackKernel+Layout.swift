extension CardStackKernel {
    /// One frame's rows lo ..< lo + rows in every lane, evenly spaced, without perspective:
    /// x, width and height of each card by the scalar layout's own code
    /// (`CardStackCoefficients.evenCard`, specialised for the lanes). The sweep's common case,
    /// kept a plain call with its own pointers (through `store`, 4 % more instructions a point).
    @inline(never)
    func layOut(
        _ lanes: CardStackLanes, offset o: Points, focus f: Int, low lo: Int, rows rowCount: Int,
        xs: UnsafeMutablePointer<KernelLanes>, widths: UnsafeMutablePointer<KernelLanes>,
        heights: UnsafeMutablePointer<KernelLanes>
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
                xs[row] = placed.x
                widths[row] = placed.width
                heights[row] = placed.height
            }
        }
    }

    /// One frame's rows lo ..< lo + rows in every lane, evenly spaced, under the perspective:
    /// each card as `layOut`, then its z and projection (`store`).
    @inline(never)
    func layOutProjected<Mode: CardStackFrameMode>(
        _ lanes: CardStackLanes, depth: CardStackDepth<KernelLanes>, offset o: Points, focus f: Int, low lo: Int, rows rowCount: Int,
        into rows: CardRows,
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
                    placed, dist: KernelLanes(repeating: abs(rel)), row: row, depth: depth, into: rows, mode: mode,
                    faulted: &faulted)
            }
        }
    }

    /// One frame's rows lo ..< lo + rows in every lane, with dynamic spacing: the whole window
    /// chained outward from the focus (`CardStackCoefficients.dynamicWindow`, the scalar
    /// layout's own code), the cards of the clipped rows stored.
    @inline(never)
    func layOutDynamic<Mode: CardStackFrameMode>(
        _ lanes: CardStackLanes, depth: CardStackDepth<KernelLanes>, offset o: Points, focus f: Int, low lo: Int, rows rowCount: Int,
        into rows: CardRows,
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
                depth: depth, into: rows, mode: mode, faulted: &faulted)
        }
    }

    /// Stores a placed card in `row`: x, width, height (y is midY − height/2, recomputed by the
    /// fold) or, under the perspective, its z (from `dist`) checked against d (the lanes where
    /// z < d fails are added to `faulted`) and x, y, width, height projected, as
    /// `Perspective.project` does.
    @inline(__always)
    func store<Mode: CardStackFrameMode>(
        _ placed: CardPlacement<KernelLanes>, dist: KernelLanes, row: Int,
        depth: CardStackDepth<KernelLanes>, into rows: CardRows, mode: Mode.Type,
        faulted: inout KernelLaneMask
    ) {
        guard Mode.projects, let d = perspective?.distance else {
            rows.xs[row] = placed.x
            rows.widths[row] = placed.width
            rows.heights[row] = placed.height
            return
        }
        let z = depth.z(dist: dist)
        faulted .|= .!(z .< d)
        let k = Perspective.magnification(distance: d, z: z)
        rows.xs[row] = Perspective.projected(placed.x, about: midX, by: k)
        rows.ys[row] = Perspective.projected(midY - placed.height / 2, about: midY, by: k)
        rows.widths[row] = placed.width * k
        rows.heights[row] = placed.height * k
    }
}
