#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A per-launch secret: 32 random bytes from the system (`/dev/urandom`) as 64 hex digits.
/// The launch token goes into the printed URL; the session secret into the cookie it is
/// exchanged for. Compared in constant time.
struct ServeToken: Sendable, Equatable {
    let text: String

    /// Reads the system's randomness; nil when it cannot be read (an environment fault).
    static func random() -> ServeToken? {
        let fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 32)
        var got = 0
        while got < bytes.count {
            let n = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return read(fd, base + got, buffer.count - got)
            }
            if n <= 0 { return nil }
            got += n
        }
        return ServeToken(text: bytes.map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) }.joined())
    }

    /// Whether `candidate` is this token, in time that does not depend on where they differ.
    func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(text.utf8), b = Array(candidate.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for i in a.indices { difference |= a[i] ^ b[i] }
        return difference == 0
    }
}
