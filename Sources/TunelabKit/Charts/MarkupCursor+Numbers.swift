extension MarkupCursor {
    /// Appends `value` in decimal, as `String(value)`.
    mutating func add(_ value: Int) {
        write(upTo: 20) { Self.writeDecimal(value, to: $0) }
    }

    /// Appends `NumberFormat.shortest((value · 10^decimals).rounded() / 10^decimals)` for
    /// `decimals` ≤ 4: a decimal of at most 9 digits is the shortest form of the double nearest
    /// it, so the rounded integer's digits are written with the point put back in.
    mutating func add(_ value: Double, decimals: Int) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let k = Self.rounded(value * scale)
        guard value.isFinite, abs(k) < 1e9, decimals <= 4 else {
            shortest(k / scale)
            return
        }
        let n = Int(k)
        write(upTo: 12) { p in
            if n == 0 {
                p[0] = UInt8(ascii: "0")
                return 1
            }
            var sign = 0
            if n < 0 {
                p[0] = UInt8(ascii: "-")
                sign = 1
            }
            // Trailing zeros of the decimals dropped.
            var magnitude = n.magnitude, kept = decimals
            while kept > 0, magnitude % 10 == 0 {
                magnitude /= 10
                kept -= 1
            }
            return sign + Self.writeDigits(magnitude, point: kept, to: p + sign)
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
            return 1 + writeDigits(value.magnitude, point: 0, to: p + 1)
        }
        return writeDigits(value.magnitude, point: 0, to: p)
    }

    /// Writes the decimal digits of `n` at `p`, with a point before the last `point` digits
    /// (padded with zeros to one digit before the point: 5 with point 2 is `0.05`); returns
    /// how many bytes. Two digits at a time from the right (one division by 100), then the
    /// decimals moved up one place for the point.
    @inline(__always)
    static func writeDigits(_ n: UInt, point: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1, rest = n
        while rest >= 100 {
            rest /= 100
            digits += 2
        }
        if rest >= 10 { digits += 1 }
        let shown = max(digits, point + 1)
        let pairs = ShortestText.digitPairs.utf8Start
        var end = shown
        rest = n
        while end >= 2 {
            let next = rest / 100, pair = 2 * Int(truncatingIfNeeded: rest &- next &* 100)
            p[end - 1] = pairs[pair + 1]
            p[end - 2] = pairs[pair]
            end -= 2
            rest = next
        }
        if end == 1 { p[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest) }
        guard point > 0 else { return shown }
        var i = shown
        while i > shown - point {
            p[i] = p[i - 1]
            i -= 1
        }
        p[i] = UInt8(ascii: ".")
        return shown + 1
    }
}
