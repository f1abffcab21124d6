/// When a golden check may write the golden file instead of failing on its absence.
///
/// `TUNELAB_RECORD_GOLDENS=1` (or `missing`) records goldens that do not exist yet;
/// `TUNELAB_RECORD_GOLDENS=all` also rewrites the ones that differ. A test may ask the same
/// with its `record:` argument. Under CI (`CI` set to anything but `""`, `0` or `false`)
/// nothing is ever recorded: a missing golden fails, as a golden that differs does.
public enum GoldenRecording: String, Sendable, Equatable, CaseIterable {
    /// Never write a golden (the default).
    case never
    /// Write a golden that does not exist yet.
    case missing
    /// Write a golden that does not exist or differs.
    case all

    /// The environment variable that asks for recording.
    public static let variable = "TUNELAB_RECORD_GOLDENS"

    /// The mode `requested` by a test, raised by `TUNELAB_RECORD_GOLDENS` in `environment`, and
    /// `never` under CI. An unknown value of the variable records nothing.
    public static func effective(requested: GoldenRecording, environment: [String: String]) -> GoldenRecording {
        if isCI(environment) { return .never }
        let fromEnvironment: GoldenRecording
        switch environment[variable] {
        case "1", "missing", "true": fromEnvironment = .missing
        case "all": fromEnvironment = .all
        default: fromEnvironment = .never
        }
        return [requested, fromEnvironment].max { $0.rank < $1.rank } ?? .never
    }

    /// Whether `environment` is a CI run: `CI` set to anything but `""`, `0` or `false`.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "FALSE", "False"].contains(value)
    }

    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
