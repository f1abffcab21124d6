import Foundation

/// One sweep process's claim on its outputs in a directory (docs/command-line.md#errors): the file
/// `DIR/.tunelab-<stem>.lock` (`.tunelab-results.lock`, `.tunelab-shard-00001-of-00004.lock`,
/// so the shards of one split still share a directory) holding `pid host`. A second sweep
/// writing the same outputs refuses (exit 2) naming the holder; a lock whose process is gone
/// (same host, no such pid) is stale and taken over, with a note (`tookOverFrom`). Removed
/// when the sweep ends, however it ends: done, failed, or interrupted (`SweepInterruption`).
final class SweepLock {
    let path: String
    /// The pid of the gone process whose stale lock this one replaced, if any.
    private(set) var tookOverFrom: Int32?

    private init(path: String) { self.path = path }

    /// Who holds a lock file, as `status` reports it.
    enum Holder: Equatable {
        /// A process on this host that is alive.
        case alive(pid: Int32)
        /// A process on this host that is gone: the lock is stale.
        case gone(pid: Int32)
        /// A process on another host (not checked).
        case elsewhere(pid: Int32, host: String)
        /// An empty or unreadable lock file.
        case unknown
    }

    /// The path of the lock for `stem` in `directory`.
    static func path(directory: String, stem: String) -> String { directory + "/.tunelab-\(stem).lock" }

    /// The holder of the lock at `path`; nil when there is no lock file.
    static func holder(at path: String) -> Holder? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let text =
            (try? JSONFile.readBytes(path, limit: FileLimit(bytes: 4096, kind: "a lock file")))
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard let pid = parts.first.flatMap({ Int32($0) }) else { return .unknown }
        let host = parts.count > 1 ? String(parts[1]) : SweepManifest.hostName
        guard host == SweepManifest.hostName else { return .elsewhere(pid: pid, host: host) }
        return kill(pid, 0) != 0 && errno == ESRCH ? .gone(pid: pid) : .alive(pid: pid)
    }

    /// Takes the lock for `stem` in `directory` (which must exist).
    static func acquire(directory: String, stem: String) throws -> SweepLock {
        let path = path(directory: directory, stem: stem)
        var stale: Int32?
        let me = "\(getpid()) \(SweepManifest.hostName)\n"
        for _ in 0..<3 {
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if fd >= 0 {
                let bytes = Array(me.utf8)
                _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                close(fd)
                let lock = SweepLock(path: path)
                lock.tookOverFrom = stale
                return lock
            }
            guard errno == EEXIST else { throw AtomicFile.failure(path, errno) }
            let holder =
                (try? JSONFile.readBytes(path, limit: FileLimit(bytes: 4096, kind: "a lock file")))
                .map { String(decoding: $0, as: UTF8.self) } ?? ""
            let parts = holder.split(whereSeparator: { $0 == " " || $0 == "\n" })
            let pid = parts.first.flatMap { Int32($0) }
            let host = parts.count > 1 ? String(parts[1]) : SweepManifest.hostName
            if let pid, host == SweepManifest.hostName, kill(pid, 0) != 0, errno == ESRCH {
                unlink(path)  // stale: its process is gone
                stale = pid
                continue
            }
            if pid == nil, holder.isEmpty {
                // Created but not yet written by its owner, or torn by a crash: wait a moment once.
                usleep(100_000)
                if let again = try? JSONFile.readBytes(path, limit: FileLimit(bytes: 4096, kind: "a lock file")), again.isEmpty {
                    unlink(path)
                    continue
                }
                continue
            }
            let who = pid.map { "pid \($0) on \(host)" } ?? "an unknown process"
            throw ToolError(
                "\(directory): another tunelab sweep (\(who)) is writing these outputs; wait for it, use another --out, or remove \(path) if that process is gone",
                isInput: true)
        }
        throw ToolError("\(directory): cannot take the lock \(path)", isInput: true)
    }

    /// Gives the lock up.
    func release() { unlink(path) }
}
