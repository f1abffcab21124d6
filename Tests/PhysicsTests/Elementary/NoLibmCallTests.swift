import Foundation
import Testing
import TestSupport

/// No C library or Foundation transcendental function is reachable from a run or a sweep:
/// every `.swift` file under Sources/ScrollPhysics and Sources/TunelabKit (but the
/// `Elementary` folder, which implements them) is scanned, with comments and string literals
/// blanked (interpolations kept), for calls such as `exp(`, `powf(`, `Foundation.log10(`,
/// `Glibc.sin`, `Double.exp(`. `x.squareRoot()` (correctly rounded by IEEE-754), `abs`,
/// `floor`, `rounded()` are exact and allowed. A failure names file:line.
@Suite struct NoLibmCallTests {
    static let root = Repository.url

    /// The C library's (and Foundation's) floating-point functions whose results may differ
    /// in the last bit between platforms; each also with the `f` and `l` suffixes.
    static let names = [
        "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "logb", "pow", "sin", "cos", "tan", "sincos",
        "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "hypot", "cbrt", "erf",
        "erfc", "tgamma", "lgamma", "sinpi", "cospi", "tanpi", "__sincos", "__sinpi", "__cospi"
    ]

    static let patterns: [NSRegularExpression] = {
        let alternatives = names.map { "\($0)[fl]?" }.joined(separator: "|")
        return [
            // A bare call: exp(x), powf (x, y); not a member (x.exp(…)) nor a declaration (func log(…)).
            "(?<![\\w.$])(?<!func )(?:\(alternatives))\\s*\\(",
            // Module- or type-qualified: Foundation.exp, Glibc.pow(…), Double.log(…), CGFloat.sin.
            "\\b(?:Foundation|Glibc|Darwin|Musl|ucrt|WinSDK|Android|Double|Float|Float80|Float16|CGFloat)\\s*\\.\\s*(?:\(alternatives))\\b"
        ].map { try! NSRegularExpression(pattern: $0) }
    }()

    /// Line numbers (1-based) of `source` that call a libm function.
    static func violations(in source: String) -> [Int] {
        let code = blankingCommentsAndStrings(source)
        let range = NSRange(code.startIndex..., in: code)
        var lines = Set<Int>()
        for pattern in patterns {
            for match in pattern.matches(in: code, range: range) {
                let prefix = code.utf16.prefix(match.range.location)
                lines.insert(prefix.reduce(1) { $0 + ($1 == 10 ? 1 : 0) })
            }
        }
        return lines.sorted()
    }

