import ScrollPhysics
import Testing

@testable import TunelabKit

/// `IDPrefixer` (through `ReportPage.prefixingIDs` and `inline`) puts the prefix after every
/// `id="` that starts an attribute, `url(#` and `href="#`, as the byte-by-byte scan it
/// replaced did.
@Suite struct IDPrefixerTests {
    @Test func handMadeCase() {
        let svg = "<g id=\"a\" grid=\"b\">\n<rect\tid=\"c\" fill=\"url(#a)\"/><use xlink:href=\"#c\" href=\"x\"/>id=\"start\"</g>"
        let expected =
            "<g id=\"p-a\" grid=\"b\">\n<rect\tid=\"p-c\" fill=\"url(#p-a)\"/><use xlink:href=\"#p-c\" href=\"x\"/>id=\"start\"</g>"
        #expect(ReportPage.prefixingIDs(svg, prefix: "p-") == expected)
        #expect(ReportPage.prefixingIDs("id=\"x\"", prefix: "p-") == "id=\"p-x\"", "at the very start")
        #expect(ReportPage.prefixingIDs("grid=\"x\" valid=\"y\"", prefix: "p-") == "grid=\"x\" valid=\"y\"", "not inside a name")
        #expect(ReportPage.prefixingIDs("a id=\"", prefix: "p-") == "a id=\"p-", "a match at the end")
        #expect(ReportPage.prefixingIDs("a id=", prefix: "p-") == "a id=", "cut short")
        #expect(ReportPage.prefixingIDs("", prefix: "p-") == "")
    }

    /// Texts of SVG-like fragments, long enough to cross the 16-byte blocks at every offset.
    static func randomText(_ rng: inout SplitMix64) -> String {
        let fragments = [
            "id=\"", "grid=\"", "url(#", "url(", "href=\"#", "href=\"", " ", "\n", "\t", "i", "d", "=", "\"", "#", "(",
            "l(", "f=", "d=", "x", "<rect ", "/>", "×", "é", "&amp;", "\r\n"
        ]
        var text = ""
        for _ in 0..<Int(rng.next() % 60) { text += fragments[Int(rng.next() % UInt64(fragments.count))] }
        return text
    }

    /// The scan `IDPrefixer` replaced, byte by byte.
    static func reference(_ text: String, prefix: String) -> String {
        let bytes = Array(text.utf8), insert = Array(prefix.utf8)
        let patterns = [Array("id=\"".utf8), Array("url(#".utf8), Array("href=\"#".utf8)]
        var out: [UInt8] = [], i = 0
        while i < bytes.count {
            var matched = 0
            for (k, pattern) in patterns.enumerated()
            where i + pattern.count <= bytes.count && Array(bytes[i..<i + pattern.count]) == pattern {
                if k == 0, i > 0, ![0x20, 0x0A, 0x09].contains(bytes[i - 1]) { continue }
                matched = pattern.count
            }
            if matched > 0 {
                out += bytes[i..<i + matched] + insert
                i += matched
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test func matchesTheByteScanOnRandomText() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let text = Self.randomText(&rng)
            #expect(ReportPage.prefixingIDs(text, prefix: "c12-") == Self.reference(text, prefix: "c12-"), "\(text)")
        }
    }

    @Test func inlineFromStringAndFromBytesAgree() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<5_000 {
            let body = Self.randomText(&rng)
            for svg in [body, "<?xml version=\"1.0\"?>\n\n" + body, "<?xml?>" + body + "\r\n", body + "\n"] {
                var markup = MarkupBuffer()
                markup.add(svg)
                var out = MarkupBuffer()
                ReportPage.inline(markup, prefix: "c3-", into: &out)
                #expect(out.text == ReportPage.inline(svg, prefix: "c3-"), "\(svg)")
            }
        }
    }
}

/// The whole text with its ids prefixed, from `IDPrefixer.insertions` (the tests' view of it;
/// the page writes the stretches between insertions where they are).
extension ReportPage {
    /// `text` with `id="`, `url(#` and `href="#` followed by `prefix`.
    static func prefixingIDs(_ text: String, prefix: String) -> String {
        var text = text
        let insert = Array(prefix.utf8)
        return String(
            decoding: text.withUTF8 { bytes in
                var out: [UInt8] = [], copied = 0
                IDPrefixer.insertions(in: bytes) { at in
                    out += bytes[copied..<at]
                    out += insert
                    copied = at
                }
                out += bytes[copied...]
                return out
            }, as: UTF8.self)
    }
}
