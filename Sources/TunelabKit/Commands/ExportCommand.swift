import Foundation

/// `tunelab export`: one point as app code or a complete scenario (docs/export.md), in each of
/// `ExportTarget.allCases`. stdout by default; `--out` writes the file atomically. Bad usage or
/// input: one line, exit 2, nothing written. `tunelab export --list-targets` (not in `help`)
/// prints each target and its file extension, one per line, for scripts.
public enum ExportCommand: Command {
    public static let spec = CommandSpec(
        name: "export",
        usage:
            "tunelab export (RESULTS_DIR | SCENARIO.json) [--point N | --point best] --to \(targets.joined(separator: "|")) [--out FILE] [--grid GRID.json]",
        summary:
            "Write a tuned point as app code — its layout and physics (Swift, UIKit, SwiftUI, Flutter, Android) — or a full scenario.",
        options: [
            ("--to", "TARGET", targets.dropLast().joined(separator: ", ") + " or " + (targets.last ?? "")),
            ("--point", "N|best", "the point of a results directory (default best: rank 1 of summary.csv)"),
            ("--out", "FILE", "write FILE instead of stdout"),
            ("--grid", "GRID.json", "the grid the results came from (default: run.json's, or experiments/<name>.json)")
        ])

    /// The targets' names, in `ExportTarget.allCases` order.
    static let targets = ExportTarget.allCases.map(\.rawValue)

    /// The hidden argument that lists the targets: `--list-targets`.
    static let listTargets = "--list-targets"

    /// What `tunelab export --list-targets` prints: `TARGET EXTENSION`, one target a line.
    public static var targetList: String {
        ExportTarget.allCases.map { "\($0.rawValue) \($0.fileExtension)\n" }.joined()
    }

    public typealias Options = ExportRequest

    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(command: "export", arguments: arguments)
        let (positionals, flags) = try list.parse()
        let source = try TunelabCLI.single(positionals, command: "export", what: "RESULTS_DIR or SCENARIO.json")
        guard let name = flags.value("--to") else {
            throw UsageError("export: missing --to TARGET (one of \(targets.joined(separator: ", ")))")
        }
        guard let target = ExportTarget(rawValue: name) else {
            var message = "export: unknown target \(name); expected one of \(targets.joined(separator: ", "))"
            if let near = DidYouMean.suggestion(for: name, among: targets) { message += "; did you mean \(near)?" }
            throw UsageError(message)
        }
        var point: ExportSource.PointChoice? = nil
        if let text = flags.value("--point") {
            if text == "best" {
                point = .best
            } else if let n = Int(text), n >= 0 {
                point = .index(n)
            } else {
                throw UsageError("export: --point expects a point index ≥ 0 or best, got \(text)")
            }
        }
        return Options(source: source, target: target, point: point, out: flags.value("--out"), grid: flags.value("--grid"))
    }

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        if arguments == [listTargets] {
            console.out(targetList)
            return ExitCode.success
        }
        let options = try parse(arguments)
        let text = try options.render()
        if let out = options.out {
            try AtomicFile.write(text, to: out)
            console.err("wrote \(out)\n")
        } else {
            console.out(text)
        }
        return ExitCode.success
    }
}
