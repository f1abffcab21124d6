/// One request read incrementally, as bytes arrive: the head up to the blank line (at most
/// `HTTPLimits.headerBytes`), then exactly `Content-Length` body bytes. The accept loop feeds
/// it what a non-blocking read returned (`HTTPReadingSet`), so no client holds a thread while it
/// sends (docs/serve.md#security).
struct HTTPRequestReader {
    /// Where a read stands after the bytes fed so far.
    enum Progress {
        case needMore
        case complete(HTTPRequest)
        /// The response to send before closing (400, 413, 431, 501).
        case failed(HTTPResponse)
    }

    private let limits: HTTPLimits
    private var buffer: [UInt8] = []
    private var head: HTTPRequestParser.Head?
    private var bodyStart = 0

    init(limits: HTTPLimits) { self.limits = limits }

    /// Whether any byte has arrived.
    var started: Bool { !buffer.isEmpty }

    /// How many bytes to read next: a chunk while the head is coming, then exactly what the body
    /// lacks (bytes after the body are never read).
    var wanted: Int {
        guard let head else { return 4096 }
        return max(1, min(4096, head.contentLength - (buffer.count - bodyStart)))
    }

    /// Takes `bytes` (at most `wanted`) and says where the request stands.
    mutating func feed(_ bytes: ArraySlice<UInt8>) -> Progress {
        if head == nil {
            let searchFrom = max(0, buffer.count - 3)
            buffer += bytes
            guard let end = HTTPConnection.blankLine(in: buffer, from: searchFrom) else {
                return buffer.count > limits.headerBytes ? .failed(.text(431, "request head over \(limits.headerBytes) bytes")) : .needMore
            }
            guard end <= limits.headerBytes else { return .failed(.text(431, "request head over \(limits.headerBytes) bytes")) }
            switch HTTPRequestParser.parse(head: buffer[..<end], limits: limits) {
            case .success(let parsed): head = parsed
            case .failure(let response): return .failed(response)
            }
            bodyStart = end + 4
        } else {
            buffer += bytes
        }
        guard let head else { return .needMore }
        let bodyCount = buffer.count - bodyStart
        if bodyCount > head.contentLength { return .failed(.text(400, "more bytes than Content-Length")) }
        guard bodyCount == head.contentLength else { return .needMore }
        var request = head.request
        request.body = Array(buffer[bodyStart...])
        return .complete(request)
    }

    /// The answer when the client closed before the request was whole (nil: it sent nothing).
    var closedEarly: HTTPResponse? {
        guard started else { return nil }
        return .text(400, head == nil ? "the client closed mid-request" : "the client closed mid-body")
    }

    /// The answer when the read deadline passed.
    var timedOut: HTTPResponse {
        .text(408, (head == nil ? "request" : "request body") + " not received within \(limits.readDeadline) s")
    }
}
