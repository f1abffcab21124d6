/// Every `tunelab` command, once, in the order `help`, the completions and the man page list
/// them. A new command is its type (`Command`) and one entry here.
public enum Commands {
    public static let all: [any Command.Type] = [
        RunCommand.self, SweepCommand.self, OptimizeCommand.self, MergeCommand.self, StatusCommand.self, CompareCommand.self,
        BenchCommand.self,
        ChartCommand.self, ConvertCommand.self, ExportCommand.self, ServeCommand.self, FitCommand.self, ValidateCommand.self,
        CompletionsCommand.self, ManCommand.self, HelpCommand.self
    ]

    /// The command called `name`, if any.
    public static func named(_ name: String) -> (any Command.Type)? { all.first { $0.name == name } }

    /// The usage error for a word that names no command, with a did-you-mean.
    static func unknown(_ name: String) -> UsageError {
        var message = "unknown command \(name)"
        if let near = DidYouMean.suggestion(for: name, among: all.map { $0.name }) { message += "; did you mean \(near)?" }
        return UsageError(message + " (see 'tunelab help')")
    }
}
