/// One subcommand as `help` shows it: the parser and the help text read the same table. Each
/// command's is its `Command.spec`.
public struct CommandSpec: Sendable {
    public let name: String
    public let usage: String
    public let summary: String
    /// Options: (flag, takes a value, help).
    public let options: [(flag: String, value: String?, help: String)]

    /// `--strict` (run, sweep, validate): a warning about the input is an error (exit 2).
    static let strict: (flag: String, value: String?, help: String) = (
        "--strict", nil, "treat warnings about the input (likely mistakes) as errors: exit 2, nothing written"
    )

    /// Every command's spec, in `Commands.all` order.
    public static var all: [CommandSpec] { Commands.all.map { $0.spec } }

    public static func named(_ name: String) -> CommandSpec? { Commands.named(name)?.spec }

    /// The help text of this command.
    public var help: String {
        var text = "usage: \(usage)\n\n\(summary)\n"
        if !options.isEmpty {
            text += "\noptions:\n"
            let width = options.map { $0.flag.count + ($0.value.map { $0.count + 1 } ?? 0) }.max() ?? 0
            for option in options {
                let left = option.flag + (option.value.map { " " + $0 } ?? "")
                text += "  " + left + String(repeating: " ", count: width - left.count + 2) + option.help + "\n"
            }
        }
        return text
    }

    /// The overview `tunelab help` prints.
    public static var overview: String {
        var text = "tunelab \(ToolVersion.current) — a scroll-physics tuning lab\n\nusage: tunelab COMMAND [ARGS]\n\ncommands:\n"
        let width = all.map(\.name.count).max() ?? 0
        for spec in all {
            text += "  " + spec.name + String(repeating: " ", count: width - spec.name.count + 2) + spec.summary + "\n"
        }
        text += "\nExit codes: 0 success, 1 a check failed, 2 bad usage or input, 3 internal error.\n"
        text += "See 'tunelab help COMMAND' for a command's options.\n"
        return text
    }
}
