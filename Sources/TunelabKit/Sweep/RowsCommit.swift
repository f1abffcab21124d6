import Foundation

/// The last steps of a sweep's rows — `fsync` and close `results.csv.partial`, then rename it
/// to `results.csv` — on a thread of their own, so that the report is written while the disk
/// syncs the rows (the `fsync` of the reference grid's 1.2 MB took 0.7–2 ms on a 2-core
/// virtual machine, mostly waiting for the disk; the million-point grid's 63 MB, 25 ms). The
/// order on disk is unchanged: the rows are synced before their rename, and `run.json` says
/// `done` only once both the rows and the report are in place (`SweepReport.write` waits for
/// them).
final class RowsCommit: @unchecked Sendable {
    private let ended = DispatchSemaphore(value: 0)
    /// What failed (set by the thread before it signals `ended`).
    private var failure: Error?
    /// How long `wait` blocked, in seconds (the sync outlasting the report): time that belongs
    /// to neither phase in `run.json`, only to the whole command.
    private(set) var waitedSeconds = 0.0

    /// Starts syncing, closing and renaming `file` to `path`.
    init(_ file: AppendFile, renamingTo path: String) {
        Thread.detachNewThread { [self] in
            do {
                try file.close()
                try FileManager.default.moveItemReplacing(at: file.path, to: path)
            } catch {
                failure = error
            }
            ended.signal()
        }
    }

    /// Waits until the rows are in place (at once after the first call); throws what failed:
    /// an `AtomicFile.WriteError` naming the file and the system's reason.
    func wait() throws {
        let start = DispatchTime.now().uptimeNanoseconds
        ended.wait()
        ended.signal()
        waitedSeconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if let failure { throw failure }
    }
}
