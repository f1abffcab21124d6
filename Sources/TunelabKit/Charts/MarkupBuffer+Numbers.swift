extension MarkupBuffer {
    /// Appends `value` in decimal, as `String(value)`.
    mutating func add(_ value: Int) {
        write(upTo: 20) { Self.writeDecimal(value, to: $0) }
    }

    /// Writes `String(value)`'s bytes at `p`; returns how many.
    @inline(__always)
    static func writeDecimal(_ value: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude, sign = 0
        if value < 0 {
            p[0] = UInt8(ascii: "-")
            sign = 1
        }
        var digits = 1, rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        var k = sign + digits
        repeat {
            k -= 1
            p[k] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return sign + digits
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
        write(upTo: 16) { p in
            if n == 0 {
                p[0] = UInt8(ascii: "0")
                return 1
            }
            var length = 0, magnitude = n
            if n < 0 {
                p[0] = UInt8(ascii: "-")
                length = 1
                magnitude = -n
            }
            var kept = decimals
            while kept > 0, magnitude % 10 == 0 {
                magnitude /= 10
                kept -= 1
            }
            var power = 1
            for _ in 0..<kept { power *= 10 }
            length += Self.writeDecimal(magnitude / power, to: p + length)
            if kept > 0 {
                p[length] = UInt8(ascii: ".")
                length += 1
                var fraction = magnitude % power
                for _ in 0..<kept {
                    power /= 10
                    p[length] = UInt8(ascii: "0") + UInt8(fraction / power)
                    fraction %= power
                    length += 1
                }
            }
            return length
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

    /// Appends `NumberFormat.shortest(value)` (nothing for NaN and ±infinity): an integer's
    /// digits directly, any other value's as `Double.write(to:)` hands them over.
    mutating func shortest(_ value: Double) {
        guard value.isFinite else { return }
        if NumberFormat.printsAsInteger(value) {
            add(Int(Int64(value)))  // -0 → 0, as `shortest`
            return
        }
        var sink = Sink()
        swap(&sink.markup, &self)  // moves the buffer in and back out: no copy
        value.write(to: &sink)
        swap(&sink.markup, &self)
    }

    /// A `TextOutputStream` into a buffer: `Double.write(to:)` hands its digits to
    /// `_writeASCII` straight from its own buffer (the bytes of `description`).
    private struct Sink: TextOutputStream {
        var markup = MarkupBuffer()

        mutating func write(_ string: String) { markup.add(string) }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { markup.add(buffer) }
    }
}
