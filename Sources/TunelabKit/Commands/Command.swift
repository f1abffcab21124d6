/// One `tunelab` subcommand: its definition (`spec`: name, usage line, summary, options) and
/// what it does. `Commands.all` lists every command once; dispatch, `help`, usage errors,
/// did-you-mean, the shell completions and the man page all read that list, and
/// `CommandLineDocTests` checks [Command line](../../../docs/command-line.md) against it.
public protocol Command: Sendable {
    /// The command's definition: `help` prints it and `ArgumentList` parses by its options.
    static var spec: CommandSpec { get }

    /// What `tunelab help NAME` (and `tunelab NAME --help`) prints; `spec.help` unless a
    /// command adds to it.
    static var help: String { get }

    /// Runs the command with the arguments after its name; returns the exit code, or throws a
    /// `UsageError`, `InputError` or `ToolError` (one line on stderr, exit 2 or 3).
    static func run(_ arguments: [String], console: Console) throws -> Int32
}

extension Command {
    /// The word that selects the command: `spec.name`.
    public static var name: String { spec.name }

    public static var help: String { spec.help }
}
