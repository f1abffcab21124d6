/// `tunelab completions`: prints a shell's completion script (`ShellCompletion`) on stdout,
/// generated from `Commands.all`.
public enum CompletionsCommand: Command {
    public static let spec = CommandSpec(
        name: "completions", usage: "tunelab completions bash|zsh|fish",
        summary: "Print a shell completion script, generated from these command definitions.", options: [])

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        var list = ArgumentList(command: name, arguments: arguments)
        let (positionals, _) = try list.parse()
        let shells = ShellCompletion.allCases.map(\.rawValue)
        guard positionals.count == 1, let shell = ShellCompletion(rawValue: positionals[0]) else {
            let given = positionals.count == 1 ? positionals[0] : "\(positionals.count) arguments"
            throw UsageError(
                "completions: expected one shell, bash, zsh or fish, got \(given)"
                    + (positionals.count == 1 ? DidYouMean.hint(for: positionals[0], among: shells) : ""))
        }
        console.out(shell.script)
        return ExitCode.success
    }
}
