import Foundation
import ScrollPhysics

/// `tunelab run`: one scenario → `frames.csv`, `items.csv`, `metrics.csv` in DIR (default
/// `reports/<name>/`), written atomically (docs/scenario.md). Warnings about the input
/// (`ScenarioWarnings`) go to stderr first; with `strict` the first is an input error and
/// nothing is written.
public enum RunCommand: Command {
    public static let spec = CommandSpec(
        name: "run", usage: "tunelab run SCENARIO.json [--out DIR] [--strict]",
        summary: "Run one scenario; write frames.csv, items.csv and metrics.csv.",
        options: [("--out", "DIR", "output directory (default reports/<name>/)"), CommandSpec.strict])

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        var list = ArgumentList(command: name, arguments: arguments)
        let (positionals, options) = try list.parse()
        let path = try TunelabCLI.single(positionals, command: name, what: "SCENARIO.json")
        return try run(scenarioPath: path, outDirectory: options.value("--out"), console: console, strict: options.has("--strict"))
    }

    public static func run(scenarioPath: String, outDirectory: String?, console: Console, strict: Bool = false) throws -> Int32 {
        let root = try JSONFile.read(scenarioPath)
        if root["grid"] != nil || root["scenario"] != nil {
            throw InputError(
                file: scenarioPath, position: root.position, path: nil,
                message: "this is a grid file (it has \"grid\" or \"scenario\"); run it with 'tunelab sweep \(scenarioPath)'")
        }
        let scenario = try ScenarioDecoder.decoder(forFile: scenarioPath).decode(root)
        try InputWarning.report(ScenarioWarnings.check(scenario, root: root, file: scenarioPath), strict: strict, console: console)
        let directory = outDirectory ?? "reports/\(scenario.name)"
        try OutputDirectory.checkWritable(directory)
        let existed = FileManager.default.fileExists(atPath: directory)
        let files: ScenarioRunFiles
        do {
            files = try ScenarioRunFiles(scenario: scenario, metrics: nil, keepingClip: true)
        } catch {
            throw error.inputError(file: scenarioPath, layout: scenario.layout)
        }
        do {
            try files.write(to: directory)
        } catch {
            if !existed { rmdir(directory) }  // only if empty: nothing of ours is left
            throw error
        }
        do {
            try RunReport.write(scenario: scenario, files: files, directory: directory)
        } catch {
            // A run is its CSV files and its page together: take back what this run wrote.
            for name in ScenarioRunFiles.names + RunReport.files.map({ "charts/" + $0 }) {
                try? FileManager.default.removeItem(atPath: directory + "/" + name)
            }
            rmdir(directory + "/charts")
            if !existed { rmdir(directory) }
            throw error
        }
        console.out("wrote \(directory)/frames.csv, items.csv, metrics.csv, charts/index.html (\(scenario.clock.lastFrame + 1) frames)\n")
        console.out(RunReport.metricLines(files.values, metrics: Metric.applicable(to: scenario.layout.traits)))
        return ExitCode.success
    }
}
