import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The listening socket: TCP on 127.0.0.1 only. There is no option to bind any other address
/// (docs/serve.md#security): the page is for the person at this machine. Port 0 takes a free
/// port; `port` says which.
final class HTTPListener {
    let fd: Int32
    let port: Int

    /// Why the socket could not be opened, with the system's reason (an environment fault: exit 2).
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(port requested: Int) throws(Failure) {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let fd = socket(AF_INET, stream, 0)
        guard fd >= 0 else { throw Failure(description: "cannot open a socket: \(Self.reason())") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(requested)).bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)  // 127.0.0.1, and nothing else
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let reason = Self.reason()
            close(fd)
            throw Failure(description: "cannot listen on 127.0.0.1:\(requested): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.fd = fd
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }

    deinit { close(fd) }

    /// The next client, or nil when none arrived within `milliseconds` (or on an interrupted wait).
    func accept(waiting milliseconds: Int32) -> Int32? {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        let client = Self.acceptClient(fd)
        if client >= 0 { _ = fcntl(client, F_SETFD, FD_CLOEXEC) }
        return client >= 0 ? client : nil
    }

    private static func acceptClient(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.accept(fd, nil, nil)
        #else
            Darwin.accept(fd, nil, nil)
        #endif
    }

    static func reason() -> String { String(cString: strerror(errno)).lowercased() }
}
