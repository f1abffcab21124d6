extension JSONParserState {
    // MARK: Numbers

    /// A number per RFC 8259 §6: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite as `Double`.
    /// The whole run of number characters is taken first so a bad number is reported whole (`invalid number "01"`).
    mutating func parseNumber() throws(InputError) -> JSONNode {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let end = index
        let literal = String(decoding: bytes[start..<end], as: UTF8.self)
        guard Self.isValidNumber(bytes, start, end) else {
            throw error("invalid number \"\(literal)\"", at: start)
        }
        guard let value = Double(literal), value.isFinite else {
            throw error("number out of range", at: start)
        }
        return JSONNode(value: .number(value, literal: literal), position: position(at: start))
    }

    static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
            || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }

    static func isValidNumber(_ b: [UInt8], _ start: Int, _ end: Int) -> Bool {
        func isDigit(_ i: Int) -> Bool { i < end && b[i] >= 0x30 && b[i] <= 0x39 }
        var i = start
        if i < end, b[i] == UInt8(ascii: "-") { i += 1 }
        guard isDigit(i) else { return false }
        if b[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            while isDigit(i) { i += 1 }
        }
        if i < end, b[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else { return false }
            while isDigit(i) { i += 1 }
        }
        if i < end, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < end, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard isDigit(i) else { return false }
            while isDigit(i) { i += 1 }
        }
        return i == end
    }

    // MARK: Strings

    /// A string starting at the opening quote at `index`; returns the decoded text.
    /// Escapes: `\" \\ \/ \b \f \n \r \t \uXXXX` (surrogate pairs joined). A raw line break
    /// or the end of the file before the closing quote is `unterminated string`, reported at
    /// the opening quote; any other raw control character is an error at that character.
    mutating func parseString() throws(InputError) -> String {
        let quote = index
        index += 1
        var runStart = index
        var buffer: [UInt8] = []  // used only once an escape is seen
        var escaped = false
        lastEscapedColumns = nil
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: quote) }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                defer { index += 1 }
                if !escaped { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                buffer.append(contentsOf: bytes[runStart..<index])
                lastEscapedColumns = escapedColumns(from: quote + 1, to: index)
                return String(decoding: buffer, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                if !escaped {
                    escaped = true
                    buffer.reserveCapacity(index - runStart + 16)
                }
                buffer.append(contentsOf: bytes[runStart..<index])
                try parseEscape(quote: quote, into: &buffer)
                runStart = index
                continue
            }
            if b < 0x20 {
                if b == 0x0A || b == 0x0D { throw error("unterminated string", at: quote) }
                throw error("unescaped control character \(describeCharacter(at: index)) in a string")
            }
            index += 1
        }
    }

    /// The column (from the opening quote) of each decoded scalar of the valid string body
    /// `bytes[start..<end]`, then of the closing quote: an escape is 2 columns wide, `\uXXXX`
    /// 6, a surrogate pair 12; any other scalar 1.
    private func escapedColumns(from start: Int, to end: Int) -> [Int] {
        var columns: [Int] = []
        var column = 1, i = start
        while i < end {
            columns.append(column)
            if bytes[i] == UInt8(ascii: "\\") {
                var width = 2
                if bytes[i + 1] == UInt8(ascii: "u") {
                    let high =
                        bytes[i + 2] | 0x20 == UInt8(ascii: "d") && (bytes[i + 3] | 0x20) >= UInt8(ascii: "8")
                        && (bytes[i + 3] | 0x20) <= UInt8(ascii: "b")
                    width = high ? 12 : 6
                }
                column += width
                i += width
            } else {
                column += 1
                i += 1
                while i < end, bytes[i] & 0xC0 == 0x80 { i += 1 }
            }
        }
        columns.append(column)
        return columns
    }

    /// One escape at `index` (the backslash); appends its UTF-8 to `buffer`.
    private mutating func parseEscape(quote: Int, into buffer: inout [UInt8]) throws(InputError) {
        let backslash = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string", at: quote) }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(c)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hex4(backslash: backslash)
            var scalarValue = unit
            if unit >= 0xD800 && unit <= 0xDBFF {
                // A high surrogate must be followed by `\u` and a low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(hexString(unit))", at: backslash)
                }
                let lowStart = index
                index += 2
                let low = try hex4(backslash: lowStart)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw error("unpaired surrogate \\u\(hexString(unit))", at: backslash)
                }
                scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if unit >= 0xDC00 && unit <= 0xDFFF {
                throw error("unpaired surrogate \\u\(hexString(unit))", at: backslash)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw error("invalid escape \\u\(hexString(unit))", at: backslash)
            }
            buffer.append(contentsOf: UTF8.encode(scalar) ?? [])
        default:
            if c < 0x20 && (c == 0x0A || c == 0x0D) { throw error("unterminated string", at: quote) }
            throw error("invalid escape \\\(describeCharacter(at: index - 1).trimmingQuotes)", at: backslash)
        }
    }

    /// Four hex digits at `index` after `\u`; the error names the escape at `backslash`.
    private mutating func hex4(backslash: Int) throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw error("invalid escape \\u: expected 4 hex digits", at: backslash)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexString(_ v: UInt32) -> String {
        String(v, radix: 16, uppercase: true).leftPadded(to: 4)
    }

    private static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x41...0x46: return UInt32(b - 0x41 + 10)
        case 0x61...0x66: return UInt32(b - 0x61 + 10)
        default: return nil
        }
    }
}

private extension UTF8 {
    static func encode(_ scalar: Unicode.Scalar) -> [UInt8]? {
        var out: [UInt8] = []
        UTF8.encode(scalar) { out.append($0) }
        return out
    }
}

private extension String {
    /// `'q'` → `q`; `U+0001` stays.
    var trimmingQuotes: String {
        hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
