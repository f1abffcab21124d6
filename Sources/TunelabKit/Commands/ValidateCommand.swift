/// `tunelab validate FILE.json`: checks a scenario or a grid (a document with a `grid` or
/// `scenario` key). For a grid it prints the point count alone on stdout (for scripts:
/// `n=$(tunelab validate grid.json)`), and each key's count, the cases and metrics on stderr.
public enum ValidateCommand {
    public static func run(path: String, console: Console, maxPoints: Int = 10_000_000) throws -> Int32 {
        let root = try JSONFile.read(path)
        if root["grid"] != nil || root["scenario"] != nil {
            let grid = try GridDecoder.load(path, maxPoints: maxPoints)
            console.out("\(grid.pointCount)\n")
            for axis in grid.axes { console.err("  \(axis.key): \(axis.values.count) value\(axis.values.count == 1 ? "" : "s")\n") }
            console.err("  cases: \(grid.cases.count); metrics: \(grid.metrics.map(\.rawValue).joined(separator: ", "))\n")
            return ExitCode.success
        }
        let scenario = try ScenarioDecoder.load(path)
        console.out("\(path): a valid scenario \"\(scenario.name)\": \(scenario.clock.lastFrame + 1) frames, layout \(scenario.layout.kindName)\n")
        return ExitCode.success
    }
}
