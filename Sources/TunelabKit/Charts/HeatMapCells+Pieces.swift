/// The byte pieces a heat map's cells are written from.
extension HeatMapCells {
    /// The bytes of every piece, and each piece's place in them.
    struct Pieces {
        var bytes: [UInt8] = []
        /// Where a piece is written before it is copied to `bytes` (one buffer for all).
        private var scratch = MarkupBuffer(capacity: 256)

        /// Appends the piece `build` writes; returns where it is.
        mutating func add(_ build: (inout MarkupBuffer) -> Void) -> Range<Int> {
            scratch.removeAll()
            build(&scratch)
            let start = bytes.count
            scratch.withUnsafeBytes { bytes.append(contentsOf: $0) }
            return start..<bytes.count
        }
    }

    /// Where each piece is among the pieces' bytes.
    struct Layout {
        let size: Range<Int>
        let open: [Range<Int>], openEmpty: [Range<Int>], data: [Range<Int>], tip: [Range<Int>]
        let rowY: [Range<Int>], yValue: [Range<Int>]
        let valueTip: Range<Int>, hatch: Range<Int>, point: Range<Int>, dataValue: Range<Int>
        let pointNumber: Range<Int>, end: Range<Int>, noValue: Range<Int>
    }
}
