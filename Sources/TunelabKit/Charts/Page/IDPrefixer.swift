/// Finds where a prefix goes in an SVG's UTF-8 bytes: after every `id="`, `url(#` and
/// `href="#` (an `id="` only where it starts an attribute: after a space, tab or line break,
/// or at the start; `grid="` is not an id), so several charts inlined in one page keep their
/// ids apart.
///
/// Each pattern has one byte pair no other pattern holds, `d=`, `f=` or `l(`, so the matches
/// are those of a left-to-right scan that skips each match; the pairs are looked for sixteen
/// bytes at a time (a megabyte heat map has a handful), then the whole pattern is checked.
enum IDPrefixer {
    /// Calls `body` with the offset just past each match, in order.
    static func insertions(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let n = bytes.count
        var i = 1
        while let p = nextAnchor(base, from: i, count: n) {
            let at = insertion(base, anchor: p, count: n)
            if at > 0 {
                body(at)
                i = at + 1
            } else {
                i = p + 1
            }
        }
    }

    /// Where the prefix goes for a pattern whose pair ends at `p` (just after the pattern), or 0.
    @inline(__always)
    private static func insertion(_ b: UnsafePointer<UInt8>, anchor p: Int, count n: Int) -> Int {
        if b[p] == UInt8(ascii: "=") {
            if b[p - 1] == UInt8(ascii: "d") {
                // `id="`, at the start or after white space.
                if p >= 2, p + 1 < n, b[p - 2] == UInt8(ascii: "i"), b[p + 1] == quote,
                    p == 2 || b[p - 3] == 0x20 || b[p - 3] == 0x0A || b[p - 3] == 0x09
                {
                    return p + 2
                }
            } else if p >= 4, p + 2 < n, b[p - 2] == UInt8(ascii: "e"), b[p - 3] == UInt8(ascii: "r"), b[p - 4] == UInt8(ascii: "h"),
                b[p + 1] == quote, b[p + 2] == hash
            {
                // `href="#`.
                return p + 3
            }
        } else if p >= 3, p + 1 < n, b[p - 2] == UInt8(ascii: "r"), b[p - 3] == UInt8(ascii: "u"), b[p + 1] == hash {
            // `url(#`.
            return p + 2
        }
        return 0
    }

    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")

    /// The first `p` ≥ `start` (≥ 1) where bytes `p - 1`, `p` are `d=`, `f=` or `l(`.
    @inline(__always)
    static func nextAnchor(_ base: UnsafePointer<UInt8>, from start: Int, count n: Int) -> Int? {
        var i = start
        let raw = UnsafeRawPointer(base)
        let equals = SIMD16<UInt8>(repeating: UInt8(ascii: "=")), parenthesis = SIMD16<UInt8>(repeating: UInt8(ascii: "("))
        // `d` (0x64) and `f` (0x66) differ in bit 1 alone: one comparison with that bit cleared.
        let dOrF = SIMD16<UInt8>(repeating: UInt8(ascii: "d")), notBit1 = SIMD16<UInt8>(repeating: 0xFD)
        let l = SIMD16<UInt8>(repeating: UInt8(ascii: "l"))
        while i + 16 <= n {
            let current = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let previous = raw.loadUnaligned(fromByteOffset: i - 1, as: SIMD16<UInt8>.self)
            let found = (current .== equals) .& ((previous & notBit1) .== dOrF) .| (current .== parenthesis) .& (previous .== l)
            if any(found) {
                for k in 0..<16 where found[k] { return i + k }
            }
            i += 16
        }
        while i < n {
            let c = base[i], q = base[i - 1]
            if (c == UInt8(ascii: "=") && q & 0xFD == UInt8(ascii: "d")) || (c == UInt8(ascii: "(") && q == UInt8(ascii: "l")) { return i }
            i += 1
        }
        return nil
    }
}
