import Foundation
import Testing

@testable import TunelabKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each rule of docs/serve.md#security, broken on purpose over a real loopback socket.
@Suite(.serialized) struct ServeSecurityTests {
    static let small = HTTPLimits(
        headerBytes: 2048, bodyBytes: 4096, headerCount: 16, readDeadline: 0.4, writeDeadline: 2, connections: 3)

    @Test func bindsLoopbackOnly() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(server.launch.server.listener.fd, $0, &length) }
        }
        #expect(
            UInt32(bigEndian: address.sin_addr.s_addr) == 0x7F00_0001,
            "bound to \(String(UInt32(bigEndian: address.sin_addr.s_addr), radix: 16)), not 127.0.0.1")
        #expect(
            !CommandSpec.named("serve")!.options.contains { $0.flag.contains("bind") || $0.flag.contains("host") },
            "no option binds elsewhere")
    }

    @Test(arguments: [
        "evil.example", "evil.example:PORT", "127.0.0.1", "localhost:1", "127.0.0.1:PORT.evil.example", "LOCALHOST:PORT x", ""
    ])
    func aForeignHostIsRefused(host: String) throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let value = host.replacingOccurrences(of: "PORT", with: String(server.port))
        let head = "GET /api/state HTTP/1.1\r\nHost: \(value)\r\nCookie: \(server.cookie)\r\n\r\n"
        let reply = ServeTestClient.exchange(port: server.port, Array(head.utf8))
        #expect(reply.status == 403, "Host \(value): \(reply)")
    }

    /// Issue 44: two Origin headers, the first this server's and the second another's: refused
    /// (only the first was checked).
    @Test func twoOriginsAreRefused() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let head = [
            "POST /api/save HTTP/1.1", "Host: \(server.host)", "Cookie: \(server.cookie)", "Content-Type: application/json",
            "Origin: \(server.origin)", "Origin: http://evil.example", "Content-Length: 2"
        ]
        let reply = ServeTestClient.exchange(port: server.port, Array((head.joined(separator: "\r\n") + "\r\n\r\n{}").utf8))
        #expect(reply.status == 403, "\(reply)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: server.out.path))?.isEmpty ?? true, "nothing saved")
    }

    /// Issue 44: a body whose bytes are not UTF-8 is refused at the byte, not read as U+FFFD.
    @Test func aBodyThatIsNotUTF8IsRefused() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        var body = Array("{\"client\":\"a".utf8) + [0xFF] + Array("\"}".utf8)
        let head =
            "POST /api/simulate HTTP/1.1\r\nHost: \(server.host)\r\nCookie: \(server.cookie)\r\nOrigin: \(server.origin)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        body = Array(head.utf8) + body
        let reply = ServeTestClient.exchange(port: server.port, body)
        #expect(reply.status == 400 && reply.body.contains("request:1:13: not valid UTF-8 text (byte 0xFF)"), "\(reply)")
    }

    @Test func theThreeLoopbackNamesAreAccepted() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        for host in ["127.0.0.1", "localhost", "[::1]"] {
            let head = "GET /api/state HTTP/1.1\r\nHost: \(host):\(server.port)\r\nCookie: \(server.cookie)\r\n\r\n"
            let reply = ServeTestClient.exchange(port: server.port, Array(head.utf8))
            #expect(reply.status == 200, "Host \(host): \(reply)")
        }
    }

    @Test func theTokenIsExchangedForAStrictHttpOnlyCookie() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let host = "Host: \(server.host)"
        let none = ServeTestClient.exchange(port: server.port, Array("GET /api/state HTTP/1.1\r\n\(host)\r\n\r\n".utf8))
        #expect(none.status == 401, "no cookie: \(none)")
        let page = ServeTestClient.exchange(port: server.port, Array("GET / HTTP/1.1\r\n\(host)\r\n\r\n".utf8))
        #expect(page.status == 401, "the page without a cookie: \(page)")
        let forged = ServeTestClient.exchange(
            port: server.port,
            Array(
                "GET /api/state HTTP/1.1\r\n\(host)\r\nCookie: \(ServeGuard.cookieName)=\(server.launch.guardian.launchToken.text)\r\n\r\n"
                    .utf8))
        #expect(forged.status == 401, "the launch token is not the session cookie: \(forged)")
        let wrong = ServeTestClient.exchange(
            port: server.port, Array("GET /?token=\(String(repeating: "0", count: 64)) HTTP/1.1\r\n\(host)\r\n\r\n".utf8))
        #expect(wrong.status == 401 && wrong.header("set-cookie") == nil, "wrong token: \(wrong)")
        let right = ServeTestClient.exchange(
            port: server.port, Array("GET /?token=\(server.launch.guardian.launchToken.text) HTTP/1.1\r\n\(host)\r\n\r\n".utf8))
        #expect(right.status == 303, "right token: \(right)")
        let cookie = right.header("set-cookie") ?? ""
        #expect(cookie == "\(server.cookie); Path=/; HttpOnly; SameSite=Strict", "cookie: \(cookie)")
        let after = server.request("GET", "/api/state")
        #expect(after.status == 200, "with the cookie: \(after)")
    }

    @Test(arguments: [nil, "http://evil.example", "null", "http://127.0.0.1:1", "https://127.0.0.1:PORT"])
    func aStateChangeFromAnotherOriginIsRefused(origin: String?) throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        var head = ["POST /api/save HTTP/1.1", "Host: \(server.host)", "Cookie: \(server.cookie)", "Content-Type: application/json"]
        if let origin { head.append("Origin: " + origin.replacingOccurrences(of: "PORT", with: String(server.port))) }
        let body = "{}"
        head.append("Content-Length: \(body.count)")
        let reply = ServeTestClient.exchange(port: server.port, Array((head.joined(separator: "\r\n") + "\r\n\r\n" + body).utf8))
        #expect(reply.status == 403, "Origin \(origin ?? "absent"): \(reply)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: server.out.path))?.isEmpty ?? true, "nothing saved")
    }

    @Test func everyResponseHasTheSecurityHeadersAndNoCORS() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let replies = [
            server.request("GET", "/"), server.request("GET", "/app.js"), server.request("GET", "/nope"),
            server.request("GET", "/api/state", extra: ["Origin: http://evil.example"]),
            ServeTestClient.exchange(port: server.port, Array("GET / HTTP/1.1\r\nHost: evil\r\n\r\n".utf8))
        ]
        for reply in replies {
            #expect(reply.header("content-security-policy") == HTTPResponse.contentSecurityPolicy, "\(reply)")
            #expect(reply.header("x-content-type-options") == "nosniff", "\(reply)")
            #expect(!reply.headers.contains { $0.name.hasPrefix("access-control-") }, "CORS header in \(reply)")
        }
        #expect(
            !ServePage.html.contains("<script>") && !ServePage.html.contains("style="), "no inline script or style for the CSP to allow")
    }

    /// `GET /api/charts` is one more exact route: the cookie and Host rules hold, no query or
    /// path suffix names a file, and it takes GET only.
    @Test func theChartsRouteTakesNoPathFromTheRequest() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let none = ServeTestClient.exchange(port: server.port, Array("GET /api/charts HTTP/1.1\r\nHost: \(server.host)\r\n\r\n".utf8))
        #expect(none.status == 401, "no cookie: \(none)")
        let foreign = ServeTestClient.exchange(
            port: server.port,
            Array("GET /api/charts HTTP/1.1\r\nHost: evil.example:\(server.port)\r\nCookie: \(server.cookie)\r\n\r\n".utf8))
        #expect(foreign.status == 403, "bad Host: \(foreign)")
        let plain = server.request("GET", "/api/charts")
        #expect(plain.status == 200 && plain.body.contains("\"source\""), "\(plain.status)")
        for query in ["?file=/etc/passwd", "?folder=../../../../etc&results=passwd", "?dir=%2e%2e%2f%2e%2e%2fetc%2fpasswd"] {
            let reply = server.request("GET", "/api/charts" + query)
            #expect(reply.status == 200 && reply.body == plain.body, "\(query): the query changed the answer")
            #expect(!reply.body.contains("root:"), "\(query) served a file")
        }
        for path in ["/api/charts/../../etc/passwd", "/api/charts/", "/api/charts%2f..%2fetc%2fpasswd"] {
            let reply = server.request("GET", path)
            #expect(reply.status == 404 && !reply.body.contains("root:"), "\(path): \(reply)")
        }
        #expect(server.request("POST", "/api/charts", body: "{}").status == 405)
    }

    @Test(arguments: [
        "/../../etc/passwd", "/app.js/../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/etc/passwd", "//etc/passwd", "/app.css%00.js"
    ])
    func noPathReachesTheFileSystem(path: String) throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let reply = server.request("GET", path)
        #expect(reply.status == 404, "\(path): \(reply)")
        #expect(!reply.body.contains("root:"), "\(path) served a file")
    }

    @Test func anOversizedHeadIsRefused() throws {
        let server = try ServeTestServer(limits: Self.small)
        defer { server.stop() }
        let reply = server.request("GET", "/api/state", extra: ["X-Padding: " + String(repeating: "a", count: 4000)])
        #expect(reply.status == 431, "\(reply)")
        let many = server.request("GET", "/api/state", extra: (0..<40).map { "X-\($0): 1" })
        #expect(many.status == 431, "\(many)")
    }

    @Test func anOversizedOrChunkedBodyIsRefused() throws {
        let server = try ServeTestServer(limits: Self.small)
        defer { server.stop() }
        let head =
            "POST /api/simulate HTTP/1.1\r\nHost: \(server.host)\r\nCookie: \(server.cookie)\r\nOrigin: \(server.origin)\r\nContent-Type: application/json\r\n"
        let big = ServeTestClient.exchange(port: server.port, Array((head + "Content-Length: 100000000\r\n\r\n{").utf8))
        #expect(big.status == 413, "\(big)")
        let chunked = ServeTestClient.exchange(
            port: server.port, Array((head + "Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n0\r\n\r\n").utf8))
        #expect(chunked.status == 501, "\(chunked)")
        let twice = ServeTestClient.exchange(port: server.port, Array((head + "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}").utf8))
        #expect(twice.status == 400, "\(twice)")
    }

    @Test func aSlowClientIsCutOffAtTheReadDeadline() throws {
        let server = try ServeTestServer(limits: Self.small)
        defer { server.stop() }
        let fd = ServeTestClient.connectSocket(port: server.port)
        defer { close(fd) }
        // Slowloris: a byte at a time, never the blank line.
        for byte in Array("GET /api/state HTTP/1.1\r\nHost: \(server.host)\r\n".utf8).prefix(6) {
            ServeTestClient.write(fd, [byte])
            usleep(50_000)
        }
        let reply = ServeTestClient.parse(ServeTestClient.readAll(fd))
        #expect(reply.status == 408, "\(reply)")
        #expect(server.request("GET", "/api/state").status == 200, "the server still answers")
    }

    /// Issue 44: idle sockets hold no thread and cannot stall a request. Ten idle clients, more
    /// than the reading set holds: a request is still answered at once, the oldest idle ones
    /// get a 503 as newer ones come, and the rest a 408 at their deadline.
    @Test func idleConnectionsCannotStallARequest() throws {
        var limits = Self.small
        limits.reading = 4
        limits.readDeadline = 2  // longer than the old accept loop took to refuse the extra ones
        let server = try ServeTestServer(limits: limits)
        defer { server.stop() }
        let idle = (0..<10).map { _ in ServeTestClient.connectSocket(port: server.port) }
        var waited = 0
        while server.launch.server.readingConnections < limits.reading && waited < 200 {
            usleep(10_000)
            waited += 1
        }
        let reply = server.request("GET", "/api/state")
        #expect(reply.status == 200, "\(reply.status)")
        let statuses = idle.map { fd -> Int in
            defer { close(fd) }
            return ServeTestClient.parse(ServeTestClient.readAll(fd)).status
        }
        #expect(Set(statuses).isSubset(of: [503, 408]), "\(statuses)")
        #expect(statuses.contains(503), "the oldest are dropped: \(statuses)")
        waited = 0
        while server.launch.server.activeConnections > 0 && waited < 300 {  // the 408s' threads close
            usleep(10_000)
            waited += 1
        }
        #expect(server.request("GET", "/api/state").status == 200, "served again")
    }

    /// Requests whose answers are being made count against `connections`; one more is refused
    /// at once, and served again once they are done.
    @Test func requestsBeyondTheCapAreRefusedAtOnce() throws {
        let gate = DispatchSemaphore(value: 0)
        let limits = Self.small
        let server = try HTTPServer(port: 0, limits: limits) { _ in
            gate.wait()
            return .text(200, "done")
        }
        let runner = Thread { server.run() }
        runner.start()
        defer { server.stop() }
        let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        let busy = (0..<limits.connections).map { _ -> Int32 in
            let fd = ServeTestClient.connectSocket(port: server.port)
            ServeTestClient.write(fd, head)
            return fd
        }
        var waited = 0
        while server.activeConnections < limits.connections && waited < 300 {
            usleep(10_000)
            waited += 1
        }
        #expect(ServeTestClient.exchange(port: server.port, head).status == 503)
        for _ in busy { gate.signal() }
        for fd in busy {
            #expect(ServeTestClient.parse(ServeTestClient.readAll(fd)).status == 200)
            close(fd)
        }
        waited = 0
        while server.activeConnections > 0 && waited < 300 {  // their threads close after answering
            usleep(10_000)
            waited += 1
        }
        gate.signal()
        #expect(ServeTestClient.exchange(port: server.port, head).status == 200, "served again")
    }

    @Test func aClientThatVanishesMidResponseDoesNotStopTheServer() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let body = "{\"values\":{\"layout.scaleFrequency\":0.3},\"case\":1}"
        let request =
            "POST /api/simulate HTTP/1.1\r\nHost: \(server.host)\r\nCookie: \(server.cookie)\r\nOrigin: \(server.origin)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        for _ in 0..<3 {
            let fd = ServeTestClient.connectSocket(port: server.port)
            // Ask for a large answer, then reset the connection (SO_LINGER 0) before it comes.
            var hard = linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &hard, socklen_t(MemoryLayout<linger>.size))
            ServeTestClient.write(fd, Array(request.utf8))
            close(fd)
        }
        let state = server.request("GET", "/api/state")
        #expect(state.status == 200, "\(state)")
        let again = server.request("POST", "/api/simulate", body: body)
        #expect(again.status == 200, "\(again.status)")
    }

    @Test func theWorkOfARequestIsBounded() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let outside = server.request("POST", "/api/simulate", body: "{\"values\":{\"layout.scaleFrequency\":500}}")
        #expect(outside.status == 422 && outside.body.contains("expected a number in [0.05, 0.8]"), "\(outside)")
        let unknown = server.request("POST", "/api/simulate", body: "{\"values\":{\"layout.scaleFrequncy\":0.3}}")
        #expect(unknown.status == 422 && unknown.body.contains("did you mean layout.scaleFrequency?"), "\(unknown)")
        let member = server.request("POST", "/api/simulate", body: "{\"valuse\":{}}")
        #expect(member.status == 400 && member.body.contains("did you mean values?"), "\(member)")
        let caseIndex = server.request("POST", "/api/simulate", body: "{\"case\":7}")
        #expect(caseIndex.status == 422, "\(caseIndex)")
        let plain = ServeTestClient.exchange(
            port: server.port,
            Array(
                "POST /api/save HTTP/1.1\r\nHost: \(server.host)\r\nCookie: \(server.cookie)\r\nOrigin: \(server.origin)\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}"
                    .utf8))
        #expect(plain.status == 415, "\(plain)")
        let method = server.request("DELETE", "/api/state")
        #expect(method.status == 405, "\(method)")
        let wrongMethod = server.request("GET", "/api/save")
        #expect(wrongMethod.status == 405, "\(wrongMethod)")
    }

    @Test func aLongerScenarioThanTheCapIsRefused() throws {
        let directory = try TempDirectory("serve-cap")
        defer { try? FileManager.default.removeItem(atPath: directory.path) }
        // A scenario whose duration the slider can double past the frame cap.
        let file = try directory.write(
            "{\"duration\": 60, \"frameRate\": 120, \"physicsRate\": 1200, \"gesture\": [{\"flick\": {\"velocity\": -1000}}], \"layout\": {\"kind\": \"cardStack\"}}",
            to: "long.json")
        let server = try ServeTestServer(input: file)
        defer { server.stop() }
        let reply = server.request("POST", "/api/simulate", body: "{\"values\":{\"duration\":120}}")
        #expect(reply.status == 422 && reply.body.contains("more than one request may simulate"), "\(reply)")
    }
}
