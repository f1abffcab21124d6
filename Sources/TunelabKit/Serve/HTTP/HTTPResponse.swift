/// One HTTP/1.1 response. Every response carries the same security headers (docs/serve.md#security):
/// a Content-Security-Policy that allows only this server's own script and style, `nosniff`,
/// no framing, no referrer (the launch token must not leak), no caching, `Connection: close`;
/// and never a CORS header. A refusal travels as the `Error` of a `Result` until it is sent.
struct HTTPResponse: Sendable, Error {
    var status: Int
    var contentType: String
    var body: [UInt8]
    /// Extra headers (`Set-Cookie`, `Location`).
    var headers: [(name: String, value: String)] = []

    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    static func json(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(text.utf8))
    }

    /// A JSON `{"error": message}` with `status`.
    static func jsonError(_ status: Int, _ message: String) -> HTTPResponse {
        json("{\"error\":\(JSONWriter.quoted(message))}", status: status)
    }

    /// The reason phrase of the statuses this server sends.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 303: "See Other"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }

    /// The bytes on the wire: status line, headers, blank line, body.
    var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        head += "Content-Security-Policy: \(Self.contentSecurityPolicy)\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        head += "X-Frame-Options: DENY\r\n"
        head += "Referrer-Policy: no-referrer\r\n"
        head += "Cross-Origin-Opener-Policy: same-origin\r\n"
        head += "Cross-Origin-Resource-Policy: same-origin\r\n"
        head += "Cache-Control: no-store\r\n"
        head += "Connection: close\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        head += "\r\n"
        return Array(head.utf8) + body
    }
}
