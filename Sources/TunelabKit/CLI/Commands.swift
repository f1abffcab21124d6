/// Commands beyond run/validate/help, dispatched by name.
enum Commands {
    static func dispatch(_ command: String, arguments: [String], list: inout ArgumentList, console: Console) throws -> Int32 {
        switch command {
        default:
            var message = "unknown command \(command)"
            if let near = DidYouMean.suggestion(for: command, among: CommandSpec.all.map(\.name)) { message += "; did you mean \(near)?" }
            throw UsageError(message + " (see 'tunelab help')")
        }
    }
}
