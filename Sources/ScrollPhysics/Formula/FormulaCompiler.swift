/// Turns checked formulas into a `FormulaProgram` that depends only on the formulas' text
/// and the parameters' names — never on their values or the viewport — so a sweep compiles
/// each distinct set of formulas once.
///
/// Values fixed for the run (parameters, `pitch`, `count`, `viewport`, `crossViewport`,
/// `midX`, `midY`) live in *uniform* registers the layout fills once; operations that read
/// only numbers are folded now, operations that read only numbers and uniforms go to the
/// program's `setup` (run once per layout), and only the rest runs per frame. Identical
/// operations are computed once, and a `let` is compiled when first read (an unread `let`
/// costs nothing). Folding, setup and frames all compute with `FormulaOperation`'s
/// functions, so where a value is computed never changes its bits.
struct FormulaCompiler {
    /// A compiled value: known now, or in a register.
    enum Operand: Equatable {
        case constant(Double)
        /// `uniform`: the same for the whole run (computed by `setup`).
        case register(Int, uniform: Bool)
    }

    private struct Key: Hashable {
        let operation: FormulaOperation
        let a: Int, b: Int, c: Int
    }

    /// Uniform names → their registers (filled by the layout).
    private var uniformNames: [String: Int] = [:]
    private var uniformOrder: [String] = []
    private let literalNames: [String: Double]
    private let letNodes: [String: FormulaNode]
    private var letValues: [String: Operand] = [:]
    private var setup: ContiguousArray<FormulaInstruction> = []
    private var frame: ContiguousArray<FormulaInstruction> = []
    private var constants: [(register: Int, value: Double)] = []
    private var angleTables: [FormulaProgram.AngleTable] = []
    private var constantRegisters: [UInt64: Int] = [:]
    private var computed: [Key: Int] = [:]
    private var registerCount = FormulaRegisters.firstFree

    /// The run's uniform names besides the parameters.
    static let runUniforms = ["pitch", "count", "viewport", "crossViewport", "midX", "midY"]

    /// `uniforms`: names whose values are fixed for the run but known only to the layout;
    /// `literals`: names whose values are known now (`pi`); `lets`: the `let` trees by name.
    /// Names were checked by a `FormulaScope`.
    init(uniforms: [String], literals: [String: Double], lets: [String: FormulaNode]) {
        literalNames = literals
        letNodes = lets
        for name in uniforms where uniformNames[name] == nil {
            uniformNames[name] = newRegister()
            uniformOrder.append(name)
        }
    }

    /// The value of a formula that reads only `constants` (nil if it reads anything else).
    static func constantValue(_ formula: Formula, constants: [String: Double]) -> Double? {
        var compiler = FormulaCompiler(uniforms: [], literals: constants, lets: [:])
        guard case .constant(let v) = compiler.compile(formula.root) else { return nil }
        return v
    }

    /// Compiles `outputs` (in order) into one program; `parameters` are the uniform names
    /// besides `runUniforms`.
    static func program(outputs: [Formula], parameters: [String], lets: [String: FormulaNode]) -> FormulaProgram {
        var compiler = FormulaCompiler(uniforms: runUniforms + parameters, literals: ["pi": .pi], lets: lets)
        let registers = outputs.map { compiler.register(compiler.compile($0.root)) }
        return FormulaProgram(
            setup: compiler.setup, instructions: compiler.frame, constants: compiler.constants,
            uniforms: compiler.uniformOrder.map { compiler.uniformNames[$0] ?? 0 },
            angleTables: compiler.angleTables, registerCount: compiler.registerCount, outputs: registers)
    }

