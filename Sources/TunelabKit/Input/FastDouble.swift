/// `Double(text)` for the plain decimals the tool writes (`-12.5`, `0.1746567957705512`,
/// `1e-05`), read straight from UTF-8 bytes without a `String`: the mantissa's digits as a
/// 64-bit integer scaled once by an exact power of ten in `Float80` (one rounding), then
/// rounded to `Double`. That second rounding can only differ from a direct one when the
/// `Float80` lands exactly halfway between two doubles, so that case, like any text that is
/// not a plain decimal (`inf`, `0x1p3`, `+1`, 20 digits, a far exponent), goes to `Double(String)`:
/// the result is always exactly `Double(text)`'s.
enum FastDouble {
    /// `Double(String(decoding: bytes, as: UTF8.self))`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let value = plain(bytes) { return value }
        return Double(String(decoding: bytes, as: UTF8.self))
    }

    /// `Double(text)`.
    static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    #if arch(x86_64) || arch(i386)
        private static let powers: [Float80] = {
            var p: [Float80] = [1]
            for _ in 1...27 { p.append(p[p.count - 1] * 10) }  // 10^27 = 2^27·5^27, 5^27 < 2^64: exact
            return p
        }()
    #endif

    /// The value of `-?digits[.digits][(e|E)[+-]digits]` when the fast path decides it; else nil.
    @inline(__always)
    static func plain(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        #if arch(x86_64) || arch(i386)
            let n = b.count
            var i = 0
            var negative = false
            if i < n, b[i] == 0x2D { negative = true; i += 1 }
            var mantissa: UInt64 = 0
            var digits = 0  // significant digits taken into `mantissa`
            var exponent = 0
            var sawDigit = false
            // Takes digit b[i] into the mantissa (leading zeros skipped); false past 19 digits.
            @inline(__always) func take() -> Bool {
                let d = UInt64(b[i] &- 0x30)
                if mantissa == 0 && d == 0 { return true }
                guard digits < 19 else { return false }
                mantissa = mantissa &* 10 &+ d
                digits += 1
                return true
            }
            while i < n, b[i] &- 0x30 < 10 {
                sawDigit = true
                guard take() else { return nil }
                i += 1
            }
            if i < n, b[i] == 0x2E {
                i += 1
                var fraction = false
                while i < n, b[i] &- 0x30 < 10 {
                    fraction = true
                    guard take() else { return nil }
                    exponent -= 1
                    i += 1
                }
                guard sawDigit, fraction else { return nil }
            }
            guard sawDigit else { return nil }
            if i < n, b[i] | 0x20 == 0x65 {
                i += 1
                var minus = false
                if i < n, b[i] == 0x2D || b[i] == 0x2B { minus = b[i] == 0x2D; i += 1 }
                var e = 0, expDigits = 0
                while i < n, b[i] &- 0x30 < 10 {
                    guard expDigits < 4 else { return nil }
                    e = e * 10 + Int(b[i] &- 0x30)
                    expDigits += 1
                    i += 1
                }
                guard expDigits > 0 else { return nil }
                exponent += minus ? -e : e
            }
            guard i == n else { return nil }
            if mantissa == 0 { return negative ? -0.0 : 0.0 }
            guard exponent >= -27, exponent <= 27 else { return nil }
            let m = Float80(mantissa)
            let r = exponent >= 0 ? m * powers[exponent] : m / powers[-exponent]
            // A Float80 exactly halfway between two doubles: the direct rounding may differ.
            guard r.significandBitPattern & 0x7FF != 0x400 else { return nil }
            let d = Double(r)
            guard d.isNormal else { return nil }
            return negative ? -d : d
        #else
            return nil
        #endif
    }
}
