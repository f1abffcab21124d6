import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clients still sending their request, read by the accept loop without blocking: one
/// `poll` over all of them, each readable socket read once (`HTTPRequestReader`). A client holds
/// a socket here, never a thread, so idle connections cannot stall the ones that send a
/// request: at most `HTTPLimits.reading` wait at once, and one more drops the one that has
/// waited longest (closed at once, with no drain); each is answered 408 at its read deadline.
/// A finished read (a whole request, or the 400/408/413/431/501 to answer) goes back to the
/// server, which serves it on a thread of its own: nothing on this path waits for a client
/// (issue 44).
struct HTTPReadingSet {
    /// A client and its request so far.
    private struct Entry {
        let fd: Int32
        let deadline: Double
        var reader: HTTPRequestReader
    }

    private let limits: HTTPLimits
    private var entries: [Entry] = []

    init(limits: HTTPLimits) { self.limits = limits }

    var count: Int { entries.count }

    /// Adds an accepted client (made non-blocking); the oldest is dropped when the set is full.
    mutating func add(_ fd: Int32, now: Double) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        if entries.count >= limits.reading {
            let oldest = entries.removeFirst()
            Self.refuse(oldest.fd, .text(503, "too many connections waiting (at most \(limits.reading))"))
        }
        entries.append(Entry(fd: fd, deadline: now + limits.readDeadline, reader: HTTPRequestReader(limits: limits)))
    }

    /// A read that is over: the client's socket (back in blocking mode) and its request, or the
    /// response that ends it.
    typealias Finished = (fd: Int32, outcome: Result<HTTPRequest, HTTPResponse>)

    /// Waits up to `milliseconds` for the listener or a client, reads what arrived and returns
    /// the reads now over, and whether the listener has a client to accept.
    mutating func poll(listener: Int32, milliseconds: Int32) -> (finished: [Finished], accept: Bool) {
        var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
        fds += entries.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
        #if canImport(Glibc)
            let ready = fds.withUnsafeMutableBufferPointer { Glibc.poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        #else
            let ready = fds.withUnsafeMutableBufferPointer { Darwin.poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        #endif
        var finished: [Finished] = []
        func finish(_ fd: Int32, _ outcome: Result<HTTPRequest, HTTPResponse>) {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            finished.append((fd, outcome))
        }
        let now = HTTPConnection.now()
        var kept: [Entry] = []
        kept.reserveCapacity(entries.count)
        for (i, var entry) in entries.enumerated() {
            if ready > 0, fds[i + 1].revents != 0 {
                switch read(&entry) {
                case .needMore: break
                case .complete(let request):
                    finish(entry.fd, .success(request))
                    continue
                case .failed(let response):
                    finish(entry.fd, .failure(response))
                    continue
                case nil:  // closed by the client
                    if let response = entry.reader.closedEarly { finish(entry.fd, .failure(response)) } else { close(entry.fd) }
                    continue
                }
            }
            if now >= entry.deadline {
                finish(entry.fd, .failure(entry.reader.timedOut))
                continue
            }
            kept.append(entry)
        }
        entries = kept
        return (finished, ready > 0 && fds[0].revents != 0)
    }

    /// One non-blocking read into `entry`'s request; nil when the client closed or failed.
    private func read(_ entry: inout Entry) -> HTTPRequestReader.Progress? {
        var chunk = [UInt8](repeating: 0, count: entry.reader.wanted)
        let n = chunk.withUnsafeMutableBufferPointer { recv(entry.fd, $0.baseAddress, $0.count, 0) }
        if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return .needMore }
        if n <= 0 { return nil }
        return entry.reader.feed(chunk[..<n])
    }

    /// Answers `response` without waiting (a client that does not read loses it) and closes at
    /// once: for a client refused because too many are waiting or being served.
    static func refuse(_ fd: Int32, _ response: HTTPResponse) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let bytes = response.bytes
        _ = bytes.withUnsafeBufferPointer { send(fd, $0.baseAddress, $0.count, HTTPConnection.noSignal) }
        shutdown(fd, Int32(SHUT_WR))
        close(fd)
    }

    /// Closes every client still sending (the server is stopping).
    mutating func closeAll() {
        for entry in entries { close(entry.fd) }
        entries = []
    }
}
