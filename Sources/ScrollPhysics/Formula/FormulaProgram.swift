/// Compiled formulas: a flat list of instructions over vector registers, each register
/// holding one value per lane (one lane per item laid out in a frame).
///
/// Registers 0…5 are the inputs the layout fills per frame (`FormulaRegisters`); constant
/// registers are filled once, in every lane, by `makeRegisters`; every other register is
/// written by exactly one instruction, in order. Running the program executes each
/// instruction over all lanes before the next (the dispatch is paid once per instruction,
/// not once per item) and allocates nothing.
struct FormulaProgram: Sendable {
    /// The lanes' cos(k·pitch·K) and sin(k·pitch·K) for a factor K (a uniform or constant register).
    struct AngleTable: Sendable, Equatable {
        let factor: Int
        let cosines: Int
        let sines: Int
    }

    /// Run once per layout: operations on uniforms and numbers only.
    let setup: ContiguousArray<FormulaInstruction>
    /// Run every frame.
    let instructions: ContiguousArray<FormulaInstruction>
    /// Constant registers and their values.
    let constants: [(register: Int, value: Double)]
    /// The registers of the uniforms: `FormulaCompiler.runUniforms`, then the parameters.
    let uniforms: [Int]
    let angleTables: [AngleTable]
    let registerCount: Int
    /// The register of each compiled output, in the order asked for.
    let outputs: [Int]

    /// Registers for `lanes` lanes (register r, lane k at r·lanes + k): constants and
    /// uniforms (`uniformValues`, in `uniforms` order) filled in every lane, `setup` run, then
    /// the angle tables for lanes of consecutive indices `pitch` apart.
    /// `lanes` must be even.
    func makeRegisters(lanes: Int, pitch: Double, uniformValues: [Double]) -> ContiguousArray<Double> {
        precondition(lanes >= 2 && lanes % 2 == 0, "lanes must be even and ≥ 2, got \(lanes)")
        let width = lanes
        var registers = ContiguousArray(repeating: 0.0, count: registerCount * width)
        for (r, v) in constants {
            for k in 0..<width { registers[r * width + k] = v }
        }
        for (r, v) in zip(uniforms, uniformValues) {
            for k in 0..<width { registers[r * width + k] = v }
        }
        registers.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            Self.run(setupSteps(lanes: width), base, count: width)
        }
        for table in angleTables {
            let delta = pitch * registers[table.factor * width]
            for k in 0..<width {
                registers[table.cosines * width + k] = Elementary.cos(Double(k) * delta)
                registers[table.sines * width + k] = Elementary.sin(Double(k) * delta)
            }
        }
        return registers
    }

    /// The `setup` instructions with register numbers turned into offsets for `lanes` lanes.
    func setupSteps(lanes: Int) -> ContiguousArray<FormulaStep> {
        ContiguousArray(setup.map { FormulaStep($0, lanes: lanes) })
    }

    /// The per-frame instructions with register numbers turned into offsets for `lanes`
    /// lanes per register (done once per layout, so a frame multiplies nothing).
    func steps(lanes: Int) -> ContiguousArray<FormulaStep> {
        ContiguousArray(instructions.map { FormulaStep($0, lanes: lanes) })
    }

    /// Runs `steps` over lanes 0 ..< `count` (the lanes per register being even and at least
    /// `count` rounded up to even): each operation over all lanes before the next, the
    /// arithmetic two lanes at a time (an odd count also computes the next lane, whose value
    /// nothing reads), the rest lane by lane.
    @inline(__always)
    static func run(_ steps: ContiguousArray<FormulaStep>, _ r: UnsafeMutablePointer<Double>, count n: Int) {
        let even = (n + 1) & ~1
        steps.withUnsafeBufferPointer { program in
            for step in program {
                let d = r + step.d, a = r + step.a, b = r + step.b, c = r + step.c
                // The commonest operations get their own loops; the rest share one.
                switch step.operation {
                case .add: pairs(even, d, a, b) { $0 + $1 }
                case .subtract: pairs(even, d, a, b) { $0 - $1 }
                case .multiply: pairs(even, d, a, b) { $0 * $1 }
                case .divide: pairs(even, d, a, b) { $0 / $1 }
                case .negate: pairs(even, d, a, a) { x, _ in -x }
                case .sin: for k in 0..<n { d[k] = FormulaMath.sin(a[k]) }
                case .cos: for k in 0..<n { d[k] = FormulaMath.cos(a[k]) }
                case .exp: for k in 0..<n { d[k] = FormulaMath.exp(a[k]) }
                case .clamp: for k in 0..<n { d[k] = Swift.min(Swift.max(a[k], b[k]), c[k]) }
                case .max: for k in 0..<n { d[k] = Swift.max(a[k], b[k]) }
                case .min: for k in 0..<n { d[k] = Swift.min(a[k], b[k]) }
                case .abs: for k in 0..<n { d[k] = Swift.abs(a[k]) }
                case .sinOfRel, .cosOfRel, .sinOfDist, .cosOfDist:
                    // Lane k holds index lo + k, so rel_k·K = rel_0·K − k·pitch·K: one sin/cos
                    // pair for the frame, then sin(θ − kδ) and cos(θ − kδ) by angle addition
                    // (as the card stack does; a few ulps of 1 plus K·ulp(offset) from direct).
                    guard n > 0 else { continue }
                    let rel = r + step.rel
                    let (s0, c0) = SinCos.of(rel[0] * a[0])
                    switch step.operation {
                    case .cosOfRel, .cosOfDist: for k in 0..<n { d[k] = c0 * b[k] + s0 * c[k] }
                    case .sinOfRel: for k in 0..<n { d[k] = s0 * b[k] - c0 * c[k] }
                    default:
                        // sin(|rel|·K) = sign(rel)·sin(rel·K): flip the sign with rel's sign bit.
                        for k in 0..<n {
                            let s = s0 * b[k] - c0 * c[k]
                            d[k] = Double(bitPattern: s.bitPattern ^ (rel[k].bitPattern & (1 << 63)))
                        }
                    }
                case let operation: for k in 0..<n { d[k] = operation.apply(a[k], b[k], c[k]) }
                }
            }
        }
    }

    /// d[k] = f(a[k], b[k]) for k < `n` (even), two lanes per step; every load of a step
    /// comes before its store, so a destination may be an operand.
    @inline(__always)
    private static func pairs(
        _ n: Int, _ d: UnsafeMutablePointer<Double>, _ a: UnsafeMutablePointer<Double>,
        _ b: UnsafeMutablePointer<Double>, _ f: (SIMD2<Double>, SIMD2<Double>) -> SIMD2<Double>
    ) {
        var k = 0
        while k < n {
            let x = UnsafeRawPointer(a + k).loadUnaligned(as: SIMD2<Double>.self)
            let y = UnsafeRawPointer(b + k).loadUnaligned(as: SIMD2<Double>.self)
            UnsafeMutableRawPointer(d + k).storeBytes(of: f(x, y), as: SIMD2<Double>.self)
            k += 2
        }
    }
}
