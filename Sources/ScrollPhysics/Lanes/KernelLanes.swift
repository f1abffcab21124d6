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

/// Bit-level helpers of the lanes. The helpers the scalar and lane code share (`minimum`,
/// `maximum`, `withSign`, `unitClamp`) are `LaneValue`'s, written once per type.
enum LaneMath {
    /// Lanes in a vector.
    static let width = KernelLanes.scalarCount

    /// The lanes' bit patterns.
    @inline(__always)
    static func bits(_ v: KernelLanes) -> KernelLaneBits { unsafeBitCast(v, to: KernelLaneBits.self) }

    /// Lanes from bit patterns.
    @inline(__always)
    static func lanes(_ b: KernelLaneBits) -> KernelLanes { unsafeBitCast(b, to: KernelLanes.self) }

    /// |v| in each lane (the sign bit cleared; NaN stays NaN).
    @inline(__always)
    static func magnitude(_ v: KernelLanes) -> KernelLanes { lanes(bits(v) & ~(1 &<< 63)) }
}
