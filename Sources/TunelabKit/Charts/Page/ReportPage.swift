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
        let page = PageWriter.Gathered(capacity: estimatedSize(content))
        var h = PageWriter { page.bytes.add($0) }
        write(content, to: &h)
        return page.bytes.text
    }

    /// Writes the page of `content` to `path` (atomically, `AtomicFile`) from its pieces where
    /// they are: the charts' and players' bytes are not gathered into one buffer first.
    static func write(_ content: ReportContent, to path: String) throws(AtomicFile.WriteError) {
        try AtomicFile.write(to: path) { fd in
            let file = PageWriter.FileOutput(fd: fd)
            var h = PageWriter { file.write($0) }
            write(content, to: &h)
            return file.failure
        }
    }

    /// The page of `content`, written to `h` and flushed.
    private static func write(_ content: ReportContent, to h: inout PageWriter) {
        h.add("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        h.add("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>")
        h.escaped(content.title)
        h.add("</title>\n<style>\n")
        h.add(ReportStyle.css)
        if !content.playerMarkup.isEmpty { h.add(MotionPlayer.css) }
        h.add("</style>\n</head>\n<body>\n<main>\n<h1>")
        h.escaped(content.title)
        h.add("</h1>\n")
        if !content.question.isEmpty {
            h.add("<p class=\"question\">")
            h.escaped(content.question)
            h.add("</p>\n")
        }
        if !content.verdict.isEmpty {
            h.add("<section class=\"verdict\" aria-label=\"Verdict\">\n<h2>Verdict</h2>\n<ul>\n")
            for sentence in content.verdict {
                h.add("<li>")
                h.escaped(sentence)
                h.add("</li>\n")
            }
            h.add("</ul>\n</section>\n")
        }
        if !content.playerMarkup.isEmpty {
            h.add("<section class=\"motion\">\n<h2>Motion</h2>\n")
            h.add(
                "<p class=\"note\">The cards as the user sees them inside the outlined viewport (what lies beyond its edge shows dimmed), drawn from the same rows as items.csv. Each player loops; pause, scrub, or slow it to ¼×.</p>\n"
            )
            for player in content.playerMarkup { h.add(player) }
            h.add("</section>\n")
        }
        for table in content.tables { h.staging { self.table(table, into: &$0) } }
        if !content.charts.isEmpty {
            h.add("<nav aria-label=\"Charts\"><h2>Charts</h2>\n<ol>\n")
            for (i, chart) in content.charts.enumerated() {
                h.add("<li><a href=\"#chart-")
                h.add(i + 1)
                h.add("\">")
                h.escaped(chart.title)
                h.add("</a></li>\n")
            }
            h.add("</ol>\n</nav>\n")
        }
        for (i, chart) in content.charts.enumerated() {
            h.add("<section class=\"chart\" id=\"chart-")
            h.add(i + 1)
            h.add(chart.collapsed ? "\">\n<details>\n<summary><h2>" : "\">\n<h2>")
            h.escaped(chart.title)
            h.add(chart.collapsed ? "</h2></summary>\n" : "</h2>\n")
            h.add("<figure>\n<div class=\"scroll\">\n")
            inline(chart.markup, cuts: chart.inlineCuts, prefix: "c\(i + 1)-", into: &h)
            h.add("</div>\n<figcaption><a href=\"")
            h.escaped(chart.file)
            h.add("\">")
            h.escaped(chart.file)
            h.add("</a></figcaption>\n</figure>\n")
            h.add(chart.collapsed ? "</details>\n</section>\n" : "</section>\n")
        }
        h.add("</main>\n")
        if !content.playerMarkup.isEmpty {
            h.add("<script>//<![CDATA[\n")
            h.add(MotionPlayer.script)
            h.add("//]]>\n</script>\n")
        }
        h.add("</body>\n</html>\n")
        h.flush()
    }

    /// About the page's size in bytes, for reserving its buffer once: the inlined charts and
    /// players, and room for the rest.
    private static func estimatedSize(_ content: ReportContent) -> Int {
        var size = 64 * 1024
        for chart in content.charts { size += chart.markup.count + 512 }
        for player in content.playerMarkup { size += player.count }
        return size
    }

    /// A titled table in a horizontally scrolling box, appended to `h`; numeric cells readable
    /// and right-aligned.
    static func table(_ table: ReportContent.Table, into h: inout MarkupBuffer) {
        h.add("<section>\n<h2>")
        h.escaped(table.title)
        h.add("</h2>\n")
        if let note = table.note {
            h.add("<p class=\"note\">")
            h.escaped(note)
            h.add("</p>\n")
        }
        h.add("<div class=\"scroll\">\n<table class=\"")
        h.escaped(table.className)
        h.add("\">\n<thead><tr>")
        for name in table.header {
            h.add("<th scope=\"col\">")
            h.escaped(name)
            h.add("</th>")
        }
        h.add("</tr></thead>\n<tbody>\n")
        let grid = table.className == "grid"
        for row in table.rows {
            h.add("<tr>")
            for (c, cell) in row.enumerated() {
                if c == 0 && grid {
                    h.add("<th scope=\"row\"><code>")
                    h.escaped(cell)
                    h.add("</code></th>")
                } else if Double(cell) != nil || cell.hasSuffix(" %") {
                    h.add("<td class=\"num\">")
                    h.escaped(ReadableNumber.cell(cell))
                    h.add("</td>")
                } else {
                    h.add("<td>")
                    h.escaped(cell)
                    h.add("</td>")
                }
            }
            h.add("</tr>\n")
        }
        h.add("</tbody>\n</table>\n</div>\n</section>\n")
    }
}
