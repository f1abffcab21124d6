/// One step of a `FormulaProgram`: register `destination` ← `operation`(a, b, c), lane by
/// lane (operands an operation does not use repeat `a`).
struct FormulaInstruction: Sendable, Equatable {
    var operation: FormulaOperation
    var a: Int32
    var b: Int32
    var c: Int32
    var destination: Int32
}
