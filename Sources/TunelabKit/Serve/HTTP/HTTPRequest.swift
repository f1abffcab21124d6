/// One parsed HTTP/1.1 request: method, target split into path and query, headers with
/// lower-cased names (in the order sent), and the body.
struct HTTPRequest: Sendable {
    var method: String
    /// The target's path (before `?`), exactly as sent: never decoded, never a file name.
    var path: String
    /// The query's `name=value` pairs, percent-decoded.
    var query: [(name: String, value: String)]
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// The first value of header `name` (lower case).
    func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// How many times header `name` (lower case) was sent.
    func count(of name: String) -> Int { headers.filter { $0.name == name }.count }

    /// The value of query parameter `name`.
    func queryValue(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// The value of cookie `name` in the `Cookie` header.
    func cookie(_ name: String) -> String? {
        for header in headers where header.name == "cookie" {
            for part in header.value.split(separator: ";") {
                let pair = part.trimmingSpaces.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                if pair.count == 2, pair[0] == name { return String(pair[1]) }
            }
        }
        return nil
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }
}
