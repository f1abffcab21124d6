/// An error a command threw, as the tool reports it: the stderr line and the exit code (2 for
/// bad usage, input or environment, 3 for an internal error), and the documents a CI format
/// still writes on stdout so the file CI redirects into is never empty.
///
/// `TunelabCLI` prints `message` on stderr and exits with `code`: this is the one mapping.
public struct CommandFailure: Sendable, Equatable {
    public let message: String
    public let code: Int32

    public init(_ error: any Error) {
        switch error {
        case let error as InputError: (message, code) = ("\(error)", ExitCode.badInput)
        case let error as UsageError: (message, code) = ("tunelab: \(error)", ExitCode.badInput)
        // A printed number that overflowed: bad input, never an empty answer with exit 0.
        case let error as NonFiniteAnswer: (message, code) = ("tunelab: \(error)", ExitCode.badInput)
        case let error as ToolError:
            // An input or environment fault names its file first; only internal errors say "tunelab".
            (message, code) =
                error.isInput ? ("\(error)", ExitCode.badInput) : ("tunelab: internal error: \(error)", ExitCode.internalError)
        // A full disk, a read-only folder, a directory in the way: the environment's fault.
        case let error as AtomicFile.WriteError: (message, code) = ("\(error)", ExitCode.badInput)
        default: (message, code) = ("tunelab: internal error: \(error)", ExitCode.internalError)
        }
    }

    /// JUnit XML with one testcase `command` carrying an `<error>` (type `exit N`) with the message.
    public func junit(command: String) -> String {
        let e = CompareJUnit.escape
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="tunelab \(command)" tests="1" failures="0" errors="1">
              <testsuite name="tunelab \(command)" tests="1" failures="0" errors="1" skipped="0">
                <testcase classname="tunelab.\(command)" name="\(command)">
                  <error message="\(e(message))" type="exit \(code)"/>
                </testcase>
              </testsuite>
            </testsuites>

            """
    }

    /// A Markdown block: the comment marker, a heading with the exit code, the message verbatim.
    public func markdown(command: String) -> String {
        "\(MarkdownTable.marker(command))\n### tunelab \(command): error (exit \(code))\n\n```text\n\(message)\n```\n"
    }

    /// The `--format` value among a command's raw `arguments` (`--format X` or `--format=X`, the
    /// last one), read without parsing so an argument error can still be reported in that format.
    public static func requestedFormat(in arguments: [String]) -> String? {
        var format: String?
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--format", i + 1 < arguments.count {
                format = arguments[i + 1]
                i += 1
            } else if argument.hasPrefix("--format=") {
                format = String(argument.dropFirst("--format=".count))
            }
            i += 1
        }
        return format
    }
}
