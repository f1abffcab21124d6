#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that rows are appended to (a sweep's `results.csv.partial`), with POSIX calls so that
/// a failure (a full disk, a file-size limit) is an `AtomicFile.WriteError` naming the path and
/// the system's reason, never a crash. Used by one thread at a time (it may be handed to
/// another: `RowsCommit`).
final class AppendFile: @unchecked Sendable {
    let path: String
    private var fd: Int32

    /// Opens `path` for appending; it must exist.
    init(_ path: String) throws(AtomicFile.WriteError) {
        self.path = path
        fd = open(path, O_WRONLY | O_APPEND)
        guard fd >= 0 else { throw AtomicFile.failure(path, errno) }
    }

    deinit { if fd >= 0 { _ = systemClose(fd) } }

    /// Appends every byte of `bytes`.
    func append(_ bytes: [UInt8]) throws(AtomicFile.WriteError) {
        if let code = AtomicFile.writeAll(bytes, to: fd) { throw AtomicFile.failure(path, code) }
    }

    /// fsync and close.
    func close() throws(AtomicFile.WriteError) {
        guard fd >= 0 else { return }
        let synced = fsync(fd) == 0 ? 0 : errno
        let closed = systemClose(fd) == 0 ? 0 : errno
        fd = -1
        if synced != 0 && synced != EINVAL { throw AtomicFile.failure(path, synced) }
        if closed != 0 { throw AtomicFile.failure(path, closed) }
    }
}

#if canImport(Glibc)
    private let systemClose = Glibc.close
#elseif canImport(Darwin)
    private let systemClose = Darwin.close
#endif
