/// The router, set once after the listener knows its port (the guard needs it).
final class RouterBox: @unchecked Sendable {
    var router: ServeRouter?
    func respond(_ request: HTTPRequest) -> HTTPResponse { router?.respond(request) ?? .text(503, "starting") }
}
