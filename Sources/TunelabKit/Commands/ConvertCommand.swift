/// `tunelab convert spring`: one spring in other animation tools' units, parsed and printed by
/// `SpringConverter` (docs/command-line.md). Its help adds the unit systems and their keys.
public enum ConvertCommand: Command {
    public static let spec = CommandSpec(
        name: "convert", usage: "tunelab convert spring --from SYSTEM KEY=VALUE ... [--to SYSTEM ...]",
        summary: "Convert a spring between animation tools' units.",
        options: [
            ("--from", "SYSTEM", "the unit system the KEY=VALUE pairs are in"),
            ("--to", "SYSTEM", "a system to print the spring in (repeatable; default: every system)")
        ])

    /// The spec's help and the systems with their keys, from the table the parser reads.
    public static var help: String { spec.help + "\n" + SpringConverter.usage }

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        guard arguments.first == "spring" else { throw UsageError("convert: expected '\(spec.usage)'") }
        do {
            console.out(try SpringConverter.run(Array(arguments.dropFirst())))
        } catch let error as SpringConvertError {
            throw UsageError(error.description)
        }
        return ExitCode.success
    }
}
