/// A `FormulaInstruction` bound to a register layout: operand offsets in values, not registers.
struct FormulaStep: Sendable {
    let operation: FormulaOperation
    let d: Int, a: Int, b: Int, c: Int
    /// Offset of the `rel` input register (read by the angle-addition operations).
    let rel: Int

    init(_ instruction: FormulaInstruction, lanes: Int) {
        operation = instruction.operation
        d = Int(instruction.destination) * lanes
        a = Int(instruction.a) * lanes
        b = Int(instruction.b) * lanes
        c = Int(instruction.c) * lanes
        rel = FormulaRegisters.rel * lanes
    }
}
