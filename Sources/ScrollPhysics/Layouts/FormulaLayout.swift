/// A layout written as formulas (`"kind": "formula"`; `FormulaLayoutDefinition`), compiled
/// once for its viewport into a `FormulaProgram` with every parameter and run constant
/// folded in.
///
/// Each frame: the candidate items (`FormulaVisibility`; within [0, count) when the content
/// is bounded) get lanes; the layout writes `index`, `rel` = offset − index·pitch,
/// `dist` = |rel|, `offset`, `velocity` and `focus` into the input registers and runs the
/// program once over all lanes; every attribute of every candidate is then checked — the
/// first NaN or ±∞ is kept in `fault` (attribute order x … clamped, then index) — and the
/// rows are written in index order (`{"viewport": true}` keeps only frames meeting
/// [0, viewport) along the axis). Nothing is allocated per frame; the cost depends on the
/// window, never on `count`.
public struct FormulaLayout: ScrollLayout {
    /// The checked and compiled formulas.
    public let definition: FormulaLayoutDefinition
    public let geometry: LayoutGeometry
    public let capacity: Int
    public let traits: LayoutTraits
    /// The first non-finite attribute met, if any (a run that meets one fails).
    public private(set) var fault: LayoutFault?

    private let program: FormulaProgram
    private let steps: ContiguousArray<FormulaStep>
    private let pitch: Points
    /// Lanes per register: `capacity` rounded up to even (the program runs two lanes at a time).
    private let lanes: Int
    private let lowerSpan: Int, upperSpan: Int
    private let margin: Points
    private let dataCount: Int?
    private let dataReciprocal: Double  // 1/dataCount, for `LayoutIndex.wrappedIndex`
    private let hasClamped: Bool
    private var registers: ContiguousArray<Double>

    /// Compiles `definition` for `geometry`. `geometry.viewport` is the length along `definition.axis`.
    public init(definition: FormulaLayoutDefinition, geometry: LayoutGeometry = LayoutGeometry()) {
        geometry.validate()
        self.definition = definition
        self.geometry = geometry
        traits = definition.traits
        pitch = definition.pitch
        let viewport = geometry.viewport
        switch definition.visibility {
        case .nearest(let n):
            capacity = n
            lowerSpan = (n - 1) / 2
            upperSpan = n / 2
            margin = 0
        case .viewport(let m):
            margin = m ?? viewport
            capacity = Self.viewportCapacity(viewport: viewport, margin: margin, pitch: pitch)
            lowerSpan = 0
            upperSpan = 0
        }
        lanes = (capacity + 1) & ~1
        program = definition.shape.program
        steps = program.steps(lanes: lanes)
        registers = program.makeRegisters(
            lanes: lanes, pitch: pitch, uniformValues: Self.uniformValues(definition, geometry: geometry))
        dataCount = definition.dataCount ?? definition.count
        dataReciprocal = dataCount.map { 1 / Double($0) } ?? 0
        hasClamped = definition.item[.clamped] != nil
    }

    /// The values of the program's uniforms for `definition` in `geometry`: the run constants in
    /// `FormulaCompiler.runUniforms` order (pitch, count, viewport, crossViewport, midX, midY),
    /// then the parameters.
    static func uniformValues(_ definition: FormulaLayoutDefinition, geometry: LayoutGeometry) -> [Double] {
        let horizontal = definition.axis == .horizontal
        let viewport = geometry.viewport, cross = geometry.crossViewport
        return [
            definition.pitch, definition.count.map(Double.init) ?? .infinity, viewport, cross,
            (horizontal ? viewport : cross) / 2, (horizontal ? cross : viewport) / 2
        ] + definition.parameters.map(\.value)
    }

    /// Candidates of `{"viewport": true}`: ⌈(viewport + 2·margin)/pitch⌉ + 1.
    public static func viewportCapacity(viewport: Points, margin: Points, pitch: Points) -> Int {
        LayoutIndex.ceilIndex((viewport + 2 * margin) / pitch) + 1
    }

    /// The candidate indices at `offset` (nil when clipping leaves none).
    @inline(__always)
    func candidates(offset: Points) -> ClosedRange<Int>? {
        var lo: Int, hi: Int
        switch definition.visibility {
        case .nearest:
            let f = LayoutIndex.nearestIndex(offset / pitch)
            lo = f - lowerSpan
            hi = f + upperSpan
        case .viewport:
            lo = LayoutIndex.ceilIndex((offset - margin) / pitch)
            hi = min(LayoutIndex.floorIndex((offset + geometry.viewport + margin) / pitch), lo + capacity - 1)
        }
        if geometry.bounded {
            lo = max(lo, 0)
            if let count = definition.count { hi = min(hi, count - 1) }
        }
        return lo <= hi ? lo...hi : nil
    }

