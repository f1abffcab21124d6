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
    static func program(outputs: [Formula], constants: [String: Double], lets: [String: FormulaNode]) -> FormulaProgram {
        var compiler = FormulaCompiler(constants: constants, lets: lets)
        let registers = outputs.map { compiler.register(compiler.compile($0.root)) }
        return FormulaProgram(instructions: compiler.instructions, constants: compiler.constants,
                              registerCount: compiler.registerCount, outputs: registers)
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
