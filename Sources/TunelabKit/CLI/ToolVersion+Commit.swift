extension ToolVersion {
    /// The commit a release binary was built from (`scripts/release.sh` stamps this line in
    /// its copy of the sources); `nil` in a build from a working tree.
    public static let commit: String? = nil

    /// What `tunelab --version` prints: `tunelab 0.1.0`, and `(commit 1a2b3c4d5e6f)` in a
    /// release build.
    public static var line: String {
        "tunelab \(current)" + (commit.map { " (commit \($0))" } ?? "")
    }
}
