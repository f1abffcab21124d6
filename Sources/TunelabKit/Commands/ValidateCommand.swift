/// `tunelab validate FILE.json`: checks a scenario (or, once the sweep lands, a grid).
public enum ValidateCommand {
    public static func run(path: String, console: Console) throws -> Int32 {
        let scenario = try ScenarioDecoder.load(path)
        console.out("\(path): a valid scenario \"\(scenario.name)\": \(scenario.clock.lastFrame + 1) frames, layout \(scenario.layout.kind.rawValue)\n")
        return ExitCode.success
    }
}
