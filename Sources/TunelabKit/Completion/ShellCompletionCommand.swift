/// `tunelab completions bash|zsh|fish` and `tunelab man`: print a completion script or the man
/// page on stdout, generated from the command definitions.
enum ShellCompletionCommand {
    static func run(_ command: String, arguments: [String], console: Console) throws -> Int32 {
        var list = ArgumentList(command: command, arguments: arguments)
        let (positionals, _) = try list.parse()
        if command == "man" {
            guard positionals.isEmpty else { throw UsageError("man: unexpected argument \(positionals[0]) (see 'tunelab help man')") }
            console.out(ManPage.roff)
            return ExitCode.success
        }
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
