// expm1: a Swift port of fdlibm's s_expm1.c (5.1 93/09/24), sharing e_exp.c's (1.6 04/04/22)
// ln2 constants. exp: the table-driven method of ARM's optimized-routines (see `exp`).
//
// ====================================================
// Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
//
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
// Developed at SunPro, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================

extension Elementary {
    @usableFromInline static let ln2Hi = 6.93147180369123816490e-01  // 0x3fe62e42 fee00000
    @usableFromInline static let ln2Lo = 1.90821492927058770002e-10  // 0x3dea39ef 35793c76
    @usableFromInline static let invLn2 = 1.44269504088896338700e+00  // 0x3ff71547 652b82fe
    @usableFromInline static let expOverflow = 7.09782712893383973096e+02  // 0x40862E42 FEFA39EF
    /// fdlibm's e_exp.c kernel R(r²) ≈ r(e^r + 1)/(e^r − 1), used by `pow`.
    @usableFromInline static let expP1 = 1.66666666666666019037e-01  // 0x3FC55555 5555553E
    @usableFromInline static let expP2 = -2.77777777770155933842e-03  // 0xBF66C16C 16BEBD93
    @usableFromInline static let expP3 = 6.61375632143793436117e-05  // 0x3F11566A AF25DE2C
    @usableFromInline static let expP4 = -1.65339022054652515390e-06  // 0xBEBBBD41 C5D26BF1
    @usableFromInline static let expP5 = 4.13813679705723846039e-08  // 0x3E663769 72BEA4D0

    /// e^x, error ≤ 0.52 ulp (0.507 measured on 1M points), no division: the table-driven method of ARM's
    /// optimized-routines `math/exp.c` (MIT / Apache-2.0), written anew for Swift.
    ///
    /// Reduction: x = k·ln2/128 + r, |r| ≤ ln2/256, k = round(x·128/ln2) by adding 1.5·2⁵²
    /// (k is read from the sum's low bits); r = (x − k·hi) − k·lo with −ln2/128 = hi + lo,
    /// k·hi and the subtraction exact. Kernel: 2^(k/128)·e^r = scale·(1 + tmp),
    /// tmp = tail + r + r²(C2 + r·C3) + r⁴(C4 + r·C5), where scale = 2^(j/128) (j = k mod 128)
    /// comes from `expTable` as bits with k >> 7 added to the exponent, and tail is its
    /// rounding error; the degree-5 polynomial errs by ≤ 2⁻⁶⁵ (scripts/exp-table.py generates
    /// the 128-entry table and the Remez coefficients). Result: scale + scale·tmp. The error
    /// bound is ½ + 1.36/128 ulp (ARM's analysis without a fused multiply–add).
    /// Annex F: exp(±0) = 1 exactly, exp(NaN) = NaN, exp(+∞) = +∞, exp(−∞) = +0; overflows to
    /// +∞ above 709.78…, underflows to +0 below −745.13…, subnormal results rounded once
    /// (`expLarge`). exp(1) happens to be the correctly rounded e (not guaranteed by the method).
    public static func exp(_ x: Double) -> Double {
        let top = UInt32(truncatingIfNeeded: x.bitPattern >> 52) & 0x7ff
        var large = false
        if top &- 0x3c9 >= 0x408 - 0x3c9 {  // |x| < 2⁻⁵⁴ or |x| ≥ 512 or not finite
            if top < 0x3c9 { return 1 + x }  // e^x rounds to 1 + x (1 for ±0)
            if top >= 0x409 {  // |x| ≥ 1024
                if x == -.infinity { return 0 }
                if top == 0x7ff { return x + x }  // NaN, +∞
                return x < 0 ? 0 : .infinity
            }
            large = true
        }
        let z = expInvLn2N * x
        var kd = z + expShift
        let ki = kd.bitPattern
        kd -= expShift
        let r = x + kd * expNegLn2HiN + kd * expNegLn2LoN
        let index = Int(truncatingIfNeeded: ki & 127) << 1
        let tail = Double(bitPattern: expTable[index])
        let sbits = expTable[index + 1] &+ (ki &<< 45)
        let r2 = r * r
        let tmp = tail + r + r2 * (expC2 + r * expC3) + r2 * r2 * (expC4 + r * expC5)
        if large { return expLarge(tmp, sbits, ki) }
        let scale = Double(bitPattern: sbits)
        return scale + scale * tmp
    }

