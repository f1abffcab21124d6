import ScrollPhysics

/// The fast way to a point's scenario when every grid key lies under `layout.` (not
/// `layout.kind`) and the scroll settings do not follow the layout (no snap interval or
/// edge-damping extent taken from it): only the `layout` object is edited and decoded, and
/// the rest of each case's scenario is decoded once. It gives exactly what a full decode
/// gives — the same values and, for a bad value, the same message at the same path.
struct LayoutOnlyDecoding {
    private let decoder: ScenarioDecoder
    private let axes: [GridAxis]
    /// Each case's scenario with no grid value written.
    let bases: [Scenario]
    private let layoutNodes: [JSONNode]
    private let layoutPath: JSONPath
    /// Set when every key is a formula layout's parameter.
    private let formulaParameters: FormulaParameterSweep?

    /// `nil` when the grid does not qualify.
    init?(grid: Grid, caseRoots: [JSONNode], gestures: [[GestureStep]]) {
        guard !grid.axes.isEmpty,
            grid.axes.allSatisfy({ $0.path.count >= 2 && $0.path[0] == "layout" && $0.path[1] != "kind" })
        else { return nil }
        let rootPath = GridChecks.scenarioPath(grid)
        var bases: [Scenario] = [], nodes: [JSONNode] = []
        for (root, gesture) in zip(caseRoots, gestures) {
            guard let base = try? grid.decoder.decode(root, path: rootPath, gesture: gesture),
                Self.scrollIgnoresLayout(
                    root, path: rootPath, decoder: grid.decoder, kind: base.layout.kind,
                    plugin: base.layout.plugin),
                let layout = root["layout"]
            else { return nil }
            bases.append(base)
            nodes.append(layout)
        }
        decoder = grid.decoder
        axes = grid.axes
        self.bases = bases
        layoutNodes = nodes
        layoutPath = rootPath.key("layout")
        formulaParameters = FormulaParameterSweep(axes: grid.axes, layouts: bases.map(\.layout))
    }

    /// Whether points only swap formula parameters (`FormulaParameterSweep`).
    var swapsFormulaParameters: Bool { formulaParameters != nil }

    /// Case `caseIndex`'s scenario with no grid value written (each case's base).
    func base(caseIndex: Int) -> Scenario { bases[caseIndex] }

    /// Case `caseIndex`'s layout with only axis `axis` set to `value` — what `ComposedLayoutDecoding`
    /// probes — or the reason that value alone is invalid.
    func layout(caseIndex: Int, axis: Int, value: GridValue) -> Result<LayoutSettings, InputError> {
        guard case .success(let node) = JSONEdit.setting(value.json, at: axes[axis].path.dropFirst(), in: layoutNodes[caseIndex]) else {
            return .failure(InputError(file: decoder.file, position: axes[axis].position, path: nil, message: "not a setting"))
        }
        do {
            return .success(try decoder.decodeLayout(ObjectReader(node, path: layoutPath, file: decoder.file)))
        } catch {
            return .failure(error)
        }
    }

    /// The scenario of case `caseIndex` with the point's `values` (one per axis) written into its layout.
    func scenario(caseIndex: Int, values: [GridValue]) -> Result<Scenario, InputError> {
        if let formulaParameters, let formula = formulaParameters.settings(caseIndex: caseIndex, values: values) {
            var scenario = bases[caseIndex]
            scenario.layout.formula = formula
            do {
                try ScenarioDecoder.checkFormulaWindow(
                    scenario.layout, viewport: scenario.scroll.viewport, file: decoder.file,
                    path: JSONPath(Array(layoutPath.components.dropLast())))
                return .success(scenario)
            } catch {
                return .failure(error)
            }
        }
        var node = layoutNodes[caseIndex]
        for (axis, value) in zip(axes, values) {
            guard case .success(let edited) = JSONEdit.setting(value.json, at: axis.path.dropFirst(), in: node) else {
                return .failure(
                    InputError(file: decoder.file, position: axis.position, path: nil, message: "\(axis.key): not a scenario setting"))
            }
            node = edited
        }
        do {
            var scenario = bases[caseIndex]
            scenario.layout = try decoder.decodeLayout(ObjectReader(node, path: layoutPath, file: decoder.file))
            try ScenarioDecoder.checkFormulaWindow(
                scenario.layout, viewport: scenario.scroll.viewport, file: decoder.file,
                path: JSONPath(Array(layoutPath.components.dropLast())))
            if let message = ScenarioDecoder.itemRowsExcess(clock: scenario.clock, layout: scenario.layout, scroll: scenario.scroll) {
                return .failure(InputError(file: decoder.file, position: node.position, path: layoutPath, message: message))
            }
            return .success(scenario)
        } catch {
            return .failure(error)
        }
    }

    /// Whether the scroll section decodes the same under two layouts that differ in every
    /// pitch and count (so nothing in it follows the layout).
    private static func scrollIgnoresLayout(
        _ root: JSONNode, path: JSONPath, decoder: ScenarioDecoder, kind: LayoutKind,
        plugin: PluginLayoutSettings?
    ) -> Bool {
        func layout(_ n: Int) -> LayoutSettings {
            var l = LayoutSettings()
            l.kind = kind
            for builtIn in BuiltInLayouts.all { builtIn.probe(&l, n) }  // `none` reads the card stack's
            if kind.isFormula { l.formula = FormulaSettings.probe(pitch: Double(n), count: n) }
            l.plugin = plugin.map {
                var p = $0; p.pitch = Double(n); p.count = n; return p
            }
            return l
        }
        func scroll(_ n: Int) -> ScrollConfiguration? {
            guard let object = try? ObjectReader(root, path: path, file: decoder.file) else { return nil }
            return try? decoder.decodeScroll(object.object("scroll"), layout: layout(n))
        }
        guard let a = scroll(1), let b = scroll(2) else { return false }
        return a == b
    }
}
