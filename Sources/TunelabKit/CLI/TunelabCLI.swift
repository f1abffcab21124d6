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
        guard let name = args.first else {
            console.err(CommandSpec.overview)
            return ExitCode.badInput
        }
        let rest = Array(args.dropFirst())
        switch name {
        case "--version", "version":
            console.out(ToolVersion.line + "\n")
            return ExitCode.success
        case "--help", "-h":
            return try HelpCommand.run(rest, console: console)
        default:
            break
        }
        // `--help` after a command (or a word that names none) is that command's help.
        let command = Commands.named(name)
        if command.map({ $0 != HelpCommand.self }) ?? true, rest.contains("--help") || rest.contains("-h") {
            return HelpCommand.show(name, console: console)
        }
        guard let command else { throw Commands.unknown(name) }
        return try command.run(rest, console: console)
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