    public mutating func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        precondition(items.capacity >= capacity, "ItemBuffer capacity \(items.capacity) < \(capacity)")
        items.removeAll()
        guard let range = candidates(offset: offset) else { return }
        let lo = range.lowerBound, n = range.count, lanes = self.lanes
        let pitch = self.pitch, focus = Double(LayoutIndex.nearestIndex(offset / pitch))
        let steps = self.steps, outputs = program.outputs
        let viewportMode: Bool
        if case .viewport = definition.visibility { viewportMode = true } else { viewportMode = false }
        let horizontal = traits.isHorizontal, viewport = geometry.viewport
        let dataCount = self.dataCount, dataReciprocal = self.dataReciprocal, hasClamped = self.hasClamped
        var newFault: LayoutFault?
        var written = 0
        registers.withUnsafeMutableBufferPointer { buffer in
            guard let r = buffer.baseAddress else { return }
            // An odd window gets one more lane of inputs (the next index) for the operations that
            // run in pairs; it is never checked or written.
            let evenCount = (n + 1) & ~1
            for k in 0..<evenCount {
                let index = Double(lo + k)
                let rel = offset - index * pitch
                r[FormulaRegisters.index * lanes + k] = index
                r[FormulaRegisters.rel * lanes + k] = rel
                r[FormulaRegisters.dist * lanes + k] = abs(rel)
                r[FormulaRegisters.offset * lanes + k] = offset
                r[FormulaRegisters.velocity * lanes + k] = velocity
                r[FormulaRegisters.focus * lanes + k] = focus
            }
            FormulaProgram.run(steps, r, count: n)
            // A value is NaN or ±∞ exactly when its exponent bits are all ones; adding one to the
            // exponent then carries into the sign bit. Or-ing those sums needs no branch.
            let exponent: UInt64 = 0x7FF0_0000_0000_0000, one: UInt64 = 0x0010_0000_0000_0000
            var carries: UInt64 = 0
            for output in outputs {
                let values = r + output * lanes
                for k in 0..<n { carries |= (values[k].bitPattern & exponent) &+ one }
            }
            if carries & (1 << 63) != 0 { newFault = Self.firstFault(r, outputs: outputs, lanes: lanes, count: n, first: lo) }
            let x = r + outputs[0] * lanes, y = r + outputs[1] * lanes
            let width = r + outputs[2] * lanes, height = r + outputs[3] * lanes
            let scale = r + outputs[4] * lanes, rotation = r + outputs[5] * lanes
            let alpha = r + outputs[6] * lanes, z = r + outputs[7] * lanes
            let shadow = r + outputs[8] * lanes, clamped = r + outputs[9] * lanes
            items.storage.withUnsafeMutableBufferPointer { rows in
                for k in 0..<n {
                    if viewportMode {
                        let start = horizontal ? x[k] : y[k], length = horizontal ? width[k] : height[k]
                        guard start + length > 0, start < viewport else { continue }
                    }
                    let i = lo + k
                    rows[written] = ItemAttributes(
                        index: i,
                        dataIndex: dataCount.map { LayoutIndex.wrappedIndex(i, count: $0, reciprocal: dataReciprocal) } ?? i,
                        x: x[k], y: y[k], width: width[k], height: height[k], scale: scale[k],
                        rotation: rotation[k], alpha: alpha[k], z: z[k], shadowOpacity: shadow[k],
                        layer: -1, translation: 0, clamped: hasClamped && clamped[k] != 0)
                    written += 1
                }
            }
        }
        items.setCount(written)
        if fault == nil, let newFault { fault = newFault }
    }

    /// The first non-finite value, attribute by attribute, then lane by lane.
    private static func firstFault(
        _ r: UnsafeMutablePointer<Double>, outputs: [Int], lanes: Int, count n: Int,
        first: Int
    ) -> LayoutFault? {
        for (attribute, output) in zip(FormulaAttribute.allCases, outputs) {
            for k in 0..<n where !r[output * lanes + k].isFinite {
                return LayoutFault(attribute: attribute.rawValue, index: first + k, value: r[output * lanes + k])
            }
        }
        return nil
    }

    public mutating func reset() { fault = nil }
}
