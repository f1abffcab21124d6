import ScrollPhysics

/// The likely mistakes in a grid (docs/grid.md, "Warnings"): its base scenario's, in every
/// case (`ScenarioWarnings`), and a grid key `layout.params.X` whose X no formula reads —
/// neither the base scenario's nor any formula string the grid sweeps — with a did-you-mean
/// (`layout.params.raduis` → `radius`), or a key no point reads (`ScenarioWarnings.unreadSettings`
/// in every case and for every value the grid gives the settings that decide it:
/// `scroll.decelerationRate` when no point runs `uikit`): the points would differ in nothing.
public enum GridWarnings {
    /// The warnings of `grid`, each once, in order: the scenario's, then the keys'.
    public static func check(_ grid: Grid) -> [InputWarning] {
        var warnings: [InputWarning] = []
        var seen = Set<InputWarning>()  // each once, in linear time (a long gesture can warn per step)
        var read = Set<String>()
        let path = GridChecks.scenarioPath(grid)
        for root in GridChecks.caseRoots(grid) {
            guard let scenario = try? grid.decoder.decode(root, path: path) else { continue }
            for warning in ScenarioWarnings.check(scenario, root: root, file: grid.scenarioFile, path: path)
            where seen.insert(warning).inserted {
                warnings.append(warning)
            }
            if let formula = scenario.layout.formula { read.formUnion(ScenarioWarnings.namesRead(formula.definition)) }
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
        // A key no point reads: unread in every case, whatever value the grid gives the
        // settings that decide it (`conditions`).
        var unread: [String: String]?
        let roots = GridChecks.caseRoots(grid)
        for root in roots {
            for variant in variants(of: root, grid: grid, limit: max(1, 1024 / roots.count)) {
                guard let scenario = try? grid.decoder.decode(variant, path: path) else { continue }
                let here = Dictionary(
                    ScenarioWarnings.unreadSettings(scenario).map { ($0.keys.joined(separator: "."), $0.reason) },
                    uniquingKeysWith: { a, _ in a })
                unread = unread.map { $0.filter { here[$0.key] != nil } } ?? here
            }
        }
        for axis in grid.axes {
            guard
                let reason = axis.path.indices.lazy.compactMap({ unread?[axis.path.prefix($0 + 1).joined(separator: ".")] }).first
            else { continue }
            warnings.append(
                InputWarning(
                    file: grid.file, position: axis.position, path: JSONPath.root.key("grid").key(axis.key),
                    message: "\(JSONWriter.quoted(axis.key)) is never read: \(reason); its points differ in nothing"))
        }
        return warnings
    }

    /// The settings that decide whether others are read (`ScenarioWarnings.unreadSettings`).
    static let conditions: [[String]] = [["scroll", "model"], ["scroll", "snap", "policy"], ["touch", "noise"]]

    /// `root` with each combination of the values the grid gives the `conditions` (just `root`
    /// when it sweeps none; none at all past `limit` combinations, so no key is judged unread
    /// and the check stays within about 1024 decodes, cases included).
    static func variants(of root: JSONNode, grid: Grid, limit: Int) -> [JSONNode] {
        var roots = [root]
        for axis in grid.axes where conditions.contains(axis.path) {
            guard roots.count * axis.values.count <= limit else { return [] }
            roots = roots.flatMap { base in
                axis.values.compactMap { value in try? JSONEdit.setting(value.json, at: ArraySlice(axis.path), in: base).get() }
            }
        }
        return roots
    }
}