    mutating func compile(_ node: FormulaNode) -> Operand {
        switch node {
        case .number(let v): return .constant(v)
        case .name(let name, _):
            if let builtin = FormulaBuiltin(rawValue: name), let r = builtin.register { return .register(r, uniform: false) }
            if let r = uniformNames[name] { return .register(r, uniform: true) }
            if let v = literalNames[name] { return .constant(v) }
            if let known = letValues[name] { return known }
            if let tree = letNodes[name] {
                let value = compile(tree)
                letValues[name] = value
                return value
            }
            preconditionFailure("formula name \"\(name)\" was not checked by a FormulaScope")
        case .apply(let operation, let operands):
            if operands.count == 1, let reduced = angleAddition(operation, of: operands[0]) { return reduced }
            let values = operands.map { compile($0) }
            var known: [Double] = []
            var uniform = true
            for value in values {
                switch value {
                case .constant(let x): known.append(x)
                case .register(_, let u): uniform = uniform && u
                }
            }
            if known.count == values.count {
                return .constant(
                    operation.apply(
                        known[0], known.count > 1 ? known[1] : known[0],
                        known.count > 2 ? known[2] : known[0]))
            }
            if operation == .divide, case .constant(let divisor) = values[1], let reciprocal = Self.exactReciprocal(divisor) {
                return emit(.multiply, register(values[0]), register(.constant(reciprocal)), register(values[0]), uniform: uniform)
            }
            let r = values.map { register($0) }
            return emit(operation, r[0], r.count > 1 ? r[1] : r[0], r.count > 2 ? r[2] : r[0], uniform: uniform)
        }
    }

    /// 1/`divisor` when `divisor` is ±2ᵏ with both it and its reciprocal normal, else nil.
    /// Then x/divisor and x·(1/divisor) are the same real number for every x, so IEEE-754
    /// rounds them to the same bits (±0, ±∞, subnormal results included; a NaN x comes back
    /// as itself from both): the compiler turns `x / 2` into `x * 0.5`, a multiplication
    /// costing a fraction of a division.
    static func exactReciprocal(_ divisor: Double) -> Double? {
        guard divisor.isNormal, divisor.significandBitPattern == 0 else { return nil }
        let reciprocal = 1 / divisor
        return reciprocal.isNormal ? reciprocal : nil
    }

    private mutating func emit(_ operation: FormulaOperation, _ a: Int, _ b: Int, _ c: Int, uniform: Bool) -> Operand {
        let key = Key(operation: operation, a: a, b: b, c: c)
        if let done = computed[key] { return .register(done, uniform: uniform) }
        let destination = newRegister()
        let instruction = FormulaInstruction(
            operation: operation, a: Int32(a), b: Int32(b), c: Int32(c),
            destination: Int32(destination))
        if uniform { setup.append(instruction) } else { frame.append(instruction) }
        computed[key] = destination
        return .register(destination, uniform: uniform)
    }

    /// sin(rel·K), cos(rel·K), sin(dist·K) or cos(dist·K) (either factor order), K fixed for
    /// the run, as an angle-addition instruction (`FormulaOperation.sinOfRel`, …); nil otherwise.
    private mutating func angleAddition(_ operation: FormulaOperation, of operand: FormulaNode) -> Operand? {
        guard operation == .sin || operation == .cos,
            case .apply(.multiply, let factors) = operand, factors.count == 2
        else { return nil }
        for (variable, factor) in [(factors[0], factors[1]), (factors[1], factors[0])] {
            guard case .name(let name, _) = variable, name == "rel" || name == "dist" else { continue }
            let k = compile(factor)
            if case .register(_, uniform: false) = k { continue }
            if case .constant(let x) = k, !x.isFinite { continue }
            let rel = name == "rel"
            let op: FormulaOperation = operation == .sin ? (rel ? .sinOfRel : .sinOfDist) : (rel ? .cosOfRel : .cosOfDist)
            let kRegister = register(k)
            let table: FormulaProgram.AngleTable
            if let existing = angleTables.first(where: { $0.factor == kRegister }) {
                table = existing
            } else {
                table = .init(factor: kRegister, cosines: newRegister(), sines: newRegister())
                angleTables.append(table)
            }
            return emit(op, kRegister, table.cosines, table.sines, uniform: false)
        }
        return nil
    }

    /// The register holding `operand` (a constant gets a constant register, one per value).
    mutating func register(_ operand: Operand) -> Int {
        switch operand {
        case .register(let r, _): return r
        case .constant(let v):
            if let r = constantRegisters[v.bitPattern] { return r }
            let r = newRegister()
            constants.append((r, v))
            constantRegisters[v.bitPattern] = r
            return r
        }
    }

    private mutating func newRegister() -> Int {
        defer { registerCount += 1 }
        return registerCount
    }
}
