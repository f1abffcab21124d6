/// Builds RFC 4180 CSV text with LF line ends (docs/outputs.md): fields are quoted only when
/// they contain `,`, `"`, CR or LF, and a quote inside a quoted field is doubled.
/// Every row, the last included, ends with `\n`.
///
/// A row is either one call of `row(_:)` with its fields as strings, or, for the long trace
/// files, field by field (`field(_:)` for each, then `endRow()`): numbers then go straight into
/// the buffer as bytes (`NumberFormat.appendShortest`), with no `String` per field or array per row.
public struct CSVWriter: Sendable {
    private var buffer: [UInt8] = []
    /// Whether the next `field` starts a row (no comma before it).
    private var atRowStart = true

    public init() {}

    /// Reserves room for `bytes` more bytes.
    public mutating func reserve(_ bytes: Int) {
        buffer.reserveCapacity(buffer.count + bytes)
    }

    /// Appends a number to the current row, printed as `NumberFormat.shortest` prints it.
    public mutating func field(_ value: Double) {
        separate()
        NumberFormat.appendShortest(value, to: &buffer)
    }

    /// Appends a number to the current row, as `NumberFormat.shortest` prints it (`""` for nil).
    public mutating func field(_ value: Double?) {
        separate()
        if let value { NumberFormat.appendShortest(value, to: &buffer) }
    }

    /// Appends an integer to the current row, as `String(value)` prints it.
    public mutating func field(_ value: Int) {
        separate()
        NumberFormat.appendInteger(Int64(value), to: &buffer)
    }

    /// Appends a text field to the current row, escaped as in `row(_:)`.
    public mutating func field(_ text: String) {
        separate()
        CSVFormat.append(text, to: &buffer)
    }

    /// Appends a whole row of at most `limit` bytes (its line break excluded) that `body`
    /// writes through a cursor, fields and commas: one capacity check for the row, not one per
    /// byte (`TraceColumns`' long files). The fields must need no quotes.
    mutating func row(upTo limit: Int, _ body: (inout MarkupCursor) -> Void) {
        precondition(atRowStart, "CSVWriter: a whole row written inside another")
        let room = limit + 1
        if #available(macOS 26, *) {  // straight into the array's spare capacity
            buffer.append(addingCapacity: room) { span in
                span.withUnsafeMutableBufferPointer { bytes, count in
                    var cursor = MarkupCursor(bytes.baseAddress! + count, limit: room)
                    body(&cursor)
                    cursor.byte(UInt8(ascii: "\n"))
                    count &+= cursor.count
                }
            }
        } else {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { bytes in
                var cursor = MarkupCursor(bytes.baseAddress!, limit: room)
                body(&cursor)
                cursor.byte(UInt8(ascii: "\n"))
                buffer.append(contentsOf: UnsafeBufferPointer(start: bytes.baseAddress!, count: cursor.count))
            }
        }
    }

    /// Ends the current row.
    public mutating func endRow() {
        buffer.append(UInt8(ascii: "\n"))
        atRowStart = true
    }

    private mutating func separate() {
        if atRowStart { atRowStart = false } else { buffer.append(UInt8(ascii: ",")) }
    }

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

    /// The number of bytes written so far.
    public var byteCount: Int { buffer.count }

    /// The rows so far as UTF-8 bytes.
    public var bytes: [UInt8] { buffer }

    /// Drops the rows written so far, keeping the buffer's capacity (for streaming in chunks).
    public mutating func removeAll() {
        buffer.removeAll(keepingCapacity: true)
        atRowStart = true
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
