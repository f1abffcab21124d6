// atan, atan2, asin, acos: Swift ports of fdlibm's s_atan.c (5.1 93/09/24), e_atan2.c,
// e_asin.c and e_acos.c (1.3 95/01/18).
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
    static let atanHi: [Double] = [
        4.63647609000806093515e-01,  // atan(0.5) hi 0x3FDDAC67 0561BB4F
        7.85398163397448278999e-01,  // atan(1.0) hi 0x3FE921FB 54442D18
        9.82793723247329054082e-01,  // atan(1.5) hi 0x3FEF730B D281F69B
        1.57079632679489655800e+00  // atan(inf) hi 0x3FF921FB 54442D18
    ]
    static let atanLo: [Double] = [
        2.26987774529616870924e-17,  // atan(0.5) lo 0x3C7A2B7F 222F65E2
        3.06161699786838301793e-17,  // atan(1.0) lo 0x3C81A626 33145C07
        1.39033110312309984516e-17,  // atan(1.5) lo 0x3C700788 7AF0CBBD
        6.12323399573676603587e-17  // atan(inf) lo 0x3C91A626 33145C07
    ]
    static let aT: [Double] = [
        3.33333333333329318027e-01,  // 0x3FD55555 5555550D
        -1.99999999998764832476e-01,  // 0xBFC99999 9998EBC4
        1.42857142725034663711e-01,  // 0x3FC24924 920083FF
        -1.11111104054623557880e-01,  // 0xBFBC71C6 FE231671
        9.09088713343650656196e-02,  // 0x3FB745CD C54C206E
        -7.69187620504482999495e-02,  // 0xBFB3B0F2 AF749A6D
        6.66107313738753120669e-02,  // 0x3FB10D66 A0D03D51
        -5.83357013379057348645e-02,  // 0xBFADDE2D 52DEFD9A
        4.97687799461593236017e-02,  // 0x3FA97B4B 24760DEB
        -3.65315727442169155270e-02,  // 0xBFA2B444 2C6A6C2F
        1.62858201153657823623e-02  // 0x3F90AD3A E322DA11
    ]

    /// arctan x in [−π/2, π/2], error < 1 ulp (fdlibm `atan`).
    ///
    /// Reduction by |x| to [0, 7/16] directly or via atan(c) + atan((t − c)/(1 + ct)) for
    /// c = ½, 1, 3/2, and atan(∞) + atan(−1/t) beyond 39/16 (atan(c) in two pieces); kernel:
    /// t − t³·P(t²), a degree-11 polynomial in t² split into odd and even halves.
    /// atan(±0) = ±0, atan(±∞) = ±π/2.
    public static func atan(_ x: Double) -> Double {
        let (hi, lo) = atanPair(x, tail: 0)
        return lo == 0 ? hi : hi + lo  // keeps atan(−0) = −0
    }

    /// atan(x + tail) as an unrounded pair hi + lo, for a tail far below x's ulp: `atan`
    /// with the tail carried through the reduction (times the reduction's derivative) and
    /// the last addition left to the caller. hi + lo with tail 0 is fdlibm's `atan` bit for bit.
    static func atanPair(_ x: Double, tail: Double) -> (hi: Double, lo: Double) {
        var tail = tail
        let hx = signedHigh(x)
        let ix = hx & 0x7fff_ffff
        var x = x
        var id = -1
        if ix >= 0x4410_0000 {  // |x| ≥ 2⁶⁶
            if ix > 0x7ff0_0000 || (ix == 0x7ff0_0000 && low(x) != 0) { return (x + x, 0) }  // NaN
            return hx > 0 ? (atanHi[3], atanLo[3]) : (-atanHi[3], -atanLo[3])
        }
        if ix < 0x3fdc_0000 {  // |x| < 0.4375
            if ix < 0x3e40_0000 { return (x, tail) }  // |x| < 2⁻²⁷
        } else {
            x = abs(x)
            if ix < 0x3ff3_0000 {  // |x| < 1.1875
                if ix < 0x3fe6_0000 {  // 7/16 ≤ |x| < 11/16
                    id = 0
                    tail = tail * 5 / ((2.0 + x) * (2.0 + x))
                    x = (2.0 * x - 1) / (2.0 + x)
                } else {  // 11/16 ≤ |x| < 19/16
                    id = 1
                    tail = tail * 2 / ((x + 1) * (x + 1))
                    x = (x - 1) / (x + 1)
                }
            } else if ix < 0x4003_8000 {  // |x| < 2.4375
                id = 2
                tail = tail * 3.25 / ((1 + 1.5 * x) * (1 + 1.5 * x))
                x = (x - 1.5) / (1 + 1.5 * x)
            } else {  // 2.4375 ≤ |x| < 2⁶⁶
                id = 3
                tail = tail / (x * x)
                x = -1.0 / x
            }
        }
        let z = x * x
        let w = z * z
        let a = aT
        let s1 = z * (a[0] + w * (a[2] + w * (a[4] + w * (a[6] + w * (a[8] + w * a[10])))))
        let s2 = w * (a[1] + w * (a[3] + w * (a[5] + w * (a[7] + w * a[9]))))
        if id < 0 { return (x, -(x * (s1 + s2) - tail)) }
        let lo = -((x * (s1 + s2) - (atanLo[id] + tail)) - x)
        return hx < 0 ? (-atanHi[id], -lo) : (atanHi[id], lo)
    }

    static let piO4 = 7.8539816339744827900E-01  // 0x3FE921FB 54442D18
    static let piO2 = 1.5707963267948965580E+00  // 0x3FF921FB 54442D18
    static let piHi = 3.1415926535897931160E+00  // 0x400921FB 54442D18
    static let piLo = 1.2246467991473531772E-16  // 0x3CA1A626 33145C07

    /// The angle of (x, y) in [−π, π], error < 1 ulp (fdlibm `__ieee754_atan2`): atan(|y/x|)
    /// placed in the quadrant of (x, y); unlike fdlibm, |y/x|'s rounding error is carried
    /// into atan (`atanOfQuotient`) and π − atan is summed in extra precision, which keeps
    /// the bound (fdlibm's own atan2 reaches 1.2 ulp). Special cases as C99 F.9.1.4
    /// (signed zeros give ±0 or ±π, infinities ±π/4, ±3π/4, ±π/2, …).
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        let hx = signedHigh(x), lx = low(x)
        let hy = signedHigh(y), ly = low(y)
        let ix = hx & 0x7fff_ffff, iy = hy & 0x7fff_ffff
        if x.isNaN || y.isNaN { return x + y }
        if hx == 0x3ff0_0000 && lx == 0 { return atan(y) }  // x = 1
        var m = Int((hy >> 31) & 1) | Int((hx >> 30) & 2)  // 2·sign(x) + sign(y)
        if iy | Int32(bitPattern: ly) == 0 {  // y = ±0
            switch m {
            case 0, 1: return y  // atan(±0, +anything) = ±0
            case 2: return piHi  // atan(+0, −anything) = π
            default: return -piHi  // atan(−0, −anything) = −π
            }
        }
        if ix | Int32(bitPattern: lx) == 0 { return hy < 0 ? -piO2 : piO2 }  // x = ±0
        if ix == 0x7ff0_0000 {  // x = ±∞
            if iy == 0x7ff0_0000 {
                switch m {
                case 0: return piO4
                case 1: return -piO4
                case 2: return 3.0 * piO4
                default: return -3.0 * piO4
                }
            }
            switch m {
            case 0: return 0
            case 1: return -0.0
            case 2: return piHi
            default: return -piHi
            }
        }
        if iy == 0x7ff0_0000 { return hy < 0 ? -piO2 : piO2 }  // y = ±∞
        let k = (iy - ix) >> 20
        var z: (hi: Double, lo: Double)
        if k > 60 {  // |y/x| > 2⁶⁰
            z = (piO2 + 0.5 * piLo, 0)
            m &= 1
        } else if hx < 0 && k < -60 {  // 0 > |y|/x > −2⁻⁶⁰
            z = (0, 0)
        } else {
            z = atanOfQuotient(abs(y), abs(x))
        }
        switch m {
        case 0: return z.hi + z.lo
        case 1: return -(z.hi + z.lo)
        default:
            // π − z in extra precision (fdlibm: pi − (z − pi_lo), which can reach 1.25 ulp):
            // π_hi − z_hi exactly as s + e (Knuth's two-sum), then the small parts.
            let s = piHi - z.hi
            let bb = s - piHi
            let e = (piHi - (s - bb)) + (-z.hi - bb)
            let r = s + (e + (piLo - z.lo))
            return m == 2 ? r : -r
        }
    }

    /// atan(a/b) for a, b > 0 with a/b in [2⁻⁶¹, 2⁶¹]: the quotient q = a/b rounds, so
    /// fdlibm's atan(q) can be 1.2 ulp off atan(a/b); here the rounding error of q is
    /// recovered exactly, (a − q·b)/b with q·b as an exact two-double product (Veltkamp's
    /// split, no fused operation), and passed to atan as a tail. a and b are first scaled by
    /// the same power of two so the split cannot overflow.
    static func atanOfQuotient(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let e = Swift.max(a, b).exponent
        let a = scaled(a, -Int(e)), b = scaled(b, -Int(e))
        let q = a / b
        let (p, err) = twoProduct(q, b)
        let tail = ((a - p) - err) / b  // a − p is exact (Sterbenz)
        return atanPair(q, tail: tail)
    }

    /// Veltkamp's split: x = hi + lo with hi holding the top 26 bits (|x| < 2⁹⁹⁵).
    @inline(__always) static func split(_ x: Double) -> (hi: Double, lo: Double) {
        let c = 134_217_729.0 * x  // 2²⁷ + 1
        let hi = c - (c - x)
        return (hi, x - hi)
    }

    /// Dekker's exact product: a·b = p + e, p the rounded product.
    @inline(__always) static func twoProduct(_ a: Double, _ b: Double) -> (p: Double, e: Double) {
        let p = a * b
        let (ah, al) = split(a)
        let (bh, bl) = split(b)
        return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }

    static let pio2Hi = 1.57079632679489655800e+00  // 0x3FF921FB 54442D18
    static let pio2Lo = 6.12323399573676603587e-17  // 0x3C91A626 33145C07
    static let pio4Hi = 7.85398163397448278999e-01  // 0x3FE921FB 54442D18
    static let pS0 = 1.66666666666666657415e-01  // 0x3FC55555 55555555
    static let pS1 = -3.25565818622400915405e-01  // 0xBFD4D612 03EB6F7D
    static let pS2 = 2.01212532134862925881e-01  // 0x3FC9C155 0E884455
    static let pS3 = -4.00555345006794114027e-02  // 0xBFA48228 B5688F3B
    static let pS4 = 7.91534994289814532176e-04  // 0x3F49EFE0 7501B288
    static let pS5 = 3.47933107596021167570e-05  // 0x3F023DE1 0DFDF709
    static let qS1 = -2.40339491173441421878e+00  // 0xC0033A27 1C8A2D4B
    static let qS2 = 2.02094576023350569471e+00  // 0x40002AE5 9C598AC8
    static let qS3 = -6.88283971605453293030e-01  // 0xBFE6066C 1B8D0159
    static let qS4 = 7.70381505559019352791e-02  // 0x3FB3B8C5 B12E9282

    /// The rational R(t) ≈ (asin(√t) − √t)/√t³ shared by asin and acos (Remez error < 2⁻⁵⁸·⁷⁵).
    @inline(__always) static func asinRational(_ t: Double) -> Double {
        let p = t * (pS0 + t * (pS1 + t * (pS2 + t * (pS3 + t * (pS4 + t * pS5)))))
        let q = 1 + t * (qS1 + t * (qS2 + t * (qS3 + t * qS4)))
        return p / q
    }

    /// arcsin x in [−π/2, π/2], error < 1 ulp (fdlibm `__ieee754_asin`): x + x³·R(x²) for
    /// |x| < ½; π/2 − 2·asin(√((1 − |x|)/2)) beyond, with √ split in hi + lo for |x| ≤ 0.975.
    /// asin(±0) = ±0; NaN for |x| > 1.
    public static func asin(_ x: Double) -> Double {
        let hx = signedHigh(x)
        let ix = hx & 0x7fff_ffff
        if ix >= 0x3ff0_0000 {  // |x| ≥ 1
            if (ix - 0x3ff0_0000) | Int32(bitPattern: low(x)) == 0 { return x * pio2Hi + x * pio2Lo }  // ±π/2
            return (x - x) / (x - x)  // NaN
        }
        if ix < 0x3fe0_0000 {  // |x| < 0.5
            if ix < 0x3e50_0000 { return x }  // |x| < 2⁻²⁶
            let t = x * x
            return x + x * asinRational(t)
        }
        let w = 1 - abs(x)
        let t = w * 0.5
        let s = t.squareRoot()
        var r: Double
        if ix >= 0x3FEF_3333 {  // |x| > 0.975
            r = pio2Hi - (2.0 * (s + s * asinRational(t)) - pio2Lo)
        } else {
            let f = clearingLow(s)
            let c = (t - f * f) / (s + f)
            let p = 2.0 * s * asinRational(t) - (pio2Lo - 2.0 * c)
            let q = pio4Hi - 2.0 * f
            r = pio4Hi - (p - q)
        }
        return hx > 0 ? r : -r
    }

    /// arccos x in [0, π], error < 1 ulp (fdlibm `__ieee754_acos`): π/2 − (x + x³·R(x²))
    /// for |x| < ½, 2·asin(√((1 − x)/2)) for x > ½ and π − 2·asin(√((1 + x)/2)) for x < −½.
    /// acos(1) = +0; NaN for |x| > 1.
    public static func acos(_ x: Double) -> Double {
        let hx = signedHigh(x)
        let ix = hx & 0x7fff_ffff
        if ix >= 0x3ff0_0000 {  // |x| ≥ 1
            if (ix - 0x3ff0_0000) | Int32(bitPattern: low(x)) == 0 {  // |x| = 1
                return hx > 0 ? 0 : piHi + 2.0 * pio2Lo
            }
            return (x - x) / (x - x)  // NaN
        }
        if ix < 0x3fe0_0000 {  // |x| < 0.5
            if ix <= 0x3c60_0000 { return pio2Hi + pio2Lo }  // |x| < 2⁻⁵⁷
            let z = x * x
            return pio2Hi - (x - (pio2Lo - x * asinRational(z)))
        }
        if hx < 0 {  // x < −0.5
            let z = (1 + x) * 0.5
            let s = z.squareRoot()
            let w = asinRational(z) * s - pio2Lo
            return piHi - 2.0 * (s + w)
        }
        // x > 0.5
        let z = (1 - x) * 0.5
        let s = z.squareRoot()
        let df = clearingLow(s)
        let c = (z - df * df) / (s + df)
        let w = asinRational(z) * s + c
        return 2.0 * (df + w)
    }
}
