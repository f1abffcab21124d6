/// `tunelab help` (also `--help`, `-h`, and `--help` after a command): the overview of
/// `Commands.all`, or one command's `help`. Arguments after the first are ignored.
public enum HelpCommand: Command {
    public static let spec = CommandSpec(name: "help", usage: "tunelab help [COMMAND]", summary: "Show help.", options: [])

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        show(arguments.first, console: console)
    }

    /// Prints the help of `topic` (the overview when `nil`) on stdout; an unknown topic is one
    /// line on stderr with a did-you-mean, exit 2.
    static func show(_ topic: String?, console: Console) -> Int32 {
        guard let topic else {
            console.out(CommandSpec.overview)
            return ExitCode.success
        }
        guard let command = Commands.named(topic) else {
            var message = "tunelab: no command \(topic)"
            if let near = DidYouMean.suggestion(for: topic, among: Commands.all.map { $0.name }) { message += "; did you mean \(near)?" }
            console.err(message + "\n")
            return ExitCode.badInput
        }
        console.out(command.help)
        return ExitCode.success
    }
}
