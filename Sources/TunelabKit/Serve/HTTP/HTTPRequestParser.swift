/// Parses a request's head (request line and headers, without the blank line) under
/// `HTTPLimits`. Anything this small server does not need is refused rather than guessed:
/// a request line other than `METHOD SP /path[?query] SP HTTP/1.x`, a header line without a
/// colon or with control bytes, a folded header, `Transfer-Encoding` (501), a `Content-Length`
/// that is not plain digits or is sent twice, a second `Host`.
enum HTTPRequestParser {
    /// What the head says: the request without its body, and how many body bytes follow.
    struct Head: Sendable {
        var request: HTTPRequest
        var contentLength: Int
    }

    static func parse(head bytes: ArraySlice<UInt8>, limits: HTTPLimits) -> Result<Head, HTTPResponse> {
        // Header bytes must be visible ASCII, space, tab, CR or LF: no NUL, no DEL, no UTF-8.
        guard bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }) else {
            return .failure(.text(400, "request head has a byte that is not printable ASCII"))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return .failure(.text(400, "empty request")) }
        let requestLine = lines.removeFirst()
        let words = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 3, words[2] == "HTTP/1.1" || words[2] == "HTTP/1.0",
            words[0].allSatisfy({ $0.isASCII && $0.isUppercase }), !words[0].isEmpty,
            words[1].hasPrefix("/"), !words[1].contains("\t")
        else {
            return .failure(.text(400, "expected a request line 'METHOD /path HTTP/1.1'"))
        }
        guard lines.count <= limits.headerCount else { return .failure(.text(431, "more than \(limits.headerCount) header lines")) }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let first = line.first else { continue }
            guard first != " ", first != "\t" else { return .failure(.text(400, "folded header lines are not accepted")) }
            guard let colon = line.firstIndex(of: ":") else { return .failure(.text(400, "a header line without ':'")) }
            let name = line[..<colon]
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                return .failure(.text(400, "a header name with characters other than letters, digits, '-'"))
            }
            headers.append((name.lowercased(), String(line[line.index(after: colon)...].trimmingSpaces)))
        }
        let target = words[1]
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var request = HTTPRequest(
            method: String(words[0]), path: String(parts[0]), query: parts.count > 1 ? query(parts[1]) : [], headers: headers, body: [])
        guard request.count(of: "host") == 1 else { return .failure(.text(400, "expected exactly one Host header")) }
        guard request.header("transfer-encoding") == nil else {
            return .failure(.text(501, "Transfer-Encoding is not accepted; send Content-Length"))
        }
        var length = 0
        if request.count(of: "content-length") > 1 { return .failure(.text(400, "Content-Length sent twice")) }
        if let text = request.header("content-length") {
            guard !text.isEmpty, text.count <= 12, text.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(text) else {
                return .failure(.text(400, "Content-Length must be plain digits"))
            }
            guard n <= limits.bodyBytes else { return .failure(.text(413, "body over \(limits.bodyBytes) bytes")) }
            length = n
        }
        request.body = []
        return .success(Head(request: request, contentLength: length))
    }

    /// `a=1&b=x%20y` as decoded pairs (`+` is a space); a malformed escape is kept as written.
    static func query(_ text: Substring) -> [(name: String, value: String)] {
        text.split(separator: "&").map { pair in
            let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (percentDecoded(kv[0]), kv.count > 1 ? percentDecoded(kv[1]) : "")
        }
    }

    static func percentDecoded(_ text: Substring) -> String {
        var out: [UInt8] = []
        var bytes = Array(text.utf8)[...]
        while let b = bytes.popFirst() {
            if b == UInt8(ascii: "+") {
                out.append(UInt8(ascii: " "))
            } else if b == UInt8(ascii: "%"), bytes.count >= 2,
                let value = UInt8(String(decoding: bytes.prefix(2), as: UTF8.self), radix: 16)
            {
                out.append(value)
                bytes = bytes.dropFirst(2)
            } else {
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
