// hypot: a Swift port of fdlibm's e_hypot.c (1.3 95/01/18).
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
    /// √(x² + y²) without undue overflow or underflow, error < 1 ulp (fdlibm
    /// `__ieee754_hypot`): with a ≥ b ≥ 0 scaled by 2^±600 when extreme, x² + y² is formed
    /// with a hi/lo split of a (or 2a and b) so its error is below √2/2 ulp before the
    /// correctly rounded square root. hypot(±∞, y) = +∞ even for NaN y; otherwise NaN if
    /// either is NaN.
    public static func hypot(_ x: Double, _ y: Double) -> Double {
        var ha = signedHigh(x) & 0x7fff_ffff
        var hb = signedHigh(y) & 0x7fff_ffff
        var a: Double, b: Double
        if hb > ha {
            a = y
            b = x
            swap(&ha, &hb)
        } else {
            a = x
            b = y
        }
        a = abs(a)
        b = abs(b)
        if ha - hb > 0x3c0_0000 { return a + b }  // a/b > 2⁶⁰
        var k = 0
        if ha > 0x5f30_0000 {  // a > 2⁵⁰⁰
            if ha >= 0x7ff0_0000 {  // Inf or NaN
                var w = abs(x + 0.0) - abs(y + 0.0)
                if (ha & 0xfffff) | Int32(bitPattern: low(a)) == 0 { w = a }
                if (hb ^ 0x7ff0_0000) | Int32(bitPattern: low(b)) == 0 { w = b }
                return w
            }
            // scale a and b by 2⁻⁶⁰⁰
            ha -= 0x2580_0000
            hb -= 0x2580_0000
            k += 600
            a = settingHigh(a, UInt32(bitPattern: ha))
            b = settingHigh(b, UInt32(bitPattern: hb))
        }
        if hb < 0x20b0_0000 {  // b < 2⁻⁵⁰⁰
            if hb <= 0x000f_ffff {  // subnormal b or 0
                if hb | Int32(bitPattern: low(b)) == 0 { return a }
                let t1 = 0x1p1022
                b *= t1
                a *= t1
                k -= 1022
                // The words of the scaled values (fdlibm reads them again below).
                ha = signedHigh(a)
                hb = signedHigh(b)
            } else {  // scale a and b by 2⁶⁰⁰
                ha += 0x2580_0000
                hb += 0x2580_0000
                k -= 600
                a = settingHigh(a, UInt32(bitPattern: ha))
                b = settingHigh(b, UInt32(bitPattern: hb))
            }
        }
        // medium size a and b
        var w = a - b
        if w > b {
            let t1 = words(UInt32(bitPattern: ha), 0)
            let t2 = a - t1
            w = (t1 * t1 - (b * (-b) - t2 * (a + t1))).squareRoot()
        } else {
            a = a + a
            let y1 = words(UInt32(bitPattern: hb), 0)
            let y2 = b - y1
            let t1 = words(UInt32(bitPattern: ha + 0x0010_0000), 0)
            let t2 = a - t1
            w = (t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b))).squareRoot()
        }
        if k != 0 { return scaled(w, k) }
        return w
    }
}
