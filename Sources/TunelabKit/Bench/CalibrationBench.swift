/// The yardstick of `tunelab bench`: a fixed, deterministic piece of scalar floating-point
/// work that stands for what a layout frame does, timed like any workload. Budgets in
/// `_ratio` limits are multiples of its median, so they measure the code, not the machine:
/// a runner twice as slow, or one whose other core is busy, slows the yardstick as much as
/// the layouts.
///
/// One unit lays out 16 "cards" of a sine-rhythm stack at a content offset x (pt):
///
///     rel = x − 24·i               (pitch 24 pt, i = 0 … 15)
///     u   = 0.4·rel/24, folded into [−π, π]
///     s   = 0.7 + 0.3·sin⁷(u)      (sin by its degree-7 Taylor polynomial, Horner form)
///     w   = 320·s / (1 + |rel|/390)
///     acc += w + √(w·s) · clamp(rel/390, −1, 1)
///
/// then moves the offset to x + acc·10⁻⁶ − 0.37 (kept in [0, 10⁴) pt), so each unit depends on
/// the last and none can be folded away. About 16 × 30 floating-point operations — divisions,
/// a square root, comparisons and dependent multiply–add chains, the mix of a layout frame —
/// some 0.2 µs on the CI machine. Everything is plain `Double` arithmetic in one function with
/// no calls, arrays or generics, so a debug build slows it far less than it slows the
/// layouts: a debug build breaks ratio budgets, as it should.
struct CalibrationBench {
    private var offset = 1234.5

    /// One unit of the yardstick at content offset `x` (pt); returns the folded card widths.
    @inline(never)
    static func unit(_ x: Double) -> Double {
        var acc = 0.0
        var i = 0
        while i < 16 {
            let rel = x - 24 * Double(i)
            var u = 0.4 * rel / 24
            // Fold into [−π, π] with a rounded quotient (no libm call).
            let turns = (u / 6.283185307179586).rounded()
            u -= turns * 6.283185307179586
            let u2 = u * u
            let sine = u * (1 + u2 * (-1.0 / 6 + u2 * (1.0 / 120 + u2 * (-1.0 / 5040))))
            let s = 0.7 + 0.3 * sine
            let distance = rel < 0 ? -rel : rel
            let w = 320 * s / (1 + distance / 390)
            var lean = rel / 390
            if lean > 1 { lean = 1 } else if lean < -1 { lean = -1 }
            acc += w + (w * s).squareRoot() * lean
            i &+= 1
        }
        return acc
    }

    /// Times `samples.count` units (µs each), folding their results into `checksum`.
    mutating func run(into samples: inout [Double], checksum: inout BenchChecksum) {
        for s in samples.indices {
            let start = BenchClock.now()
            let result = Self.unit(offset)
            let end = BenchClock.now()
            samples[s] = BenchClock.microseconds(from: start, to: end)
            offset = Self.advance(offset, by: result)
            checksum.fold(result)
        }
    }

    /// The next offset: x + result·10⁻⁶ − 0.37, wrapped into [0, 10⁴) pt.
    static func advance(_ x: Double, by result: Double) -> Double {
        var next = x + result * 1e-6 - 0.37
        if next < 0 { next += 10_000 } else if next >= 10_000 { next -= 10_000 }
        return next
    }

    /// The yardstick's nominal interval (µs): a 120 Hz frame, so its `_fraction` reads as a share of one.
    var interval: Double { 1_000_000 / 120 }
}
