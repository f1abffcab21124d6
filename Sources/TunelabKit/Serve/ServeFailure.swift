/// A request the session refuses: the HTTP status and one line saying why.
struct ServeFailure: Error, Sendable {
    let status: Int
    let message: String
    init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }
}
