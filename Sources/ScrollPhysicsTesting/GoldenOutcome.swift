/// What a golden check found; every case but `matched` is reported as a test issue.
public enum GoldenOutcome: Sendable, Equatable {
    /// The run's metrics match the golden within the tolerances.
    case matched
    /// The golden was written (recording was asked and CI is not set): the test fails once, so
    /// a recorded golden is looked at before it is trusted.
    case recorded(String)
    /// The run differs, the golden is missing (and not recorded), or a file could not be read
    /// or written; the message says which.
    case failed(String)

    /// The message to report, `nil` when matched.
    public var message: String? {
        switch self {
        case .matched: return nil
        case .recorded(let text), .failed(let text): return text
        }
    }
}
