/// A `CompareReport` as GitHub-flavoured Markdown, for a CI step summary or a PR comment: the
/// comment marker `<!-- tunelab compare -->`, a heading with the verdict, the table of
/// regressions and changes within tolerance (as `--format text` shows them), the missing
/// metrics, and the text format's summary line.
public enum CompareMarkdown {
    public static func render(_ report: CompareReport) -> String {
        var text = MarkdownTable.marker("compare") + "\n"
        text += "### tunelab compare: \(report.fails ? "FAIL" : "pass")\n\n"
        let (header, rows) = CompareTable.cells(report)
        if !rows.isEmpty {
            let k = report.keyColumns.count
            text += MarkdownTable.render(header: header, rows: rows, left: [k, k + 5]) + "\n"
        }
        for missing in report.missing {
            text += "- **MISSING** `\(missing.metric)`: \(MarkdownTable.cell(missing.reason))\n"
        }
        if !report.missing.isEmpty { text += "\n" }
        if !report.unmatched.isEmpty {
            text += "Not compared (in `\(report.new.file)` only): \(report.unmatched.map { "`\($0)`" }.joined(separator: ", "))\n\n"
        }
        text += CompareTable.summary(report)
        return text
    }
}
