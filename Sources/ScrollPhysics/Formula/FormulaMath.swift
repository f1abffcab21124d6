/// The functions the language needs beyond libm, each as documented in `FormulaFunction`.
/// sin, cos and exp are calls, never inlined into the program's interpreter loop: inlined,
/// their bodies cost the loop registers (+4 % instructions per frame of the seed formula).
enum FormulaMath {
    /// sin x (`Elementary.sin`: the same bits on every platform, < 1 ulp).
    @inline(never) static func sin(_ x: Double) -> Double { Elementary.sin(x) }
    /// cos x (`Elementary.cos`).
    @inline(never) static func cos(_ x: Double) -> Double { Elementary.cos(x) }
    /// eˣ (`Elementary.exp`).
    @inline(never) static func exp(_ x: Double) -> Double { Elementary.exp(x) }
    /// −1, 0 or 1 (NaN stays NaN).
    @inline(__always) static func sign(_ x: Double) -> Double { x > 0 ? 1 : x < 0 ? -1 : x }
    /// a − b·⌊a/b⌋ (the sign of b; NaN for b = 0).
    @inline(__always) static func mod(_ a: Double, _ b: Double) -> Double { a - b * (a / b).rounded(.down) }
    /// t²(3 − 2t), t = clamp((x − e0)/(e1 − e0), 0, 1).
    @inline(__always) static func smoothstep(_ e0: Double, _ e1: Double, _ x: Double) -> Double {
        let t = Swift.min(Swift.max((x - e0) / (e1 - e0), 0), 1)
        return t * t * (3 - 2 * t)
    }
}
