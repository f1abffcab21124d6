#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that no reader ever sees half a file (docs/command-line.md#errors): the bytes go to
/// `<path>.tmp-<pid>` in the same directory, optionally fsync'd, then `rename(2)`
/// replaces `path` atomically. On failure the temporary file is removed.
/// Missing parent directories are created (mode 0755). Files get mode 0644 before umask.
/// Two threads of one process must not write the same `path` at once.
public enum AtomicFile {
    /// Why a write failed: `out/a.csv: cannot write: permission denied`.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): cannot write: \(reason)" }
        public init(path: String, reason: String) { self.path = path; self.reason = reason }
    }

    /// Writes `bytes` to `path` atomically; `sync` also fsyncs the file before the rename
    /// (durability across power loss, not needed against a killed process).
    public static func write(_ bytes: [UInt8], to path: String, sync: Bool = false) throws(WriteError) {
        let failed: WriteError? = bytes.withUnsafeBufferPointer { buffer in
            do throws(WriteError) { try write(buffer, to: path, sync: sync) } catch { return error }
            return nil
        }
        if let failed { throw failed }
    }

    /// Writes `text` as UTF-8 to `path` atomically, from the string's own storage (a page of
    /// megabytes is not copied first).
    public static func write(_ text: String, to path: String, sync: Bool = false) throws(WriteError) {
        var text = text
        let failed: WriteError? = text.withUTF8 { buffer in
            do throws(WriteError) { try write(buffer, to: path, sync: sync) } catch { return error }
            return nil
        }
        if let failed { throw failed }
    }

    /// `write` of the bytes in `buffer`.
    static func write(_ buffer: UnsafeBufferPointer<UInt8>, to path: String, sync: Bool) throws(WriteError) {
        try write(to: path, sync: sync) { writeAll(buffer, to: $0) }
    }

    /// Writes `path` atomically through `body`, which writes the bytes to the open descriptor
    /// it is given and returns the errno of a failure (nil when all was written): for a file
    /// written in pieces held in different places, never gathered in one buffer.
    static func write(to path: String, sync: Bool = false, _ body: (Int32) -> Int32?) throws(WriteError) {
        let temporary = "\(path).tmp-\(getpid())"
        var fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd < 0 && errno == ENOENT {
            // Parents are made only when missing (a report's files mostly share folders).
            try createParentDirectories(of: path)
            fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        guard fd >= 0 else { throw failure(path, errno) }
        if let code = body(fd) {
            close(fd)
            unlink(temporary)
            throw failure(path, code)
        }
        if sync && fsync(fd) != 0 {
            let code = errno
            close(fd)
            unlink(temporary)
            throw failure(path, code)
        }
        if close(fd) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
    }

    /// `mkdir -p` of `path`'s directory.
    public static func createParentDirectories(of path: String) throws(WriteError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        try createDirectories(String(path[..<slash]), reportingAs: path)
    }

    /// `mkdir -p directory`.
    public static func createDirectories(_ directory: String) throws(WriteError) {
        try createDirectories(directory, reportingAs: directory)
    }

    private static func createDirectories(_ directory: String, reportingAs path: String) throws(WriteError) {
        if directory.isEmpty { return }
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for part in directory.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw failure(path, errno) }
            var info = stat()
            if stat(prefix, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR { throw failure(path, ENOTDIR) }
            prefix += "/"
        }
    }

    static func failure(_ path: String, _ code: Int32) -> WriteError {
        let reason: String
        switch code {
        case EACCES: reason = "permission denied"
        case ENOTDIR: reason = "a parent is not a directory"
        case ENOSPC: reason = "no space left on device"
        case EISDIR: reason = "is a directory"
        case EROFS: reason = "read-only file system"
        default: reason = String(cString: strerror(code)).lowercased()
        }
        return WriteError(path: path, reason: reason)
    }
}

extension AtomicFile {
    /// Writes every byte of `bytes` to the open descriptor `fd`, retrying short writes and
    /// EINTR; returns the errno of a failure, nil when all was written.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBufferPointer { writeAll($0, to: fd) }
    }

    /// `writeAll` of the bytes in `buffer`.
    static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Int32? {
        var written = 0
        while written < buffer.count {
            let n = systemWrite(fd, buffer.baseAddress! + written, buffer.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += n
        }
        return nil
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
