/// UTF-8 bytes of markup built piece by piece, for the long runs of near-identical elements
/// (heat-map cells, scatter circles) where `String` interpolation would dominate a chart's cost.
struct MarkupBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Appends `text` as it is (already escaped).
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends precomputed bytes.
    mutating func add(_ piece: [UInt8]) { bytes.append(contentsOf: piece) }

    /// Appends `value` in decimal.
    mutating func add(_ value: Int) { add(String(value)) }

    /// Appends a line break.
    mutating func newline() { bytes.append(0x0A) }

    /// The bytes as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
