import Foundation

/// GitHub-flavoured Markdown pieces for `--format markdown` (a step summary or a PR comment).
enum MarkdownTable {
    /// An HTML comment first in the document, `<!-- tunelab compare -->`, by which a CI step
    /// finds its earlier PR comment to update in place.
    static func marker(_ command: String) -> String { "<!-- tunelab \(command) -->" }

    /// A pipe table: the columns in `left` left-aligned, the others right-aligned.
    static func render(header: [String], rows: [[String]], left: Set<Int>) -> String {
        var text = "| " + header.map(cell).joined(separator: " | ") + " |\n"
        text += "|" + header.indices.map { left.contains($0) ? "---|" : "---:|" }.joined() + "\n"
        for row in rows { text += "| " + row.map(cell).joined(separator: " | ") + " |\n" }
        return text
    }

    /// A table cell: `|` escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
