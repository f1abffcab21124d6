// pow: a Swift port of fdlibm's e_pow.c (1.5 04/04/22).
//
// ====================================================
// Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
//
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================

extension Elementary {
    static let powL1 = 5.99999999999994648725e-01  // 0x3FE33333 33333303
    static let powL2 = 4.28571428578550184252e-01  // 0x3FDB6DB6 DB6FABFF
    static let powL3 = 3.33333329818377432918e-01  // 0x3FD55555 518F264D
    static let powL4 = 2.72728123808534006489e-01  // 0x3FD17460 A91D4101
    static let powL5 = 2.30660745775561754067e-01  // 0x3FCD864A 93C9DB65
    static let powL6 = 2.06975017800338417784e-01  // 0x3FCA7E28 4A454EEF
    static let lg2Full = 6.93147180559945286227e-01  // 0x3FE62E42 FEFA39EF
    static let lg2H = 6.93147182464599609375e-01  // 0x3FE62E43 00000000
    static let lg2L = -1.90465429995776804525e-09  // 0xBE205C61 0CA86C39
    static let powOvt = 8.0085662595372944372e-17  // −(1024 − log2(ovfl + .5ulp))
    static let cp = 9.61796693925975554329e-01  // 0x3FEEC709 DC3A03FD = 2/(3ln2)
    static let cpH = 9.61796700954437255859e-01  // 0x3FEEC709 E0000000 = (float)cp
    static let cpL = -7.02846165095275826516e-09  // 0xBE3E2FE0 145B01F5 = tail of cpH
    static let ivln2 = 1.44269504088896338700e+00  // 0x3FF71547 652B82FE = 1/ln2
    static let ivln2H = 1.44269502162933349609e+00  // 0x3FF71547 60000000 = 24b 1/ln2
    static let ivln2L = 1.92596299112661746887e-08  // 0x3E54AE0B F85DDF44 = 1/ln2 tail
    static let dpH1 = 5.84962487220764160156e-01  // 0x3FE2B803 40000000
    static let dpL1 = 1.35003920212974897128e-08  // 0x3E4CFDEB 43CFD006

