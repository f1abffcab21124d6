/// How `tunelab bench` prints its results on stdout: `text` (the table, then `wrote …` and the
/// budget lines), `markdown` (a table for a CI step summary or a PR comment) or `junit` (JUnit
/// XML for CI annotations). With `markdown` or `junit`, stdout holds the document alone; the
/// `wrote …` and budget lines go to stderr.
public enum BenchReportFormat: String, Sendable, CaseIterable {
    case text, markdown, junit
}
