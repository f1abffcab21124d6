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
    /// instead of counting each candidate line's characters again.
    private static func simpleLines(_ text: String, maxWidth: Double, size: Double) -> [String] {
        var lines: [String] = []
        var current: [Substring] = [], count = 0
        func close() {
            lines.append(current.joined(separator: " "))
            current.removeAll(keepingCapacity: true)
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let n = word.unicodeScalars.count
            if current.isEmpty {
                current.append(word)
                count = n
            } else if ChartStyle.width(characters: count + 1 + n, size: size) <= maxWidth {
                current.append(word)
                count += 1 + n
            } else {
                close()
                current.append(word)
                count = n
            }
        }
        if !current.isEmpty { close() }
        return lines
    }
}
