// log, log1p, log2, log10: Swift ports of fdlibm's e_log.c (1.3 95/01/18) and s_log1p.c
// (5.1 93/09/24), and of FreeBSD msun's e_log2.c and e_log10.c with k_log.h (which extend
// fdlibm's kernel with extra-precision combination steps).
//
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
// Developed at SunSoft, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================

extension Elementary {
    @usableFromInline static let lg1 = 6.666666666666735130e-01  // 3FE55555 55555593
    @usableFromInline static let lg2 = 3.999999999940941908e-01  // 3FD99999 9997FA04
    @usableFromInline static let lg3 = 2.857142874366239149e-01  // 3FD24924 94229359
    @usableFromInline static let lg4 = 2.222219843214978396e-01  // 3FCC71C5 1D8E78AF
    @usableFromInline static let lg5 = 1.818357216161805012e-01  // 3FC74664 96CB03DE
    @usableFromInline static let lg6 = 1.531383769920937332e-01  // 3FC39A09 D078C69F
    @usableFromInline static let lg7 = 1.479819860511658591e-01  // 3FC2F112 DF3E5244
    @usableFromInline static let two54 = 1.80143985094819840000e+16  // 43500000 00000000

    /// ln x, error < 1 ulp (fdlibm `__ieee754_log`).
    ///
    /// Reduction: x = 2^k·(1 + f) with √2/2 < 1 + f < √2 (subnormals scaled by 2⁵⁴ first).
    /// Kernel: s = f/(2 + f), ln(1 + f) = 2s + s·R(s²), R a degree-14 Remez polynomial
    /// (error ≤ 2⁻⁵⁸·⁴⁵), evaluated as f − (f²/2 − s(f²/2 + R)) for accuracy.
    /// Reconstruction: k·ln2Hi + (… + k·ln2Lo), k·ln2Hi exact.
    /// log(±0) = −∞, log(x < 0) = NaN, log(+∞) = +∞, log(1) = +0.
    public static func log(_ x: Double) -> Double {
        var x = x
        var hx = signedHigh(x)
        let lx = low(x)
        var k: Int32 = 0
        if hx < 0x0010_0000 {  // x < 2⁻¹⁰²²
            if (hx & 0x7fff_ffff) | Int32(bitPattern: lx) == 0 { return -.infinity }  // log(±0)
            if hx < 0 { return .nan }  // log(−#)
            k -= 54
            x *= two54  // subnormal: scale up
            hx = signedHigh(x)
        }
        if hx >= 0x7ff0_0000 { return x + x }
        k += (hx >> 20) - 1023
        hx &= 0x000f_ffff
        var i = (hx &+ 0x95f64) & 0x10_0000
        x = settingHigh(x, UInt32(bitPattern: hx | (i ^ 0x3ff0_0000)))  // normalize x or x/2
        k += i >> 20
        let f = x - 1.0
        if (0x000f_ffff & (2 &+ hx)) < 3 {  // −2⁻²⁰ ≤ f < 2⁻²⁰
            if f == 0 {
                if k == 0 { return 0 }
                let dk = Double(k)
                return dk * ln2Hi + dk * ln2Lo
            }
            let r = f * f * (0.5 - 0.33333333333333333 * f)
            if k == 0 { return f - r }
            let dk = Double(k)
            return dk * ln2Hi - ((r - dk * ln2Lo) - f)
        }
        let s = f / (2.0 + f)
        let dk = Double(k)
        let z = s * s
        i = hx &- 0x6147a
        let w = z * z
        let j = 0x6b851 &- hx
        let t1 = w * (lg2 + w * (lg4 + w * lg6))
        let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
        i |= j
        let r = t2 + t1
        if i > 0 {
            let hfsq = 0.5 * f * f
            if k == 0 { return f - (hfsq - s * (hfsq + r)) }
            return dk * ln2Hi - ((hfsq - (s * (hfsq + r) + dk * ln2Lo)) - f)
        }
        if k == 0 { return f - s * (f - r) }
        return dk * ln2Hi - ((s * (f - r) - dk * ln2Lo) - f)
    }

