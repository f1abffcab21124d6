/// `Elementary.exp` in each lane: the same reduction, table entries and polynomial, in the
/// same order, so each lane is bit-identical to the scalar call. When any lane is outside the
/// main path (|x| < 2⁻⁵⁴, |x| ≥ 512, NaN or ±∞), every lane is computed by the scalar
/// `Elementary.exp` instead.
enum LaneExp {
    @inline(__always)
    static func of(_ x: KernelLanes) -> KernelLanes {
        let top = (LaneMath.bits(x) &>> 52) & 0x7ff
        guard all(top &- 0x3c9 .< 0x408 - 0x3c9) else { return scalar(x) }
        let z = Elementary.expInvLn2N * x
        let shifted = z + Elementary.expShift
        let ki = LaneMath.bits(shifted)
        let kd = shifted - Elementary.expShift
        let r = x + kd * Elementary.expNegLn2HiN + kd * Elementary.expNegLn2LoN
        var tail = KernelLanes(), sbits = KernelLaneBits()
        Elementary.expTable.withUnsafeBufferPointer { table in
            for j in 0..<LaneMath.width {
                let index = Int(truncatingIfNeeded: ki[j] & 127) << 1
                tail[j] = Double(bitPattern: table[index])
                sbits[j] = table[index + 1] &+ (ki[j] &<< 45)
            }
        }
        let r2 = r * r
        let tmp = tail + r + r2 * (Elementary.expC2 + r * Elementary.expC3) + r2 * r2 * (Elementary.expC4 + r * Elementary.expC5)
        let scale = LaneMath.lanes(sbits)
        return scale + scale * tmp
    }

    /// Every lane through the scalar `Elementary.exp`.
    @inline(never)
    static func scalar(_ x: KernelLanes) -> KernelLanes {
        var y = KernelLanes()
        for j in 0..<LaneMath.width { y[j] = Elementary.exp(x[j]) }
        return y
    }
}
