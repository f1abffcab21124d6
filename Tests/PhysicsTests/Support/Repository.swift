import Foundation

/// The repository's root folder, where the tests read shipped files (experiments, reports,
/// docs, sources): the one place that climbs from this file's path.
enum Repository {
    /// The root as a file URL (Tests/PhysicsTests/Support/Repository.swift, four levels up).
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The root as a path.
    static let path = url.path
}
