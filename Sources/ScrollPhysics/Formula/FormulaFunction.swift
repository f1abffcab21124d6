/// The functions a formula may call, by name, with their arities:
///
/// | function | value |
/// |---|---|
/// | `sin cos tan asin acos atan exp log log2 log10` (1), `atan2(y, x) pow(x, y) hypot(x, y)` (2) | `Elementary` (the same bits on every platform, < 1 ulp) |
/// | `sqrt abs floor ceil` (1) | IEEE-754, exact or correctly rounded |
/// | `sign(x)` | −1, 0 or 1 |
/// | `min max` (2 or more) | left to right: min(a, b, c) = min(min(a, b), c) |
/// | `clamp(x, lo, hi)` | min(max(x, lo), hi) |
/// | `round(x)` | nearest integer, halves away from zero |
/// | `mod(a, b)` | a − b·floor(a/b) |
/// | `mix(a, b, t)` | a + (b − a)·t |
/// | `step(edge, x)` | 0 if x < edge, else 1 |
/// | `smoothstep(e0, e1, x)` | t²(3 − 2t), t = clamp((x − e0)/(e1 − e0), 0, 1) |
/// | `easeInOutCubic(u)` | 4u³ for u < ½, else 1 − (2 − 2u)³/2 (the fade list's easing) |
enum FormulaFunction {
    /// Name → (operation, parameter names for messages); `min` and `max` are n-ary.
    static let table: [(name: String, operation: FormulaOperation, parameters: String)] = [
        ("sin", .sin, "x"), ("cos", .cos, "x"), ("tan", .tan, "x"), ("asin", .asin, "x"), ("acos", .acos, "x"),
        ("atan", .atan, "x"), ("atan2", .atan2, "y, x"), ("exp", .exp, "x"), ("log", .log, "x"),
        ("log2", .log2, "x"), ("log10", .log10, "x"), ("pow", .power, "x, y"), ("sqrt", .sqrt, "x"),
        ("abs", .abs, "x"), ("sign", .sign, "x"), ("min", .min, "a, b, …"), ("max", .max, "a, b, …"),
        ("clamp", .clamp, "x, lo, hi"), ("floor", .floor, "x"), ("ceil", .ceil, "x"), ("round", .round, "x"),
        ("mod", .mod, "a, b"), ("mix", .mix, "a, b, t"), ("step", .step, "edge, x"),
        ("smoothstep", .smoothstep, "e0, e1, x"), ("hypot", .hypot, "x, y"), ("easeInOutCubic", .easeInOutCubic, "u")
    ]

    /// Every function name, in table order (the did-you-mean candidates).
    static let names: [String] = table.map(\.name)

    static func named(_ name: String) -> (operation: FormulaOperation, parameters: String)? {
        table.first { $0.name == name }.map { ($0.operation, $0.parameters) }
    }

    /// Whether the function takes any number ≥ 2 of arguments.
    static func isVariadic(_ operation: FormulaOperation) -> Bool { operation == .min || operation == .max }
}
