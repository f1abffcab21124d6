/// Splits a formula into tokens (numbers, names, operators), skipping spaces.
///
/// Numbers: digits with an optional fraction and exponent (`12`, `0.5`, `.5`, `1e-3`),
/// read by `Double(_:)` (correctly rounded). Names: a letter or `_`, then letters, digits
/// or `_`. Operators: `+ - * / ^ ( ) , ? : < <= > >= == != && || !`.
///
/// Operators from other languages get a hint: `**` → `^` or `pow(x, y)`, `%` → `mod(a, b)`;
/// an unknown character gets the list of operators and functions (`FormulaLexer.inventory`).
enum FormulaLexer {
    /// The operators, as a message lists them.
    static let operators = "+ - * / ^ < <= > >= == != && || ! c ? a : b ( )"

    /// `; operators: + - * / … ; functions: sin cos …`: appended to an unexpected character.
    static let inventory = "; operators: \(operators); functions: \(FormulaFunction.names.joined(separator: " "))"

    static func tokens(_ source: String) throws(FormulaError) -> [FormulaToken] {
        let s = Array(source.unicodeScalars)
        var tokens: [FormulaToken] = []
        var i = 0
        func isDigit(_ k: Int) -> Bool { k < s.count && s[k].value >= 48 && s[k].value <= 57 }
        func isNameStart(_ c: Unicode.Scalar) -> Bool {
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
        }
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1; continue }
            let start = i
            if isDigit(i) || (c == "." && isDigit(i + 1)) {
                while isDigit(i) { i += 1 }
                if i < s.count, s[i] == "." { i += 1; while isDigit(i) { i += 1 } }
                if i < s.count, s[i] == "e" || s[i] == "E" {
                    var j = i + 1
                    if j < s.count, s[j] == "+" || s[j] == "-" { j += 1 }
                    guard isDigit(j) else {
                        throw FormulaError(offset: j, message: "expected the digits of an exponent after '\(s[i])'")
                    }
                    i = j
                    while isDigit(i) { i += 1 }
                }
                let text = String(String.UnicodeScalarView(s[start..<i]))
                guard let value = Double(text), value.isFinite else {
                    throw FormulaError(offset: start, message: "the number \(text) is out of range")
                }
                tokens.append(FormulaToken(kind: .number(value), offset: start))
                continue
            }
            if isNameStart(c) {
                while i < s.count, isNameStart(s[i]) || isDigit(i) { i += 1 }
                tokens.append(FormulaToken(kind: .name(String(String.UnicodeScalarView(s[start..<i]))), offset: start))
                continue
            }
            let next: Unicode.Scalar? = i + 1 < s.count ? s[i + 1] : nil
            let symbol: String
            switch c {
            case "*" where next == "*":
                throw FormulaError(offset: i, message: "unexpected '**'; use x ^ y or pow(x, y) for a power")
            case "%":
                throw FormulaError(offset: i, message: "unexpected '%'; use mod(a, b) for a remainder\(inventory)")
            case "+", "-", "*", "/", "^", "(", ")", ",", "?", ":": symbol = String(c)
            case "<", ">": symbol = next == "=" ? "\(c)=" : String(c)
            case "!": symbol = next == "=" ? "!=" : "!"
            case "=":
                guard next == "=" else { throw FormulaError(offset: i, message: "unexpected '='; did you mean '=='?") }
                symbol = "=="
            case "&", "|":
                guard next == c else { throw FormulaError(offset: i, message: "unexpected '\(c)'; did you mean '\(c)\(c)'?") }
                symbol = "\(c)\(c)"
            default:
                throw FormulaError(offset: i, message: "unexpected character '\(c)'\(inventory)")
            }
            tokens.append(FormulaToken(kind: .symbol(symbol), offset: start))
            i += symbol.unicodeScalars.count
        }
        tokens.append(FormulaToken(kind: .end, offset: s.count))
        return tokens
    }
}
