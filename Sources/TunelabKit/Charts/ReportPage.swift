import Foundation

/// The `index.html` of a sweep's `charts/` folder: one self-contained page (no
/// scripts, no external files, every SVG inlined) that opens offline in any browser
/// and prints to PDF one chart per block. The markup is also well-formed XML
/// (void elements self-closed), so tools and tests can parse it.
public enum ReportPage {
    /// The page: `title`, the `question` the sweep answers, the grid (key → values as
    /// text), the summary table, then every chart under its title with a link to its
    /// SVG file. Each inlined SVG's ids are prefixed `c<n>-` so charts sharing ids
    /// (gradients, hatches) stay independent.
    public static func html(title: String, question: String, gridDescription: [(key: String, values: String)],
                            summaryTable: CSVTable, charts: [(title: String, file: String, svg: String)]) -> String {
        let e = SVGWriter.escape
        var h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        h += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        h += "<title>\(e(title))</title>\n<style>\n\(css)</style>\n</head>\n<body>\n<main>\n"
        h += "<h1>\(e(title))</h1>\n"
        h += "<p class=\"question\">\(e(question))</p>\n"

        if !charts.isEmpty {
            h += "<nav aria-label=\"Charts\"><h2>Charts</h2>\n<ol>\n"
            for (i, chart) in charts.enumerated() { h += "<li><a href=\"#chart-\(i + 1)\">\(e(chart.title))</a></li>\n" }
            h += "</ol>\n</nav>\n"
        }

        h += "<section>\n<h2>Grid</h2>\n<table class=\"grid\">\n<thead><tr><th scope=\"col\">key</th><th scope=\"col\">values</th></tr></thead>\n<tbody>\n"
        for entry in gridDescription { h += "<tr><th scope=\"row\"><code>\(e(entry.key))</code></th><td>\(e(entry.values))</td></tr>\n" }
        h += "</tbody>\n</table>\n</section>\n"

        h += "<section>\n<h2>Summary</h2>\n<div class=\"scroll\">\n<table class=\"summary\">\n<thead><tr>"
        for name in summaryTable.header { h += "<th scope=\"col\">\(e(name))</th>" }
        h += "</tr></thead>\n<tbody>\n"
        for row in summaryTable.rows {
            h += "<tr>"
            for cell in row { h += Double(cell) != nil ? "<td class=\"num\">\(e(cell))</td>" : "<td>\(e(cell))</td>" }
            h += "</tr>\n"
        }
        h += "</tbody>\n</table>\n</div>\n</section>\n"

        for (i, chart) in charts.enumerated() {
            h += "<section class=\"chart\" id=\"chart-\(i + 1)\">\n<h2>\(e(chart.title))</h2>\n<figure>\n"
            h += inline(chart.svg, prefix: "c\(i + 1)-")
            h += "<figcaption><a href=\"\(e(chart.file))\">\(e(chart.file))</a></figcaption>\n</figure>\n</section>\n"
        }
        h += "</main>\n</body>\n</html>\n"
        return h
    }

    /// `svg` without its XML declaration, with `id="…"`, `url(#…)` and `href="#…"` prefixed.
    static func inline(_ svg: String, prefix: String) -> String {
        var text = Substring(svg)
        if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
            text = text[end.upperBound...].drop(while: { $0 == "\n" })
        }
        let out = prefixingIDs(String(text), prefix: prefix)
        return out.hasSuffix("\n") ? out : out + "\n"
    }

    /// `text` with `id="`, `url(#` and `href="#` followed by `prefix`, in one pass over the
    /// UTF-8 bytes (Foundation's replacingOccurrences is slow on megabyte SVGs).
    static func prefixingIDs(_ text: String, prefix: String) -> String {
        let patterns = [Array("id=\"".utf8), Array("url(#".utf8), Array("href=\"#".utf8)]
        let bytes = Array(text.utf8), insert = Array(prefix.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var i = 0
        while i < bytes.count {
            var matched = 0
            for pattern in patterns where bytes[i] == pattern[0] && i + pattern.count <= bytes.count
                && bytes[i..<(i + pattern.count)].elementsEqual(pattern) {
                // `id="` must not be the tail of a longer attribute name (e.g. `grid="`).
                if pattern.count == 4, i > 0, bytes[i - 1] != 0x20, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x09 { continue }
                matched = pattern.count
                break
            }
            if matched > 0 {
                out.append(contentsOf: bytes[i..<(i + matched)])
                out.append(contentsOf: insert)
                i += matched
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Readable on a laptop screen (a 1100 px column, charts scaled down to fit) and in print.
    static let css = """
        body { margin: 0; background: #fafafa; color: #222; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
        main { max-width: 1100px; margin: 0 auto; padding: 24px 28px 48px; background: #fff; }
        h1 { font-size: 26px; margin: 0 0 8px; }
        h2 { font-size: 19px; margin: 28px 0 10px; border-bottom: 1px solid #e2e2e2; padding-bottom: 4px; }
        .question { font-size: 17px; color: #444; margin: 0 0 16px; }
        nav ol { columns: 2; margin: 0; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { border: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
        thead th { background: #f2f2f2; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; }
        .scroll { overflow-x: auto; }
        figure { margin: 0; }
        figure svg { display: block; max-width: 100%; height: auto; }
        figcaption { font-size: 13px; color: #666; margin-top: 4px; }
        @media print {
          body { background: #fff; font-size: 11pt; }
          main { max-width: none; padding: 0; }
          .chart { break-inside: avoid; page-break-inside: avoid; }
          nav { display: none; }
          .scroll { overflow: visible; }
          a { color: inherit; text-decoration: none; }
        }
        @page { margin: 14mm; }

        """
}