    /// `source` with comments and string-literal text replaced by spaces (newlines kept, so
    /// line numbers stay), string interpolations `\(…)` kept as code. Handles nested block
    /// comments, multi-line strings and raw strings (#"…"#, with \#(…) interpolation).
    static func blankingCommentsAndStrings(_ source: String) -> String {
        let s = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        // A stack of string contexts: (hashes, multiline, paren depth when interpolating, or -1).
        var strings: [(hashes: Int, multiline: Bool, parens: Int)] = []
        var i = 0
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        func starts(_ text: String, _ k: Int) -> Bool {
            for (offset, c) in text.unicodeScalars.enumerated() where at(k + offset) != c { return false }
            return true
        }
        func blank(_ c: Unicode.Scalar) { out.append(c == "\n" ? "\n" : " ") }
        while i < s.count {
            let inString = strings.last.map { $0.parens < 0 } ?? false
            if inString {
                let context = strings[strings.count - 1]
                let closer = (context.multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: context.hashes)
                let interpolation = "\\" + String(repeating: "#", count: context.hashes) + "("
                if starts(closer, i) {
                    for _ in closer.unicodeScalars { out.append(" ") }
                    i += closer.unicodeScalars.count
                    strings.removeLast()
                } else if starts(interpolation, i) {
                    for _ in interpolation.unicodeScalars { out.append(" ") }
                    i += interpolation.unicodeScalars.count
                    strings[strings.count - 1].parens = 0
                } else if context.hashes == 0 && s[i] == "\\" {
                    blank(s[i])
                    if let next = at(i + 1) { blank(next) }
                    i += 2
                } else {
                    blank(s[i])
                    i += 1
                }
                continue
            }
            // Code (top level or inside an interpolation).
            if starts("//", i) {
                while i < s.count && s[i] != "\n" {
                    out.append(" ")
                    i += 1
                }
                continue
            }
            if starts("/*", i) {
                var depth = 0
                repeat {
                    if starts("/*", i) {
                        depth += 1
                        out.append(" ")
                        out.append(" ")
                        i += 2
                    } else if starts("*/", i) {
                        depth -= 1
                        out.append(" ")
                        out.append(" ")
                        i += 2
                    } else {
                        blank(s[i])
                        i += 1
                    }
                } while depth > 0 && i < s.count
                continue
            }
            var hashes = 0
            while at(i + hashes) == "#" { hashes += 1 }
            if at(i + hashes) == "\"" {
                let multiline = starts("\"\"\"", i + hashes)
                let opener = hashes + (multiline ? 3 : 1)
                for _ in 0..<opener { out.append(" ") }
                i += opener
                strings.append((hashes, multiline, -1))
                continue
            }
            if !strings.isEmpty {  // inside an interpolation: track parentheses
                if s[i] == "(" { strings[strings.count - 1].parens += 1 }
                if s[i] == ")" {
                    if strings[strings.count - 1].parens == 0 {
                        strings[strings.count - 1].parens = -1  // back in the string
                        out.append(" ")
                        i += 1
                        continue
                    }
                    strings[strings.count - 1].parens -= 1
                }
            }
            out.append(s[i])
            i += 1
        }
        return String(out)
    }

    /// Every scanned file (repository-relative path) and its violating lines.
    static func scan() throws -> [(path: String, lines: [Int])] {
        var result: [(String, [Int])] = []
        for folder in ["Sources/ScrollPhysics", "Sources/TunelabKit"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let path = String(url.path.dropFirst(root.path.count + 1))
                if path.hasPrefix("Sources/ScrollPhysics/Elementary/") { continue }
                result.append((path, violations(in: try String(contentsOf: url, encoding: .utf8))))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    @Test func noLibmCallOutsideElementary() throws {
        let files = try Self.scan()
        #expect(files.count > 100, "the scan found only \(files.count) files under \(Self.root.path)")
        for (path, lines) in files where !lines.isEmpty {
            for line in lines {
                Issue.record("\(path):\(line): calls the C library's math; use Elementary (Sources/ScrollPhysics/Elementary)")
            }
        }
    }

    @Test(arguments: [
        ("let y = exp(x)", true), ("let y = Elementary.exp(x)", false), ("x.squareRoot()", false),
        ("// exp(x)", false), ("/* pow(a, b) /* nested */ log(c) */ let z = 1", false), ("let s = \"exp(x)\"", false),
        ("let s = \"\\(exp(x))\"", true), ("let s = \"\\(f(\"a\", b)) \\(g((sin(1))))\"", true),
        ("let s = \"\"\"\n  pow(a, b)\n  \"\"\"", false), ("let s = #\"log(\"x\")\"#", false), ("let s = #\"\\#(log(2))\"#", true),
        ("Foundation.sin(x)", true), ("Glibc.pow (x, y)", true), ("let f = Darwin.cos", true), ("powf(x, 2)", true),
        ("expm1l(x)", true), ("Double.exp(x)", true), ("static func log(_ x: Double) -> Double", false),
        ("case .exp: 1", false), ("guard let exp = Int(t), abs(exp) < 40", false), ("a.log(b)", false),
        ("let y = 2 * atan2 (a, b)", true), ("let s = \"\\\\\"; let y = cos(x)", true)
    ])
    func matcher(source: String, flagged: Bool) {
        #expect(!Self.violations(in: source).isEmpty == flagged, "\(source)")
    }
}
