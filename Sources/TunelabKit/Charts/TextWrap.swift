/// Greedy word wrapping against `ChartStyle.width`, so long key lists become several
/// lines instead of running off the chart.
enum TextWrap {
    /// `text` split at spaces into lines no wider than `maxWidth` at `size` px; a single
    /// word wider than `maxWidth` gets a line of its own (the caller widens the canvas).
    static func lines(_ text: String, maxWidth: Double, size: Double) -> [String] {
        isSimple(text) ? simpleLines(text, maxWidth: maxWidth, size: size) : countedLines(text, maxWidth: maxWidth, size: size)
    }

    /// `lines` for any text: each candidate line's characters counted (`ChartStyle.width`).
    static func countedLines(_ text: String, maxWidth: Double, size: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || ChartStyle.width(candidate, size: size) <= maxWidth {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Whether every character of `text` is one scalar whatever surrounds it: every scalar
    /// below U+0300 (Latin, `×`, `é` precomposed: no combining mark, joiner, prepended or
    /// regional-indicator scalar, which start at U+0300) and no CR (CR LF is one character).
    /// Then a text's character count is its scalar count, and joining words adds them.
    static func isSimple(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value >= 0x300 || $0.value == 0x0D }
    }

    /// `lines` of simple `text`: the same lines, widths from counts kept as words are added
    /// instead of counting each candidate line's characters again. Read as UTF-8: a word is a
    /// run of bytes other than the space's, its character count that of its lead bytes (every
    /// character is one scalar), and a line its words joined by one space.
    private static func simpleLines(_ text: String, maxWidth: Double, size: Double) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            let space = UInt8(ascii: " ")
            var lines: [String] = []
            var line: [UInt8] = [], count = 0
            var i = 0
            while i < bytes.count {
                if bytes[i] == space {
                    i += 1
                    continue
                }
                var end = i, n = 0
                while end < bytes.count, bytes[end] != space {
                    if bytes[end] & 0xC0 != 0x80 { n += 1 }
                    end += 1
                }
                let word = UnsafeBufferPointer(rebasing: bytes[i..<end])
                if line.isEmpty {
                    count = n
                } else if ChartStyle.width(characters: count + 1 + n, size: size) <= maxWidth {
                    line.append(space)
                    count += 1 + n
                } else {
                    lines.append(String(decoding: line, as: UTF8.self))
                    line.removeAll(keepingCapacity: true)
                    count = n
                }
                line.append(contentsOf: word)
                i = end
            }
            if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
            return lines
        }
    }
}
