/// How `tunelab compare` prints its verdict: `text` (the reviewer's table), `json` (one
/// object, for scripts) or `junit` (JUnit XML, one testcase per metric × point, for CI
/// annotations).
public enum CompareFormat: String, Sendable, CaseIterable {
    case text, json, junit

    /// The verdict of `report` in this format.
    public func render(_ report: CompareReport) -> String {
        switch self {
        case .text: CompareTable.render(report)
        case .json: CompareJSON.render(report)
        case .junit: CompareJUnit.render(report)
        }
    }
}
