/// The shortest decimal `significand × 10^exponent` that reads back as a given positive finite
/// double, and among those of that length the closest to it (an exact tie takes the even last
/// digit) — the digits Swift's `description` prints.
///
/// Method: Ryū (Ulf Adams, "Ryū: fast float-to-string conversion", PLDI 2018,
/// https://doi.org/10.1145/3192366.3192369). The value `m2 · 2^e2` and the midpoints to its
/// neighbours are scaled by a 128-bit power of five (`ShortestDigits+Tables.swift`, from
/// `scripts/ryu-tables.py`) into 64-bit integers `vm < vr < vp` times `10^e10`; digits are then
/// dropped while the interval still holds a shorter number. The midpoints count as inside when
/// the significand is even (round-half-even reading), as Swift's printer assumes.
struct ShortestDigits {
    /// The decimal digits, without trailing zeros.
    var significand: UInt64
    /// The power of ten of the last digit.
    var exponent: Int

    /// The digits of `value`, which must be finite and nonzero; the sign is ignored.
    init(_ value: Double) {
        let fraction = value.significandBitPattern
        let biased = Int(value.exponentBitPattern)
        let e2 = (biased == 0 ? 1 : biased) &- 1077  // 1023 bias + 52 fraction bits + 2 below
        let m2 = biased == 0 ? fraction : fraction | (1 << 52)
        let acceptBounds = m2 & 1 == 0
        let mv = m2 &<< 2
        // The lower midpoint is a quarter ulp away at a power of two (but not the least normal).
        let mmShift: UInt64 = fraction != 0 || biased <= 1 ? 1 : 0
        var vr: UInt64, vp: UInt64, vm: UInt64
        var e10: Int
        var vmTrailingZeros = false, vrTrailingZeros = false
        if e2 >= 0 {
            let q = Self.log10Pow2(e2) &- (e2 > 3 ? 1 : 0)
            e10 = q
            let shift = q &- e2 &+ Self.pow5Bits(q) &+ 124
            let low = Self.inversePowersOf5[2 &* q], high = Self.inversePowersOf5[2 &* q &+ 1]
            vr = Self.mulShift(mv, low, high, shift)
            vp = Self.mulShift(mv &+ 2, low, high, shift)
            vm = Self.mulShift(mv &- 1 &- mmShift, low, high, shift)
            if q <= 21 {  // vr, vp or vm may be exact: check for trailing decimal zeros
                if mv % 5 == 0 {
                    vrTrailingZeros = Self.isMultiple(mv, ofPowerOf5: q)
                } else if acceptBounds {
                    vmTrailingZeros = Self.isMultiple(mv &- 1 &- mmShift, ofPowerOf5: q)
                } else if Self.isMultiple(mv &+ 2, ofPowerOf5: q) {
                    vp &-= 1
                }
            }
        } else {
            let q = Self.log10Pow5(-e2) &- (-e2 > 1 ? 1 : 0)
            e10 = q &+ e2
            let i = -e2 &- q
            let shift = q &- Self.pow5Bits(i) &+ 125
            let low = Self.powersOf5[2 &* i], high = Self.powersOf5[2 &* i &+ 1]
            vr = Self.mulShift(mv, low, high, shift)
            vp = Self.mulShift(mv &+ 2, low, high, shift)
            vm = Self.mulShift(mv &- 1 &- mmShift, low, high, shift)
            if q <= 1 {
                vrTrailingZeros = true
                if acceptBounds { vmTrailingZeros = mmShift == 1 } else { vp &-= 1 }
            } else if q < 63 {
                vrTrailingZeros = mv & ((1 &<< UInt64(q)) &- 1) == 0
            }
        }
        var removed = 0
        var output: UInt64
        if vmTrailingZeros || vrTrailingZeros {
            (output, removed) = Self.dropDigitsExactly(
                vr: vr, vp: vp, vm: vm, vmTrailingZeros: vmTrailingZeros,
                vrTrailingZeros: vrTrailingZeros, acceptBounds: acceptBounds)
        } else {
            // The common case: no midpoint is exact, so only the last dropped digit rounds.
            // Dropping k digits at once is allowed when vp / 10^k > vm / 10^k; it rounds up when
            // the dropped part is at least half of 10^k. Most values drop a digit or two; short
            // decimals drop many, eight at a time.
            var roundUp = false
            /// Drops the last `digits` digits (`power` = 10^digits) when the interval allows.
            @inline(__always) func drop(_ power: UInt64, _ digits: Int) -> Bool {
                guard vp / power > vm / power else { return false }
                roundUp = vr % power >= power / 2
                vr /= power; vp /= power; vm /= power
                removed &+= digits
                return true
            }
            if drop(100, 2), vp / 1_000_000 > vm / 1_000_000 {
                while drop(100_000_000, 8) {}
                _ = drop(10_000, 4)
                _ = drop(100, 2)
            }
            while drop(10, 1) {}
            output = vr &+ (vr == vm || roundUp ? 1 : 0)
        }
        significand = output
        exponent = e10 &+ removed
        while significand % 10 == 0 {  // vr rounded up to a multiple of ten
            significand /= 10
            exponent &+= 1
        }
    }

