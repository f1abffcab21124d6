import Foundation

/// Commands beyond run/validate/help, dispatched by name.
enum Commands {
    static func dispatch(_ command: String, arguments: [String], console: Console) throws -> Int32 {
        switch command {
        case "sweep":
            return try SweepCommand.run(arguments, console: console)
        case "merge": return try MergeCommand.run(arguments, console: console)
        case "status": return try StatusCommand.run(arguments, console: console)
        case "bench": return try BenchCommand.run(arguments, console: console)
        case "compare": return try CompareCommand.run(arguments, console: console)
        case "chart":
            let result: (outputPath: String, svg: String)
            do { result = try ChartCommand.run(arguments) } catch let error as ChartError {
                // Every chart error starts with the results file it is about.
                let file = (try? ChartCommand.parse(arguments))?.results ?? "chart"
                throw ToolError(error.message.hasPrefix(file + ":") ? error.message : "\(file): \(error.message)", isInput: true)
            }
            try AtomicFile.write(result.svg, to: result.outputPath)
            console.out("wrote \(result.outputPath)\n")
            return ExitCode.success
        case "export": return try ExportCommand.run(arguments, console: console)
        case "completions", "man": return try ShellCompletionCommand.run(command, arguments: arguments, console: console)
        case "fit": return try FitCommand.run(arguments, console: console)
        case "serve": return try ServeCommand.run(arguments, console: console)
        case "convert":
            guard arguments.first == "spring" else {
                throw UsageError("convert: expected 'tunelab convert spring --from SYSTEM KEY=VALUE ...'")
            }
            do {
                console.out(try SpringConvertCommand.run(Array(arguments.dropFirst())))
            } catch let error as SpringConvertError {
                throw UsageError(error.description)
            }
            return ExitCode.success
        default:
            var message = "unknown command \(command)"
            if let near = DidYouMean.suggestion(for: command, among: CommandSpec.all.map(\.name)) { message += "; did you mean \(near)?" }
            throw UsageError(message + " (see 'tunelab help')")
        }
    }
}
