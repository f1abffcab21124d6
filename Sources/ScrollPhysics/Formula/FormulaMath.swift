/// The functions the language needs beyond libm, each as documented in `FormulaFunction`.
enum FormulaMath {
    /// sin x from `SinCos` (the card stack's deterministic kernel).
    @inline(__always) static func sin(_ x: Double) -> Double { SinCos.of(x).sin }
    /// cos x from `SinCos`.
    @inline(__always) static func cos(_ x: Double) -> Double { SinCos.of(x).cos }
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

/// libm's functions under names the operation cases do not shadow.
enum Libm {
    @inline(__always) static func tan(_ x: Double) -> Double { libmTan(x) }
    @inline(__always) static func asin(_ x: Double) -> Double { libmAsin(x) }
    @inline(__always) static func acos(_ x: Double) -> Double { libmAcos(x) }
    @inline(__always) static func atan(_ x: Double) -> Double { libmAtan(x) }
    @inline(__always) static func exp(_ x: Double) -> Double { libmExp(x) }
    @inline(__always) static func log(_ x: Double) -> Double { libmLog(x) }
    @inline(__always) static func log2(_ x: Double) -> Double { libmLog2(x) }
    @inline(__always) static func log10(_ x: Double) -> Double { libmLog10(x) }
    @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }
    @inline(__always) static func hypot(_ x: Double, _ y: Double) -> Double { libmHypot(x, y) }
}

@inline(__always) private func libmTan(_ x: Double) -> Double { tan(x) }
@inline(__always) private func libmAsin(_ x: Double) -> Double { asin(x) }
@inline(__always) private func libmAcos(_ x: Double) -> Double { acos(x) }
@inline(__always) private func libmAtan(_ x: Double) -> Double { atan(x) }
@inline(__always) private func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func libmLog2(_ x: Double) -> Double { log2(x) }
@inline(__always) private func libmLog10(_ x: Double) -> Double { log10(x) }
@inline(__always) private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) private func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func libmHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
