#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a JSON file from disk and parses it with `JSONParser`.
public enum JSONFile {
    /// Reads and parses the file at `path`. Errors name `displayName` (default `path`).
    ///
    /// A file that cannot be read is `cannot read "x.json": no such file` (also
    /// `permission denied`, `is a directory`, or the system's reason) with no position;
    /// a caller that found the name inside another file re-reports it there with
    /// `InputError.at(file:position:path:)` (docs/command-line.md#errors). Bytes that are not UTF-8 are
    /// `not valid UTF-8 text`.
    public static func read(_ path: String, displayName: String? = nil) throws(InputError) -> JSONNode {
        let name = displayName ?? path
        let bytes: [UInt8]
        do {
            bytes = try readBytes(path, limit: .json)
        } catch {
            throw InputError(
                file: name, position: nil, path: nil,
                message: "cannot read \(JSONWriter.quoted(name)): \(error.reason)")
        }
        return try JSONParser.parse(UTF8Check.text(bytes, file: name), file: name)
    }

    /// Why a file could not be read, as a short lower-case phrase.
    struct ReadFailure: Error {
        let reason: String
        init(reason: String) { self.reason = reason }
        init(errno code: Int32) {
            switch code {
            case ENOENT: reason = "no such file"
            case EACCES: reason = "permission denied"
            case EISDIR: reason = "is a directory"
            case ENOTDIR: reason = "a parent is not a directory"
            default: reason = String(cString: strerror(code)).lowercased()
            }
        }
    }

    /// The whole file's bytes (POSIX, so the reason for a failure is known). Only a regular
    /// file is read (a directory, device, FIFO or socket is refused without reading), and never
    /// more than `limit` bytes: a larger file is refused, whatever its size claims.
    static func readBytes(_ path: String, limit: FileLimit) throws(ReadFailure) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw ReadFailure(errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReadFailure(errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ReadFailure(errno: EISDIR)
        default: throw ReadFailure(reason: "not a regular file")
        }
        guard Int(info.st_size) <= limit.bytes else { throw ReadFailure(reason: limit.exceeded) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw ReadFailure(errno: errno)
            }
            if n == 0 { return bytes }
            guard bytes.count + n <= limit.bytes else { throw ReadFailure(reason: limit.exceeded) }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
