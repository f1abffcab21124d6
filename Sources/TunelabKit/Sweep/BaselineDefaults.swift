import ScrollPhysics

/// The value a decoded scenario uses at a grid key that its file leaves to the default, read
/// from the scenario written back with every default spelled out (`ScenarioEncoder`), so a
/// baseline shows `0.12`, not "default". A disabled section (`edgeDamping: false`) reads
/// `false` for its `enabled` key and `off` for the others; a layout without `perspective`
/// reads `none`. nil when the written-back scenario does not spell the key out (a spring's
/// `dampingRatio` and `duration`, which it writes as mass, stiffness and damping).
enum BaselineDefaults {
    /// The value of `scenario` at `path` (a grid key split at dots), as text.
    static func value(at path: [String], in scenario: Scenario) -> String? {
        let root = ExportJSON.object([
            ("duration", .number(scenario.clock.time(ofFrame: scenario.clock.lastFrame))),
            ("frameRate", .integer(scenario.clock.frameRate)), ("physicsRate", .integer(scenario.clock.physicsRate)),
            ("integrator", .string(scenario.scroll.integrator.rawValue)), ("scroll", ScenarioEncoder.scroll(scenario.scroll)),
            (
                "touch",
                .object([
                    ("rate", .integer(scenario.touch.rate)), ("noise", .number(scenario.touch.noise)),
                    ("seed", .integer(Int(clamping: scenario.touch.seed))),
                    ("velocityEstimator", .string(scenario.touch.velocityEstimator.rawValue))
                ])
            ),
            ("layout", ScenarioEncoder.layout(scenario.layout)), ("display", ScenarioEncoder.display(scenario.display))
        ])
        return value(at: path[...], in: root)
    }

    static func value(at path: ArraySlice<String>, in node: ExportJSON) -> String? {
        guard let key = path.first else { return text(node) }
        switch node {
        case .object(let members):
            if let member = members.first(where: { $0.0 == key }) { return value(at: path.dropFirst(), in: member.1) }
            if key == "enabled" && path.count == 1 { return "true" }
            if key == "perspective" && path.count == 1 && members.contains(where: { $0.0 == "kind" }) { return "none" }
            return nil
        case .bool(false):
            return path.count == 1 && key == "enabled" ? "false" : "off"
        default:
            return nil
        }
    }

    /// A leaf as a grid cell prints it; nil for a container.
    static func text(_ node: ExportJSON) -> String? {
        switch node {
        case .number(let x): return NumberFormat.shortest(x)
        case .integer(let n): return String(n)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .raw(let t): return t
        case .array, .object: return nil
        }
    }
}
