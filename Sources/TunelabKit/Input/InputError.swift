/// One bad-input message (docs/command-line.md#errors), rendered in one place as
/// `file:line:column: path: message`, e.g.
/// `grid.json:4:31: grid["layout.scaleFrequency"]: expected a list of numbers or a range, got a string`.
///
/// Parts that are absent are left out: no position gives `file: path: message`; no path,
/// or the root path, gives `file:line:column: message` (a message about the whole
/// document needs no `(root)`). The CLI prints `description` and exits 2.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it (or a display name such as `grid.json`).
    public let file: String
    /// Where in the file, when known.
    public let position: SourcePosition?
    /// The JSON path of the offending value, when known.
    public let path: JSONPath?
    /// What was expected, short and specific: `expected a number in (0, 1), got 1.5`.
    public let message: String

    public init(file: String, position: SourcePosition?, path: JSONPath?, message: String) {
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// The same message reported at another place — e.g. a file that cannot be read,
    /// reported where the referring file names it (`grid.json:1:28: scenario: cannot read …`).
    public func at(file: String, position: SourcePosition?, path: JSONPath?) -> InputError {
        InputError(file: file, position: position, path: path, message: message)
    }

    /// `expected <expectation>, got <type of node>` at `node`, e.g. `expected a number, got a string`.
    public static func expected(_ expectation: String, got node: JSONNode, file: String, path: JSONPath) -> InputError {
        InputError(
            file: file, position: node.position, path: path,
            message: "expected \(expectation), got \(node.value.typeName)")
    }

    public var description: String {
        var out = file
        if let position { out += ":\(position)" }
        out += ": "
        if let path, !path.isRoot { out += "\(path): " }
        return out + message
    }
}