    /// x^y, error < 1 ulp ("nearly rounded"), exact for integer powers of integers that are
    /// representable (fdlibm `__ieee754_pow`).
    ///
    /// Method: with x = 2ⁿ(1 + f), log₂|x| = n + t1 + t2 in extra precision (t1 with 29
    /// trailing zero bits) from s = (x − 1)/(x + 1) or (x − 1.5)/(x + 1.5) and a Remez
    /// polynomial; y·log₂|x| = m + z with |z| ≤ ½ by splitting y the same way; the result
    /// is 2^m·e^(z·ln2) with `exp`'s kernel. Special cases as C99 F.9.4.4: pow(x, ±0) = 1,
    /// pow(1, y) = 1 (also for NaN y), pow(−1, ±∞) = 1, pow(x < 0, non-integer) = NaN,
    /// signed zeros and infinities by the parity of integer y; overflow to ±∞, underflow to ±0.
    public static func pow(_ x: Double, _ y: Double) -> Double {
        let hx = signedHigh(x), lx = low(x)
        let hy = signedHigh(y), ly = low(y)
        var ix = hx & 0x7fff_ffff
        let iy = hy & 0x7fff_ffff

        if iy | Int32(bitPattern: ly) == 0 { return 1 }  // x^±0 = 1
        if hx == 0x3ff0_0000 && lx == 0 { return 1 }  // 1^y = 1, even for NaN y
        if ix > 0x7ff0_0000 || (ix == 0x7ff0_0000 && lx != 0) || iy > 0x7ff0_0000 || (iy == 0x7ff0_0000 && ly != 0) {
            return (x + 0.0) + (y + 0.0)  // NaN
        }

        // yIsInt: 0 y is not an integer, 1 an odd integer, 2 an even integer (only for x < 0).
        var yIsInt: Int32 = 0
        if hx < 0 {
            if iy >= 0x4340_0000 {
                yIsInt = 2  // |y| ≥ 2⁵³: even
            } else if iy >= 0x3ff0_0000 {
                let k = (iy >> 20) - 0x3ff  // exponent
                if k > 20 {
                    let j = ly >> UInt32(52 - k)
                    if j << UInt32(52 - k) == ly { yIsInt = 2 - Int32(j & 1) }
                } else if ly == 0 {
                    let j = iy >> (20 - k)
                    if j << (20 - k) == iy { yIsInt = 2 - (j & 1) }
                }
            }
        }

        if ly == 0 {  // special values of y
            if iy == 0x7ff0_0000 {  // y = ±∞
                if (ix - 0x3ff0_0000) | Int32(bitPattern: lx) == 0 { return 1 }  // (−1)^±∞ = 1
                if ix >= 0x3ff0_0000 { return hy >= 0 ? y : 0 }  // (|x| > 1)^±∞ = ∞, 0
                return hy < 0 ? -y : 0  // (|x| < 1)^∓∞ = ∞, 0
            }
            if iy == 0x3ff0_0000 { return hy < 0 ? 1 / x : x }  // y = ±1
            if hy == 0x4000_0000 { return x * x }  // y = 2
            if hy == 0x3fe0_0000 && hx >= 0 { return x.squareRoot() }  // y = 0.5, x ≥ +0
        }

        var ax = abs(x)
        if lx == 0 && (ix == 0x7ff0_0000 || ix == 0 || ix == 0x3ff0_0000) {  // x = ±0, ±∞, ±1
            var z = ax
            if hy < 0 { z = 1 / z }  // 1/|x|
            if hx < 0 {
                if (ix - 0x3ff0_0000) | yIsInt == 0 {
                    z = .nan  // (−1)^non-integer
                } else if yIsInt == 1 {
                    z = -z  // (x < 0)^odd = −(|x|^odd)
                }
            }
            return z
        }

        let xNegative = hx < 0
        if xNegative && yIsInt == 0 { return .nan }  // (x < 0)^non-integer
        let s: Double = xNegative && yIsInt == 1 ? -1 : 1  // the sign of the result

        var t1: Double, t2: Double
        if iy > 0x41e0_0000 {  // |y| > 2³¹
            if iy > 0x43f0_0000 {  // |y| > 2⁶⁴: must over- or underflow
                if ix <= 0x3fef_ffff { return hy < 0 ? .infinity : 0 }
                if ix >= 0x3ff0_0000 { return hy > 0 ? .infinity : 0 }
            }
            // Over- or underflow if x is not close to one.
            if ix < 0x3fef_ffff { return hy < 0 ? s * .infinity : s * 0 }
            if ix > 0x3ff0_0000 { return hy > 0 ? s * .infinity : s * 0 }
            // |1 − x| ≤ 2⁻²⁰: log(x) by x − x²/2 + x³/3 − x⁴/4.
            let t = ax - 1  // 20 trailing zeros
            let w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25))
            let u = ivln2H * t  // ivln2H has 21 significant bits
            let v = t * ivln2L - w * ivln2
            t1 = clearingLow(u + v)
            t2 = v - (t1 - u)
        } else {
            var n: Int32 = 0
            if ix < 0x0010_0000 {  // subnormal x
                ax *= 9007199254740992.0  // 2⁵³
                n -= 53
                ix = signedHigh(ax)
            }
            n += (ix >> 20) - 0x3ff
            let j = ix & 0x000f_ffff
            ix = j | 0x3ff0_0000  // normalize ix
            var k: Int32
            if j <= 0x3988E {
                k = 0  // |x| < √(3/2)
            } else if j < 0xBB67A {
                k = 1  // |x| < √3
            } else {
                k = 0
                n += 1
                ix -= 0x0010_0000
            }
            ax = settingHigh(ax, UInt32(bitPattern: ix))

            // ss = sH + sL = (x − 1)/(x + 1) or (x − 1.5)/(x + 1.5)
            let bp: Double = k == 0 ? 1.0 : 1.5
            let dpH: Double = k == 0 ? 0 : dpH1
            let dpL: Double = k == 0 ? 0 : dpL1
            var u = ax - bp
            var v = 1 / (ax + bp)
            let ss = u * v
            let sH = clearingLow(ss)
            // tH = ax + bp, high part
            var tH = words(UInt32(bitPattern: ((ix >> 1) | 0x2000_0000) + 0x0008_0000 + (k << 18)), 0)
            var tL = ax - (tH - bp)
            let sL = v * ((u - sH * tH) - sH * tL)
            // log(ax)
            var s2 = ss * ss
            var r = s2 * s2 * (powL1 + s2 * (powL2 + s2 * (powL3 + s2 * (powL4 + s2 * (powL5 + s2 * powL6)))))
            r += sL * (sH + ss)
            s2 = sH * sH
            tH = clearingLow(3.0 + s2 + r)
            tL = r - ((tH - 3.0) - s2)
            // u + v = ss·(1 + …)
            u = sH * tH
            v = sL * tH + tL * ss
            // 2/(3·ln2)·(ss + …)
            let pH = clearingLow(u + v)
            let pL = v - (pH - u)
            let zH = cpH * pH  // cpH + cpL = 2/(3·ln2)
            let zL = cpL * pH + pL * cp + dpL
            // log2(ax) = (ss + …)·2/(3·ln2) = n + dpH + zH + zL
            let t = Double(n)
            t1 = clearingLow(((zH + zL) + dpH) + t)
            t2 = zL - (((t1 - t) - dpH) - zH)
        }

        // (y1 + y2)·(t1 + t2), y1 = y with its low word cleared
        let y1 = clearingLow(y)
        let pL = (y - y1) * t1 + y * t2
        var pH = y1 * t1
        var z = pL + pH
        let j = signedHigh(z)
        let i = Int32(bitPattern: low(z))
        if j >= 0x4090_0000 {  // z ≥ 1024
            if (j - 0x4090_0000) | i != 0 { return s * .infinity }  // overflow
            if pL + powOvt > z - pH { return s * .infinity }  // overflow
        } else if (j & 0x7fff_ffff) >= 0x4090_cc00 {  // z ≤ −1075
            if (j &- Int32(bitPattern: 0xc090_cc00)) | i != 0 { return s * 0 }  // underflow
            if pL <= z - pH { return s * 0 }  // underflow
        }

        // 2^(pH + pL)
        let ia = j & 0x7fff_ffff
        var k = (ia >> 20) - 0x3ff
        var n: Int32 = 0
        if ia > 0x3fe0_0000 {  // |z| > 0.5: n = [z + 0.5]
            n = j &+ (0x0010_0000 >> (k + 1))
            k = ((n & 0x7fff_ffff) >> 20) - 0x3ff  // new k for n
            let t = words(UInt32(bitPattern: n & ~(0x000f_ffff >> k)), 0)
            n = ((n & 0x000f_ffff) | 0x0010_0000) >> (20 - k)
            if j < 0 { n = -n }
            pH -= t
        }
        let t = clearingLow(pL + pH)
        let u = t * lg2H
        let v = (pL - (t - pH)) * lg2Full + t * lg2L
        z = u + v
        let w = v - (z - u)
        let tt = z * z
        let tt1 = z - tt * (expP1 + tt * (expP2 + tt * (expP3 + tt * (expP4 + tt * expP5))))
        let r = (z * tt1) / (tt1 - 2.0) - (w + z * w)
        z = 1 - (r - z)
        var jz = signedHigh(z)
        jz &+= n << 20
        if jz >> 20 <= 0 {
            z = scaled(z, Int(n))  // subnormal output
        } else {
            z = settingHigh(z, UInt32(bitPattern: jz))
        }
        return s * z
    }
}
