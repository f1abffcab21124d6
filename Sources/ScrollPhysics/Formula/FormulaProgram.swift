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
    func makeRegisters(lanes: Int, pitch: Double, uniformValues: [Double]) -> ContiguousArray<Double> {
        let width = Swift.max(lanes, 1)
        var registers = ContiguousArray(repeating: 0.0, count: registerCount * width)
        for (r, v) in constants {
            for k in 0..<width { registers[r * width + k] = v }
        }
        for (r, v) in zip(uniforms, uniformValues) {
            for k in 0..<width { registers[r * width + k] = v }
        }
        registers.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            Self.run(setup, base, lanes: width, count: width)
        }
        for table in angleTables {
            let delta = pitch * registers[table.factor * width]
            for k in 0..<width {
                registers[table.cosines * width + k] = cos(Double(k) * delta)
                registers[table.sines * width + k] = sin(Double(k) * delta)
            }
        }
        return registers
    }

    /// Runs the per-frame instructions over lanes 0 ..< `count` of registers laid out for `lanes` lanes.
    @inline(__always)
    func run(_ registers: UnsafeMutablePointer<Double>, lanes: Int, count n: Int) {
        Self.run(instructions, registers, lanes: lanes, count: n)
    }

    @inline(__always)
    static func run(_ instructions: ContiguousArray<FormulaInstruction>, _ registers: UnsafeMutablePointer<Double>,
                    lanes: Int, count n: Int) {
        instructions.withUnsafeBufferPointer { program in
            for instruction in program {
                let d = registers + Int(instruction.destination) * lanes
                let a = registers + Int(instruction.a) * lanes
                let b = registers + Int(instruction.b) * lanes
                let c = registers + Int(instruction.c) * lanes
                // The commonest operations get their own loops; the rest share one.
                switch instruction.operation {
                case .add: for k in 0..<n { d[k] = a[k] + b[k] }
                case .subtract: for k in 0..<n { d[k] = a[k] - b[k] }
                case .multiply: for k in 0..<n { d[k] = a[k] * b[k] }
                case .divide: for k in 0..<n { d[k] = a[k] / b[k] }
                case .sin: for k in 0..<n { d[k] = FormulaMath.sin(a[k]) }
                case .cos: for k in 0..<n { d[k] = FormulaMath.cos(a[k]) }
                case .exp: for k in 0..<n { d[k] = Libm.exp(a[k]) }
                case .clamp: for k in 0..<n { d[k] = Swift.min(Swift.max(a[k], b[k]), c[k]) }
                case .max: for k in 0..<n { d[k] = Swift.max(a[k], b[k]) }
                case .min: for k in 0..<n { d[k] = Swift.min(a[k], b[k]) }
                case .abs: for k in 0..<n { d[k] = Swift.abs(a[k]) }
                case .negate: for k in 0..<n { d[k] = -a[k] }
                case .sinOfRel, .cosOfRel, .sinOfDist, .cosOfDist:
                    // Lane k holds index lo + k, so rel_k·K = rel_0·K − k·pitch·K: one sin/cos
                    // pair for the frame, then sin(θ − kδ) and cos(θ − kδ) by angle addition
                    // (as the card stack does; a few ulps of 1 plus K·ulp(offset) from direct).
                    guard n > 0 else { continue }
                    let rel = registers + FormulaRegisters.rel * lanes
                    let (s0, c0) = SinCos.of(rel[0] * a[0])
                    switch instruction.operation {
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
}
