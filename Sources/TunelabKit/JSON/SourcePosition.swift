/// A place in a text file: 1-based `line` and 1-based `column`.
///
/// `column` counts Unicode scalars from the start of the line (a tab counts 1, a
/// multi-byte UTF-8 character counts 1). A line ends at LF, CRLF or a lone CR.
/// Prints as `line:column`, e.g. `4:31`, the form editors and compilers use.
public struct SourcePosition: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    /// Line number, ≥ 1.
    public let line: Int
    /// Column in Unicode scalars, ≥ 1.
    public let column: Int

    /// A position; `line` and `column` must be ≥ 1.
    public init(line: Int, column: Int) {
        precondition(line >= 1 && column >= 1, "SourcePosition(line: \(line), column: \(column)) must be 1-based")
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Document order: by line, then column.
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
