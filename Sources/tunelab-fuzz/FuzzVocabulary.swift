import ScrollPhysics
import TunelabKit

/// Words the grammar-aware mutations draw from: keys, enum values, dotted grid paths, numbers at
/// the edges of every range the tool checks, and hostile strings and CSV cells.
enum FuzzVocabulary {
    /// The declared scenario settings' keys (`ScenarioSettings`), the keys inside their objects and
    /// the grid's, then every built-in layout's declared key (`BuiltInLayouts`).
    static let keys = unique(
        ScenarioSettings.keys + [
            "name", "scroll", "infinite", "length", "continuous", "perMillisecond", "constant", "bounce", "mass", "stiffness", "damping",
            "response", "dampingRatio", "snap",
            "policy", "interval", "mode", "spring", "edgeDamping", "buffer", "maxReduction", "touch", "gesture", "drag", "translation",
            "curve", "hold", "release", "velocity", "samples",
            "flick", "wait", "trace", "file", "layout", "kind", "display", "scale", "droppedFrames", "every",
            "probability", "scenario", "grid", "cases", "aggregate", "metrics", "rank", "by", "top", "traces",
            "question", "linspace", "logspace", "from", "to", "step", "count"
        ] + BuiltInLayouts.keys)

    /// Enum values: the scenario's, the layout kinds and the layouts' declared choices, models, metrics.
    static let enumValues = unique(
        [
            "normal", "fast", "nearest", "paging", "none", "spring", "decelerate",
            "linear", "ease-in", "ease-out", "ease-in-out", "worst", "mean", "infinite"
        ] + ScenarioSettings.choiceNames + LayoutRegistry.builtIn.kindNames + BuiltInLayouts.choiceNames
            + ScrollModel.allCases.map(\.rawValue)
            + Metric.allCases.map(\.rawValue))

    /// Grid paths: `layout.kind` and every declared layout key, then the other settings and bad paths.
    static let gridPaths =
        ["layout.kind"] + BuiltInLayouts.keys.map { "layout.\($0)" } + ScenarioSettings.gridPaths + [
            "scroll.snap.policy", "scroll.snap.interval",
            "scroll.snap.spring.duration", "scroll.snap.spring.dampingRatio", "scroll.snap.spring.response",
            "scroll.bounce.mass", "scroll.bounce.stiffness", "scroll.bounce.damping", "scroll.bounce.response",
            "scroll.rubberBand.constant", "scroll.edgeDamping.buffer", "display.scale",
            "gesture", "scroll", "nonexistent.key", "layout..x", "", ".", "scroll.content.length"
        ]

    /// Numbers at the edges of every range: fixed ones, then each declared setting's ends and
    /// their neighbours (`ScenarioSettings.edgeNumbers`).
    static let numbers = unique(
        [
            "0", "-0", "1", "-1", "0.5", "2", "3", "1e-300", "5e-324", "1e308", "-1e308", "1.7976931348623157e308",
            "1e400", "-1e400", "9007199254740993", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
            "1e-7", "1e6", "1e9", "36000", "300", "0.999999", "1.0000001", "1e15", "0.1", "1200", "120", "100000",
            "10000000", "2.5", "1e-6", "1e14", "3e-5", "-1e-300", "18446744073709551616", "1E2", "0e0", "-0.0",
            "123456789012345678901234567890", "0.05", "24", "390", "-800", "-3000", "4.9e-324", "2.2250738585072014e-308"
        ] + ScenarioSettings.edgeNumbers)

    static let strings = [
        "", " ", "x", "\u{0}", "é", "日本", "../../../etc/passwd", "/dev/zero", "/dev/stdin", "/dev/null", ".", "..",
        "/", "/tmp", "missing.json", "scenarios", "scenarios/card-snap-flick.json", "../traces/quick-swipe.csv",
        "\u{FEFF}", "a\"b", "a\\b", "\n", String(repeating: "a", count: 300), "%s%n", "NaN", "Infinity", "-Infinity"
    ]

    static let cells = [
        "abc", "nan", "NaN", "inf", "-inf", "Infinity", "1e400", "-1e400", "", " 1", "1 ", "0x10", "+1", "1e5", "-0",
        "00", "01", "1.", ".5", "12345678901234567890123456789", "\"", "a,b", "a\nb", "-1", "1e-400", "5e-324",
        "1.7976931348623157e308", "ok", "0", "2", "é", "\u{0}", "case 1: x"
    ]

    /// `words` without repeats, first occurrence kept.
    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }
}
