#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tool's entry point: parses arguments, runs the command, returns the exit code.
public enum TunelabCLI {
    /// Runs `tunelab` with `arguments` (the first is the program name) on `console`.
    public static func main(_ arguments: [String], console: Console = .standard()) -> Int32 {
        let args = Array(arguments.dropFirst())
        let code = run(args, console: console)
        // Output a caller asked for and did not get is a failure, whatever the command did.
        if let lost = console.stdoutFailure, code == ExitCode.success || code == ExitCode.checkFailed {
            console.err("tunelab: cannot write to standard output: \(lost)\n")
            return ExitCode.badInput
        }
        return code
    }

    static func run(_ args: [String], console: Console) -> Int32 {
        do {
            return try dispatch(args, console: console)
        } catch {
            // The line and exit code of every kind of error: CommandFailure, which the CI formats
            // (JUnit, Markdown) also report, so the two cannot drift apart.
            let failure = CommandFailure(error)
            console.err(failure.message + "\n")
            return failure.code
        }
    }

    static func dispatch(_ args: [String], console: Console) throws -> Int32 {
        guard let command = args.first else {
            console.err(CommandSpec.overview)
            return ExitCode.badInput
        }
        let rest = Array(args.dropFirst())
        switch command {
        case "--version", "version":
            console.out(ToolVersion.line + "\n")
            return ExitCode.success
        case "help", "--help", "-h":
            return help(rest.first, console: console)
        default:
            break
        }
        if rest.contains("--help") || rest.contains("-h") { return help(command, console: console) }
        var list = ArgumentList(command: command, arguments: rest)
        switch command {
        case "run":
            let (positionals, options) = try list.parse()
            let path = try single(positionals, command: command, what: "SCENARIO.json")
            return try RunCommand.run(
                scenarioPath: path, outDirectory: options.value("--out"), console: console, strict: options.has("--strict"))
        case "validate":
            let (positionals, options) = try list.parse()
            let path = try single(positionals, command: command, what: "FILE.json")
            var maxPoints = 10_000_000
            if let text = options.value("--max-points") {
                guard let n = Int(text), n >= 1 else { throw UsageError("validate: --max-points expects a positive integer, got \(text)") }
                maxPoints = n
            }
            return try ValidateCommand.run(path: path, console: console, maxPoints: maxPoints, strict: options.has("--strict"))
        default:
            return try Commands.dispatch(command, arguments: rest, console: console)
        }
    }

    static func help(_ topic: String?, console: Console) -> Int32 {
        guard let topic else { console.out(CommandSpec.overview); return ExitCode.success }
        guard let spec = CommandSpec.named(topic) else {
            var message = "tunelab: no command \(topic)"
            if let near = DidYouMean.suggestion(for: topic, among: CommandSpec.all.map(\.name)) { message += "; did you mean \(near)?" }
            console.err(message + "\n")
            return ExitCode.badInput
        }
        // `convert spring` lists its unit systems and keys from its own table.
        console.out(spec.help + (spec.name == "convert" ? "\n" + SpringConvertCommand.usage : ""))
        return ExitCode.success
    }

    static func single(_ positionals: [String], command: String, what: String) throws(UsageError) -> String {
        guard positionals.count == 1 else {
            throw UsageError("\(command): expected one \(what), got \(positionals.count) arguments (see 'tunelab help \(command)')")
        }
        return positionals[0]
    }

    public static func exit(with code: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(code)
        #else
            Darwin.exit(code)
        #endif
    }
}
