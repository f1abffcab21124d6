/// A grid key as a reader names it: `layout.centerFrequency` → `centre frequency (rad/pt)`.
/// Known keys get the wording and unit of docs/scenario.md and docs/layouts.md; others are the last path component
/// split into words. Charts print the key path itself in small text beside the label.
public enum KeyLabel {
    /// The known keys' labels (last path component → label with unit): the layouts' declared
    /// labels (`LayoutField.label`) and the scenario's other keys.
    static let known: [String: String] = BuiltInLayouts.labels.merging(scenarioKeys) { layout, _ in layout }

    /// The labels of the keys outside `layout`: the declared settings' (`ScenarioSettings`),
    /// then the keys inside their objects (snap, springs, edge damping).
    static let scenarioKeys: [String: String] = ScenarioSettings.labels.merging([
        "policy": "snap policy", "dampingRatio": "damping ratio", "buffer": "buffer (pt)", "maxReduction": "max reduction",
        "enabled": "enabled", "stiffness": "stiffness (N/m)", "mass": "mass", "damping": "damping"
    ]) { declared, _ in declared }

    /// The label of `key`, with its unit when known.
    public static func label(_ key: String) -> String {
        let last = key.split(separator: ".").last.map(String.init) ?? key
        if let label = known[last] {
            // Formula parameters and lets are the formula's own names: keep the name visible.
            // (`.params.` or `.let.` inside the key: a component between two others.)
            let inner = key.split(separator: ".", omittingEmptySubsequences: false).dropFirst().dropLast()
            return inner.contains("params") || inner.contains("let") ? "\(last): \(label)" : label
        }
        return words(last)
    }

    /// `scaleFrequency` → `scale frequency`; `s` stays `s`.
    static func words(_ name: String) -> String {
        var out = ""
        for ch in name {
            if ch.isUppercase, !out.isEmpty { out += " " + ch.lowercased() } else { out.append(ch) }
        }
        return out
    }
}
