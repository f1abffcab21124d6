/// A number typed on the command line, read by the grammar the JSON reader uses
/// (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, finite), so that a value means the same in
/// an argument as in a file: `Double(String)` alone would also take `0x10` (16), `inf`, `nan`,
/// `+1` and `1.` (docs/faults.md).
public enum DecimalLiteral {
    /// The value of `text`, or nil when it is not a finite JSON number.
    public static func value(_ text: String) -> Double? {
        guard isJSONNumber(text), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether `text` matches the JSON number grammar (RFC 8259 §6).
    public static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            var n = 0
            while let b = bytes.first, b >= 0x30, b <= 0x39 { bytes.removeFirst(); n += 1 }
            return n
        }
        if bytes.first == 0x2D { bytes.removeFirst() }  // -
        if bytes.first == 0x30 {
            bytes.removeFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == 0x2E {  // .
            bytes.removeFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == 0x65 || bytes.first == 0x45 {  // e E
            bytes.removeFirst()
            if bytes.first == 0x2B || bytes.first == 0x2D { bytes.removeFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
