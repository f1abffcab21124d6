/// Turns checked formulas into a `FormulaProgram`: parameters and the run's constants are
/// folded in, operations on constants only are computed once (with the same functions
/// the program runs), identical operations are computed once, and `let`s are compiled
/// when first read (so an unread `let` costs nothing).
struct FormulaCompiler {
    /// A compiled value: known now, or in a register at run time.
    enum Operand: Equatable {
        case constant(Double)
        case register(Int)
    }

    private struct Key: Hashable {
        let operation: FormulaOperation
        let a: Int, b: Int, c: Int
    }

    private let constantNames: [String: Double]
    private let letNodes: [String: FormulaNode]
    private var letValues: [String: Operand] = [:]
    private var instructions: ContiguousArray<FormulaInstruction> = []
    private var constants: [(register: Int, value: Double)] = []
    private var laneTables: [(register: Int, values: [Double])] = []
    /// Lanes and pitch of the layout, for the angle-addition tables (0 lanes: no tables).
    private var lanes = 0
    private var pitch = 0.0
    private var constantRegisters: [UInt64: Int] = [:]
    private var computed: [Key: Int] = [:]
    private var registerCount = FormulaRegisters.firstFree

    /// `constants`: every name with a value fixed for the run (parameters, `pitch`, `pi`, …);
    /// `lets`: the `let` trees by name. Names were checked by a `FormulaScope`.
    init(constants: [String: Double], lets: [String: FormulaNode]) {
        constantNames = constants
        letNodes = lets
    }

    /// The value of a formula that reads constants only (nil if it reads anything else).
    static func constantValue(_ formula: Formula, constants: [String: Double]) -> Double? {
        var compiler = FormulaCompiler(constants: constants, lets: [:])
        guard case .constant(let v) = compiler.compile(formula.root), compiler.instructions.isEmpty else { return nil }
        return v
    }

    /// Compiles `outputs` (in order) into one program.
    /// With `lanes` > 0 lanes of consecutive indices `pitch` apart, sin and cos of rel·K and
    /// dist·K (K constant) are computed by angle addition (`FormulaOperation.sinOfRel`, …).
    static func program(outputs: [Formula], constants: [String: Double], lets: [String: FormulaNode],
                        lanes: Int = 0, pitch: Double = 0) -> FormulaProgram {
        var compiler = FormulaCompiler(constants: constants, lets: lets)
        compiler.lanes = lanes
        compiler.pitch = pitch
        let registers = outputs.map { compiler.register(compiler.compile($0.root)) }
        return FormulaProgram(instructions: compiler.instructions, constants: compiler.constants,
                              laneTables: compiler.laneTables, registerCount: compiler.registerCount, outputs: registers)
    }

    /// sin(rel·K), cos(rel·K), sin(dist·K) or cos(dist·K) (either factor order), K constant
    /// and finite, as an angle-addition instruction; nil for any other operand.
    private mutating func angleAddition(_ operation: FormulaOperation, of operand: FormulaNode) -> Operand? {
        guard lanes > 0, operation == .sin || operation == .cos,
              case .apply(.multiply, let factors) = operand, factors.count == 2 else { return nil }
        for (variable, factor) in [(factors[0], factors[1]), (factors[1], factors[0])] {
            guard case .name(let name, _) = variable, name == "rel" || name == "dist",
                  case .constant(let k) = compile(factor), k.isFinite else { continue }
            let rel = name == "rel"
            let op: FormulaOperation = operation == .sin ? (rel ? .sinOfRel : .sinOfDist) : (rel ? .cosOfRel : .cosOfDist)
            let delta = pitch * k
            let cosines = (0..<lanes).map { cos(Double($0) * delta) }
            let sines = (0..<lanes).map { sin(Double($0) * delta) }
            let key = Key(operation: op, a: register(.constant(k)), b: table(cosines), c: table(sines))
            if let done = computed[key] { return .register(done) }
            let destination = newRegister()
            instructions.append(FormulaInstruction(operation: op, a: Int32(key.a), b: Int32(key.b),
                                                   c: Int32(key.c), destination: Int32(destination)))
            computed[key] = destination
            return .register(destination)
        }
        return nil
    }

    /// A register holding `values`, one per lane.
    private mutating func table(_ values: [Double]) -> Int {
        if let existing = laneTables.first(where: { $0.values == values }) { return existing.register }
        let r = newRegister()
        laneTables.append((r, values))
        return r
    }

    mutating func compile(_ node: FormulaNode) -> Operand {
        switch node {
        case .number(let v): return .constant(v)
        case .name(let name, _):
            if let builtin = FormulaBuiltin(rawValue: name), let r = builtin.register { return .register(r) }
            if let v = constantNames[name] { return .constant(v) }
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
            let known = values.compactMap { (value: Operand) -> Double? in
                if case .constant(let x) = value { return x }
                return nil
            }
            if known.count == values.count {
                let v = known
                return .constant(operation.apply(v[0], v.count > 1 ? v[1] : v[0], v.count > 2 ? v[2] : v[0]))
            }
            let r = values.map { register($0) }
            let key = Key(operation: operation, a: r[0], b: r.count > 1 ? r[1] : r[0], c: r.count > 2 ? r[2] : r[0])
            if let done = computed[key] { return .register(done) }
            let destination = newRegister()
            instructions.append(FormulaInstruction(operation: operation, a: Int32(key.a), b: Int32(key.b),
                                                   c: Int32(key.c), destination: Int32(destination)))
            computed[key] = destination
            return .register(destination)
        }
    }

    /// The register holding `operand` (a constant gets a constant register, one per value).
    mutating func register(_ operand: Operand) -> Int {
        switch operand {
        case .register(let r): return r
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