    /// Ryū's digit removal when the lower midpoint or the value itself may be an exact decimal:
    /// keeps the lower bound inside only if it is exact and allowed, and rounds an exact half to even.
    private static func dropDigitsExactly(
        vr: UInt64, vp: UInt64, vm: UInt64, vmTrailingZeros: Bool, vrTrailingZeros: Bool,
        acceptBounds: Bool
    ) -> (UInt64, Int) {
        var vr = vr, vp = vp, vm = vm
        var vmTrailingZeros = vmTrailingZeros, vrTrailingZeros = vrTrailingZeros
        var removed = 0
        var lastRemoved: UInt64 = 0
        while vp / 10 > vm / 10 {
            vmTrailingZeros = vmTrailingZeros && vm % 10 == 0
            vrTrailingZeros = vrTrailingZeros && lastRemoved == 0
            lastRemoved = vr % 10
            vr /= 10; vp /= 10; vm /= 10
            removed &+= 1
        }
        if vmTrailingZeros {
            while vm % 10 == 0 {
                vrTrailingZeros = vrTrailingZeros && lastRemoved == 0
                lastRemoved = vr % 10
                vr /= 10; vp /= 10; vm /= 10
                removed &+= 1
            }
        }
        if vrTrailingZeros && lastRemoved == 5 && vr % 2 == 0 { lastRemoved = 4 }  // half to even
        let atLowerBound = vr == vm && (!acceptBounds || !vmTrailingZeros)
        return (vr &+ (atLowerBound || lastRemoved >= 5 ? 1 : 0), removed)
    }

    /// `⌊(m · (high · 2⁶⁴ + low)) / 2^shift⌋` for `shift` in 65..<128.
    @inline(__always)
    private static func mulShift(_ m: UInt64, _ low: UInt64, _ high: UInt64, _ shift: Int) -> UInt64 {
        let b0 = m.multipliedFullWidth(by: low)
        let b2 = m.multipliedFullWidth(by: high)
        let (sumLow, carry) = b2.low.addingReportingOverflow(b0.high)
        let sumHigh = b2.high &+ (carry ? 1 : 0)
        let s = UInt64(shift &- 64)
        return (sumHigh &<< (64 &- s)) | (sumLow &>> s)
    }

    /// Whether 5^p divides `value`.
    private static func isMultiple(_ value: UInt64, ofPowerOf5 p: Int) -> Bool {
        var value = value, count = 0
        while value % 5 == 0 && count < p {
            value /= 5
            count &+= 1
        }
        return count >= p
    }

    /// ⌊log₁₀ 2^e⌋ for e in 0...1650.
    @inline(__always) private static func log10Pow2(_ e: Int) -> Int { (e &* 78913) &>> 18 }
    /// ⌊log₁₀ 5^e⌋ for e in 0...2620.
    @inline(__always) private static func log10Pow5(_ e: Int) -> Int { (e &* 732923) &>> 20 }
    /// The bit length of 5^e for e in 1...3528 (1 for e = 0).
    @inline(__always) private static func pow5Bits(_ e: Int) -> Int { ((e &* 1217359) &>> 19) &+ 1 }
}
