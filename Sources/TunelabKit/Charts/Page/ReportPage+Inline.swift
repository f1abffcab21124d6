/// Inlining an SVG in the page: its XML declaration dropped and its ids prefixed, so charts
/// sharing ids (gradients, hatches) stay independent (`IDPrefixer` finds where).
extension ReportPage {
    /// `svg` without its XML declaration, with `id="…"`, `url(#…)` and `href="#…"` prefixed.
    static func inline(_ svg: String, prefix: String) -> String {
        var out = MarkupText(capacity: svg.utf8.count + 64)
        inline(svg, prefix: prefix, into: &out)
        return out.finish()
    }

    /// `inline(svg, prefix:)` appended to `out`: the text between insertions is appended as
    /// slices of `svg`, not copied through bytes.
    static func inline(_ svg: String, prefix: String, into out: inout MarkupText) {
        var bytes = svg
        let (start, cuts) = bytes.withUTF8(insertions)
        let utf8 = svg.utf8
        var from = utf8.index(utf8.startIndex, offsetBy: start), offset = start
        for cut in cuts {
            let to = utf8.index(from, offsetBy: cut - offset)
            out.append(svg[from..<to])
            out.append(prefix)
            (from, offset) = (to, cut)
        }
        out.append(svg[from...])
        let n = utf8.count - start + cuts.count * prefix.utf8.count
        if needsLineBreak(count: n, last: out.byte(fromEnd: 1), beforeLast: out.byte(fromEnd: 2)) { out.add("\n") }
    }

    /// `inline(svg.text, prefix:)` appended to `out`, from the SVG's bytes.
    static func inline(_ svg: MarkupBuffer, prefix: String, into out: inout MarkupBuffer) {
        let insert = Array(prefix.utf8)
        let first = out.count
        svg.withUnsafeBytes { bytes in
            let (start, cuts) = insertions(bytes)
            var from = start
            for cut in cuts {
                out.add(UnsafeBufferPointer(rebasing: bytes[from..<cut]))
                out.add(insert)
                from = cut
            }
            out.add(UnsafeBufferPointer(rebasing: bytes[from...]))
        }
        let n = out.count - first
        if needsLineBreak(count: n, last: n >= 1 ? out[out.count - 1] : nil, beforeLast: n >= 2 ? out[out.count - 2] : nil) {
            out.newline()
        }
    }

    /// Where the inlined text starts in `bytes` (past the XML declaration and the line breaks
    /// after it), and where the id prefix goes.
    private static func insertions(_ bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, cuts: [Int]) {
        var start = 0, cuts: [Int] = []
        if bytes.starts(with: declaration), let end = firstIndex(of: (0x3F, 0x3E), in: bytes) {
            start = end + 2
            while start < bytes.count, bytes[start] == 0x0A { start += 1 }
        }
        IDPrefixer.insertions(in: UnsafeBufferPointer(rebasing: bytes[start...])) { cuts.append(start + $0) }
        return (start, cuts)
    }

    /// Whether inlined text of `count` bytes ending in `beforeLast`, `last` gets a line break:
    /// unless it ends in `\n` — a final `\r\n` is one character, not a `\n` ending.
    private static func needsLineBreak(count n: Int, last: UInt8?, beforeLast: UInt8?) -> Bool {
        n == 0 || last != 0x0A || (n >= 2 && beforeLast == 0x0D)
    }

    private static let declaration: [UInt8] = Array("<?xml".utf8)

    /// The index of the first `pair` of bytes in `bytes`.
    private static func firstIndex(of pair: (UInt8, UInt8), in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == pair.0, bytes[i + 1] == pair.1 { return i }
            i += 1
        }
        return nil
    }

    /// `text` with `id="`, `url(#` and `href="#` followed by `prefix`, in one pass over the
    /// UTF-8 bytes (Foundation's replacingOccurrences is slow on megabyte SVGs).
    static func prefixingIDs(_ text: String, prefix: String) -> String {
        var text = text
        let insert = Array(prefix.utf8)
        return String(decoding: text.withUTF8 { prefixingIDs($0, insert: insert) }, as: UTF8.self)
    }

    /// `prefixingIDs` over bytes.
    static func prefixingIDs(_ bytes: UnsafeBufferPointer<UInt8>, insert: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        IDPrefixer.append(bytes, inserting: insert, to: &out)
        return out
    }
}
