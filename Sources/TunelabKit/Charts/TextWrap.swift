/// Greedy word wrapping against `ChartStyle.width`, so long key lists become several
/// lines instead of running off the chart.
enum TextWrap {
    /// `text` split at spaces into lines no wider than `maxWidth` at `size` px; a single
    /// word wider than `maxWidth` gets a line of its own (the caller widens the canvas).
    static func lines(_ text: String, maxWidth: Double, size: Double) -> [String] {
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
}
