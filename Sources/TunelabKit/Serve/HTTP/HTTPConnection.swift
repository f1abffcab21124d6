import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted client socket whose request has been read (`HTTPReadingSet`, under a deadline
/// for the whole request, so a client trickling bytes is cut off as a silent one is): writes
/// one response, closes. One thread owns it at a time (hence `@unchecked Sendable`). A client that has gone away makes a write fail with EPIPE
/// (`MSG_NOSIGNAL`: never a SIGPIPE), which ends this connection and nothing else.
final class HTTPConnection: @unchecked Sendable {
    let fd: Int32
    private let limits: HTTPLimits
    private var closed = false

    init(fd: Int32, limits: HTTPLimits) {
        self.fd = fd
        self.limits = limits
        var timeout = timeval(tv_sec: Int(limits.writeDeadline), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { finish() }

    /// Closes the socket (once), gracefully: stops sending, then reads and drops what the
    /// client still sends for at most 0.2 s (closing with unread bytes would reset the
    /// connection, and the client could lose the response it has not read yet).
    func finish() {
        guard !closed else { return }
        closed = true
        shutdown(fd, Int32(SHUT_WR))
        let deadline = Self.now() + 0.2
        var dropped = 0
        var scratch = [UInt8](repeating: 0, count: 4096)
        while dropped < 1 << 20 {
            let left = deadline - Self.now()
            guard left > 0 else { break }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { break }
            let n = scratch.withUnsafeMutableBufferPointer { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            dropped += n
        }
        _ = close(fd)
    }

    /// Sends `response` in full; false when the client is gone or stopped reading.
    @discardableResult
    func respond(_ response: HTTPResponse) -> Bool {
        let bytes = response.bytes
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return send(fd, base + sent, buffer.count - sent, Self.noSignal)
            }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }  // EPIPE, ECONNRESET, the write deadline: this client only
            sent += n
        }
        return true
    }

    /// The index of the first `\r\n\r\n` at or after `start`.
    static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var i = start
        while i + 3 < bytes.count {
            if bytes[i] == 13, bytes[i + 1] == 10, bytes[i + 2] == 13, bytes[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    /// `send` flags: no SIGPIPE for a vanished client (Linux; elsewhere SIGPIPE is ignored).
    #if canImport(Glibc)
        static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        static let noSignal: Int32 = 0
    #endif

    /// Monotonic seconds.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
