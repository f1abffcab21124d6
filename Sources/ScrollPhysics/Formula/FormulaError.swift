/// A formula that cannot be used, with the place inside its string: `offset` counts
/// Unicode scalars from the string's first character (0-based), so a file reader can turn
/// it into the column of the offending character.
///
/// `message` is complete except for a did-you-mean, which the caller adds from
/// `unknownWord` and `candidates` (the tool's `DidYouMean`), then `hint`, e.g.
/// `unknown name "alphaDecy"` + `; did you mean "alphaDecay"?`, or
/// `unknown function "cosine"` + `; did you mean "cos"?` + `; functions: sin cos …`.
public struct FormulaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Scalar offset of the offending character inside the formula (0 … length).
    public let offset: Int
    /// What was expected: `expected an expression after '*'`.
    public let message: String
    /// The unknown name or function, when the error is about one.
    public let unknownWord: String?
    /// The names it may have meant (known names or functions), nearest first is up to the caller.
    public let candidates: [String]
    /// Said after the did-you-mean (e.g. `; functions: sin cos …`), or "".
    public let hint: String

    /// An error at scalar `offset` with `message`; `unknownWord` and `candidates` only when
    /// it is about an unknown name or function; `hint` goes after the did-you-mean.
    public init(offset: Int, message: String, unknownWord: String? = nil, candidates: [String] = [], hint: String = "") {
        self.offset = offset
        self.message = message
        self.unknownWord = unknownWord
        self.candidates = candidates
        self.hint = hint
    }

    public var description: String { "at \(offset): \(message)\(hint)" }
}
