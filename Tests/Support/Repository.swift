import Foundation

/// The repository's root folder, where the tests read shipped files (experiments, reports,
/// docs, sources): the one place that climbs from this file's path.
package enum Repository {
    /// The root as a file URL (Tests/Support/Repository.swift, three levels up).
    package static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The root as a path.
    package static let path = url.path
}
