// Argument reduction by π/2 for |x| ≥ 2²⁰·π/2, in exact integer arithmetic on the bits of
// 2/π (Payne and Hanek's method, as fdlibm's k_rem_pio2.c does it with 24-bit pieces in
// doubles; here with 64-bit words and full-width integer products). The bits of 2/π are
// the same as fdlibm's `ipio2` table (Sun Microsystems, freely distributable; see
// Elementary.swift for the notice).

extension Elementary {
    /// 2/π in 64-bit words, most significant first, preceded by one word of zeros (the bits
    /// of weight 2⁻⁶³…2⁰, which are 0): 1216 bits, enough for every double's exponent.
    static let twoOverPiBits: [UInt64] = [
        0,
        0xa2f9_836e_4e44_1529, 0xfc27_57d1_f534_ddc0, 0xdb62_9599_3c43_9041, 0xfe51_63ab_debb_c561,
        0xb724_6e3a_424d_d2e0, 0x0649_2eea_09d1_921c, 0xfe1d_eb1c_b129_a73e, 0xe882_35f5_2ebb_4484,
        0xe99c_7026_b45f_7e41, 0x3991_d639_8353_39f4, 0x9c84_5f8b_bdf9_283b, 0x1ff8_97ff_de05_980f,
        0xef2f_118b_5a0a_6d1f, 0x6d36_7ecf_27cb_09b7, 0x4f46_3f66_9e5f_ea2d, 0x7527_bac7_ebe5_f17b,
        0x3d07_39f7_8a52_92ea, 0x6bfb_5fb1_1f8d_5d08, 0x5603_3046_fc7b_6bab, 0xf0cf_bc20_9af4_361d
    ]
    /// π/2·2¹²⁶ rounded to an integer, high and low words.
    static let piOver2Fixed: (UInt64, UInt64) = (0x6487_ed51_10b4_611a, 0x6263_3145_c06e_0e69)

    /// x = n·π/2 + y0 + y1, |y0 + y1| ≤ π/4, for finite |x| ≥ 2²⁰·π/2.
    ///
    /// x = m·2^e (m the 53-bit significand). Bits of 2/π of weight 2⁻ⁱ with i ≤ e − 2 add
    /// multiples of 4 to x·2/π and are skipped; the next 192 bits, times m, give x·2/π mod 4
    /// with 190 fraction bits (the closest a double comes to a multiple of π/2 is about
    /// 2⁻⁶¹ relative, so ≥ 120 significant bits remain). The fraction, rounded to the
    /// nearest quadrant, is multiplied by π/2 as 128-bit integers and split into y0 + y1.
    static func remPiOver2Large(_ x: Double) -> (n: Int, y0: Double, y1: Double) {
        let bits = x.bitPattern
        let negative = bits >> 63 != 0
        let m = (bits & 0x000f_ffff_ffff_ffff) | 0x0010_0000_0000_0000
        let e = Int((bits >> 52) & 0x7ff) - 1075  // x = m·2^e, e ≥ −32 here
        // The window starts at the bit of weight 2^-(e−1): table bit index j = (e − 1) + 63.
        let j0 = e - 1 + 63
        let q = j0 >> 6, r = UInt64(j0 & 63)
        let t = twoOverPiBits
        let w2 = (t[q] << r) | (t[q + 1] >> (64 - r))
        let w1 = (t[q + 1] << r) | (t[q + 2] >> (64 - r))
        let w0 = (t[q + 2] << r) | (t[q + 3] >> (64 - r))
        // m·(w2, w1, w0): the value is this 256-bit product times 2⁻¹⁹⁰ (mod 4).
        let p0 = m.multipliedFullWidth(by: w0)
        let p1 = m.multipliedFullWidth(by: w1)
        let p2 = m.multipliedFullWidth(by: w2)
        let limb0 = p0.low
        let (limb1, c1) = p0.high.addingReportingOverflow(p1.low)
        let (s2, c2a) = p1.high.addingReportingOverflow(p2.low)
        let (limb2, c2b) = s2.addingReportingOverflow(c1 ? 1 : 0)
        _ = (c2a, c2b)  // carries into bit 192 and up only add multiples of 4
        var n = Int(limb2 >> 62)  // bits 190, 191: the quadrant mod 4
        // The fraction's top 128 bits (weights 2⁻¹ … 2⁻¹²⁸) as a signed fixed-point number:
        // a fraction ≥ ½ becomes fraction − 1 and rounds n up.
        var a = (limb2 << 2) | (limb1 >> 62)
        var b = (limb1 << 2) | (limb0 >> 62)
        var sign = negative
        if a >> 63 != 0 {
            n += 1
            // Negate the 128-bit two's-complement value.
            a = ~a
            b = ~b
            let (nb, carry) = b.addingReportingOverflow(1)
            b = nb
            if carry { a &+= 1 }
            sign.toggle()
        }
        // |fraction|·π/2 = (a, b)·2⁻¹²⁸ · P·2⁻¹²⁶: keep the top 128 bits of the product.
        let (ph, pl) = piOver2Fixed
        let bl = b.multipliedFullWidth(by: pl)
        let bh = b.multipliedFullWidth(by: ph)
        let al = a.multipliedFullWidth(by: pl)
        let ah = a.multipliedFullWidth(by: ph)
        let (mid1, k1) = bl.high.addingReportingOverflow(bh.low)
        let (_, k2) = mid1.addingReportingOverflow(al.low)
        let carryMid: UInt64 = (k1 ? 1 : 0) + (k2 ? 1 : 0)
        let (u1, k3) = bh.high.addingReportingOverflow(al.high)
        let (u2, k4) = u1.addingReportingOverflow(ah.low)
        let (r0, k5) = u2.addingReportingOverflow(carryMid)
        let r1 = ah.high &+ (k3 ? 1 : 0) &+ (k4 ? 1 : 0) &+ (k5 ? 1 : 0)
        // y = (r1, r0)·2⁻¹²⁶, at most π/4: normalise and split into 53 + 75 bits.
        var hiWord = r1, loWord = r0, scale = -126
        if hiWord == 0 {
            hiWord = loWord
            loWord = 0
            scale -= 64
        }
        let lz = UInt64(hiWord.leadingZeroBitCount)
        let top = (hiWord << lz) | (lz == 0 ? 0 : loWord >> (64 - lz))
        let rest = loWord << lz
        scale -= Int(lz)
        let hi = Double(top >> 11) * twoToThe(scale + 64 + 11)
        let lo = (Double(top & 0x7ff) * 0x1p64 + Double(rest)) * twoToThe(scale)
        var y0 = hi + lo
        var y1 = lo - (y0 - hi)
        if sign {
            y0 = -y0
            y1 = -y1
        }
        return (negative ? -n : n, y0, y1)
    }
}
