import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The accept loop: each client on its own thread, at most `HTTPLimits.connections` at once
/// (one more gets a 503 and is closed), one request per connection. `handler` turns a request
/// into a response; it runs on the connection's thread. `run` returns once `shouldStop` says
/// so (checked every 100 ms) and the connections in flight have finished (waiting 2 s at most).
final class HTTPServer: @unchecked Sendable {
    let listener: HTTPListener
    let limits: HTTPLimits
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let lock = NSLock()
    private var active = 0
    private var stopRequested = false

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

    /// Serves until `stop()` or `shouldStop()` (a signal's flag).
    func run(shouldStop: () -> Bool = { false }) {
        while !shouldStop() && !lock.withLock({ stopRequested }) {
            guard let client = listener.accept(waiting: 100) else { continue }
            let admitted = lock.withLock { () -> Bool in
                guard active < limits.connections else { return false }
                active += 1
                return true
            }
            let connection = HTTPConnection(fd: client, limits: limits)
            guard admitted else {
                connection.respond(.text(503, "too many connections (at most \(limits.connections))"))
                connection.finish()
                continue
            }
            let thread = Thread { [self] in
                serve(connection)
                lock.withLock { active -= 1 }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        // Let the connections in flight finish, for at most 2 s (a save is atomic, so one cut
        // short leaves no half file; the rest is computation).
        let deadline = HTTPConnection.now() + 2
        while activeConnections > 0 && HTTPConnection.now() < deadline { usleep(10_000) }
    }

    private func serve(_ connection: HTTPConnection) {
        defer { connection.finish() }
        switch connection.readRequest() {
        case nil: return
        case .failure(let response)?: connection.respond(response)
        case .success(let request)?: connection.respond(handler(request))
        }
    }
}
