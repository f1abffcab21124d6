/// `tunelab man`: prints the tunelab(1) man page (`ManPage`) on stdout, generated from
/// `Commands.all`.
public enum ManCommand: Command {
    public static let spec = CommandSpec(
        name: "man", usage: "tunelab man",
        summary: "Print the tunelab(1) man page (roff; view with 'man -l'), generated from these command definitions.",
        options: [])

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        var list = ArgumentList(command: name, arguments: arguments)
        let (positionals, _) = try list.parse()
        guard positionals.isEmpty else { throw UsageError("man: unexpected argument \(positionals[0]) (see 'tunelab help man')") }
        console.out(ManPage.roff)
        return ExitCode.success
    }
}
