extension NumberFormat {
    /// Appends `shortest(value)` to `out` as UTF-8 bytes without making a `String`: an integral
    /// value's digits are written directly, any other finite value's by `ShortestText` (the bytes
    /// of `description`); NaN and ±infinity append nothing.
    @inline(never)  // one out-of-line copy for every call site (and for profiles)
    public static func appendShortest(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { return }
        if printsAsInteger(value) {
            appendInteger(Int64(value), to: &out)  // -0 → 0, as `shortest`
            return
        }
        if #available(macOS 26, *) {  // writes straight into the array's spare capacity
            out.append(addingCapacity: ShortestText.capacity) { span in
                span.withUnsafeMutableBufferPointer { buffer, count in
                    count &+= ShortestText.write(value, to: buffer.baseAddress! + count)
                }
            }
        } else {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ShortestText.capacity) { buffer in
                let base = buffer.baseAddress!
                out.append(contentsOf: UnsafeBufferPointer(start: base, count: ShortestText.write(value, to: base)))
            }
        }
    }

    /// Appends `String(value)`'s bytes to `out`: the digits written by pairs (`ShortestText`),
    /// then copied in.
    public static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        let count = ShortestText.decimalLength(magnitude)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            let base = digits.baseAddress!
            ShortestText.writeDigits(magnitude, endingAt: base + count)
            out.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        }
    }
}
