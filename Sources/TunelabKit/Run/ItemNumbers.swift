/// The numbers of one run's `items.csv` as printed, kept so that a run of the same trajectory
/// (a report's traced point that differs from an earlier one in layout keys only) copies a
/// field's text instead of printing it again when its value is bit for bit the same. What
/// `MarkupCursor.shortest` prints depends on the value's bits alone, so the bytes are those
/// printing would give; only the work differs. In the reference grid the three best points
/// differ in `alphaDecay` alone, and every number but the alpha is copied.
///
/// Entry `r · n + k` is the `k`-th number field of data row `r` (n per row); rows are matched
/// by position, so a row that moved merely gets printed.
struct ItemNumbers {
    /// Per entry, the value's bit pattern.
    private var bits: [UInt64] = []
    /// Per entry, where its text starts in `text` (the high 56 bits) and its length (the low 8).
    private var spans: [UInt64] = []
    /// The items file's bytes, set once the run is over (`finish`).
    private var text: [UInt8] = []

    /// Keeps the run's items bytes, which the spans point into. Each array is kept at its
    /// length: the file and the entries grew by estimate and by doubling (up to twice what they
    /// hold), and a report keeps these for every drawn case while its later points run.
    mutating func finish(text bytes: [UInt8]) {
        text = Self.fitted(bytes)
        bits = Self.fitted(bits)
        spans = Self.fitted(spans)
    }

    /// `array`'s elements in a fresh array reserved for their count (`Array(array)` would hand
    /// back the same, oversized storage).
    private static func fitted<T>(_ array: [T]) -> [T] {
        guard array.capacity > array.count else { return array }
        var fitted: [T] = []
        fitted.reserveCapacity(array.count)
        fitted.append(contentsOf: array)
        return fitted
    }

    /// A run's pass over its number fields: copies from `earlier` where the bits agree, and
    /// records into `recorded` when asked.
    struct Pass {
        let earlier: ItemNumbers?
        private(set) var recorded: ItemNumbers?
        /// The next entry.
        private var entry = 0

        init(reusing earlier: ItemNumbers?, recording: Bool) {
            self.earlier = earlier
            recorded = recording ? ItemNumbers() : nil
        }

        /// Writes `value` as `MarkupCursor.shortest` does, at `c`, in a row starting at byte
        /// `rowStart` of the file.
        @inline(__always)
        mutating func print(_ value: Double, to c: inout MarkupCursor, rowStart: Int) {
            let bits = value.bitPattern, start = c.count
            if let earlier, entry < earlier.bits.count, earlier.bits[entry] == bits {
                let span = earlier.spans[entry]
                let from = Int(span >> 8), length = Int(span & 0xFF)
                earlier.text.withUnsafeBufferPointer { c.add(UnsafeBufferPointer(rebasing: $0[from..<from + length])) }
            } else {
                c.shortest(value)
            }
            if recorded != nil {
                recorded!.bits.append(bits)
                recorded!.spans.append(UInt64(rowStart + start) << 8 | UInt64(c.count - start))
            }
            entry += 1
        }
    }
}
