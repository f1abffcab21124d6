/// How `tunelab compare` prints its verdict: `text` (the reviewer's table), `json` (one
/// object, for scripts), `junit` (JUnit XML, one testcase per metric × point, for CI
/// annotations) or `markdown` (a table for a CI step summary or a PR comment).
public enum CompareFormat: String, Sendable, CaseIterable {
    case text, json, junit, markdown

    /// The verdict of `report` in this format.
    public func render(_ report: CompareReport) -> String {
        switch self {
        case .text: CompareTable.render(report)
        case .json: CompareJSON.render(report)
        case .junit: CompareJUnit.render(report)
        case .markdown: CompareMarkdown.render(report)
        }
    }

    /// What this format still prints on stdout when `compare` fails with `failure` (exit 2 or 3):
    /// a JUnit document with one `<error>` testcase, a Markdown error block; nothing for text and json.
    public func document(for failure: CommandFailure) -> String? {
        switch self {
        case .junit: failure.junit(command: "compare")
        case .markdown: failure.markdown(command: "compare")
        case .text, .json: nil
        }
    }
}
