/// `SinCos.of` in each lane: the same reduction x = n·π/2 + y, the same fdlibm kernels (the
/// scalar's own generic `SinCos.kernelSin`/`kernelCos`) and
/// the same quadrant selection by bit operations, so each lane is bit-identical to the scalar
/// call. When any lane is outside the reduced range (|x| ≥ `SinCos.reducedLimit`, NaN or ±∞),
/// every lane is computed by the scalar `SinCos.of` instead.
///
/// The quadrant n mod 4 is read from the low bits of x·2/π + 1.5·2⁵² (an integer there,
/// 2⁵¹ + n in the significand, so its two low bits are n mod 4, as the scalar path's
/// `UInt64(truncatingIfNeeded: Int(n))` gives).
enum LaneSinCos {
    @inline(__always)
    static func of(_ x: KernelLanes) -> (sin: KernelLanes, cos: KernelLanes) {
        guard all(LaneMath.magnitude(x) .< SinCos.reducedLimit) else { return scalar(x) }
        let shifted = x * SinCos.twoOverPi + SinCos.roundingShift
        let n = shifted - SinCos.roundingShift
        let y = (x - n * SinCos.pio2Head) - n * SinCos.pio2Tail
        let s = SinCos.kernelSin(y), c = SinCos.kernelCos(y)
        let q = LaneMath.bits(shifted) & 3
        let zero = KernelLaneBits(repeating: 0)
        let swap = zero &- (q & 1)
        let sBits = LaneMath.bits(s), cBits = LaneMath.bits(c)
        let sinBits = (sBits & ~swap) | (cBits & swap)
        let cosBits = (cBits & ~swap) | (sBits & swap)
        let sinSign = (q & 2) &<< 62
        let cosSign = ((q &+ 1) & 2) &<< 62
        return (LaneMath.lanes(sinBits ^ sinSign), LaneMath.lanes(cosBits ^ cosSign))
    }

    /// Every lane through the scalar `SinCos.of`.
    @inline(never)
    static func scalar(_ x: KernelLanes) -> (sin: KernelLanes, cos: KernelLanes) {
        var s = KernelLanes(), c = KernelLanes()
        for j in 0..<LaneMath.width {
            let (sj, cj) = SinCos.of(x[j])
            s[j] = sj
            c[j] = cj
        }
        return (s, c)
    }
}
