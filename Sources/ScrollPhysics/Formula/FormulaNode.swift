/// A parsed formula: numbers, names and operations (operators and function calls alike),
/// each name with its scalar offset in the source so later errors can point at it.
indirect enum FormulaNode: Sendable, Equatable {
    case number(Double)
    case name(String, offset: Int)
    case apply(FormulaOperation, [FormulaNode])

    /// Every name the formula reads, with its offset, in source order.
    var names: [(name: String, offset: Int)] {
        switch self {
        case .number: []
        case .name(let name, let offset): [(name, offset)]
        case .apply(_, let operands): operands.flatMap(\.names)
        }
    }
}
