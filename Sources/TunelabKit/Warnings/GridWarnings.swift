import ScrollPhysics

/// The likely mistakes in a grid (docs/grid.md, "Warnings"): its base scenario's, in every
/// case (`ScenarioWarnings`), and a grid key `layout.params.X` whose X no formula reads —
/// neither the base scenario's nor any formula string the grid sweeps — with a did-you-mean
/// (`layout.params.raduis` → `radius`), or a key of a `uikit` setting (`scroll.decelerationRate`,
/// `integrator`, …) when no case or point runs the `uikit` model: the points would differ in nothing.
public enum GridWarnings {
    /// The warnings of `grid`, each once, in order: the scenario's, then the keys'.
    public static func check(_ grid: Grid) -> [InputWarning] {
        var warnings: [InputWarning] = []
        var read = Set<String>()
        var models = Set<ScrollModel>()
        let path = GridChecks.scenarioPath(grid)
        for root in GridChecks.caseRoots(grid) {
            guard let scenario = try? grid.decoder.decode(root, path: path) else { continue }
            for warning in ScenarioWarnings.check(scenario, root: root, file: grid.scenarioFile, path: path)
            where !warnings.contains(warning) {
                warnings.append(warning)
            }
            if let formula = scenario.layout.formula { read.formUnion(ScenarioWarnings.namesRead(formula.definition)) }
            models.insert(scenario.scroll.model)
        }
        for axis in grid.axes where axis.path == ["scroll", "model"] {
            for case .string(let name) in axis.values { if let model = ScrollModel(rawValue: name) { models.insert(model) } }
        }
        // Formula strings the grid sweeps (`layout.item.alpha`, `layout.let.s`, `layout.pitch`).
        for axis in grid.axes where axis.path.first == "layout" && axis.path.count >= 2 && axis.path[1] != "params" {
            for case .string(let source) in axis.values {
                if let formula = try? Formula(source) { read.formUnion(formula.names.map(\.name)) }
            }
        }
        let candidates = read.sorted()
        for axis in grid.axes where axis.path.count == 3 && axis.path[0] == "layout" && axis.path[1] == "params" {
            let name = axis.path[2]
            guard !read.contains(name) else { continue }
            warnings.append(
                InputWarning(
                    file: grid.file, position: axis.position, path: JSONPath.root.key("grid").key(axis.key),
                    message:
                        "no formula reads \(JSONWriter.quoted(name)), so its points differ in nothing\(DidYouMean.hint(for: name, among: candidates))"
                ))
        }
        if !models.isEmpty, !models.contains(.uikit) {
            let names = models.map { JSONWriter.quoted($0.rawValue) }.sorted().joined(separator: ", ")
            for axis in grid.axes
            where axis.path == ["integrator"]
                || (axis.path.count >= 2 && axis.path[0] == "scroll" && ScenarioWarnings.uikitSettings.contains(axis.path[1]))
            {
                warnings.append(
                    InputWarning(
                        file: grid.file, position: axis.position, path: JSONPath.root.key("grid").key(axis.key),
                        message:
                            "\(JSONWriter.quoted(axis.key)) is a uikit setting; scroll.model \(names) never reads it, so its points differ in nothing"
                    ))
            }
        }
        return warnings
    }
}
