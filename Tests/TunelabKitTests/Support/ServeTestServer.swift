import Foundation

@testable import TunelabKit
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `tunelab serve` running in process on a free loopback port, for tests that talk to it
/// over a real socket. `stop()` ends it (tests never send signals to the test runner).
final class ServeTestServer: @unchecked Sendable {
    static let repository = Repository.path

    let launch: ServeCommand.Launch
    let out: TempDirectory
    private let done = DispatchSemaphore(value: 0)

    init(input: String = ServeTestServer.repository + "/experiments/card-rhythm.json", limits: HTTPLimits = .standard) throws {
        out = try TempDirectory("serve")
        launch = try ServeCommand.launch(.init(input: input, port: 0, out: out.path), limits: limits)
        let server = launch.server
        let finished = done
        Thread {
            server.run()
            finished.signal()
        }.start()
    }

    var port: Int { launch.server.port }
    var host: String { "127.0.0.1:\(port)" }
    var origin: String { "http://127.0.0.1:\(port)" }
    var cookie: String { "\(ServeGuard.cookieName)=\(launch.guardian.session.text)" }

    func stop() {
        launch.server.stop()
        done.wait()
        try? FileManager.default.removeItem(atPath: out.path)
    }

    /// A request with this server's Host and cookie (and Origin and JSON type for a POST).
    func request(_ method: String, _ path: String, body: String = "", extra: [String] = []) -> ServeTestClient.Reply {
        var head = ["\(method) \(path) HTTP/1.1", "Host: \(host)", "Cookie: \(cookie)"]
        if method == "POST" { head += ["Origin: \(origin)", "Content-Type: application/json"] }
        head += extra
        head.append("Content-Length: \(body.utf8.count)")
        return ServeTestClient.exchange(port: port, Array((head.joined(separator: "\r\n") + "\r\n\r\n" + body).utf8))
    }
}
