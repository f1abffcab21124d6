/// The bounds one `tunelab serve` keeps on every client (docs/serve.md#security): what a
/// request may send and how long it may take, and how many connections it may hold.
struct HTTPLimits: Sendable {
    /// The request line and headers together, in bytes (beyond: 431).
    var headerBytes = 16 * 1024
    /// The body, in bytes (beyond: 413).
    var bodyBytes = 64 * 1024
    /// Header lines at most (beyond: 431).
    var headerCount = 64
    /// Seconds a client has to send its whole request, from the moment it is accepted (beyond:
    /// 408 and the connection is closed): a client that sends one byte a second is cut off
    /// like a silent one (slowloris).
    var readDeadline = 5.0
    /// Seconds a response may take to leave (a client that stops reading is dropped).
    var writeDeadline = 5.0
    /// Connections served at once (their request read, the answer being made); one more is
    /// answered 503 and closed.
    var connections = 16
    /// Connections still sending their request, read without a thread each; one more drops the
    /// one that has waited longest (503, closed at once), so idle sockets never stall a request.
    var reading = 256

    static let standard = HTTPLimits()
}
