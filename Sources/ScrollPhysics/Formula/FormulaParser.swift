/// Recursive descent over `FormulaLexer`'s tokens. Precedence, lowest first:
///
///     c ? a : b          (right-associative)
///     ||
///     &&
///     == !=
///     < <= > >=
///     + -                (left-associative, as are all binary operators but ^)
///     * /
///     unary - + !
///     ^                  (right-associative, binds tighter than unary minus: -x^2 = −(x²);
///                         its right operand may be unary: 2^-1)
///     numbers, names, f(a, …), ( … )
///
/// Comparisons and `&& || !` give 1 or 0; `c ? a : b` takes a when c ≠ 0.
///
/// Limits keep every recursion shallow (parsing, checking and compiling recurse over the
/// tree): at most `maximumLength` characters and `maximumNesting` nested parentheses,
/// conditionals and unary operators.
struct FormulaParser {
    static let maximumLength = 1000
    static let maximumNesting = 64

    private let tokens: [FormulaToken]
    private var position = 0
    private var nesting = 0

    /// The tree of `source`, or the first error with its scalar offset.
    static func parse(_ source: String) throws(FormulaError) -> FormulaNode {
        guard source.unicodeScalars.count <= maximumLength else {
            throw FormulaError(offset: maximumLength, message: "expected at most \(maximumLength) characters in a formula")
        }
        var parser = FormulaParser(tokens: try FormulaLexer.tokens(source))
        guard !parser.atEnd else { throw FormulaError(offset: 0, message: "expected an expression, got an empty formula") }
        let node = try parser.conditional(after: nil)
        guard parser.atEnd else {
            let t = parser.current
            throw FormulaError(offset: t.offset, message: "expected an operator or the end of the formula, got \(t.quoted)")
        }
        return node
    }

    private init(tokens: [FormulaToken]) { self.tokens = tokens }

    private var current: FormulaToken { tokens[position] }
    private var atEnd: Bool { current.kind == .end }

    private func isSymbol(_ s: String) -> Bool { current.kind == .symbol(s) }

    /// Consumes the current token if it is one of `symbols`; returns it.
    private mutating func take(_ symbols: [String]) -> FormulaToken? {
        guard case .symbol(let s) = current.kind, symbols.contains(s) else { return nil }
        defer { position += 1 }
        return current
    }

    /// `after` names the operator just read, for `expected an expression after '*'`.
    private mutating func conditional(after: FormulaToken?) throws(FormulaError) -> FormulaNode {
        try enter()
        defer { nesting -= 1 }
        let condition = try binary(level: 0, after: after)
        guard let question = take(["?"]) else { return condition }
        let yes = try conditional(after: question)
        guard let colon = take([":"]) else {
            throw FormulaError(offset: current.offset, message: "expected ':' after the '?' branch, got \(current.quoted)")
        }
        let no = try conditional(after: colon)
        return .apply(.select, [condition, yes, no])
    }

    /// Binary operator levels, lowest first.
    private static let levels: [[(String, FormulaOperation)]] = [
        [("||", .or)],
        [("&&", .and)],
        [("==", .equal), ("!=", .notEqual)],
        [("<", .less), ("<=", .lessEqual), (">", .greater), (">=", .greaterEqual)],
        [("+", .add), ("-", .subtract)],
        [("*", .multiply), ("/", .divide)]
    ]

    private mutating func binary(level: Int, after: FormulaToken?) throws(FormulaError) -> FormulaNode {
        guard level < Self.levels.count else { return try unary(after: after) }
        let operators = Self.levels[level]
        var left = try binary(level: level + 1, after: after)
        while case .symbol(let s) = current.kind, let operation = operators.first(where: { $0.0 == s })?.1 {
            let op = current
            position += 1
            let right = try binary(level: level + 1, after: op)
            left = .apply(operation, [left, right])
        }
        return left
    }

    private mutating func unary(after: FormulaToken?) throws(FormulaError) -> FormulaNode {
        try enter()
        defer { nesting -= 1 }
        if let op = take(["-", "+", "!"]) {
            let operand = try unary(after: op)
            switch op.kind {
            case .symbol("-"): return .apply(.negate, [operand])
            case .symbol("!"): return .apply(.not, [operand])
            default: return operand
            }
        }
        return try power(after: after)
    }

    private mutating func power(after: FormulaToken?) throws(FormulaError) -> FormulaNode {
        let base = try primary(after: after)
        guard let caret = take(["^"]) else { return base }
        let exponent = try unary(after: caret)
        return .apply(.power, [base, exponent])
    }

    private mutating func primary(after: FormulaToken?) throws(FormulaError) -> FormulaNode {
        let token = current
        switch token.kind {
        case .number(let value):
            position += 1
            return .number(value)
        case .name(let name):
            position += 1
            if isSymbol("(") { return try call(name, at: token.offset) }
            if FormulaFunction.named(name) != nil {
                throw FormulaError(offset: token.offset, message: "\"\(name)\" is a function; call it as \(name)(…)")
            }
            return .name(name, offset: token.offset)
        case .symbol("("):
            position += 1
            let inner = try conditional(after: token)
            guard take([")"]) != nil else {
                throw FormulaError(offset: current.offset, message: "expected ')' to close '(', got \(current.quoted)")
            }
            return inner
        default:
            if let after {
                throw FormulaError(
                    offset: token.offset, message: "expected an expression after '\(Self.spelling(after))', got \(token.quoted)")
            }
            throw FormulaError(offset: token.offset, message: "expected an expression, got \(token.quoted)")
        }
    }

    /// One level deeper; an error past `maximumNesting`.
    private mutating func enter() throws(FormulaError) {
        nesting += 1
        guard nesting <= 2 * Self.maximumNesting else {
            throw FormulaError(offset: current.offset, message: "expected at most \(Self.maximumNesting) nested parentheses or operators")
        }
    }

    private static func spelling(_ token: FormulaToken) -> String {
        if case .symbol(let s) = token.kind { return s }
        return ""
    }

    /// `name(` … `)`: the function's arguments, checked against its arity.
    private mutating func call(_ name: String, at offset: Int) throws(FormulaError) -> FormulaNode {
        guard let (operation, parameters) = FormulaFunction.named(name) else {
            throw FormulaError(
                offset: offset, message: "unknown function \"\(name)\"",
                unknownWord: name, candidates: FormulaFunction.names,
                hint: "; functions: \(FormulaFunction.names.joined(separator: " "))")
        }
        let open = current
        position += 1
        var arguments: [FormulaNode] = []
        if take([")"]) == nil {
            var separator = open
            while true {
                arguments.append(try conditional(after: separator))
                if take([")"]) != nil { break }
                guard let comma = take([","]) else {
                    throw FormulaError(
                        offset: current.offset,
                        message: "expected ',' or ')' in the arguments of \(name), got \(current.quoted)")
                }
                separator = comma
            }
        }
        if FormulaFunction.isVariadic(operation) {
            guard arguments.count >= 2 else {
                throw FormulaError(offset: offset, message: "\(name) takes 2 or more arguments (\(parameters)), got \(arguments.count)")
            }
            return arguments.dropFirst().reduce(arguments[0]) { .apply(operation, [$0, $1]) }
        }
        guard arguments.count == operation.arity else {
            let plural = operation.arity == 1 ? "argument" : "arguments"
            throw FormulaError(
                offset: offset,
                message: "\(name) takes \(operation.arity) \(plural) (\(parameters)), got \(arguments.count)")
        }
        return .apply(operation, arguments)
    }
}
