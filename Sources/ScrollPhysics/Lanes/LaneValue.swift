/// A value the card stack's and the metrics' arithmetic is written over once: a `Double` (the
/// scalar layout, one point) or `KernelLanes` (a sweep kernel, four points, lane j being point
/// j). Every operation is IEEE-754 per lane with Swift's rules, so a generic function
/// specialised for `KernelLanes` gives in each lane the bits its `Double` specialisation gives
/// (docs/grid.md#how-fast-a-sweep-runs).
///
/// The operators are the standard library's own (`Double`'s, and `SIMD`'s lane-wise ones with a
/// scalar on either side); the helpers below carry the comparisons' NaN and signed-zero rules.
/// A comparison gives a `Mask` (a `Bool`, or one per lane) that `select` reads.
@usableFromInline
protocol LaneValue: Sendable {
    /// The outcome of a comparison, lane by lane: `Bool` for one point, `SIMDMask` for lanes.
    associatedtype Mask
    /// 0 in every lane.
    static var zero: Self { get }
    /// `x` in every lane (the same bits; no arithmetic, so −0 stays −0).
    static func broadcast(_ x: Double) -> Self
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Self) -> Self
    static func / (lhs: Self, rhs: Self) -> Self
    static func + (lhs: Double, rhs: Self) -> Self
    static func - (lhs: Double, rhs: Self) -> Self
    static func * (lhs: Double, rhs: Self) -> Self
    static func / (lhs: Double, rhs: Self) -> Self
    static func + (lhs: Self, rhs: Double) -> Self
    static func - (lhs: Self, rhs: Double) -> Self
    static func * (lhs: Self, rhs: Double) -> Self
    static func / (lhs: Self, rhs: Double) -> Self
    static func += (lhs: inout Self, rhs: Self)

    /// x < y per lane (false when either is NaN).
    static func isLess(_ x: Self, _ y: Self) -> Mask
    /// x >= y per lane (false when either is NaN).
    static func isGreaterOrEqual(_ x: Self, _ y: Self) -> Mask
    /// `a` in the lanes where `mask` is set, else `b`.
    static func select(_ mask: Mask, _ a: Self, else b: Self) -> Self
    /// `Swift.max(x, y)` per lane: y >= x ? y : x (y on ties, x when either is NaN).
    static func maximum(_ x: Self, _ y: Self) -> Self
    /// `Swift.min(x, y)` per lane: y < x ? y : x (x on ties and on NaN).
    static func minimum(_ x: Self, _ y: Self) -> Self
    /// |v| per lane, `abs`'s bits: the sign bit cleared (NaN stays NaN).
    static func magnitude(_ v: Self) -> Self
    /// sign(r)·v for one scalar r: v's sign flipped in every lane when r's sign bit is set (no branch).
    static func withSign(of r: Double, _ v: Self) -> Self
    /// clamp(v, 0, 1) for v ≤ 1 + a few ulps, without a branch: a lane whose sign bit is set is
    /// masked to +0, then `minimum` with 1.
    static func unitClamp(_ v: Self) -> Self
    /// `unitClamp(withSign(of: r, v))`, the same bits: clamp(sign(r)·v, 0, 1).
    static func signedUnitClamp(of r: Double, _ v: Self) -> Self
    /// `f` applied to each lane (for the libm-free scalar functions that have no lane form).
    func eachLane(_ f: (Double) -> Double) -> Self
    /// (sin x, cos x) per lane, `SinCos.of`'s bits.
    static func sinCos(_ x: Self) -> (sin: Self, cos: Self)
}

extension Double: LaneValue {
    @usableFromInline typealias Mask = Bool

    @usableFromInline @inline(__always)
    static func broadcast(_ x: Double) -> Double { x }

    @usableFromInline @inline(__always)
    static func isLess(_ x: Double, _ y: Double) -> Bool { x < y }

    @usableFromInline @inline(__always)
    static func isGreaterOrEqual(_ x: Double, _ y: Double) -> Bool { x >= y }

    @usableFromInline @inline(__always)
    static func select(_ mask: Bool, _ a: Double, else b: Double) -> Double { mask ? a : b }

    @usableFromInline @inline(__always)
    static func magnitude(_ v: Double) -> Double { abs(v) }

