/// One line of a results file as field bounds over its bytes (valid only inside the
/// `ResultsStream` callback that passes it): fields are read as numbers or compared without
/// a `String` each; `string(_:)` and `strings` make them for the few rows that are kept.
struct ResultsRow {
    /// The line's bytes (for a line with quotes: the fields unquoted, back to back).
    let bytes: UnsafeBufferPointer<UInt8>
    /// Start and end of field `i` at `2i` and `2i + 1`.
    let bounds: UnsafeBufferPointer<Int>
    /// Whether the line had quotes (its fields were unquoted into a copy).
    var wasQuoted = false

    var count: Int { bounds.count / 2 }

    /// The bytes of field `i`.
    @inline(__always)
    func field(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[bounds[2 * i]..<bounds[2 * i + 1]])
    }

    func string(_ i: Int) -> String { String(decoding: field(i), as: UTF8.self) }

    /// Every field as a `String`.
    var strings: [String] { (0..<count).map(string) }

    func isEmpty(_ i: Int) -> Bool { bounds[2 * i] == bounds[2 * i + 1] }

    /// `Double(string(i))`.
    func double(_ i: Int) -> Double? { FastDouble.parse(field(i)) }

    /// `Int(string(i))`.
    func int(_ i: Int) -> Int? {
        let f = field(i)
        guard f.count > 0, f.count <= 18 else { return Int(string(i)) }
        var value = 0
        for b in f {
            guard b &- 0x30 < 10 else { return Int(string(i)) }
            value = value * 10 + Int(b &- 0x30)
        }
        return value
    }

    /// Whether field `i` is exactly `text`'s UTF-8.
    func equals(_ i: Int, _ text: [UInt8]) -> Bool {
        let f = field(i)
        guard f.count == text.count else { return false }
        return text.withUnsafeBufferPointer { t in f.elementsEqual(t) }
    }

    static let ok: [UInt8] = Array("ok".utf8)

    /// Whether the last field is `ok`.
    var isOK: Bool { count > 0 && equals(count - 1, Self.ok) }
}
