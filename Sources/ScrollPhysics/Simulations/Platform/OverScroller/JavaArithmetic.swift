/// The few Java conversions `SplineOverScroller` relies on, so its Swift port computes
/// bit for bit what the Java code does: `(int)` truncates toward zero, maps NaN to 0 and
/// saturates at the 32-bit range; `Math.signum(float)`; `Math.round(double)`.
enum JavaArithmetic {
    /// Java's `(int) x` for a float or double.
    @inline(__always) static func int(_ x: Double) -> Int {
        if x.isNaN { return 0 }
        if x >= 2_147_483_647 { return 2_147_483_647 }
        if x <= -2_147_483_648 { return -2_147_483_648 }
        return Int(x.rounded(.towardZero))
    }

    @inline(__always) static func int(_ x: Float) -> Int { int(Double(x)) }

    /// `Math.signum(float)` (Java picks the float overload for an int argument).
    @inline(__always) static func signum(_ x: Float) -> Float {
        x > 0 ? 1 : (x < 0 ? -1 : x)
    }

    @inline(__always) static func signum(_ i: Int) -> Float { signum(Float(i)) }

    /// `Math.round(double)`: ⌊x + 0.5⌋.
    @inline(__always) static func round(_ x: Double) -> Int { int((x + 0.5).rounded(.down)) }
}
