/// The one formatter for a number a command prints as its answer on stdout (`convert spring`'s
/// parameters, `fit`'s constants): 12 significant digits printed shortest
/// (`NumberFormat.readable`), and never an empty or non-finite text. A value that overflowed
/// throws `NonFiniteAnswer`, which the tool reports as one line with exit 2 naming the key and its
/// valid range (docs/faults.md: "no command prints an empty or non-finite number with exit 0").
///
/// Files keep their own rule: a CSV cell is empty for a value that does not apply
/// (`NumberFormat.shortest`, docs/outputs.md).
public enum AnswerNumber {
    /// `value` as `readable` text; throws when it is NaN or infinite.
    /// - Parameters:
    ///   - key: the printed key (`stiffness`), named in the error.
    ///   - range: the inputs' valid range, or what to change, for the error's "expected" part.
    public static func text(_ value: Double, key: String, range: String) throws(NonFiniteAnswer) -> String {
        guard value.isFinite else { throw NonFiniteAnswer(key: key, value: value, range: range) }
        return NumberFormat.readable(value)
    }
}

/// A number a command was about to print that is not finite: bad input that overflowed, exit 2.
public struct NonFiniteAnswer: Error, Sendable, Equatable, CustomStringConvertible {
    public let key: String
    public let value: Double
    public let range: String

    public var description: String {
        let what = value.isNaN ? "not a number" : (value > 0 ? "+infinity" : "-infinity")
        return "\(key) would print as \(what): \(range)"
    }
}
