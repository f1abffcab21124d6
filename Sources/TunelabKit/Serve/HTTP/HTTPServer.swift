import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The accept loop: clients are read without blocking by `HTTPReadingSet` (idle ones hold a
/// socket, not a thread, and cannot stall the others), and each read that is over is served on
/// a thread of its own, at most `HTTPLimits.connections` at once (one more gets a 503 at once),
/// one request per connection. `handler` turns a request into a response; it runs on the
/// connection's thread. `run` returns once `shouldStop` says so (checked every 100 ms) and the
/// connections in flight have finished (waiting 2 s at most).
final class HTTPServer: @unchecked Sendable {
    let listener: HTTPListener
    let limits: HTTPLimits
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let lock = NSLock()
    private var active = 0
    private var stopRequested = false
    private var readingCount = 0

    init(port: Int, limits: HTTPLimits = .standard, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(HTTPListener.Failure)
    {
        listener = try HTTPListener(port: port)
        self.limits = limits
        self.handler = handler
    }

    var port: Int { listener.port }

    /// Connections being served now.
    var activeConnections: Int { lock.withLock { active } }

    /// Asks `run` to return (from any thread).
    func stop() { lock.withLock { stopRequested = true } }

    /// Clients still sending their request.
    var readingConnections: Int { lock.withLock { readingCount } }

    /// Serves until `stop()` or `shouldStop()` (a signal's flag).
    func run(shouldStop: () -> Bool = { false }) {
        var reading = HTTPReadingSet(limits: limits)
        while !shouldStop() && !lock.withLock({ stopRequested }) {
            let (finished, acceptable) = reading.poll(listener: listener.fd, milliseconds: 100)
            for (fd, outcome) in finished { serve(fd, outcome) }
            // Everyone waiting in the backlog, at most a set's worth a turn.
            var accepted = 0
            while acceptable, accepted < limits.reading, let client = listener.accept(waiting: 0) {
                reading.add(client, now: HTTPConnection.now())
                accepted += 1
            }
            let count = reading.count
            lock.withLock { readingCount = count }
        }
        reading.closeAll()
        // Let the connections in flight finish, for at most 2 s (a save is atomic, so one cut
        // short leaves no half file; the rest is computation).
        let deadline = HTTPConnection.now() + 2
        while activeConnections > 0 && HTTPConnection.now() < deadline { usleep(10_000) }
    }

    /// Serves a read that is over on a thread of its own, or refuses it at once when
    /// `limits.connections` are being served.
    private func serve(_ fd: Int32, _ outcome: Result<HTTPRequest, HTTPResponse>) {
        let admitted = lock.withLock { () -> Bool in
            guard active < limits.connections else { return false }
            active += 1
            return true
        }
        guard admitted else {
            HTTPReadingSet.refuse(fd, .text(503, "too many connections (at most \(limits.connections))"))
            return
        }
        let connection = HTTPConnection(fd: fd, limits: limits)
        let thread = Thread { [self] in
            switch outcome {
            case .success(let request): connection.respond(handler(request))
            case .failure(let response): connection.respond(response)
            }
            connection.finish()
            lock.withLock { active -= 1 }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
}
