extension NumberFormat {
    /// Appends `shortest(value)` to `out` as UTF-8 bytes without making a `String`: an integral
    /// value's digits are written directly, any other finite value's through `Double.write(to:)`
    /// (`ASCIISink`), the same digits as `description`; NaN and ±infinity append nothing.
    public static func appendShortest(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { return }
        if printsAsInteger(value) {
            appendInteger(Int64(value), to: &out)  // -0 → 0, as `shortest`
            return
        }
        var sink = ASCIISink()
        swap(&sink.bytes, &out)  // moves the array in and back out: no copy
        value.write(to: &sink)
        swap(&sink.bytes, &out)
    }

    /// Appends `String(value)`'s bytes to `out`, digit by digit from the highest power of ten
    /// not above it.
    public static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        var magnitude = value.magnitude
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var power: UInt64 = 1
        while magnitude / power >= 10 { power *= 10 }
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / power))
            magnitude %= power
            power /= 10
        } while power > 0
    }
}
