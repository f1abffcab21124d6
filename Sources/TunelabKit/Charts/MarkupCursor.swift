/// Writes markup bytes into space a `MarkupBuffer` reserved (`MarkupBuffer.write(upTo:_:)`):
/// a run of pieces and numbers (a heat-map cell, a scatter circle) with one capacity check
/// for the run, not one per piece. Writing past the reserved space traps.
///
/// Numbers print as their `String` forms do: `add(_: Int)` as `String(value)`,
/// `coordinate` as `SVGWriter.number`, `shortest` as `NumberFormat.shortest`.
struct MarkupCursor {
    private let base: UnsafeMutablePointer<UInt8>
    private let limit: Int
    /// The bytes written.
    private(set) var count = 0

    /// A cursor over `limit` bytes from `base`.
    init(_ base: UnsafeMutablePointer<UInt8>, limit: Int) {
        self.base = base
        self.limit = limit
    }

    /// Room for `n` more bytes, or a trap.
    @inline(__always)
    func check(_ n: Int) {
        precondition(n <= limit - count, "MarkupCursor: writing past the reserved space")
    }

    /// Appends `piece`.
    mutating func add(_ piece: UnsafeBufferPointer<UInt8>) {
        let n = piece.count
        check(n)
        guard n > 0, let from = piece.baseAddress else { return }
        Self.copy(from, count: n, to: base + count)
        count += n
    }

    /// Appends precomputed bytes.
    mutating func add(_ piece: [UInt8]) { piece.withUnsafeBufferPointer { add($0) } }

    /// Appends precomputed bytes.
    mutating func add(_ piece: ArraySlice<UInt8>) { piece.withUnsafeBufferPointer { add($0) } }

    /// Appends `text` as it is (already escaped).
    mutating func add(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { add($0) }
        if copied == nil {
            var text = text
            text.withUTF8 { add($0) }
        }
    }

    /// Appends a literal's bytes (a `StaticString`: no `String` to look into).
    mutating func add(literal: StaticString) {
        add(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends one byte.
    mutating func byte(_ value: UInt8) {
        check(1)
        base[count] = value
        count += 1
    }

    /// Appends up to `maximum` bytes that `body` writes from the pointer it gets, returning how many.
    @inline(__always)
    mutating func write(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        check(maximum)
        let n = body(base + count)
        precondition(n >= 0 && n <= maximum, "MarkupCursor: a writer overran its space")
        count += n
    }

    /// Copies `n` bytes: up to 16 as two overlapping words (no call), more by `memcpy`.
    @inline(__always)
    private static func copy(_ from: UnsafePointer<UInt8>, count n: Int, to: UnsafeMutablePointer<UInt8>) {
        let source = UnsafeRawPointer(from), target = UnsafeMutableRawPointer(to)
        if n > 16 {
            to.update(from: from, count: n)
        } else if n >= 8 {
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            target.storeBytes(of: source.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self), toByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4 {
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            target.storeBytes(of: source.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self), toByteOffset: n - 4, as: UInt32.self)
        } else {
            for i in 0..<n { to[i] = from[i] }
        }
    }
}

extension MarkupCursor {
    /// ` name="` + `value` + `"` (`name` written with its opening quote).
    mutating func attribute(_ name: StaticString, _ value: String) {
        add(literal: name)
        add(value)
        byte(UInt8(ascii: "\""))
    }

    /// ` name="` + `SVGWriter.number(value)` + `"`.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        add(literal: name)
        coordinate(value)
        byte(UInt8(ascii: "\""))
    }
}
