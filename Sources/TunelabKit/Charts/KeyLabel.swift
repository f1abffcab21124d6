/// A grid key as a reader names it: `layout.centerFrequency` → `centre frequency (rad/pt)`.
/// Known keys get their docs/scenario.md–5 wording and unit; others are the last path component
/// split into words. Charts print the key path itself in small text beside the label.
public enum KeyLabel {
    /// The known keys' labels (last path component → label with unit).
    static let known: [String: String] = [
        "scaleFrequency": "scale frequency (rad/pt)", "centerFrequency": "centre frequency (rad/pt)",
        "alphaDecay": "alpha decay (1/pt)", "alphaFloor": "alpha floor", "spacing": "spacing (pt)",
        "dynamicSpacing": "dynamic spacing", "stride": "stride (pt)", "scaleWidth": "scale width (pt)",
        "scaleCurve": "scale curve", "shiftAmplitude": "shift amplitude", "tilt": "tilt (rad/pt)",
        "decelerationRate": "deceleration rate (per ms)", "policy": "snap policy",
        "dampingRatio": "damping ratio", "duration": "duration (s)", "buffer": "buffer (pt)",
        "maxReduction": "max reduction", "enabled": "enabled", "region": "fade region (pt)",
        "fadeDepth": "fade depth", "integrator": "integrator", "physicsRate": "physics rate (Hz)",
        "frameRate": "frame rate (Hz)", "factor": "parallax factor", "maxOffset": "max layer offset (pt)",
        "base": "layer base", "velocityFactor": "velocity factor", "model": "scroll model",
        "stiffness": "stiffness (N/m)", "mass": "mass", "damping": "damping", "viewport": "viewport (pt)",
        "stopSpeed": "stop speed (pt/s)", "restDistance": "rest distance (pt)", "restVelocity": "rest velocity (pt/s)",
        "noise": "touch noise (pt)",
        "visibleCount": "visible cards", "cardWidth": "card width (pt)", "cardHeight": "card height (pt)"
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
