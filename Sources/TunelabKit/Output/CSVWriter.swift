/// Builds RFC 4180 CSV text with LF line ends (DESIGN §7): fields are quoted only when
/// they contain `,`, `"`, CR or LF, and a quote inside a quoted field is doubled.
/// Every row, the last included, ends with `\n`.
public struct CSVWriter: Sendable {
    private var buffer: [UInt8] = []

    public init() {}

    /// Appends one row.
    public mutating func row(_ fields: [String]) {
        row(fields[...])
    }

    /// Appends one row from any sequence of fields.
    public mutating func row<S: Sequence>(_ fields: S) where S.Element == String {
        var first = true
        for field in fields {
            if !first { buffer.append(UInt8(ascii: ",")) }
            first = false
            CSVFormat.append(field, to: &buffer)
        }
        buffer.append(UInt8(ascii: "\n"))
    }

    /// The rows so far as text.
    public var text: String { String(decoding: buffer, as: UTF8.self) }

    /// The rows so far as UTF-8 bytes.
    public var bytes: [UInt8] { buffer }

    /// Drops the rows written so far, keeping the buffer's capacity (for streaming in chunks).
    public mutating func removeAll() {
        buffer.removeAll(keepingCapacity: true)
    }
}

/// RFC 4180 field escaping.
public enum CSVFormat {
    /// `field` as it appears in a CSV row: verbatim, or in quotes with `"` doubled when it
    /// contains `,`, `"`, CR or LF. `a,b` → `"a,b"`; `say "hi"` → `"say ""hi"""`.
    public static func escape(_ field: String) -> String {
        guard needsQuotes(field) else { return field }
        var out: [UInt8] = []
        append(field, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func needsQuotes(_ field: String) -> Bool {
        var field = field
        return field.withUTF8(needsQuotes)
    }

    static func needsQuotes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in bytes where b == UInt8(ascii: ",") || b == UInt8(ascii: "\"") || b == 0x0A || b == 0x0D { return true }
        return false
    }

    static func append(_ field: String, to out: inout [UInt8]) {
        var field = field
        field.withUTF8 { bytes in
            guard needsQuotes(bytes) else {
                out.append(contentsOf: bytes)
                return
            }
            out.append(UInt8(ascii: "\""))
            for b in bytes {
                if b == UInt8(ascii: "\"") { out.append(b) }
                out.append(b)
            }
            out.append(UInt8(ascii: "\""))
        }
    }
}
