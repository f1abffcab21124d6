/// `SinCos.of` in each lane: the same reduction x = n·π/2 + y, the same fdlibm kernels and
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
        let s = kernelSin(y), c = kernelCos(y)
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

    /// `SinCos.kernelSin` per lane (the same Estrin grouping).
    @inline(__always)
    static func kernelSin(_ y: KernelLanes) -> KernelLanes {
        let z = y * y
        let v = z * y
        let z2 = z * z
        let r =
            (8.33333333332248946124e-03 + z * -1.98412698298579493134e-04)
            + z2 * ((2.75573137070700676789e-06 + z * -2.50507602534068634195e-08) + z2 * 1.58969099521155010221e-10)
        return y + v * (-1.66666666666666324348e-01 + z * r)
    }

    /// `SinCos.kernelCos` per lane.
    @inline(__always)
    static func kernelCos(_ y: KernelLanes) -> KernelLanes {
        let z = y * y
        let z2 = z * z
        let r =
            z
            * ((4.16666666666666019037e-02 + z * -1.38888888888741095749e-03)
                + z2
                * ((2.48015872894767294178e-05 + z * -2.75573143513906633035e-07)
                    + z2 * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11)))
        let hz = 0.5 * z
        let w = 1 - hz
        return w + (((1 - w) - hz) + z * r)
    }
}
