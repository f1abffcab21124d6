// sin, cos, tan: Swift ports of fdlibm's s_sin.c, s_cos.c, s_tan.c, k_sin.c, k_cos.c
// (1.3 95/01/18), k_tan.c (1.5 04/04/22) and e_rem_pio2.c (1.4 95/01/18, as optimized by
// Bruce D. Evans in FreeBSD msun). Arguments beyond 2²⁰·π/2 are reduced by
// `Elementary.remPiOver2Large` (RemPio2Large.swift) instead of fdlibm's k_rem_pio2.c.
//
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
// Developed at SunSoft, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================
// Copyright 2004 Sun Microsystems, Inc.  All Rights Reserved.
//
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================

extension Elementary {
    /// sin x, error < 1 ulp for every finite x (fdlibm `sin`).
    ///
    /// Reduction: x = n·π/2 + (y0 + y1), |y0 + y1| ≤ π/4, by `remPiOver2` (π/2 in 33-bit
    /// pieces, up to three of them when cancellation needs it, for |x| < 2²⁰·π/2; exact
    /// integer arithmetic on 1200 bits of 2/π beyond). Kernels: fdlibm's degree-13 sine and
    /// degree-14 cosine polynomials on [−π/4, π/4] (Remez error ≤ 2⁻⁵⁸) with the tail y1
    /// folded in. sin(±0) = ±0; sin(±∞) = NaN.
    public static func sin(_ x: Double) -> Double {
        let ix = high(x) & 0x7fff_ffff
        if ix <= 0x3fe9_21fb {  // |x| ~< π/4
            if ix < 0x3e40_0000 { return x }  // |x| < 2⁻²⁷ (also ±0)
            return kernelSin(x, 0, tail: false)
        }
        if ix >= 0x7ff0_0000 { return x - x }  // NaN, ±∞
        let (n, y0, y1) = remPiOver2(x)
        switch n & 3 {
        case 0: return kernelSin(y0, y1, tail: true)
        case 1: return kernelCos(y0, y1)
        case 2: return -kernelSin(y0, y1, tail: true)
        default: return -kernelCos(y0, y1)
        }
    }

    /// cos x, error < 1 ulp for every finite x (fdlibm `cos`; method as `sin`).
    /// cos(±0) = 1; cos(±∞) = NaN.
    public static func cos(_ x: Double) -> Double {
        let ix = high(x) & 0x7fff_ffff
        if ix <= 0x3fe9_21fb {  // |x| ~< π/4
            if ix < 0x3e40_0000 { return 1 }  // |x| < 2⁻²⁷
            return kernelCos(x, 0)
        }
        if ix >= 0x7ff0_0000 { return x - x }  // NaN, ±∞
        let (n, y0, y1) = remPiOver2(x)
        switch n & 3 {
        case 0: return kernelCos(y0, y1)
        case 1: return -kernelSin(y0, y1, tail: true)
        case 2: return -kernelCos(y0, y1)
        default: return kernelSin(y0, y1, tail: true)
        }
    }

    /// tan x, error < 1 ulp for every finite x (fdlibm `tan`): `sin`'s reduction, then
    /// fdlibm's degree-27 odd polynomial on [0, 0.67434] and tan(π/4 − y) beyond, −1/tan
    /// computed with a split divisor in odd quadrants. tan(±0) = ±0; tan(±∞) = NaN.
    public static func tan(_ x: Double) -> Double {
        let ix = high(x) & 0x7fff_ffff
        if ix <= 0x3fe9_21fb {  // |x| ~< π/4
            if ix < 0x3e40_0000 { return x }  // |x| < 2⁻²⁷
            return kernelTan(x, 0, 1)
        }
        if ix >= 0x7ff0_0000 { return x - x }  // NaN, ±∞
        let (n, y0, y1) = remPiOver2(x)
        return kernelTan(y0, y1, 1 - ((n & 1) << 1))
    }

    // MARK: Kernels

