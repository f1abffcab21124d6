extension MarkupCursor {
    /// Appends `value` in decimal, as `String(value)`.
    mutating func add(_ value: Int) {
        write(upTo: 20) { Self.writeDecimal(value, to: $0) }
    }

    /// Appends `NumberFormat.shortest((value · 10^decimals).rounded() / 10^decimals)` for
    /// `decimals` ≤ 4: a decimal of at most 9 digits is the shortest form of the double nearest
    /// it, so the rounded integer's whole part is written, then — unless they are all zero —
    /// a point and its decimals without their trailing zeros.
    mutating func add(_ value: Double, decimals: Int) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let k = Self.rounded(value * scale)
        guard decimals <= 4, value.isFinite, abs(k) < 1e9 else {
            shortest(k / scale)
            return
        }
        let n = Int(k)
        write(upTo: 12) { p in
            var length = 0
            if n < 0 {
                p[0] = UInt8(ascii: "-")
                length = 1
            }
            let magnitude = UInt32(truncatingIfNeeded: n.magnitude)
            // The whole part and the decimals, each a division by a constant.
            var whole = magnitude, fraction: UInt32 = 0
            switch decimals {
            case 1: (whole, fraction) = (magnitude / 10, magnitude % 10)
            case 2: (whole, fraction) = (magnitude / 100, magnitude % 100)
            case 3: (whole, fraction) = (magnitude / 1000, magnitude % 1000)
            case 4: (whole, fraction) = (magnitude / 10_000, magnitude % 10_000)
            default: break
            }
            length += Self.writeDigits(UInt64(whole), to: p + length)
            guard fraction != 0 else { return length }
            var shown = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                shown -= 1
            }
            p[length] = UInt8(ascii: ".")
            // The decimals right-aligned in `shown` places, zeros before them.
            var i = length + shown
            while i > length {
                p[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
                i -= 1
            }
            return length + 1 + shown
        }
    }

    /// Appends `SVGWriter.number(value)`: a coordinate rounded to 0.01 px, `0` when not finite.
    mutating func coordinate(_ value: Double) {
        guard value.isFinite else {
            byte(UInt8(ascii: "0"))
            return
        }
        add(value, decimals: 2)
    }

    /// `x.rounded()` (to nearest, halves away from zero) but for the sign of a zero result,
    /// without a call to the C library: below 2⁵² truncation through `Int64` and the
    /// remainder `x - t` are exact, so comparing the remainder with ±½ rounds exactly; larger
    /// values (already whole), infinities and NaN take `rounded()`.
    @inline(__always)
    static func rounded(_ x: Double) -> Double {
        guard abs(x) < 4_503_599_627_370_496 else { return x.rounded() }
        let t = Double(Int64(x))
        let d = x - t
        return d >= 0.5 ? t + 1 : d <= -0.5 ? t - 1 : t
    }

    /// The most bytes `shortest` writes (`ShortestText.capacity`).
    static let shortestLimit = ShortestText.capacity

    /// Appends `NumberFormat.shortest(value)` (nothing for NaN and ±infinity): an integer's
    /// digits directly, any other value's by `ShortestText`, as `NumberFormat.appendShortest`.
    mutating func shortest(_ value: Double) {
        guard value.isFinite else { return }
        if NumberFormat.printsAsInteger(value) {
            add(Int(Int64(value)))  // -0 → 0, as `shortest`
            return
        }
        write(upTo: Self.shortestLimit) { ShortestText.write(value, to: $0) }
    }

    /// Writes `String(value)`'s bytes at `p`; returns how many.
    @inline(__always)
    static func writeDecimal(_ value: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 0 {
            p[0] = UInt8(ascii: "-")
            return 1 + writeDigits(UInt64(value.magnitude), to: p + 1)
        }
        return writeDigits(UInt64(value), to: p)
    }

    /// Writes the decimal digits of `n` at `p` (`ShortestText`'s writer, from the left);
    /// returns how many.
    @inline(__always)
    static func writeDigits(_ n: UInt64, to p: UnsafeMutablePointer<UInt8>) -> Int {
        let count = ShortestText.decimalLength(n)
        ShortestText.writeDigits(n, endingAt: p + count)
        return count
    }
}
