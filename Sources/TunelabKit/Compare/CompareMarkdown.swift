/// A `CompareReport` as GitHub-flavoured Markdown, for a CI step summary or a PR comment, in
/// `CompareDigest`'s order: the comment marker `<!-- tunelab compare -->`, a heading with the
/// verdict, the text format's summary line (the counts), the missing metrics, the per-metric
/// roll-up, the worst rows, then the rest folded in `<details>`; always under
/// `CompareDigest.limit` bytes (GitHub's comment limit is 65 536 characters).
public enum CompareMarkdown {
    public static func render(_ report: CompareReport) -> String {
        var text = MarkdownTable.marker("compare") + "\n"
        text += "### tunelab compare: \(report.fails ? "FAIL" : "pass")\n\n"
        text += CompareTable.summary(report)
        if !report.missing.isEmpty { text += "\n" }
        for missing in report.missing {
            text += "- **MISSING** `\(missing.metric)`: \(MarkdownTable.cell(missing.reason))\n"
        }
        if !report.unmatched.isEmpty {
            text += "\nNot compared (in `\(report.new.file)` only): \(report.unmatched.map { "`\($0)`" }.joined(separator: ", "))\n"
        }
        let rollUp = CompareDigest.rollUpRows(report).map { row in
            row.enumerated().map { $0.offset == 1 ? "`\($0.element)`" : $0.element }
        }
        if !rollUp.isEmpty {
            text += "\n" + MarkdownTable.render(header: CompareDigest.rollUpHeader, rows: rollUp, left: [0, 1, 5, 6])
        }
        let rows = CompareDigest.rows(report).map { CompareDigest.cells($0, report) }
        guard !rows.isEmpty else { return text }
        let k = report.keyColumns.count, header = CompareDigest.header(report)
        let table = { (rows: [[String]]) in MarkdownTable.render(header: header, rows: rows, left: [k, k + 5]) }
        let worst = Array(rows.prefix(CompareDigest.worstShown))
        let budget = CompareDigest.limit - CompareDigest.tail
        var fitted = CompareDigest.fit(worst, budget: budget - text.utf8.count - 60, render: table)
        text += "\n**" + capitalized(CompareDigest.worstTitle(shown: fitted.kept, of: rows.count)) + "**\n\n" + fitted.text
        var shown = fitted.kept
        if shown == worst.count && rows.count > shown {
            let rest = Array(rows[shown...])
            let open = "\n<details><summary>\(CompareTable.plural(rest.count, "more row"))</summary>\n\n"
            fitted = CompareDigest.fit(rest, budget: budget - text.utf8.count - open.utf8.count - 20, render: table)
            if fitted.kept > 0 {
                text += open + fitted.text + "\n</details>\n"
                shown += fitted.kept
            }
        }
        if shown < rows.count { text += "\n" + CompareDigest.leftOut(rows.count - shown) + "\n" }
        return text
    }

    /// `The worst row` from `the worst row`.
    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
