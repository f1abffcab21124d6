/// Inlining an SVG in the page: its XML declaration dropped and its ids prefixed, so charts
/// sharing ids (gradients, hatches) stay independent (`IDPrefixer` finds where).
extension ReportPage {
    /// `svg` without its XML declaration, with `id="…"`, `url(#…)` and `href="#…"` prefixed.
    static func inline(_ svg: String, prefix: String) -> String {
        var out = MarkupBuffer(capacity: svg.utf8.count + 64)
        inline(MarkupBuffer(svg), prefix: prefix, into: &out)
        return out.text
    }

    /// `inline(svg.text, prefix:)` appended to `out`.
    static func inline(_ svg: MarkupBuffer, prefix: String, into out: inout MarkupBuffer) {
        runs(of: svg, prefix: prefix) { out.add($0) }
    }

    /// `inline(svg.text, prefix:)` appended to a page: the stretches between insertions go
    /// from the SVG's own bytes. `cuts`, when given, are `inlineCuts(of: svg)` found earlier
    /// (by the piece that drew the chart, not on the page's own time).
    static func inline(_ svg: MarkupBuffer, cuts: InlineCuts? = nil, prefix: String, into page: inout PageWriter) {
        runs(of: svg, cuts: cuts, prefix: prefix) { page.add($0) }
    }

    /// Where an SVG's inlined text starts (past its XML declaration) and where its ids take
    /// the prefix: byte offsets into it.
    struct InlineCuts: Sendable {
        var start: Int
        var cuts: [Int]
    }

    /// The `InlineCuts` of `svg`.
    static func inlineCuts(of svg: MarkupBuffer) -> InlineCuts {
        let (start, cuts) = svg.withUnsafeBytes(insertions)
        return InlineCuts(start: start, cuts: cuts)
    }

    /// Calls `body` with the inlined text's runs of bytes, in order: stretches of `svg` (past
    /// its XML declaration and the line breaks after it) with `prefix` between them where an
    /// id needs it, then a line break unless the text ends in one.
    private static func runs(
        of svg: MarkupBuffer, cuts known: InlineCuts? = nil, prefix: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var n = 0, last: UInt8 = 0, beforeLast: UInt8 = 0
        func emit(_ run: UnsafeBufferPointer<UInt8>) {
            let k = run.count
            guard k > 0 else { return }
            (beforeLast, last) = (k >= 2 ? run[k - 2] : last, run[k - 1])
            n += k
            body(run)
        }
        let insert = Array(prefix.utf8)
        svg.withUnsafeBytes { bytes in
            let (start, cuts) = known.map { ($0.start, $0.cuts) } ?? insertions(bytes)
            insert.withUnsafeBufferPointer { insert in
                var from = start
                for cut in cuts {
                    emit(UnsafeBufferPointer(rebasing: bytes[from..<cut]))
                    emit(insert)
                    from = cut
                }
                emit(UnsafeBufferPointer(rebasing: bytes[from...]))
            }
        }
        if needsLineBreak(count: n, last: last, beforeLast: beforeLast) { newline.withUnsafeBufferPointer(body) }
    }

    private static let newline: [UInt8] = [0x0A]

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
    private static func needsLineBreak(count n: Int, last: UInt8, beforeLast: UInt8) -> Bool {
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
}