    @usableFromInline @inline(__always)
    static func maximum(_ x: Double, _ y: Double) -> Double { Swift.max(x, y) }

    @usableFromInline @inline(__always)
    static func minimum(_ x: Double, _ y: Double) -> Double { Swift.min(x, y) }

    @usableFromInline @inline(__always)
    static func withSign(of r: Double, _ v: Double) -> Double {
        Double(bitPattern: v.bitPattern ^ (r.bitPattern & (1 << 63)))
    }

    @usableFromInline @inline(__always)
    static func unitClamp(_ v: Double) -> Double {
        let negativeMask = UInt64(bitPattern: Int64(bitPattern: v.bitPattern) >> 63)
        return Swift.min(Double(bitPattern: v.bitPattern & ~negativeMask), 1)
    }

    @usableFromInline @inline(__always)
    static func signedUnitClamp(of r: Double, _ v: Double) -> Double { unitClamp(withSign(of: r, v)) }

    @usableFromInline @inline(__always)
    func eachLane(_ f: (Double) -> Double) -> Double { f(self) }

    @usableFromInline @inline(__always)
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) { SinCos.of(x) }
}

extension SIMD4: LaneValue where Scalar == Double {
    @usableFromInline typealias Mask = SIMDMask<SIMD4<Int64>>

    @usableFromInline @inline(__always)
    static func broadcast(_ x: Double) -> Self { Self(repeating: x) }

    @usableFromInline @inline(__always)
    static func isLess(_ x: Self, _ y: Self) -> Mask { x .< y }

    @usableFromInline @inline(__always)
    static func isGreaterOrEqual(_ x: Self, _ y: Self) -> Mask { x .>= y }

    @usableFromInline @inline(__always)
    static func select(_ mask: Mask, _ a: Self, else b: Self) -> Self { b.replacing(with: a, where: mask) }

    @usableFromInline @inline(__always)
    static func magnitude(_ v: Self) -> Self { LaneMath.magnitude(v) }

    @usableFromInline @inline(__always)
    static func maximum(_ x: Self, _ y: Self) -> Self { select(isGreaterOrEqual(y, x), y, else: x) }

    @usableFromInline @inline(__always)
    static func minimum(_ x: Self, _ y: Self) -> Self { select(isLess(y, x), y, else: x) }

    @usableFromInline @inline(__always)
    static func withSign(of r: Double, _ v: Self) -> Self {
        LaneMath.lanes(LaneMath.bits(v) ^ KernelLaneBits(repeating: r.bitPattern & (1 << 63)))
    }

    @usableFromInline @inline(__always)
    static func unitClamp(_ v: Self) -> Self {
        let b = LaneMath.bits(v)
        let negative = KernelLaneBits(repeating: 0) &- (b &>> 63)
        return minimum(LaneMath.lanes(b & ~negative), Self(repeating: 1))
    }

    /// The lanes whose sign bit ends up set are those where v's and r's sign bits differ, so the
    /// mask is v's sign mask xor r's: testing the flipped lanes' sign bits instead, LLVM folds the
    /// flip into a 64-bit signed compare, which SSE2 (no `pcmpgtq`) emulates in 11 instructions
    /// per two lanes (this form: a shuffle, a `pcmpgtd` and an `and`).
    @usableFromInline @inline(__always)
    static func signedUnitClamp(of r: Double, _ v: Self) -> Self {
        let flip = KernelLaneCounts(repeating: Int64(bitPattern: r.bitPattern) &>> 63)
        let negative = (KernelLaneCounts(truncatingIfNeeded: LaneMath.bits(v)) &>> 63) ^ flip
        let flipped = LaneMath.bits(withSign(of: r, v))
        return minimum(LaneMath.lanes(flipped & ~KernelLaneBits(truncatingIfNeeded: negative)), Self(repeating: 1))
    }

    @usableFromInline @inline(__always)
    func eachLane(_ f: (Double) -> Double) -> Self {
        var result = self
        for j in 0..<Self.scalarCount { result[j] = f(self[j]) }
        return result
    }

    @usableFromInline @inline(__always)
    static func sinCos(_ x: Self) -> (sin: Self, cos: Self) { LaneSinCos.of(x) }
}
