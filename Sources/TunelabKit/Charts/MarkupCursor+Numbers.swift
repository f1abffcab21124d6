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
        guard decimals >= 0, decimals <= 4 else {
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            shortest(Self.rounded(value * scale) / scale)
            return
        }
        let scale = Self.scales[decimals]
        let k = Self.rounded(value * scale)
        guard value.isFinite, abs(k) < 1e9 else {
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
            length += Self.writeDigits(UInt(whole), point: 0, to: p + length)
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

    /// 10⁰ … 10⁴.
    private static let scales: [Double] = [1, 10, 100, 1_000, 10_000]

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
