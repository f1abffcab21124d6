/// A grid key as a reader names it: `layout.centerFrequency` → `centre frequency (rad/pt)`.
/// Known keys get the wording and unit of docs/scenario.md and docs/layouts.md; others are the last path component
/// split into words. Charts print the key path itself in small text beside the label.
public enum KeyLabel {
    /// The known keys' labels (last path component → label with unit): the layouts' declared
    /// labels (`LayoutField.label`) and the scenario's other keys.
    static let known: [String: String] = BuiltInLayouts.labels.merging(scenarioKeys) { layout, _ in layout }

    /// The labels of the keys outside `layout`.
    static let scenarioKeys: [String: String] = [
        "decelerationRate": "deceleration rate (per ms)", "policy": "snap policy",
        "dampingRatio": "damping ratio", "duration": "duration (s)", "buffer": "buffer (pt)",
        "maxReduction": "max reduction", "enabled": "enabled", "integrator": "integrator", "physicsRate": "physics rate (Hz)",
        "frameRate": "frame rate (Hz)", "model": "scroll model",
        "stiffness": "stiffness (N/m)", "mass": "mass", "damping": "damping", "viewport": "viewport (pt)",
        "stopSpeed": "stop speed (pt/s)", "decelerationLaw": "deceleration law", "restDistance": "rest distance (pt)",
        "restVelocity": "rest velocity (pt/s)", "noise": "touch noise (pt)"
    ]

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
