/// A formula's parsed tree as public values, for tools that translate formulas into another
/// language (`tunelab export` writes them as Swift functions). Read-only: it mirrors the
/// tree the compiler runs, operation for operation, so a translation that evaluates each
/// node as `FormulaOperation.apply` does gives the same values.
public indirect enum FormulaExpression: Sendable, Equatable {
    /// A number: a literal in the formula (`12`, `0.5`, `1e-3`), or the whole formula when it
    /// was given as a plain number (`Formula(constant:)`).
    case number(Double)
    /// A built-in (`rel`, `pitch`, …), a parameter or a `let`.
    case name(String)
    /// An operation and its operands. Operators by their symbol: `neg` (unary −), `!`, `+ - * /`,
    /// `^` (also `pow(x, y)`), `< <= > >= == !=` (1 or 0), `&& ||` (1 or 0), `?:` (condition,
    /// then, else); functions by their name in the language (`sin`, `clamp`, `mod`, …);
    /// `min`/`max` with more than two arguments are nested pairs, left to right.
    case apply(String, [FormulaExpression])
}

extension Formula {
    /// The parsed tree (`FormulaExpression`).
    public var expression: FormulaExpression { root.expression }
}

extension FormulaNode {
    var expression: FormulaExpression {
        switch self {
        case .number(let value): .number(value)
        case .name(let name, _): .name(name)
        case .apply(let operation, let operands): .apply(operation.symbol, operands.map(\.expression))
        }
    }
}

extension FormulaOperation {
    /// The operator symbol or function name `FormulaExpression` uses.
    var symbol: String {
        switch self {
        case .negate: "neg"
        case .not: "!"
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        case .power: "^"
        case .less: "<"
        case .lessEqual: "<="
        case .greater: ">"
        case .greaterEqual: ">="
        case .equal: "=="
        case .notEqual: "!="
        case .and: "&&"
        case .or: "||"
        case .select: "?:"
        case .sinOfRel, .sinOfDist: "sin"
        case .cosOfRel, .cosOfDist: "cos"
        default: FormulaFunction.table.first { $0.operation == self }?.name ?? "?"
        }
    }
}
