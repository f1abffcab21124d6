/// A `String` assembled from markup bytes and whole strings, for a page that is mostly
/// strings made elsewhere (inlined charts, players): the markup gathers in `markup` and
/// becomes text in runs, while a string is appended as it is — appending a `String` copies
/// its bytes without validating them again, unlike making text from bytes.
struct MarkupText {
    private var done = ""
    /// Markup not yet made text.
    var markup = MarkupBuffer(capacity: 4096)

    init(capacity: Int) { done.reserveCapacity(capacity) }

    /// Appends `text` whole (after the markup so far).
    mutating func append(_ text: String) {
        flush()
        done += text
    }

    /// Appends `text` whole (after the markup so far).
    mutating func append(_ text: Substring) {
        flush()
        done += text
    }

    /// Appends markup: `text` as it is (already escaped).
    mutating func add(_ text: String) { markup.add(text) }

    /// Appends markup: `value` in decimal.
    mutating func add(_ value: Int) { markup.add(value) }

    /// Appends markup: `SVGWriter.escape(text)`.
    mutating func escaped(_ text: String) { markup.escaped(text) }

    /// The byte `k` places from the end (1 = the last), when the text has that many bytes.
    func byte(fromEnd k: Int) -> UInt8? {
        if markup.count >= k { return markup[markup.count - k] }
        let utf8 = done.utf8, k = k - markup.count
        guard utf8.count >= k else { return nil }
        return utf8[utf8.index(utf8.endIndex, offsetBy: -k)]
    }

    private mutating func flush() {
        guard markup.count > 0 else { return }
        done += markup.text
        markup.removeAll()
    }

    /// The text.
    consuming func finish() -> String {
        flush()
        return done
    }
}
