import Foundation

/// The distinct strings of a column in order of first appearance, and each row's index
/// into them; a row equal to the previous one skips the lookup.
struct TextInterner {
    private(set) var values: [String] = []
    private(set) var rows: [Int32] = []
    private var index: [String: Int32] = [:]
    /// Each value's UTF-8, for `add(_:)` of bytes.
    private var valueBytes: [[UInt8]] = []

    mutating func add(_ text: String) {
        if let last = rows.last, values[Int(last)] == text {
            rows.append(last)
            return
        }
        rows.append(intern(text))
    }

    /// `add` of bytes: compared with the previous row's value before a string is made, then
    /// (while the column has few distinct values, as a grid key has) with each value's bytes.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let last = rows.last, Self.same(valueBytes[Int(last)], bytes) {
            rows.append(last)
            return
        }
        if values.count <= Self.scanLimit {
            for (i, known) in valueBytes.enumerated() where Self.same(known, bytes) {
                rows.append(Int32(i))
                return
            }
        }
        rows.append(intern(String(decoding: bytes, as: UTF8.self)))
    }

    /// Whether `known` holds exactly `bytes` (one `memcmp`, not a byte-by-byte iteration).
    private static func same(_ known: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard known.count == bytes.count else { return false }
        guard !bytes.isEmpty else { return true }
        return known.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }

    /// Up to this many distinct values, bytes are compared one value after another, not hashed.
    private static let scanLimit = 16

    private mutating func intern(_ text: String) -> Int32 {
        if let i = index[text] { return i }
        let i = Int32(values.count)
        values.append(text)
        valueBytes.append(Array(text.utf8))
        index[text] = i
        return i
    }
}
