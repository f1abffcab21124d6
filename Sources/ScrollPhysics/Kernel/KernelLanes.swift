/// The vector a sweep kernel evaluates points in: lane j holds point j of a group of points
/// that share everything but their coefficients. Every lane performs exactly the scalar
/// layout's IEEE-754 operations, in the same order, so each lane's bits equal the scalar
/// path's. Four lanes: baseline x86-64 (SSE2) and arm64 (NEON) run them as two 2-lane halves,
/// an AVX2 build (`-Xswiftc -target-cpu -Xswiftc haswell`) as one instruction.
package typealias KernelLanes = SIMD4<Double>

/// The lanes' bit patterns, for sign and quadrant tricks.
typealias KernelLaneBits = SIMD4<UInt64>

/// Per-lane counts (`reversals`, `pixel_flips`).
typealias KernelLaneCounts = SIMD4<Int64>

/// A per-lane condition.
typealias KernelLaneMask = SIMDMask<KernelLaneCounts>

/// Per-lane forms of the scalar helpers the layouts and metrics use, with their exact
/// semantics (ties, ±0 and NaN included), so a lane's result is the scalar result's bits.
enum LaneMath {
    /// Lanes in a vector.
    static let width = KernelLanes.scalarCount

    /// `Swift.min(x, y)` in each lane: y < x ? y : x (x on ties and on NaN).
    @inline(__always)
    static func min(_ x: KernelLanes, _ y: KernelLanes) -> KernelLanes { x.replacing(with: y, where: y .< x) }

    /// `Swift.max(x, y)` in each lane: y >= x ? y : x (y on ties, x when either is NaN).
    @inline(__always)
    static func max(_ x: KernelLanes, _ y: KernelLanes) -> KernelLanes { x.replacing(with: y, where: y .>= x) }

    /// The lanes' bit patterns.
    @inline(__always)
    static func bits(_ v: KernelLanes) -> KernelLaneBits { unsafeBitCast(v, to: KernelLaneBits.self) }

    /// Lanes from bit patterns.
    @inline(__always)
    static func lanes(_ b: KernelLaneBits) -> KernelLanes { unsafeBitCast(b, to: KernelLanes.self) }

    /// |v| in each lane (the sign bit cleared; NaN stays NaN).
    @inline(__always)
    static func magnitude(_ v: KernelLanes) -> KernelLanes { lanes(bits(v) & ~(1 &<< 63)) }

    /// `CardStackLayout.withSign(of: r, v)` for one scalar r: v with its sign flipped in every
    /// lane when r's sign bit is set.
    @inline(__always)
    static func withSign(of r: Double, _ v: KernelLanes) -> KernelLanes {
        lanes(bits(v) ^ KernelLaneBits(repeating: r.bitPattern & (1 << 63)))
    }

    /// `CardStackLayout.unitClamp` in each lane: a negative lane (sign bit set) masked to +0,
    /// then `Swift.min` with 1.
    @inline(__always)
    static func unitClamp(_ v: KernelLanes) -> KernelLanes {
        let b = bits(v)
        let negative = KernelLaneBits(repeating: 0) &- (b &>> 63)
        return min(lanes(b & ~negative), KernelLanes(repeating: 1))
    }
}
