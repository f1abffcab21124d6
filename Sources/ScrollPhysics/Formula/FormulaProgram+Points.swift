extension FormulaProgram {
    /// Registers for `LaneMath.width` points at once (register r, row k at r·rows + k, lane j
    /// point j) holding what each point's own `makeRegisters` holds in its first `rows` lanes:
    /// constants and uniforms (`uniformValues`: one list per lane, `FormulaLayout.uniformValues`)
    /// in every row, `setup` run by `runPoints` (lane by lane the scalar `run`'s bits), then the
    /// angle tables, lane j's row k = cos and sin of k·pitch·K_j by the same calls.
    /// `setupSteps`: `setup` as `FormulaStep`s for `rows` lanes (`setupSteps(lanes:)`; a kernel
    /// makes them once, not once per group of points).
    func makePointRegisters(
        rows: Int, pitch: Double, uniformValues: [[Double]], setupSteps: ContiguousArray<FormulaStep>? = nil
    ) -> ContiguousArray<KernelLanes> {
        precondition(uniformValues.count == LaneMath.width, "one uniform list per lane")
        var registers = ContiguousArray(repeating: KernelLanes(), count: registerCount * rows)
        let setupSteps = setupSteps ?? self.setupSteps(lanes: rows)
        registers.withUnsafeMutableBufferPointer { buffer in
            guard let r = buffer.baseAddress else { return }
            for (register, v) in constants {
                for k in 0..<rows { r[register * rows + k] = KernelLanes(repeating: v) }
            }
            for (u, register) in uniforms.enumerated() {
                var value = KernelLanes()
                for j in 0..<LaneMath.width where u < uniformValues[j].count { value[j] = uniformValues[j][u] }
                for k in 0..<rows { r[register * rows + k] = value }
            }
            setupSteps.withUnsafeBufferPointer { Self.runPoints($0, r, count: rows) }
            for table in angleTables {
                for j in 0..<LaneMath.width {
                    let delta = pitch * r[table.factor * rows][j]
                    for k in 0..<rows {
                        r[table.cosines * rows + k][j] = Elementary.cos(Double(k) * delta)
                        r[table.sines * rows + k][j] = Elementary.sin(Double(k) * delta)
                    }
                }
            }
        }
        return registers
    }

    /// `run` for `LaneMath.width` points at once: `steps` (made for `rows` lanes per register,
    /// `steps(lanes: rows)`) over rows 0 ..< `count` of point registers (`makePointRegisters`),
    /// each a `KernelLanes` holding one point per lane. Every operation is the scalar one,
    /// lane by lane, in the same order — the arithmetic as vector operations with the same
    /// IEEE-754 results, `min`/`max`/`clamp` with the scalar tie and NaN rules, `abs` as a
    /// sign-bit operation, `exp` and the angle additions through `LaneExp` and
    /// `LaneSinCos`, everything else through `FormulaOperation.apply` per lane — so each
    /// lane's bits are those the point's scalar layout computes, NaN and ±0 included.
    @inline(__always)
    static func runPoints(_ steps: UnsafeBufferPointer<FormulaStep>, _ r: UnsafeMutablePointer<KernelLanes>, count n: Int) {
        let sign = KernelLaneBits(repeating: 1 << 63)
        for step in steps {
            let d = r + step.d, a = r + step.a, b = r + step.b, c = r + step.c
            switch step.operation {
            case .add: for k in 0..<n { d[k] = a[k] + b[k] }
            case .subtract: for k in 0..<n { d[k] = a[k] - b[k] }
            case .multiply: for k in 0..<n { d[k] = a[k] * b[k] }
            case .divide: for k in 0..<n { d[k] = a[k] / b[k] }
            case .negate: for k in 0..<n { d[k] = -a[k] }  // the same SIMD negation `run` uses
            case .exp: for k in 0..<n { d[k] = LaneExp.of(a[k]) }
            case .clamp: for k in 0..<n { d[k] = KernelLanes.minimum(KernelLanes.maximum(a[k], b[k]), c[k]) }
            case .max: for k in 0..<n { d[k] = KernelLanes.maximum(a[k], b[k]) }
            case .min: for k in 0..<n { d[k] = KernelLanes.minimum(a[k], b[k]) }
            case .abs: for k in 0..<n { d[k] = LaneMath.magnitude(a[k]) }
            case .sinOfRel, .cosOfRel, .sinOfDist, .cosOfDist:
                // As `run`: one sin/cos pair of row 0's rel·K, then angle addition per row.
                guard n > 0 else { continue }
                let rel = r + step.rel
                let (s0, c0) = LaneSinCos.of(rel[0] * a[0])
                switch step.operation {
                case .cosOfRel, .cosOfDist: for k in 0..<n { d[k] = c0 * b[k] + s0 * c[k] }
                case .sinOfRel: for k in 0..<n { d[k] = s0 * b[k] - c0 * c[k] }
                default:
                    for k in 0..<n {
                        let s = s0 * b[k] - c0 * c[k]
                        d[k] = LaneMath.lanes(LaneMath.bits(s) ^ (LaneMath.bits(rel[k]) & sign))
                    }
                }
            case let operation:
                for k in 0..<n {
                    let x = a[k], y = b[k], z = c[k]
                    var v = KernelLanes()
                    for j in 0..<LaneMath.width { v[j] = operation.apply(x[j], y[j], z[j]) }
                    d[k] = v
                }
            }
        }
    }
}
