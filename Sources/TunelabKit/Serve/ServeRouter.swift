/// Maps a checked request to its handler by exact method and path: the page and its two
/// embedded assets, the state, the sweep's charts, and the four actions. No path reaches the file system
/// (docs/serve.md#security); anything else is 404 (unknown path) or 405 (wrong method).
/// `POST` bodies must be `application/json`.
struct ServeRouter: Sendable {
    let guardian: ServeGuard
    let session: ServeSession

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = guardian.check(request) { return refusal }
        let routes: [String: (method: String, handle: () -> HTTPResponse)] = [
            "/": ("GET", { HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(ServePage.html.utf8)) }),
            "/app.js": (
                "GET", { HTTPResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Array(ServePage.script.utf8)) }
            ),
            "/app.css": ("GET", { HTTPResponse(status: 200, contentType: "text/css; charset=utf-8", body: Array(ServePage.style.utf8)) }),
            "/api/state": ("GET", { session.state() }),
            "/api/charts": ("GET", { session.sweepCharts() }),
            "/api/simulate": ("POST", { session.simulate(request.body) }),
            "/api/export": ("POST", { session.export(request.body) }),
            "/api/neighbourhood": ("POST", { session.neighbourhood(request.body) }),
            "/api/save": ("POST", { session.save(request.body) })
        ]
        guard let route = routes[request.path] else { return .text(404, "no such page") }
        guard request.method == route.method else {
            var response = HTTPResponse.text(405, "\(request.path) takes \(route.method)")
            response.headers.append(("Allow", route.method))
            return response
        }
        if route.method == "POST" {
            guard let type = request.header("content-type"), type.lowercased().hasPrefix("application/json") else {
                return .text(415, "a POST body must be application/json")
            }
        }
        return route.handle()
    }
}