    static let s1 = -1.66666666666666324348e-01  // 0xBFC55555 55555549
    static let s2 = 8.33333333332248946124e-03  // 0x3F811111 1110F8A6
    static let s3 = -1.98412698298579493134e-04  // 0xBF2A01A0 19C161D5
    static let s4 = 2.75573137070700676789e-06  // 0x3EC71DE3 57B1FE7D
    static let s5 = -2.50507602534068634195e-08  // 0xBE5AE5E6 8A2B9CEB
    static let s6 = 1.58969099521155010221e-10  // 0x3DE5D93A 5ACFD57C

    /// sin(x + y) for |x| ≤ ~π/4, y the tail of x (ignored unless `tail`): fdlibm
    /// `__kernel_sin`, x + S1·x³ + … + S6·x¹³ with sin(x + y) ≈ sin x + (1 − x²/2)·y.
    @inline(__always) static func kernelSin(_ x: Double, _ y: Double, tail: Bool) -> Double {
        let z = x * x
        let w = z * z
        let r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6)
        let v = z * x
        if !tail { return x + v * (s1 + z * r) }
        return x - ((z * (0.5 * y - v * r) - y) - v * s1)
    }

    static let c1 = 4.16666666666666019037e-02  // 0x3FA55555 5555554C
    static let c2 = -1.38888888888741095749e-03  // 0xBF56C16C 16C15177
    static let c3 = 2.48015872894767294178e-05  // 0x3EFA01A0 19CB1590
    static let c4 = -2.75573143513906633035e-07  // 0xBE927E4F 809C52AD
    static let c5 = 2.08757232129817482790e-09  // 0x3E21EE9E BDB4B1C4
    static let c6 = -1.13596475577881948265e-11  // 0xBDA8FAE9 BE8838D4

    /// cos(x + y) for |x| ≤ ~π/4, y the tail of x: fdlibm `__kernel_cos`,
    /// 1 − x²/2 + C1·x⁴ + … + C6·x¹⁴ with 1 − x²/2 = w + tmp exactly and cos(x + y) ≈ cos x − x·y.
    @inline(__always) static func kernelCos(_ x: Double, _ y: Double) -> Double {
        let z = x * x
        var w = z * z
        let r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
        let hz = 0.5 * z
        w = 1 - hz
        return w + (((1 - w) - hz) + (z * r - x * y))
    }

    static let tanT: [Double] = [
        3.33333333333334091986e-01,  // 3FD55555 55555563
        1.33333333333201242699e-01,  // 3FC11111 1110FE7A
        5.39682539762260521377e-02,  // 3FABA1BA 1BB341FE
        2.18694882948595424599e-02,  // 3F9664F4 8406D637
        8.86323982359930005737e-03,  // 3F8226E3 E96E8493
        3.59207910759131235356e-03,  // 3F6D6D22 C9560328
        1.45620945432529025516e-03,  // 3F57DBC8 FEE08315
        5.88041240820264096874e-04,  // 3F4344D8 F2F26501
        2.46463134818469906812e-04,  // 3F3026F7 1A8D1068
        7.81794442939557092300e-05,  // 3F147E88 A03792A6
        7.14072491382608190305e-05,  // 3F12B80F 32F0A7E9
        -1.85586374855275456654e-05,  // BEF375CB DB605373
        2.59073051863633712884e-05  // 3EFB2A70 74BF7AD4
    ]
    static let pio4 = 7.85398163397448278999e-01  // 3FE921FB 54442D18
    static let pio4Lo = 3.06161699786838301793e-17  // 3C81A626 33145C07

    /// tan(x + y) (iy = 1) or −1/tan(x + y) (iy = −1) for |x| ≤ ~π/4: fdlibm `__kernel_tan`.
    static func kernelTan(_ x: Double, _ y: Double, _ iy: Int) -> Double {
        let T = tanT
        var x = x, y = y
        let hx = signedHigh(x)
        let ix = hx & 0x7fff_ffff
        let big = ix >= 0x3FE5_9428  // |x| ≥ 0.6744
        if big {
            if hx < 0 {
                x = -x
                y = -y
            }
            let z = pio4 - x
            let w = pio4Lo - y
            x = z + w
            y = 0.0
        }
        var z = x * x
        var w = z * z
        // x⁵(T1 + x⁴T3 + … + x²⁰T11) + x⁵(x²(T2 + x⁴T4 + … + x²⁰T12))
        var r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))))
        var v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))))
        var s = z * x
        r = y + z * (s * (r + v) + y)
        r += T[0] * s
        w = x + r
        if big {
            v = Double(iy)
            return Double(1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)))
        }
        if iy == 1 { return w }
        // −1/(x + r) accurately
        z = clearingLow(w)
        v = r - (z - x)  // z + v = r + x
        let a = -1.0 / w
        let t = clearingLow(a)
        s = 1.0 + t * z
        return t + a * (s + t * v)
    }

    // MARK: Reduction

    static let invPio2 = 6.36619772367581382433e-01  // 0x3FE45F30 6DC9C883
    static let pio2_1 = 1.57079632673412561417e+00  // 0x3FF921FB 54400000
    static let pio2_1t = 6.07710050650619224932e-11  // 0x3DD0B461 1A626331
    static let pio2_2 = 6.07710050630396597660e-11  // 0x3DD0B461 1A600000
    static let pio2_2t = 2.02226624879595063154e-21  // 0x3BA3198A 2E037073
    static let pio2_3 = 2.02226624871116645580e-21  // 0x3BA3198A 2E000000
    static let pio2_3t = 8.47842766036889956997e-32  // 0x397B839A 252049C1

    /// x = n·π/2 + y0 + y1 with |y0 + y1| ≤ ~π/4 and |y1| ≤ ulp(y0)/2, for finite |x| > π/4
    /// (fdlibm `__ieee754_rem_pio2`; n only matters mod 4).
    static func remPiOver2(_ x: Double) -> (n: Int, y0: Double, y1: Double) {
        let hx = signedHigh(x)
        let ix = hx & 0x7fff_ffff
        // |x| ~≤ 9π/4 and not near π/2, π, 3π/2 or 2π (cancellation: the medium case).
        let small =
            ix <= 0x400f_6a7a
            ? (ix & 0xfffff) != 0x921fb
            : ix <= 0x401c_463b && ix != 0x4012_d97c && ix != 0x4019_21fb
        if small {
            // n = 1 for |x| ~≤ 3π/4, 2 for ~≤ 5π/4, 3 for ~≤ 7π/4, else 4.
            let m: Double = ix <= 0x4002_d97c ? 1 : ix <= 0x400f_6a7a ? 2 : ix <= 0x4015_fdbc ? 3 : 4
            if hx > 0 {
                let z = x - m * pio2_1  // one round good to 85 bits
                let y0 = z - m * pio2_1t
                return (Int(m), y0, (z - y0) - m * pio2_1t)
            }
            let z = x + m * pio2_1
            let y0 = z + m * pio2_1t
            return (-Int(m), y0, (z - y0) + m * pio2_1t)
        }
        if ix < 0x4139_21fb {  // |x| ~< 2²⁰·π/2: medium
            let fn = (x * invPio2 + 0x1.8p52) - 0x1.8p52  // round to nearest, ties to even
            let n = Int(fn)
            var r = x - fn * pio2_1
            var w = fn * pio2_1t  // first round good to 85 bits
            let j = Int32(ix >> 20)
            var y0 = r - w
            if j - Int32((high(y0) >> 20) & 0x7ff) > 16 {  // second iteration, good to 118 bits
                var t = r
                w = fn * pio2_2
                r = t - w
                w = fn * pio2_2t - ((t - r) - w)
                y0 = r - w
                if j - Int32((high(y0) >> 20) & 0x7ff) > 49 {  // third, 151 bits
                    t = r
                    w = fn * pio2_3
                    r = t - w
                    w = fn * pio2_3t - ((t - r) - w)
                    y0 = r - w
                }
            }
            return (n, y0, (r - y0) - w)
        }
        return remPiOver2Large(x)
    }
}
