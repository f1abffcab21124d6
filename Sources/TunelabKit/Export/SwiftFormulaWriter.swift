import ScrollPhysics

/// A formula layout as Swift source (Foundation only): its params and run constants as
/// `static let`s, one function per `let` and per `item` formula, and `attributes(offset:index:)`.
///
/// Every formula node becomes the Swift expression that computes what
/// `FormulaOperation.apply` computes, fully parenthesised so the order of operations is the
/// engine's: `round` halves away from zero, `mod(a, b)` = a − b·⌊a/b⌋, `^` is `pow`,
/// comparisons and `&& || !` give 1 or 0, `c ? a : b` tests c ≠ 0, `clamp`, `mix`, `step`,
/// `smoothstep`, `easeInOutCubic` as `FormulaFunction` documents them. The engine's sin and
/// cos come from its `SinCos` kernel (within 3·10⁻¹⁶ of the correctly rounded value) and by
/// angle addition across a frame's items; Foundation's differ by a few ulps, far below the
/// 10⁻⁹ pt the export test allows.
struct SwiftFormulaWriter {
    let definition: FormulaLayoutDefinition
    let viewport: Double
    let crossViewport: Double
    let bounded: Bool
    /// `layout.perspective`, projected after the formulas as the lab does.
    var perspective: Double? = nil

