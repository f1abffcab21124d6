/// The checks every request passes before it is routed (docs/serve.md#security):
///
/// * **Host** is exactly `127.0.0.1:PORT`, `localhost:PORT` or `[::1]:PORT` (a DNS-rebinding
///   page arrives with its own name): otherwise 403.
/// * **Session**: the launch token (`/?token=…` in the printed URL) is exchanged once for an
///   `HttpOnly; SameSite=Strict` cookie holding the session secret; every other request
///   needs that cookie: otherwise 401.
/// * **Origin**: every request that changes state (`POST`) must carry an `Origin` that is this
///   server's own (`http://` + one of the hosts above): otherwise 403. No CORS header is ever
///   sent, so no other origin can read a response either.
struct ServeGuard: Sendable {
    let port: Int
    let launchToken: ServeToken
    let session: ServeToken

    static let cookieName = "tunelab_session"

    /// The Host values accepted.
    var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] }

    /// The Origin values accepted.
    var origins: [String] { hosts.map { "http://" + $0 } }

    /// The URL printed at launch.
    var launchURL: String { "http://127.0.0.1:\(port)/?token=\(launchToken.text)" }

    /// The refusal for `request`, or nil when it may be routed. `exchange`: the response that
    /// swaps a valid launch token for the cookie.
    func check(_ request: HTTPRequest) -> HTTPResponse? {
        guard let host = request.header("host"), hosts.contains(host) else {
            return .text(403, "Host must be one of \(hosts.joined(separator: ", "))")
        }
        if request.method == "POST" {
            // Exactly one Origin: a second one (which a proxy or a forged request could add) is
            // not a later one to ignore.
            guard request.count(of: "origin") == 1, let origin = request.header("origin"), origins.contains(origin) else {
                return .text(403, "a request that changes state needs this server's Origin")
            }
        }
        if request.method == "GET", request.path == "/", let token = request.queryValue("token") {
            guard launchToken.matches(token) else { return .text(401, "wrong token: open the URL tunelab serve printed") }
            return HTTPResponse(
                status: 303, contentType: "text/plain; charset=utf-8", body: Array("signed in\n".utf8),
                headers: [
                    ("Set-Cookie", "\(Self.cookieName)=\(session.text); Path=/; HttpOnly; SameSite=Strict"),
                    ("Location", "/")
                ])
        }
        guard session.matches(request.cookie(Self.cookieName)) else {
            return .text(401, "not signed in: open the URL tunelab serve printed (it holds this launch's token)")
        }
        return nil
    }
}
