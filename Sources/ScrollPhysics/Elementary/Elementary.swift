// Elementary functions in pure Swift, ported from fdlibm (Sun Microsystems' freely
// distributable libm, as kept in FreeBSD's msun). Each file keeps Sun's notice:
//
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
// Developed at SunSoft, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================

/// The transcendental functions tunelab computes with, the same bits on every platform.
///
/// The C library's `exp`, `log`, `sin`, … are allowed to differ in the last bit between
/// glibc, musl and Apple's libm, so outputs computed with them are byte-identical only on
/// one platform. These are ports of fdlibm's algorithms (argument reduction, minimax
/// polynomial or rational kernel, reconstruction; `exp` is table-driven after ARM's
/// optimized-routines) using only IEEE-754 basic operations
/// (+ − × ÷, `squareRoot()`, comparisons) and bit manipulation, in a fixed evaluation order
/// with nothing fused: the result is a function of the argument's bits alone. Each is
/// within 1 ulp of the exact value (fdlibm's error analysis; the accuracy tests in
/// `Tests/PhysicsTests/Elementary` measure every function against a high-precision
/// reference, and docs/determinism.md has the table). Special values (NaN, ±∞, ±0,
/// subnormals, overflow, underflow) follow C99 Annex F.
public enum Elementary {}

// MARK: - The 32-bit word views fdlibm is written in.

extension Elementary {
    /// The high 32 bits of x (sign, exponent, top 20 bits of the significand).
    @inline(__always) @usableFromInline static func high(_ x: Double) -> UInt32 {
        UInt32(truncatingIfNeeded: x.bitPattern >> 32)
    }

    /// The high word as a signed integer (negative for negative x), as fdlibm's `int32_t hx`.
    @inline(__always) @usableFromInline static func signedHigh(_ x: Double) -> Int32 {
        Int32(bitPattern: high(x))
    }

    /// The low 32 bits of x's significand.
    @inline(__always) @usableFromInline static func low(_ x: Double) -> UInt32 {
        UInt32(truncatingIfNeeded: x.bitPattern)
    }

    /// The double with the given high and low words.
    @inline(__always) @usableFromInline static func words(_ high: UInt32, _ low: UInt32) -> Double {
        Double(bitPattern: UInt64(high) << 32 | UInt64(low))
    }

    /// x with its high word replaced.
    @inline(__always) @usableFromInline static func settingHigh(_ x: Double, _ high: UInt32) -> Double {
        Double(bitPattern: UInt64(high) << 32 | (x.bitPattern & 0xffff_ffff))
    }

    /// x with its low 32 bits cleared (fdlibm's `SET_LOW_WORD(x, 0)`).
    @inline(__always) @usableFromInline static func clearingLow(_ x: Double) -> Double {
        Double(bitPattern: x.bitPattern & 0xffff_ffff_0000_0000)
    }

    /// 2^k for −1022 ≤ k ≤ 1023, from the exponent bits.
    @inline(__always) @usableFromInline static func twoToThe(_ k: Int) -> Double {
        Double(bitPattern: UInt64(truncatingIfNeeded: 0x3ff + k) << 52)
    }

    /// x·2^n, exact unless the result is subnormal or overflows (then correctly rounded),
    /// in at most three multiplications by powers of two (C's `scalbn`).
    @usableFromInline static func scaled(_ x: Double, _ n: Int) -> Double {
        var y = x, n = n
        if n > 1023 {
            y *= 0x1p1023
            n -= 1023
            if n > 1023 {
                y *= 0x1p1023
                n -= 1023
                if n > 1023 { n = 1023 }
            }
        } else if n < -1022 {
            // Scale by 2^-1022·2^53 steps so only the last multiplication rounds.
            y *= 0x1p-1022 * 0x1p53
            n += 1022 - 53
            if n < -1022 {
                y *= 0x1p-1022 * 0x1p53
                n += 1022 - 53
                if n < -1022 { n = -1022 }
            }
        }
        return y * twoToThe(n)
    }
}
