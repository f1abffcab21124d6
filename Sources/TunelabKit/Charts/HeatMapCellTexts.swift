/// Each heat-map cell's value as `ReadableNumber.text` prints it, held as bytes in one
/// buffer (`""` for a cell without a value): written into tooltips and cells without a
/// `String` per cell.
struct HeatMapCellTexts {
    private var bytes: [UInt8] = []
    /// Cell k's text is `bytes[ends[k - 1]..<ends[k]]` (from 0 for the first).
    private var ends: [Int] = []

    init(_ cells: [HeatMapGrid.Cell?]) {
        bytes.reserveCapacity(cells.count * 8)
        ends.reserveCapacity(cells.count)
        for cell in cells {
            if let value = cell?.value { ReadableNumber.append(value, to: &bytes) }
            ends.append(bytes.count)
        }
    }

    /// Where cell `k`'s text is in the bytes (ASCII: one byte per character).
    func range(_ k: Int) -> Range<Int> { (k == 0 ? 0 : ends[k - 1])..<ends[k] }

    /// Cell `k`'s text as bytes.
    func bytes(_ k: Int) -> ArraySlice<UInt8> { bytes[range(k)] }

    /// Calls `body` with every cell's bytes (cell `k`'s at `range(k)`).
    func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { bytes.withUnsafeBufferPointer(body) }

    /// Cell `k`'s text.
    func text(_ k: Int) -> String { String(decoding: bytes(k), as: UTF8.self) }

    /// The widest text's `ChartStyle.width` at `size`, or 0 without cells.
    func widest(size: Double) -> Double {
        var most = -1
        for k in ends.indices { most = max(most, range(k).count) }
        return most < 0 ? 0 : ChartStyle.width(characters: most, size: size)
    }
}
