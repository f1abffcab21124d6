/// A path from a document's root to a value inside it, rendered as docs/command-line.md#errors writes
/// it in messages: `scroll.snap.interval`, `gesture[2].drag.duration`,
/// `grid["layout.scaleFrequency"]`.
///
/// Identifier-like keys (`[A-Za-z_][A-Za-z0-9_]*`) are joined with dots; any other key
/// is written `["…"]` with JSON string escaping; an array index is `[n]`. The root
/// itself renders as `(root)`.
public struct JSONPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Equatable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the root, outermost first.
    public let components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document's root value.
    public static let root = JSONPath()

    /// Whether this is the root.
    public var isRoot: Bool { components.isEmpty }

    /// This path followed by the object member `k`.
    public func key(_ k: String) -> JSONPath {
        JSONPath(components + [.key(k)])
    }

    /// This path followed by array element `i` (0-based, ≥ 0).
    public func index(_ i: Int) -> JSONPath {
        precondition(i >= 0, "JSONPath.index(\(i)) must be ≥ 0")
        return JSONPath(components + [.index(i)])
    }

    /// `(root)` for the root, else e.g. `gesture[2].drag["ease-in"]`.
    public var description: String {
        if components.isEmpty { return "(root)" }
        var out = ""
        for component in components {
            switch component {
            case .index(let i):
                out += "[\(i)]"
            case .key(let k):
                if JSONPath.isIdentifier(k) {
                    if !out.isEmpty { out += "." }
                    out += k
                } else {
                    out += "[" + JSONWriter.quoted(k) + "]"
                }
            }
        }
        return out
    }

    /// Whether `k` can be written bare: `[A-Za-z_][A-Za-z0-9_]*` (ASCII).
    static func isIdentifier(_ k: String) -> Bool {
        var first = true
        for b in k.utf8 {
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
            let digit = b >= 0x30 && b <= 0x39
            if !(letter || (!first && digit)) { return false }
            first = false
        }
        return !first
    }
}
