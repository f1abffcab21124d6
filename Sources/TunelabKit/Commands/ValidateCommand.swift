/// `tunelab validate FILE.json`: checks a scenario or a grid (DESIGN §8) as `run` and
/// `sweep` would, writing nothing. A document with a top-level `scenario` or `grid` key is
/// a grid (neither is a scenario key); a grid prints its point count.
public enum ValidateCommand {
    public static func run(path: String, console: Console) throws -> Int32 {
        let root = try JSONFile.read(path)
        if root["scenario"] != nil || root["grid"] != nil {
            let grid = try GridDecoder.load(path)
            let cases = grid.cases.count
            console.out("\(path): a valid grid \"\(grid.name)\": \(grid.pointCount) point\(grid.pointCount == 1 ? "" : "s") × \(cases) case\(cases == 1 ? "" : "s")\n")
            return ExitCode.success
        }
        let scenario = try ScenarioDecoder.decoder(forFile: path).decode(root)
        console.out("\(path): a valid scenario \"\(scenario.name)\": \(scenario.clock.lastFrame + 1) frames, layout \(scenario.layout.kind.rawValue)\n")
        return ExitCode.success
    }
}
