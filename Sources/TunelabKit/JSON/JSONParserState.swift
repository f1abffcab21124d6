/// The cursor of one `JSONParser.parse` call: the bytes, the offset, and the
/// line bookkeeping that turns offsets into `line:column`.
struct JSONParserState {
    let bytes: [UInt8]
    let file: String
    var index = 0
    /// Current line (1-based) and the byte offset where it starts.
    var line = 1
    var lineStart = 0
    // Column cache: positions are asked for in increasing order on a line, so
    // counting scalars from the last answer keeps long one-line files linear.
    var columnOffset = 0
    var columnValue = 1
    /// `JSONNode.escapedColumns` of the string `parseString` read last (nil without escapes).
    var lastEscapedColumns: [Int]?

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
            columnOffset = 3
        }
    }

    mutating func parseDocument() throws(InputError) -> JSONNode {
        let node = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw error("trailing characters after the document")
        }
        return node
    }

    // MARK: Positions and errors

    /// The position of byte `offset`, which must lie on the current line.
    mutating func position(at offset: Int) -> SourcePosition {
        if offset < columnOffset || columnOffset < lineStart {
            columnOffset = lineStart
            columnValue = 1
        }
        var column = columnValue
        var i = columnOffset
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }  // count scalar starts, skip continuation bytes
            i += 1
        }
        columnOffset = offset
        columnValue = column
        return SourcePosition(line: line, column: column)
    }

    mutating func error(_ message: String, at offset: Int? = nil) -> InputError {
        InputError(file: file, position: position(at: offset ?? index), path: nil, message: message)
    }

    /// `unexpected end of file` at the end, when the input has run out.
    mutating func requireMore() throws(InputError) {
        if index >= bytes.count { throw error("unexpected end of file") }
    }

    /// The character at `offset` for a message: `'x'`, or `U+0001` for a control character.
    func describeCharacter(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        if let scalar = text.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
            return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return "'\(text)'"
    }

    // MARK: Whitespace

    /// Skips RFC 8259 whitespace (space, tab, LF, CR), counting lines: LF, CRLF and a lone CR each end one.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                break
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x0D:
                if index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
                    line += 1
                    lineStart = index + 1
                }
            default:
                return
            }
            index += 1
        }
    }

    // MARK: Values

    mutating func parseValue(depth: Int) throws(InputError) -> JSONNode {
        skipWhitespace()
        try requireMore()
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            let position = position(at: start)
            let text = try parseString()
            return JSONNode(value: .string(text), position: position, escapedColumns: lastEscapedColumns)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return try parseLiteral()
        default:
            throw error("unexpected character \(describeCharacter(at: start)); expected a value")
        }
    }

    mutating func parseLiteral() throws(InputError) -> JSONNode {
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        let position = position(at: start)
        switch word {
        case "true": return JSONNode(value: .bool(true), position: position)
        case "false": return JSONNode(value: .bool(false), position: position)
        case "null": return JSONNode(value: .null, position: position)
        default: throw error("invalid literal \"\(word)\"", at: start)
        }
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }

    mutating func checkDepth(_ depth: Int) throws(InputError) {
        if depth > JSONParser.maximumDepth {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
