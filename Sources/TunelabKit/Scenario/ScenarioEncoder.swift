import ScrollPhysics

/// A decoded scenario written back as a scenario document with every default spelled out
/// (docs/scenario.md): decoding the result gives the same `Scenario`.
enum ScenarioEncoder {
    static func encode(_ point: ExportedPoint, name: String) -> ExportJSON {
        let s = point.scenario
        var members: [(String, ExportJSON)] = [
            ("name", .string(name))
        ]
        members += ClockSettings.settings.write(ClockSettings(clock: s.clock, integrator: s.scroll.integrator))
        members += [
            ("scroll", scroll(s.scroll)),
            ("touch", .object(TouchSettings.settings.write(s.touch))),
            (
                "gesture",
                .array(
                    zip(s.gesture.indices, s.gesture).map { i, step in
                        gesture(step, node: i < point.gestureNodes.count ? point.gestureNodes[i] : nil)
                    })
            ),
            // A plug-in's settings are its own type: its layout object goes out as the scenario wrote it.
            ("layout", s.layout.plugin != nil ? point.written("layout").map(ExportJSON.from) ?? layout(s.layout) : layout(s.layout)),
            ("display", display(s.display))
        ]
        members.append(("exportedFrom", provenance(point.provenance)))
        return .object(members)
    }

    static func provenance(_ p: ExportProvenance) -> ExportJSON {
        var members: [(String, ExportJSON)] = [("tool", .string(p.tool))]
        if let grid = p.grid { members.append(("grid", .string(grid))) }
        if let file = p.scenarioFile { members.append(("scenario", .string(file))) }
        if let point = p.point { members.append(("point", .integer(point))) }
        if let rank = p.rank { members.append(("rank", .integer(rank))) }
        if !p.values.isEmpty { members.append(("values", .object(p.values.map { ($0.key, .raw(jsonValue($0.value))) }))) }
        members.append(("fingerprint", .string(p.fingerprint)))
        members.append(("command", .string(p.command)))
        if !p.notes.isEmpty { members.append(("notes", .array(p.notes.map { .string($0) }))) }
        return .object(members)
    }

    /// A grid value's text as JSON: numbers and booleans as they are, anything else quoted.
    private static func jsonValue(_ text: String) -> String {
        if text == "true" || text == "false" || Double(text) != nil { return text }
        return JSONWriter.quoted(text)
    }

    static func spring(_ spring: Spring) -> ExportJSON {
        .object([("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping))])
    }

    static func scroll(_ c: ScrollConfiguration) -> ExportJSON {
        .object(ScrollSettings.all.write(c))
    }

    static func gesture(_ step: GestureStep, node: JSONNode?) -> ExportJSON {
        switch step {
        case let .drag(translation, duration, curve):
            return .object([
                (
                    "drag",
                    .object([
                        ("translation", .number(translation)), ("duration", .number(duration)),
                        ("curve", .string(curve.rawValue))
                    ])
                )
            ])
        case .hold(let d): return .object([("hold", .number(d))])
        case .wait(let d): return .object([("wait", .number(d))])
        case .release(let v): return .object([("release", .object(v.map { [("velocity", .number($0))] } ?? []))])
        case .flick(let v): return .object([("flick", .object([("velocity", .number(v))]))])
        case .trace:
            // The samples came from a file: name it as the source scenario did (relative to it).
            let body = node?["trace"]
            let file = body?["file"]?.value.stringValue ?? ""
            let unit = body?["timeUnit"]?.value.stringValue ?? TraceTimeUnit.seconds.rawValue
            return .object([("trace", .object([("file", .string(file)), ("timeUnit", .string(unit))]))])
        }
    }

    static func display(_ d: DisplaySettings) -> ExportJSON {
        var members: [(String, ExportJSON)] = [("scale", .number(d.scale))]
        switch d.droppedFrames {
        case .every(let n)?: members.append(("droppedFrames", .object([("every", .integer(n))])))
        case let .probability(p, seed)?:
            members.append(("droppedFrames", .object([("probability", .number(p)), ("seed", .integer(Int(clamping: seed)))])))
        case nil: break
        }
        return .object(members)
    }

    static func count(_ n: Int?) -> ExportJSON { n.map { .integer($0) } ?? .string("infinite") }

    /// `layout`: the kind and every key of that kind.
    static func layout(_ l: LayoutSettings) -> ExportJSON {
        var m: [(String, ExportJSON)] = [("kind", .string(l.kind.rawValue))]
        if let builtIn = BuiltInLayouts.entry(l.kind) {
            m += builtIn.encode(l)
        } else if l.kind.isFormula, let d = l.formula?.definition {
            m += formula(d)
        }
        if let d = l.perspective { m.append(("perspective", .number(d))) }
        return .object(m)
    }

    static func formula(_ d: FormulaLayoutDefinition) -> [(String, ExportJSON)] {
        var m: [(String, ExportJSON)] = [("axis", .string(d.axis.rawValue)), ("pitch", .string(d.pitchFormula.source))]
        if let count = d.count { m.append(("count", .integer(count))) }
        if let data = d.dataCount { m.append(("dataCount", .integer(data))) }
        switch d.visibility {
        case .nearest(let n): m.append(("visible", .object([("nearest", .integer(n))])))
        case .viewport(let margin):
            m.append(("visible", .object([("viewport", .bool(true))] + (margin.map { [("margin", .number($0))] } ?? []))))
        }
        m.append(("params", .object(d.parameters.map { ($0.name, .number($0.value)) })))
        m.append(("let", .object(d.lets.map { ($0.name, .string($0.formula.source)) })))
        m.append(("item", .object(FormulaAttribute.allCases.compactMap { a in d.item[a].map { (a.rawValue, .string($0.source)) } })))
        return m
    }
}
