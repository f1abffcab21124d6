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
        let k = (value * scale).rounded()
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

    /// The most bytes `shortest` writes (`-2.2250738585072014e-308` has 24).
    static let shortestLimit = 32

    /// Appends `NumberFormat.shortest(value)` (nothing for NaN and ±infinity): an integer's
    /// digits directly, any other value's as `Double.write(to:)` hands them over.
    mutating func shortest(_ value: Double) {
        guard value.isFinite else { return }
        if NumberFormat.printsAsInteger(value) {
            add(Int(Int64(value)))  // -0 → 0, as `shortest`
            return
        }
        check(Self.shortestLimit)
        var sink = Sink(cursor: self)
        value.write(to: &sink)
        self = sink.cursor
    }

    /// A `TextOutputStream` into a cursor: `Double.write(to:)` hands its digits to
    /// `_writeASCII` straight from its own buffer (the bytes of `description`).
    private struct Sink: TextOutputStream {
        var cursor: MarkupCursor

        mutating func write(_ string: String) { cursor.add(string) }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { cursor.add(buffer) }
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
    /// how many bytes. Right to left, one division by ten per digit.
    @inline(__always)
    static func writeDigits(_ n: UInt, point: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1, rest = n
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let shown = max(digits, point + 1)
        let length = point > 0 ? shown + 1 : shown
        var end = length, remaining = n
        for i in 0..<shown {
            if i == point, point > 0 {
                end -= 1
                p[end] = UInt8(ascii: ".")
            }
            end -= 1
            p[end] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        }
        return length
    }
}
