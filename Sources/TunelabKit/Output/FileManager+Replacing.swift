import Foundation

extension FileManager {
    /// Renames `source` to `destination`, replacing it (atomic on one file system).
    func moveItemReplacing(at source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else { throw AtomicFile.failure(destination, errno) }
    }
}
