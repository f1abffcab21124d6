import Foundation

@testable import TunelabKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw loopback HTTP client: sends exactly the bytes given (hostile ones included) and
/// reads the reply until the server closes.
enum ServeTestClient {
    struct Reply: CustomStringConvertible {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: String

        func header(_ name: String) -> String? { headers.first { $0.name == name.lowercased() }?.value }
        var description: String { "\(status) \(headers.map { "\($0.name): \($0.value)" }) \(body.prefix(300))" }
    }

    /// A connected socket to 127.0.0.1:`port`, or -1.
    static func connectSocket(port: Int) -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // A guard against a hung server, not a speed check: a debug build answering a
        // neighbourhood on a loaded two-core machine took over 20 s once.
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return result == 0 ? fd : -1
    }

    static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBufferPointer { b -> Int in
                guard let base = b.baseAddress else { return -1 }
                #if canImport(Glibc)
                    return send(fd, base + sent, b.count - sent, Int32(MSG_NOSIGNAL))
                #else
                    return send(fd, base + sent, b.count - sent, 0)
                #endif
            }
            if n <= 0 { return }
            sent += n
        }
    }

    /// Everything the server sends until it closes (or 20 s pass).
    static func readAll(_ fd: Int32) -> [UInt8] {
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBufferPointer { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            all += chunk[..<n]
        }
        return all
    }

    static func parse(_ bytes: [UInt8]) -> Reply {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return Reply(status: 0, headers: [], body: text) }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return Reply(status: status, headers: headers, body: String(text[split.upperBound...]))
    }

    /// Sends `bytes` on a new connection and returns the parsed reply.
    static func exchange(port: Int, _ bytes: [UInt8]) -> Reply {
        let fd = connectSocket(port: port)
        guard fd >= 0 else { return Reply(status: -1, headers: [], body: "cannot connect") }
        defer { close(fd) }
        write(fd, bytes)
        return parse(readAll(fd))
    }

    /// The string member `key` of a JSON object text.
    static func jsonString(_ text: String, _ key: String) -> String? {
        (try? JSONParser.parse(text, file: "reply"))?[key]?.value.stringValue
    }
}
