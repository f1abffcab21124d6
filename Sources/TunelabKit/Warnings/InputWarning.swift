/// A likely mistake in input that is still valid (a misspelt formula parameter, a velocity in
/// the wrong unit, a step cut at the duration), rendered in one place as
/// `file:line:column: path: warning: message`, e.g.
/// `s.json:3:30: gesture[0].flick.velocity: warning: -2.5 pt/s is below uikit's fling threshold (50 pt/s); …`.
///
/// `run`, `sweep` and `validate` print each warning to stderr and go on (exit 0); with
/// `--strict` the first one is an input error instead (exit 2, nothing written). Parts that
/// are absent are left out, as in `InputError`.
public struct InputWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    /// Where in the file, when known.
    public let position: SourcePosition?
    /// The JSON path of the value the warning is about, when known.
    public let path: JSONPath?
    /// What looks wrong and what was probably meant.
    public let message: String

    public init(file: String, position: SourcePosition?, path: JSONPath?, message: String) {
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// `InputError`'s line with `warning: ` before the message.
    public var description: String {
        InputError(file: file, position: position, path: path, message: "warning: " + message).description
    }

    /// The warning as the input error `--strict` makes of it: the same place and message.
    public var asError: InputError { InputError(file: file, position: position, path: path, message: message) }

    /// Prints each of `warnings` (one line each) to stderr; with `strict`, throws the first
    /// as an input error instead, before anything is printed or written.
    public static func report(_ warnings: [InputWarning], strict: Bool, console: Console) throws(InputError) {
        if strict, let first = warnings.first { throw first.asError }
        for warning in warnings { console.err("\(warning)\n") }
    }
}
