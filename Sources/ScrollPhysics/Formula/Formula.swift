/// One expression of the formula language (docs/formula-layouts.md), parsed once:
/// numbers, `+ - * / ^`, parentheses, comparisons, `&& || !`, `c ? a : b`, names and
/// the functions of `FormulaFunction`. Precedence and associativity: `FormulaParser`.
///
/// A formula only says what to compute; names are checked against a `FormulaScope` and
/// compiled into a `FormulaProgram` by the layout that uses it.
public struct Formula: Sendable, Equatable, CustomStringConvertible {
    /// The text as written.
    public let source: String
    let root: FormulaNode
    /// Every name read, with its scalar offset, in source order.
    public let names: [(name: String, offset: Int)]

    /// Parses `source`; the error's `offset` points inside it.
    public init(_ source: String) throws(FormulaError) {
        self.source = source
        root = try FormulaParser.parse(source)
        names = root.names
    }

    /// The formula of a plain number.
    public init(constant value: Double) {
        source = NumberText.shortest(value)
        root = .number(value)
        names = []
    }

    public var description: String { source }

    public static func == (a: Formula, b: Formula) -> Bool { a.source == b.source && a.root == b.root }
}
