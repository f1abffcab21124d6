import Foundation

/// The `index.html` of a report's `charts/` folder: one self-contained page (inline style
/// and script, no network, every SVG inlined) that opens offline from `file://`, reads at
/// 390 px and 1440 px, and prints one block per chart. The markup is also well-formed XML
/// (void elements self-closed, the script in CDATA), so tools and tests can parse it.
public enum ReportPage {
    /// The page of a sweep as it was before players and verdicts: title, question, grid,
    /// summary table and charts.
    public static func html(
        title: String, question: String, gridDescription: [(key: String, values: String)],
        summaryTable: CSVTable, charts: [(title: String, file: String, svg: String)]
    ) -> String {
        var content = ReportContent(title: title, question: question)
        content.tables = [
            .init(title: "Summary", className: "summary", header: summaryTable.header, rows: summaryTable.rows),
            .init(title: "Grid", className: "grid", header: ["key", "values"], rows: gridDescription.map { [$0.key, $0.values] })
        ]
        content.charts = charts.map { ReportContent.Chart(title: $0.title, file: $0.file, svg: $0.svg) }
        return html(content)
    }

    /// The page of `content`. Each inlined SVG's ids are prefixed `c<n>-` so charts sharing
    /// ids (gradients, hatches) stay independent.
    public static func html(_ content: ReportContent) -> String {
        let e = SVGWriter.escape
        var h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        h += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        h +=
            "<title>\(e(content.title))</title>\n<style>\n\(ReportStyle.css)\(content.players.isEmpty ? "" : MotionPlayer.css)</style>\n</head>\n<body>\n<main>\n"
        h += "<h1>\(e(content.title))</h1>\n"
        if !content.question.isEmpty { h += "<p class=\"question\">\(e(content.question))</p>\n" }
        if !content.verdict.isEmpty {
            h += "<section class=\"verdict\" aria-label=\"Verdict\">\n<h2>Verdict</h2>\n<ul>\n"
            for sentence in content.verdict { h += "<li>\(e(sentence))</li>\n" }
            h += "</ul>\n</section>\n"
        }
        if !content.players.isEmpty {
            h += "<section class=\"motion\">\n<h2>Motion</h2>\n"
            h +=
                "<p class=\"note\">The cards as the user sees them, drawn from the same rows as items.csv. Each player loops; pause, scrub, or slow it to ¼×.</p>\n"
            for player in content.players { h += player }
            h += "</section>\n"
        }
        for table in content.tables { h += self.table(table) }
        if !content.charts.isEmpty {
            h += "<nav aria-label=\"Charts\"><h2>Charts</h2>\n<ol>\n"
            for (i, chart) in content.charts.enumerated() { h += "<li><a href=\"#chart-\(i + 1)\">\(e(chart.title))</a></li>\n" }
            h += "</ol>\n</nav>\n"
        }
        for (i, chart) in content.charts.enumerated() {
            let body =
                "<figure>\n<div class=\"scroll\">\n" + inline(chart.svg, prefix: "c\(i + 1)-")
                + "</div>\n<figcaption><a href=\"\(e(chart.file))\">\(e(chart.file))</a></figcaption>\n</figure>\n"
            if chart.collapsed {
                h +=
                    "<section class=\"chart\" id=\"chart-\(i + 1)\">\n<details>\n<summary><h2>\(e(chart.title))</h2></summary>\n\(body)</details>\n</section>\n"
            } else {
                h += "<section class=\"chart\" id=\"chart-\(i + 1)\">\n<h2>\(e(chart.title))</h2>\n\(body)</section>\n"
            }
        }
        h += "</main>\n"
        if !content.players.isEmpty { h += "<script>//<![CDATA[\n\(MotionPlayer.script)//]]>\n</script>\n" }
        h += "</body>\n</html>\n"
        return h
    }

    /// A titled table in a horizontally scrolling box; numeric cells readable and right-aligned.
    static func table(_ table: ReportContent.Table) -> String {
        let e = SVGWriter.escape
        var h = "<section>\n<h2>\(e(table.title))</h2>\n"
        if let note = table.note { h += "<p class=\"note\">\(e(note))</p>\n" }
        h += "<div class=\"scroll\">\n<table class=\"\(e(table.className))\">\n<thead><tr>"
        for name in table.header { h += "<th scope=\"col\">\(e(name))</th>" }
        h += "</tr></thead>\n<tbody>\n"
        for row in table.rows {
            h += "<tr>"
            for (c, cell) in row.enumerated() {
                if c == 0 && table.className == "grid" {
                    h += "<th scope=\"row\"><code>\(e(cell))</code></th>"
                } else if Double(cell) != nil || cell.hasSuffix(" %") {
                    h += "<td class=\"num\">\(e(ReadableNumber.cell(cell)))</td>"
                } else {
                    h += "<td>\(e(cell))</td>"
                }
            }
            h += "</tr>\n"
        }
        return h + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    /// `svg` without its XML declaration, with `id="…"`, `url(#…)` and `href="#…"` prefixed.
    static func inline(_ svg: String, prefix: String) -> String {
        var svg = svg
        let insert = Array(prefix.utf8)
        return svg.withUTF8 { bytes in
            var start = 0
            let declaration: [UInt8] = Array("<?xml".utf8)
            if bytes.starts(with: declaration), let end = firstIndex(of: (0x3F, 0x3E), in: bytes) {
                start = end + 2
                while start < bytes.count, bytes[start] == 0x0A { start += 1 }
            }
            var out = prefixingIDs(UnsafeBufferPointer(rebasing: bytes[start...]), insert: insert)
            // A final `\r\n` is one character, not a `\n` ending: a line break is added after it.
            let n = out.count
            if n == 0 || out[n - 1] != 0x0A || (n >= 2 && out[n - 2] == 0x0D) { out.append(0x0A) }
            return String(decoding: out, as: UTF8.self)
        }
    }

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

    private static let idPattern = Array("id=\"".utf8), urlPattern = Array("url(#".utf8), hrefPattern = Array("href=\"#".utf8)

    /// `prefixingIDs` over bytes: the text between matches is copied in runs.
    static func prefixingIDs(_ bytes: UnsafeBufferPointer<UInt8>, insert: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        func matches(_ pattern: [UInt8], at i: Int) -> Bool {
            guard i + pattern.count <= bytes.count else { return false }
            for k in 1..<pattern.count where bytes[i + k] != pattern[k] { return false }
            return true
        }
        var i = 0, copied = 0
        while i < bytes.count {
            var matched = 0
            switch bytes[i] {
            case 0x69:  // i
                // `id="` must not be the tail of a longer attribute name (e.g. `grid="`).
                if matches(idPattern, at: i), i == 0 || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x09 {
                    matched = idPattern.count
                }
            case 0x75:  // u
                if matches(urlPattern, at: i) { matched = urlPattern.count }
            case 0x68:  // h
                if matches(hrefPattern, at: i) { matched = hrefPattern.count }
            default:
                break
            }
            if matched > 0 {
                i += matched
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<i]))
                out.append(contentsOf: insert)
                copied = i
            } else {
                i += 1
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
        return out
    }
}
