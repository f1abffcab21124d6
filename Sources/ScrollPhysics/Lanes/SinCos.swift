/// sin x and cos x together, from one argument reduction: the card stack's per-frame
/// angles (docs/grid.md#how-fast-a-sweep-runs). Absolute error ≤ 3·10⁻¹⁶ against the correctly rounded values
/// for |x| < `reducedLimit`; beyond it (or for non-finite x) it is `Elementary.sin` and `Elementary.cos` (the project's own, full range).
///
/// x = n·π/2 + y with n = round(x·2/π) and y = (x − n·P₁) − n·P₁ₜ, |y| ≤ π/4 (+ε), where
/// P₁ (33 bits, so n·P₁ is exact for |n| < 2²⁰) + P₁ₜ is π/2 to 86 bits (fdlibm's
/// `pio2_1`, `pio2_1t`). sin y and cos y are fdlibm's `__kernel_sin`/`__kernel_cos`
/// minimax polynomials (degree 13 and 14, error < 1 ulp on [−π/4, π/4]); the quadrant
/// n mod 4 then picks (sin, cos) = (s, c), (c, −s), (−s, −c) or (−c, s).
public enum SinCos {
    /// Largest |x| reduced here: 2¹⁹·π/2 (keeps |n| < 2²⁰).
    public static let reducedLimit: Double = 823_549.6

    @usableFromInline static let twoOverPi = 6.36619772367581382433e-01
    @usableFromInline static let pio2Head = 1.57079632673412561417e+00
    @usableFromInline static let pio2Tail = 6.07710050650619224932e-11
    /// 1.5·2⁵²: adding and subtracting it rounds to the nearest integer (ties to even)
    /// for |v| < 2⁵¹ without a libm call.
    @usableFromInline static let roundingShift = 6_755_399_441_055_744.0

    /// (sin x, cos x).
    @inlinable @inline(__always)
    public static func of(_ x: Double) -> (sin: Double, cos: Double) {
        guard abs(x) < reducedLimit else { return (Elementary.sin(x), Elementary.cos(x)) }  // also NaN and ±∞
        let shifted = x * twoOverPi + roundingShift
        let n = shifted - roundingShift
        let y = (x - n * pio2Head) - n * pio2Tail
        let s = kernelSin(y), c = kernelCos(y)
        // The quadrant by bit operations, not a branch (it changes unpredictably per frame):
        // odd quadrants swap s and c; quadrants 2, 3 negate sin; quadrants 1, 2 negate cos.
        let q = UInt64(truncatingIfNeeded: Int(n))
        let swap = 0 &- (q & 1)
        let sBits = s.bitPattern, cBits = c.bitPattern
        let sinBits = (sBits & ~swap) | (cBits & swap)
        let cosBits = (cBits & ~swap) | (sBits & swap)
        let signBit: UInt64 = 1 << 63
        let sinSign = (q & 2) << 62
        let cosSign = ((q &+ 1) & 2) << 62
        return (Double(bitPattern: sinBits ^ (sinSign & signBit)), Double(bitPattern: cosBits ^ (cosSign & signBit)))
    }

    /// sin y for |y| ≤ π/4 (fdlibm `__kernel_sin`, tail 0), per lane for `LaneSinCos`.
    @inlinable @inline(__always)
    static func kernelSin<Value: LaneValue>(_ y: Value) -> Value {
        let z = y * y
        let v = z * y
        let z2 = z * z
        // Estrin's scheme: the same polynomial as Horner's, in half the dependent steps
        // (written in typed steps, in the same order, so the generic form type-checks).
        let low: Value = 8.33333333332248946124e-03 + z * -1.98412698298579493134e-04
        let mid: Value = 2.75573137070700676789e-06 + z * -2.50507602534068634195e-08
        let high: Value = mid + z2 * 1.58969099521155010221e-10
        let r: Value = low + z2 * high
        let tail: Value = -1.66666666666666324348e-01 + z * r
        return y + v * tail
    }

    /// cos y for |y| ≤ π/4 (fdlibm `__kernel_cos`, tail 0), per lane for `LaneSinCos`.
    @inlinable @inline(__always)
    static func kernelCos<Value: LaneValue>(_ y: Value) -> Value {
        let z = y * y
        let z2 = z * z
        let c1: Value = 4.16666666666666019037e-02 + z * -1.38888888888741095749e-03
        let c2: Value = 2.48015872894767294178e-05 + z * -2.75573143513906633035e-07
        let c3: Value = 2.08757232129817482790e-09 + z * -1.13596475577881948265e-11
        let upper: Value = c2 + z2 * c3
        let r: Value = z * (c1 + z2 * upper)
        let hz: Value = 0.5 * z
        let w: Value = 1 - hz
        let correction: Value = (1 - w) - hz
        return w + (correction + z * r)
    }
}