    /// Swift's reserved words, escaped with backticks when a param or let is named so.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol", "some", "any", "_"
    ]

    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    private var parameterNames: Set<String> { Set(definition.parameters.map(\.name)) }
    private var letNames: Set<String> { Set(definition.lets.map(\.name)) }

    /// The `Layout` enum, indented by `indent` spaces.
    func render(indent: Int) -> String {
        let d = definition, horizontal = d.axis == .horizontal
        var out: [String] = []
        out.append("/// The tuned formula layout (`\"kind\": \"formula\"`, \(d.axis.rawValue)): every `let` and `item` formula")
        out.append("/// as a function of one item's position, exactly as the lab evaluated it. Lengths in pt.")
        out.append("public struct Layout: Sendable {")
        out.append("    /// `params`, as tuned.")
        out.append("    public enum Params {")
        for p in d.parameters {
            out.append("        public static let \(Self.identifier(p.name)): Double = \(ExportLiteral.swift(p.value))")
        }
        out.append("    }")
        out.append("")
        out.append("    /// The run's constants: pitch (`\(d.pitchFormula.source)`), count (∞ when infinite), the viewport")
        out.append("    /// along and across the axis, its centre midX, midY.")
        out.append("    public enum Run {")
        out.append("        public static let pitch: Double = \(ExportLiteral.swift(d.pitch))")
        out.append("        public static let count: Double = \(ExportLiteral.swift(d.count.map(Double.init) ?? .infinity))")
        out.append("        public static let viewport: Double = \(ExportLiteral.swift(viewport))")
        out.append("        public static let crossViewport: Double = \(ExportLiteral.swift(crossViewport))")
        out.append("        public static let midX: Double = \(ExportLiteral.swift((horizontal ? viewport : crossViewport) / 2))")
        out.append("        public static let midY: Double = \(ExportLiteral.swift((horizontal ? crossViewport : viewport) / 2))")
        out.append("        /// Whether the content is bounded (items 0 ..< count only).")
        out.append("        public static let bounded = \(bounded)")
        out.append("    }")
        out.append("")
        out.append("    /// What the formulas read for one item: index i, rel = offset − i·pitch, dist = |rel|,")
        out.append("    /// offset (pt), velocity (pt/s, scroll velocity), focus = round(offset/pitch) halves away from zero.")
        out.append("    public struct Item: Sendable {")
        out.append("        public let index: Double, rel: Double, dist: Double, offset: Double, velocity: Double, focus: Double")
        out.append("        public init(offset: Double, index: Int, velocity: Double = 0) {")
        out.append("            self.index = Double(index)")
        out.append("            rel = offset - Double(index) * Run.pitch")
        out.append("            dist = abs(rel)")
        out.append("            self.offset = offset")
        out.append("            self.velocity = velocity")
        out.append("            focus = (offset / Run.pitch).rounded(.toNearestOrAwayFromZero)")
        out.append("        }")
        out.append("    }")
        out.append("")
        out.append("    /// The `let` formulas, in order (each may read the ones before it).")
        out.append("    public enum Lets {")
        for l in d.lets {
            out.append("        /// `\(l.name) = \(l.formula.source)`")
            out.append("        public static func \(Self.identifier(l.name))(_ item: Item) -> Double {")
            out.append("            \(expression(l.formula.expression))")
            out.append("        }")
        }
        out.append("    }")
        out.append("")
        out.append("    /// The `item` formulas; attributes not given take their defaults (scale, alpha 1; others 0).")
        out.append("    public enum Items {")
        for a in FormulaAttribute.allCases {
            let formula = d.item[a]
            out.append(
                formula.map { "        /// `\(a.rawValue) = \($0.source)`" }
                    ?? "        /// `\(a.rawValue)`: not given; the default \(NumberFormat.shortest(a.defaultValue)).")
            out.append("        public static func \(Self.identifier(a.rawValue))(_ item: Item) -> Double {")
            out.append("            \(formula.map { expression($0.expression) } ?? ExportLiteral.swift(a.defaultValue))")
            out.append("        }")
        }
        out.append("    }")
        out.append("")
        out.append("    /// One item's attributes (frame after scale, in viewport coordinates).")
        out.append("    public struct Attributes: Sendable, Equatable {")
        out.append("        public var x: Double, y: Double, width: Double, height: Double, scale: Double")
        out.append("        public var rotation: Double, alpha: Double, z: Double, shadowOpacity: Double, clamped: Bool")
        out.append("    }")
        out.append("")
        out.append("    /// The attributes of item `index` at content offset `offset` (pt) and scroll velocity (pt/s).")
        out.append("    public static func attributes(offset: Double, index: Int, velocity: Double = 0) -> Attributes {")
        out.append("        let item = Item(offset: offset, index: index, velocity: velocity)")
        out.append("        return Attributes(x: Items.x(item), y: Items.y(item), width: Items.width(item), height: Items.height(item),")
        out.append("                          scale: Items.scale(item), rotation: Items.rotation(item), alpha: Items.alpha(item),")
        out.append(
            "                          z: Items.z(item), shadowOpacity: Items.shadowOpacity(item), clamped: Items.clamped(item) != 0)")
        out.append("    }")
        out.append("")
        out.append(contentsOf: candidates())
        out.append(contentsOf: frame())
        out.append("")
        out.append(contentsOf: Self.mathHelpers)
        out.append("}")
        let pad = String(repeating: " ", count: indent)
        return out.map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n") + "\n"
    }

    /// `items(offset:velocity:)`: one frame's rows of items.csv, with `ItemAttributes`, the data
    /// index and the perspective, as the other layouts' `Layout` has them.
    private func frame() -> [String] {
        let d = definition, horizontal = d.axis == .horizontal
        var out = ["", "    /// Data count: item i shows ((i % count) + count) % count; nil = the index itself."]
        out.append("    public static let count: Int? = \((d.dataCount ?? d.count).map(String.init) ?? "nil")")
        out.append("    static let viewport = Run.viewport, crossViewport = Run.crossViewport")
        out += SwiftLayoutWriter.itemAttributes + SwiftLayoutWriter.dataIndex
        out += SwiftLayoutWriter.projection(perspective: perspective, horizontal: horizontal)
        out += [
            "",
            "    public init() {}",
            "",
            "    /// Nothing to do at a release: a formula layout keeps no state.",
            "    public mutating func didRelease(velocity: Double) {}",
            "",
            "    /// The items laid out at content offset `offset` (pt) and scroll velocity (pt/s), in index order."
        ]
        if case .viewport = d.visibility {
            out.append("    /// (`visible: viewport`: candidates whose frame misses the viewport along the axis are dropped.)")
        }
        out.append("    public mutating func items(offset: Double, velocity: Double) -> [ItemAttributes] {")
        out.append("        guard let range = Self.candidates(offset: offset) else { return [] }")
        out.append("        var out: [ItemAttributes] = []")
        out.append("        for i in range {")
        out.append("            let a = Self.attributes(offset: offset, index: i, velocity: velocity)")
        if case .viewport = d.visibility {
            let (start, length) = horizontal ? ("a.x", "a.width") : ("a.y", "a.height")
            out.append("            guard \(start) + \(length) > 0, \(start) < Run.viewport else { continue }")
        }
        out.append("            let item = ItemAttributes(")
        out.append(
            "                index: i, dataIndex: Self.dataIndex(i), x: a.x, y: a.y, width: a.width, height: a.height, scale: a.scale,")
        out.append("                rotation: a.rotation, alpha: a.alpha, z: a.z, shadowOpacity: a.shadowOpacity, clamped: a.clamped)")
        out.append("            out.append(Self.projected(item))")
        out.append("        }")
        out.append("        return out")
        out.append("    }")
        return out
    }

    /// `candidates(offset:)`: the indices the lab lays out at an offset (`FormulaLayout`).
    private func candidates() -> [String] {
        var out = ["    /// The item indices laid out at `offset`, as the lab chose them; nil when none."]
        out.append("    public static func candidates(offset: Double) -> ClosedRange<Int>? {")
        switch definition.visibility {
        case .nearest(let n):
            out.append("        // The \(n) items nearest the focus round(offset/pitch).")
            out.append("        let focus = Int((offset / Run.pitch).rounded(.toNearestOrAwayFromZero))")
            out.append("        var lo = focus - \((n - 1) / 2)")
            out.append("        \(definition.count == nil ? "let" : "var") hi = focus + \(n / 2)")
        case .viewport(let margin):
            let m = margin ?? viewport
            let capacity = FormulaLayout.viewportCapacity(viewport: viewport, margin: m, pitch: definition.pitch)
            out.append("        // Items meeting [offset − margin, offset + viewport + margin] (margin \(NumberFormat.shortest(m)) pt).")
            out.append("        let margin: Double = \(ExportLiteral.swift(m))")
            out.append("        var lo = Int(((offset - margin) / Run.pitch).rounded(.up))")
            out.append(
                "        \(definition.count == nil ? "let" : "var") hi = min(Int(((offset + Run.viewport + margin) / Run.pitch).rounded(.down)), lo + \(capacity - 1))"
            )
        }
        out.append("        if Run.bounded {")
        out.append("            lo = max(lo, 0)")
        if let count = definition.count { out.append("            hi = min(hi, \(count - 1))") }
        out.append("        }")
        out.append("        return lo <= hi ? lo...hi : nil")
        out.append("    }")
        return out
    }

    /// The Swift expression of a formula tree.
    func expression(_ e: FormulaExpression) -> String {
        switch e {
        case .number(let x): return ExportLiteral.swift(x)
        case .name(let name):
            if let builtin = FormulaBuiltin(rawValue: name) {
                switch builtin {
                case .index, .rel, .dist, .offset, .velocity, .focus: return "item.\(name)"
                case .pi: return "Double.pi"
                default: return "Run.\(name)"
                }
            }
            if parameterNames.contains(name) { return "Params.\(Self.identifier(name))" }
            if letNames.contains(name) { return "Lets.\(Self.identifier(name))(item)" }
            return name
        case .apply(let op, let xs):
            let a = xs.map(expression)
            func arg(_ i: Int) -> String { i < a.count ? a[i] : "0.0" }
            switch op {
            case "neg": return "(-\(arg(0)))"
            case "!": return "(\(arg(0)) == 0 ? 1.0 : 0.0)"
            case "+", "-", "*", "/": return "(\(arg(0)) \(op) \(arg(1)))"
            case "^": return "FormulaMath.pow(\(arg(0)), \(arg(1)))"
            case "<", "<=", ">", ">=", "==", "!=": return "(\(arg(0)) \(op) \(arg(1)) ? 1.0 : 0.0)"
            case "&&", "||": return "((\(arg(0)) != 0) \(op) (\(arg(1)) != 0) ? 1.0 : 0.0)"
            case "?:": return "(\(arg(0)) != 0 ? \(arg(1)) : \(arg(2)))"
            default: return "FormulaMath.\(op)(" + a.joined(separator: ", ") + ")"
            }
        }
    }

    /// The functions of the language, defined as `FormulaFunction` documents them.
    static let mathHelpers: [String] =
        [
            "    /// The formula language's functions (tunelab `FormulaFunction`), with the engine's definitions.",
            "    public enum FormulaMath {",
            "        public static func sin(_ x: Double) -> Double { Foundation.sin(x) }",
            "        public static func cos(_ x: Double) -> Double { Foundation.cos(x) }",
            "        public static func tan(_ x: Double) -> Double { Foundation.tan(x) }",
            "        public static func asin(_ x: Double) -> Double { Foundation.asin(x) }",
            "        public static func acos(_ x: Double) -> Double { Foundation.acos(x) }",
            "        public static func atan(_ x: Double) -> Double { Foundation.atan(x) }",
            "        public static func atan2(_ y: Double, _ x: Double) -> Double { Foundation.atan2(y, x) }",
            "        public static func exp(_ x: Double) -> Double { Foundation.exp(x) }",
            "        public static func log(_ x: Double) -> Double { Foundation.log(x) }",
            "        public static func log2(_ x: Double) -> Double { Foundation.log2(x) }",
            "        public static func log10(_ x: Double) -> Double { Foundation.log10(x) }",
            "        public static func pow(_ x: Double, _ y: Double) -> Double { Foundation.pow(x, y) }",
            "        public static func sqrt(_ x: Double) -> Double { x.squareRoot() }",
            "        public static func hypot(_ x: Double, _ y: Double) -> Double { Foundation.hypot(x, y) }",
            "        public static func abs(_ x: Double) -> Double { Swift.abs(x) }",
            "        /// −1, 0 or 1 (NaN stays NaN).",
            "        public static func sign(_ x: Double) -> Double { x > 0 ? 1 : x < 0 ? -1 : x }",
            "        public static func min(_ a: Double, _ b: Double) -> Double { Swift.min(a, b) }",
            "        public static func max(_ a: Double, _ b: Double) -> Double { Swift.max(a, b) }",
            "        /// min(max(x, lo), hi).",
            "        public static func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(x, lo), hi) }",
            "        public static func floor(_ x: Double) -> Double { x.rounded(.down) }",
            "        public static func ceil(_ x: Double) -> Double { x.rounded(.up) }",
            "        /// Nearest integer, halves away from zero.",
            "        public static func round(_ x: Double) -> Double { x.rounded(.toNearestOrAwayFromZero) }",
            "        /// a − b·⌊a/b⌋ (the sign of b).",
            "        public static func mod(_ a: Double, _ b: Double) -> Double { a - b * (a / b).rounded(.down) }",
            "        /// a + (b − a)·t.",
            "        public static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }",
            "        /// 0 if x < edge, else 1.",
            "        public static func step(_ edge: Double, _ x: Double) -> Double { x < edge ? 0 : 1 }",
            "        /// t²(3 − 2t), t = clamp((x − e0)/(e1 − e0), 0, 1).",
            "        public static func smoothstep(_ e0: Double, _ e1: Double, _ x: Double) -> Double {",
            "            let t = Swift.min(Swift.max((x - e0) / (e1 - e0), 0), 1)",
            "            return t * t * (3 - 2 * t)",
            "        }"
        ] + easeInOutCubic(indent: "        ") + ["    }"]

    /// The exported `easeInOutCubic` (the formula language's, and the fade layout's curve),
    /// each line prefixed by `indent`.
    static func easeInOutCubic(indent: String) -> [String] {
        [
            "/// 4u³ for u < ½, else 1 − (2 − 2u)³/2.",
            "public static func easeInOutCubic(_ u: Double) -> Double {",
            "    if u < 0.5 { return 4 * u * u * u }",
            "    let v = 2 - 2 * u",
            "    return 1 - v * v * v / 2",
            "}"
        ].map { indent + $0 }
    }
}