    /// scale·(1 + tmp) for 512 ≤ |x| < 1024, where scale's exponent bits in `sbits` may have
    /// wrapped: shifted by ∓1009 / +1022 first and scaled back by one multiplication. Below
    /// 2⁻¹⁰²² the sum is rounded at the subnormal result's precision (by adding 1) before the
    /// exact scaling, so it is rounded once.
    @usableFromInline static func expLarge(_ tmp: Double, _ sbits: UInt64, _ ki: UInt64) -> Double {
        if ki & 0x8000_0000 == 0 {  // k > 0: may overflow to +∞
            let scale = Double(bitPattern: sbits &- (1009 << 52))
            return 0x1p1009 * (scale + scale * tmp)
        }
        let scale = Double(bitPattern: sbits &+ (1022 << 52))
        var y = scale + scale * tmp
        if y < 1 {
            let lo = scale - y + scale * tmp
            let hi = 1 + y
            y = (hi + (1 - hi + y + lo)) - 1
        }
        return 0x1p-1022 * y
    }

    @usableFromInline static let expm1Q1 = -3.33333333333331316428e-02  // BFA11111 111110F4
    @usableFromInline static let expm1Q2 = 1.58730158725481460165e-03  // 3F5A01A0 19FE5585
    @usableFromInline static let expm1Q3 = -7.93650757867487942473e-05  // BF14CE19 9EAADBB7
    @usableFromInline static let expm1Q4 = 4.00821782732936239552e-06  // 3ED0CFCA 86E65239
    @usableFromInline static let expm1Q5 = -2.01099218183624371326e-07  // BE8AFDB7 6E09C32D

    /// e^x − 1, accurate near 0, error < 1 ulp (fdlibm `expm1`).
    ///
    /// Reduction as `exp` (x = k·ln2 + r with a correction c for r's rounding). Kernel:
    /// r(e^r + 1)/(e^r − 1) = 2 + r²/6·R1(r²), R1 a degree-5 Remez polynomial (error
    /// ≤ 2⁻⁶¹), expm1(r) = r + r²/2 + r³/2·(3 − (R1 + R1·r/2))/(6 − r(3 − R1·r/2)).
    /// Reconstruction: 2^k(expm1(r) + 1) − 1 in the order that loses least for each k.
    /// expm1(+∞) = +∞, expm1(−∞) = −1, −1 for x < −56·ln2; overflows above 709.78….
    public static func expm1(_ x: Double) -> Double {
        let hxs = high(x)
        let negative = hxs >> 31 != 0
        let hx = hxs & 0x7fff_ffff
        if hx >= 0x4043_687A {  // |x| ≥ 56·ln2
            if hx >= 0x4086_2E42 {  // |x| ≥ 709.78…
                if hx >= 0x7ff0_0000 {
                    if (hx & 0xfffff) | low(x) != 0 { return x + x }  // NaN
                    return negative ? -1 : x
                }
                if x > expOverflow { return .infinity }
            }
            if negative { return -1 }  // x < −56·ln2
        }
        var r = x, c = 0.0, k = 0
        if hx > 0x3fd6_2e42 {  // |x| > ½ln2
            var hi: Double, lo: Double
            if hx < 0x3FF0_A2B2 {  // and |x| < 1.5·ln2
                if negative {
                    hi = x + ln2Hi
                    lo = -ln2Lo
                    k = -1
                } else {
                    hi = x - ln2Hi
                    lo = ln2Lo
                    k = 1
                }
            } else {
                k = Int(invLn2 * x + (negative ? -0.5 : 0.5))
                let t = Double(k)
                hi = x - t * ln2Hi  // t·ln2Hi is exact here
                lo = t * ln2Lo
            }
            r = hi - lo
            c = (hi - r) - lo
        } else if hx < 0x3c90_0000 {  // |x| < 2⁻⁵⁴
            return x
        }
        let hfx = 0.5 * r
        let hxs2 = r * hfx
        let r1 = 1 + hxs2 * (expm1Q1 + hxs2 * (expm1Q2 + hxs2 * (expm1Q3 + hxs2 * (expm1Q4 + hxs2 * expm1Q5))))
        var t = 3.0 - r1 * hfx
        var e = hxs2 * ((r1 - t) / (6.0 - r * t))
        if k == 0 { return r - (r * e - hxs2) }  // c is 0
        e = (r * (e - c) - c)
        e -= hxs2
        if k == -1 { return 0.5 * (r - e) - 0.5 }
        if k == 1 {
            if r < -0.25 { return -2.0 * (e - (r + 0.5)) }
            return 1 + 2.0 * (r - e)
        }
        if k <= -2 || k > 56 {  // suffices to return exp(x) − 1
            var y = 1 - (e - r)
            if k == 1024 {
                y = y * 2.0 * 0x1p1023
            } else {
                y = y * twoToThe(k)
            }
            return y - 1
        }
        if k < 20 {
            t = words(0x3ff0_0000 - (0x20_0000 >> UInt32(k)), 0)  // 1 − 2⁻ᵏ
            return (t - (e - r)) * twoToThe(k)
        }
        t = twoToThe(-k)
        var y = r - (e + t)
        y += 1
        return y * twoToThe(k)
    }
}
