/// UTF-8 bytes of markup built piece by piece: charts, players and the report page write
/// here rather than through `String` concatenation and interpolation, whose per-piece
/// allocations and copies dominated a report's cost. The text is made once, at the end.
///
/// The bytes live in storage of their own, copied on write like an array's, but written
/// through a pointer: a piece is one capacity and uniqueness check and one copy (an array's
/// append costs several times that), and growing never zero-fills.
struct MarkupBuffer {
    private final class Storage: ManagedBuffer<Void, UInt8> {}

    private var storage: Storage?
    /// The number of bytes written.
    private(set) var count = 0
    /// The bytes `storage` holds (`ManagedBuffer.capacity` asks the allocator).
    private var capacity = 0

    /// An empty buffer with room for `capacity` bytes (none allocated for 0).
    init(capacity: Int = 0) {
        if capacity > 0 { reallocate(capacity) }
    }

    /// A buffer holding `text`'s UTF-8 bytes.
    init(_ text: String) {
        self.init(capacity: text.utf8.count)
        add(text)
    }

    /// The bytes written.
    var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// The byte at `index` (< `count`).
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "MarkupBuffer index out of range")
        return storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { $0[index] }
    }

    /// Reserves room for `extra` more bytes.
    mutating func reserve(_ extra: Int) { prepare(extra) }

    /// Makes the storage this buffer's own, with room for `extra` more bytes.
    @inline(__always)
    private mutating func prepare(_ extra: Int) {
        if count + extra > capacity || !isKnownUniquelyReferenced(&storage) {
            reallocate(max(count + extra, 2 * capacity, 64))
        }
    }

    /// Moves the bytes to new storage of `newCapacity` bytes.
    private mutating func reallocate(_ newCapacity: Int) {
        let larger = unsafeDowncast(Storage.create(minimumCapacity: newCapacity) { _ in }, to: Storage.self)
        if let storage, count > 0 {
            let n = count
            larger.withUnsafeMutablePointerToElements { to in
                storage.withUnsafeMutablePointerToElements { to.initialize(from: $0, count: n) }
            }
        }
        storage = larger
        capacity = newCapacity
    }

    /// Appends `piece`.
    mutating func add(_ piece: UnsafeBufferPointer<UInt8>) {
        let n = piece.count
        guard n > 0, let from = piece.baseAddress else { return }
        prepare(n)
        let start = count
        storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { ($0 + start).initialize(from: from, count: n) }
        count = start + n
    }

    /// Appends `text` as it is (already escaped).
    mutating func add(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { add($0) }
        if copied == nil {
            var text = text
            text.withUTF8 { add($0) }
        }
    }

    /// Appends precomputed bytes.
    mutating func add(_ piece: [UInt8]) { piece.withUnsafeBufferPointer { add($0) } }

    /// Appends precomputed bytes.
    mutating func add(_ piece: ArraySlice<UInt8>) { piece.withUnsafeBufferPointer { add($0) } }

    /// Appends another buffer's bytes.
    mutating func add(_ other: MarkupBuffer) { other.withUnsafeBytes { add($0) } }

    /// Appends one byte.
    mutating func byte(_ value: UInt8) {
        prepare(1)
        let at = count
        storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { ($0 + at).initialize(to: value) }
        count = at + 1
    }

    /// Appends a line break.
    mutating func newline() { byte(0x0A) }

    /// Reserves `limit` bytes and lets `body` write up to that many through a cursor (one
    /// capacity check for a run of pieces).
    mutating func write(upTo limit: Int, _ body: (inout MarkupCursor) -> Void) {
        prepare(limit)
        let start = count
        count =
            start
            + storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { base in
                var cursor = MarkupCursor(base + start, limit: limit)
                body(&cursor)
                return cursor.count
            }
    }

    /// Appends `SVGWriter.escape(text)`: the text itself when it has nothing to escape (the
    /// usual case), else the escaped string (escaping works on characters, not bytes).
    mutating func escaped(_ text: String) {
        let plain: Bool? = text.utf8.withContiguousStorageIfAvailable { !Self.needsEscape($0) }
        if plain ?? !text.utf8.contains(where: Self.isSpecial) {
            add(text)
        } else {
            add(SVGWriter.escape(text))
        }
    }

    /// Whether `byte` is one of `&`, `<`, `>`, `"`.
    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool { byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 }

    private static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where isSpecial(byte) { return true }
        return false
    }

    /// Drops the bytes, keeping the capacity.
    mutating func removeAll() { count = 0 }

    /// Calls `body` with the bytes written.
    func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        guard let storage else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return storage.withUnsafeMutablePointerToElements { body(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// The bytes as text (`String(decoding:as:)`). Text whose bytes are all ASCII is validated
    /// a word at a time, any other byte by byte: long ASCII runs are made text apart from the
    /// few bytes of other characters around them (a `×` in a title), and joined.
    var text: String {
        withUnsafeBytes { all in
            let n = all.count
            var p = Self.firstNonASCII(all, from: 0)
            guard p < n else { return String(decoding: all, as: UTF8.self) }
            var result = ""
            result.reserveCapacity(n)
            // [slow, i): runs to validate byte by byte; [i, p): ASCII.
            var slow = 0, i = 0
            while true {
                if p - i >= Self.longRun || p == n {
                    if i > slow { result += String(decoding: UnsafeBufferPointer(rebasing: all[slow..<i]), as: UTF8.self) }
                    if p > i { result += String(decoding: UnsafeBufferPointer(rebasing: all[i..<p]), as: UTF8.self) }
                    slow = p
                }
                if p == n { return result }
                i = p
                while i < n, all[i] >= 0x80 { i += 1 }
                p = Self.firstNonASCII(all, from: i)
            }
        }
    }

    /// An ASCII run this long is made text on its own.
    private static let longRun = 256

    /// The index of the first byte ≥ 0x80 at or after `start`, or `bytes.count`.
    static func firstNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let n = bytes.count, raw = UnsafeRawPointer(base)
        var i = start
        // 32 bytes a time: their top bits or'ed together (a SIMD ordered comparison is scalarized).
        while i + 32 <= n {
            let word =
                raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            i += 32
        }
        while i < n, base[i] < 0x80 { i += 1 }
        return i
    }
}

/// A buffer is a value, copied on write like an array (`prepare` makes the storage unique
/// before any write), so one may be handed to another thread.
extension MarkupBuffer: @unchecked Sendable {}
