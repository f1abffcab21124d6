/// A lean sweep kernel for formula layouts: runs one compiled program for several points at
/// once, one point per SIMD lane (`FormulaProgram.runPoints`), over the frames of a case, and
/// folds only the requested metrics (`LaneFrameFold`) — with exactly the IEEE-754 operations,
/// in the same order, of `FormulaLayout` and `LayoutMetricsAccumulator`, so every lane's
/// metric values have the bits a scalar run gives.
///
/// Points share a kernel when they share the program and the window (`WindowKey`: the
/// formulas' text, the parameter names, the axis, the pitch, the count, `{"nearest": N}` and the
/// perspective distance):
/// then the candidates lo … hi and rel = offset − i·pitch are the same in every lane and
/// computed once per frame. Per lane remain the parameters (and what the program derives from
/// them). Every attribute the metrics read is computed; every attribute is checked unless
/// `FormulaBounds` proves it finite for the whole run, and one no metric reads and proven
/// finite is not computed at all (`Plan`). A lane that meets a NaN or ±∞ in any frame is
/// reported as faulted, and the driver runs that point the scalar way for its message.
///
/// Served: the metrics of `CardStackKernel.supportedMetrics`, for layouts with
/// `{"nearest": N}` visibility whose formulas do not read `velocity`; a driver evaluates
/// anything else the scalar way.
package struct FormulaKernel: Sendable {
    /// The layout metrics the kernel folds.
    package static let supportedMetrics = CardStackKernel.supportedMetrics

    let program: FormulaProgram
    /// `program.setup` for `visibleCount` lanes, made once.
    let setupSteps: ContiguousArray<FormulaStep>
    let geometry: LayoutGeometry
    let pitch: Points
    let visibleCount: Int
    let lowerSpan: Int  // ⌊(n−1)/2⌋
    let upperSpan: Int  // ⌈(n−1)/2⌉
    let count: Int?
    let horizontal: Bool
    let displayScale: Double
    let requested: [Metric]
    let wantsOverlap: Bool, wantsJitter: Bool, wantsStep: Bool
    let wantsReversals: Bool, wantsPixels: Bool
    /// The container's perspective (`layout.perspective`) and the anchor it projects about
    /// (the viewport centre, x across the axis for vertical layouts), as `ViewEvaluator` has them.
    let perspective: Perspective?
    let anchorX: Points, anchorY: Points

    /// The kernel of `definition`'s program and window in `geometry`, under `perspective` (if
    /// any), folding `metrics` (physics metrics among them are ignored; `pixel_flips` at
    /// `displayScale` device pixels per pt). nil when the visibility is not `{"nearest": N}`, a
    /// formula reads `velocity`, or a layout metric is not `supportedMetrics` or does not apply
    /// to the layout.
    package init?(
        definition d: FormulaLayoutDefinition, geometry: LayoutGeometry, perspective: Perspective? = nil, metrics: [Metric],
        displayScale: Double
    ) {
        let traits = d.traits
        let layoutMetrics = Metric.allCases.filter { $0.isLayoutMetric && metrics.contains($0) }
        guard case .nearest(let n) = d.visibility, n >= 1,
            layoutMetrics.allSatisfy({ Self.supportedMetrics.contains($0) && traits.applies($0) })
        else { return nil }
        let program = d.shape.program
        let velocity = Int32(FormulaRegisters.velocity)
        guard !program.instructions.contains(where: { $0.a == velocity || $0.b == velocity || $0.c == velocity }),
            !program.outputs.contains(FormulaRegisters.velocity)
        else { return nil }
        self.program = program
        setupSteps = program.setupSteps(lanes: n)
        self.geometry = geometry
        pitch = d.pitch
        visibleCount = n
        lowerSpan = (n - 1) / 2
        upperSpan = n / 2
        count = d.count
        horizontal = traits.isHorizontal
        self.displayScale = displayScale
        requested = layoutMetrics
        wantsOverlap = metrics.contains(.overlapMeanPt) || metrics.contains(.overlapCV)
        wantsJitter = metrics.contains(.jitterRMSPt)
        wantsStep = metrics.contains(.maxStepPt)
        wantsReversals = metrics.contains(.reversals)
        wantsPixels = metrics.contains(.pixelFlips)
        self.perspective = perspective
        let along = geometry.viewport / 2, across = geometry.crossViewport / 2
        anchorX = traits.isHorizontal ? along : across
        anchorY = traits.isHorizontal ? across : along
    }

    /// What definitions must share to run in one kernel's lanes: everything but the
    /// parameters' values (and `dataCount`, which no metric reads) — the formulas' text, the
    /// parameter names, the axis, the visibility, the count, the pitch's bits and the
    /// perspective distance's.
    package struct WindowKey: Hashable, Sendable {
        let text: [String]
        let pitch: UInt64, count: Int?, nearest: Int?, axis: LayoutAxis, perspective: UInt64?

        /// Hashes the texts' lengths, not their characters (equality still compares them): a
        /// sweep's points share their formulas' strings, so comparing is a pointer check, where
        /// hashing every character of every formula cost more per point than the lookup saves.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(pitch)
            hasher.combine(count)
            hasher.combine(nearest)
            hasher.combine(axis)
            hasher.combine(perspective)
            for t in text { hasher.combine(t.utf8.count) }
        }
    }

    /// The window key of `d` under `perspective` (pt, nil without one).
    package static func windowKey(_ d: FormulaLayoutDefinition, perspective: Points? = nil) -> WindowKey {
        var text = [d.pitchFormula.source, String(d.parameters.count)]
        text += d.parameters.map(\.name)
        text += d.lets.flatMap { [$0.name, $0.formula.source] }
        text += FormulaAttribute.allCases.map { d.item[$0]?.source ?? "\u{0}" }
        let nearest: Int?
        if case .nearest(let n) = d.visibility { nearest = n } else { nearest = nil }
        return WindowKey(
            text: text, pitch: d.pitch.bitPattern, count: d.count, nearest: nearest, axis: d.axis,
            perspective: perspective?.bitPattern)
    }

    /// The lane key of `d`: its parameters' values as bit patterns (definitions with equal
    /// window and lane keys give equal metrics).
    package static func laneKey(_ d: FormulaLayoutDefinition) -> [UInt64] { d.parameters.map(\.value.bitPattern) }

    /// The metric values of each of `definitions` (which share this kernel's window key) over
    /// `frames`: `physics` plus the requested layout metrics, as a scalar run gives them; nil
    /// for a definition whose run meets a non-finite attribute (evaluate it the scalar way).
    package func evaluate(
        _ definitions: [FormulaLayoutDefinition], frames: ShownFrames, physics: MetricValues
    ) -> [MetricValues?] {
        var results: [MetricValues?] = []
        results.reserveCapacity(definitions.count)
        let ranges = inputs(frames)
        var plans: [[Bool]: Plan] = [:]
        var start = 0
        while start < definitions.count {
            let end = min(start + LaneMath.width, definitions.count)
            let uniforms = (0..<LaneMath.width).map {
                FormulaLayout.uniformValues(definitions[Swift.min(start + $0, end - 1)], geometry: geometry)
            }
            var registers = program.makePointRegisters(
                rows: visibleCount, pitch: pitch, uniformValues: uniforms, setupSteps: setupSteps)
            let (totals, faulted) = registers.withUnsafeMutableBufferPointer { buffer in
                let r = buffer.baseAddress!
                let proven = FormulaBounds.provenFinite(program, registers: r, rows: visibleCount, inputs: ranges)
                let chosen = plans[proven] ?? plan(proven: proven)
                plans[proven] = chosen
                return run(r, frames: frames, plan: chosen)
            }
            for j in 0..<(end - start) {
                guard !faulted[j] else {
                    results.append(nil)
                    continue
                }
                var values = physics
                totals.write(lane: j, metrics: requested, into: &values)
                results.append(values)
            }
            start = end
        }
        return results
    }
}
