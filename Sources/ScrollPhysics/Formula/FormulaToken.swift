/// One token of the formula language, with its scalar offset in the source.
struct FormulaToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case number(Double)
        case name(String)
        /// An operator or punctuation: `+ - * / ^ ( ) , ? : < <= > >= == != && || !`.
        case symbol(String)
        case end
    }

    let kind: Kind
    /// Scalar offset of the token's first character.
    let offset: Int

    /// How the token reads in a message: `'*'`, `'3'`, `"name"`, `the end`.
    var quoted: String {
        switch kind {
        case .number: "a number"
        case .name(let s): "\"\(s)\""
        case .symbol(let s): "'\(s)'"
        case .end: "the end"
        }
    }
}
