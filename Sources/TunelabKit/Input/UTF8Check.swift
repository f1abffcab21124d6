/// Finds the first byte that is not well-formed UTF-8 (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF), so a bad file is reported at `line:column`.
public enum UTF8Check {
    /// The place of the first ill-formed byte and the byte, or `nil` when all of `bytes` is UTF-8.
    /// Lines end at LF; columns count scalars, as `SourcePosition` does.
    public static func firstInvalid(_ bytes: [UInt8]) -> (position: SourcePosition, byte: UInt8)? {
        var i = 0, line = 1, column = 1
        while i < bytes.count {
            let length = sequenceLength(bytes, at: i)
            guard length > 0 else { return (SourcePosition(line: line, column: column), bytes[i]) }
            if bytes[i] == 0x0A { line += 1; column = 1 } else { column += 1 }
            i += length
        }
        return nil
    }

    /// The length of the well-formed sequence starting at `i`, 0 when it is ill-formed.
    static func sequenceLength(_ b: [UInt8], at i: Int) -> Int {
        let lead = b[i]
        if lead < 0x80 { return 1 }
        let length: Int, low: UInt8, high: UInt8
        switch lead {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: return 0
        }
        guard i + length <= b.count, b[i + 1] >= low, b[i + 1] <= high else { return 0 }
        for k in 2..<length where b[i + k] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// `not valid UTF-8 text (byte 0xFF)`.
    static func message(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "not valid UTF-8 text (byte 0x\(hex.count == 1 ? "0" : "")\(hex))"
    }

    /// `bytes` as a `String`, or the `InputError` at the first bad byte of `file`.
    public static func text(_ bytes: [UInt8], file: String) throws(InputError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let bad = firstInvalid(bytes)
        throw InputError(file: file, position: bad?.position, path: nil, message: message(bad?.byte ?? 0))
    }
}