    /// ln(1 + x), accurate near 0, error < 1 ulp (fdlibm `log1p`).
    ///
    /// As `log`, on u = 1 + x rounded, with the correction c/u for the rounding
    /// c = (1 + x) − u when k ≠ 0; for |x| < 2⁻²⁹ it is x − x²/2.
    /// log1p(−1) = −∞, log1p(x < −1) = NaN, log1p(+∞) = +∞, log1p(±0) = ±0.
    public static func log1p(_ x: Double) -> Double {
        let hx = signedHigh(x)
        let ax = hx & 0x7fff_ffff
        var k: Int32 = 1
        var f = 0.0, c = 0.0, hu: Int32 = 0
        if hx < 0x3FDA_827A {  // 1 + x < √2+
            if ax >= 0x3ff0_0000 {  // x ≤ −1
                if x == -1 { return -.infinity }
                return .nan
            }
            if ax < 0x3e20_0000 {  // |x| < 2⁻²⁹
                if ax < 0x3c90_0000 { return x }  // |x| < 2⁻⁵⁴
                return x - x * x * 0.5
            }
            if hx > 0 || hx <= Int32(bitPattern: 0xbfd2_bec4) {  // √2/2− ≤ 1 + x < √2+
                k = 0
                f = x
                hu = 1
            }
        }
        if hx >= 0x7ff0_0000 { return x + x }
        if k != 0 {
            var u: Double
            if hx < 0x4340_0000 {
                u = 1.0 + x
                hu = signedHigh(u)
                k = (hu >> 20) - 1023
                c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0)  // correction term
                c /= u
            } else {
                u = x
                hu = signedHigh(u)
                k = (hu >> 20) - 1023
                c = 0
            }
            hu &= 0x000f_ffff
            if hu < 0x6a09e {  // u ~< √2
                u = settingHigh(u, UInt32(bitPattern: hu | 0x3ff0_0000))  // normalize u
            } else {
                k += 1
                u = settingHigh(u, UInt32(bitPattern: hu | 0x3fe0_0000))  // normalize u/2
                hu = (0x0010_0000 - hu) >> 2
            }
            f = u - 1.0
        }
        let hfsq = 0.5 * f * f
        let dk = Double(k)
        if hu == 0 {  // |f| < 2⁻²⁰
            if f == 0 {
                if k == 0 { return 0 }
                c += dk * ln2Lo
                return dk * ln2Hi + c
            }
            let r = hfsq * (1.0 - 0.66666666666666666 * f)
            if k == 0 { return f - r }
            return dk * ln2Hi - ((r - (dk * ln2Lo + c)) - f)
        }
        let s = f / (2.0 + f)
        let z = s * s
        let r = z * (lg1 + z * (lg2 + z * (lg3 + z * (lg4 + z * (lg5 + z * (lg6 + z * lg7))))))
        if k == 0 { return f - (hfsq - s * (hfsq + r)) }
        return dk * ln2Hi - ((hfsq - (s * (hfsq + r) + (dk * ln2Lo + c))) - f)
    }

    /// k_log.h's `k_log1p`: ln(1 + f) − f + f²/2 for √2/2 ≤ 1 + f ≤ √2.
    @inline(__always) @usableFromInline static func kernelLog1p(_ f: Double) -> Double {
        let s = f / (2.0 + f)
        let z = s * s
        let w = z * z
        let t1 = w * (lg2 + w * (lg4 + w * lg6))
        let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
        let r = t2 + t1
        let hfsq = 0.5 * f * f
        return s * (hfsq + r)
    }

    /// The reduction shared by log2 and log10: x = 2^k·(1 + f), √2/2 < 1 + f < √2, for
    /// finite x > 0, x ≠ 1; or the special result for x ≤ 0, x = 1, ∞ and NaN.
    @inline(__always) static func logReduce(_ x: Double) -> (k: Double, f: Double, special: Double?) {
        var x = x
        var hx = signedHigh(x)
        let lx = low(x)
        var k: Int32 = 0
        if hx < 0x0010_0000 {  // x < 2⁻¹⁰²²
            if (hx & 0x7fff_ffff) | Int32(bitPattern: lx) == 0 { return (0, 0, -.infinity) }
            if hx < 0 { return (0, 0, .nan) }
            k -= 54
            x *= two54
            hx = signedHigh(x)
        }
        if hx >= 0x7ff0_0000 { return (0, 0, x + x) }
        if hx == 0x3ff0_0000 && lx == 0 { return (0, 0, 0) }
        k += (hx >> 20) - 1023
        hx &= 0x000f_ffff
        let i = (hx &+ 0x95f64) & 0x10_0000
        x = settingHigh(x, UInt32(bitPattern: hx | (i ^ 0x3ff0_0000)))
        k += i >> 20
        return (Double(k), x - 1.0, nil)
    }

    static let ivln2Hi = 1.44269504072144627571e+00  // 0x3ff71547 65200000
    static let ivln2Lo = 1.67517131648865118353e-10  // 0x3de705fc 2eefa200

    /// log₂ x, error < 1 ulp (FreeBSD msun `__ieee754_log2`): `log`'s reduction and kernel,
    /// then (f − f²/2 + kernel)/ln2 + k with f − f²/2 split into hi + lo (hi's low word
    /// cleared) and the sum with k done in extra precision. Exact for powers of two.
    /// Special values as `log`.
    public static func log2(_ x: Double) -> Double {
        let (y, f, special) = logReduce(x)
        if let special { return special }
        let hfsq = 0.5 * f * f
        let r = kernelLog1p(f)
        let hi = clearingLow(f - hfsq)
        let lo = (f - hi) - hfsq + r
        var valHi = hi * ivln2Hi
        var valLo = (lo + hi) * ivln2Lo + lo * ivln2Hi
        let w = y + valHi
        valLo += (y - w) + valHi
        valHi = w
        return valLo + valHi
    }

    static let ivln10Hi = 4.34294481878168880939e-01  // 0x3fdbcb7b 15200000
    static let ivln10Lo = 2.50829467116452752298e-11  // 0x3dbb9438 ca9aadd5
    static let log10of2Hi = 3.01029995663611771306e-01  // 0x3FD34413 509F6000
    static let log10of2Lo = 3.69423907715893078616e-13  // 0x3D59FEF3 11F12B36

    /// log₁₀ x, error < 1 ulp (FreeBSD msun `__ieee754_log10`): as `log2` with 1/ln10 and
    /// k·log₁₀2 in two pieces. Special values as `log`.
    public static func log10(_ x: Double) -> Double {
        let (y, f, special) = logReduce(x)
        if let special { return special }
        let hfsq = 0.5 * f * f
        let r = kernelLog1p(f)
        let hi = clearingLow(f - hfsq)
        let lo = (f - hi) - hfsq + r
        var valHi = hi * ivln10Hi
        let y2 = y * log10of2Hi
        var valLo = y * log10of2Lo + (lo + hi) * ivln10Lo + lo * ivln10Hi
        let w = y2 + valHi
        valLo += (y2 - w) + valHi
        valHi = w
        return valLo + valHi
    }
}
