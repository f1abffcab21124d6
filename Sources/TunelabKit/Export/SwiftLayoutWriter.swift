import ScrollPhysics

/// A built-in layout as platform-free Swift (Foundation's `sin`, `cos`, `exp` only): a `Layout`
/// struct holding the tuned parameters as `static let`s and `items(offset:velocity:)`, which returns
/// every item the lab lays out at a content offset, in the lab's row order, with the lab's
/// operations in the lab's order — the rows of `items.csv` (frame after scale and perspective, in
/// viewport coordinates; docs/layouts.md gives each layout's formulas).
///
/// The lab computes the card stack's sines and cosines by angle addition across a frame and its
/// exponentials with `Elementary`; Foundation's differ from them by a few ulps, far below the
/// 10⁻⁹ pt the export harness allows (docs/export.md#proof).
struct SwiftLayoutWriter {
    let layout: LayoutSettings
    let viewport: Double
    let crossViewport: Double
    let bounded: Bool

    init(_ scenario: Scenario) {
        layout = scenario.layout
        viewport = scenario.scroll.viewport
        crossViewport = scenario.scroll.crossViewport
        bounded = scenario.scroll.contentLength != nil
    }

    /// The `Layout` struct, each line indented by `indent` spaces; nil for a layout with no items
    /// (`none`) or one this writer does not know (formula and plug-in layouts have their own).
    func render(indent: Int) -> String? {
        // Each built-in's body is registered with it (`BuiltInLayouts`); `none` and formula layouts have none here.
        guard let body = BuiltInLayouts.entry(layout.kind).map({ $0.swiftBody(self, layout) }) else { return nil }
        var out = [
            "/// The tuned layout (`layout.kind` \"\(layout.kind.rawValue)\"), computed as the lab computes it:",
            "/// `items(offset:velocity:)` is one frame's rows of the lab's items.csv. Lengths in pt, angles in rad.",
            "public struct Layout: Sendable {",
            "    public static let kind = \"\(layout.kind.rawValue)\"",
            "    /// The viewport along the scroll axis and across it (pt), and whether the content is bounded.",
            "    public static let viewport: Double = \(ExportLiteral.swift(viewport))",
            "    public static let crossViewport: Double = \(ExportLiteral.swift(crossViewport))",
            "    public static let bounded = \(bounded)"
        ]
        out += body
        out += Self.itemAttributes
        out += Self.dataIndex
        out.append("}")
        let pad = String(repeating: " ", count: indent)
        return out.map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n") + "\n"
    }

    static func number(_ name: String, _ x: Double, _ doc: String) -> [String] {
        ["    /// \(doc)", "    public static let \(name): Double = \(ExportLiteral.swift(x))"]
    }

    static func count(_ n: Int?, _ doc: String) -> [String] {
        ["    /// \(doc)", "    public static let count: Int? = \(n.map(String.init) ?? "nil")"]
    }

    /// One laid-out item, the columns of items.csv.
    static let itemAttributes: [String] = [
        "",
        "    /// One laid-out item: a row of the lab's items.csv (frame after scale, viewport coordinates).",
        "    public struct ItemAttributes: Sendable, Equatable {",
        "        public var index: Int, dataIndex: Int",
        "        public var x: Double, y: Double, width: Double, height: Double",
        "        public var scale = 1.0, rotation = 0.0, alpha = 1.0, z = 0.0, shadowOpacity = 0.0",
        "        /// Parallax only: the layer (−1 elsewhere), its translation (pt) and whether it is held at ±maxOffset.",
        "        public var layer = -1, translation = 0.0, clamped = false",
        "    }"
    ]

    /// `dataIndex(_:)` for a layout with a `count`.
    static let dataIndex: [String] = [
        "",
        "    /// The data item logical index `i` shows: ((i % count) + count) % count; i itself without a count.",
        "    public static func dataIndex(_ i: Int) -> Int {",
        "        guard let count else { return i }",
        "        let r = i % count",
        "        return r < 0 ? r + count : r",
        "    }"
    ]

    /// `index(_:)`: a Double rounded already, as an Int clamped to ±2⁵² (the lab's `LayoutIndex`).
    static let indexHelper: [String] = [
        "",
        "    /// x (already rounded) as an Int, clamped to ±2⁵² so a huge offset cannot trap; NaN gives 0.",
        "    static func index(_ x: Double) -> Int {",
        "        x.isNaN ? 0 : Int(Swift.min(Swift.max(x, -4_503_599_627_370_496), 4_503_599_627_370_496))",
        "    }"
    ]

    /// `visibleRange(offset:leading:length:)` of the list layouts (`LayoutIndex.visibleListRange`).
    static let listRange: [String] =
        indexHelper + [
            "",
            "    /// The items 0 ≤ i < count whose span [leading + i·pitch − offset, … + length) meets [0, viewport):",
            "    /// a first guess by division, then the exact test, so rounding never adds or loses an item.",
            "    static func visibleRange(offset: Double, leading: Double, length: Double) -> ClosedRange<Int>? {",
            "        var lo = Swift.max(0, index(((offset - leading - length) / pitch).rounded(.down)))",
            "        var hi = index(((offset - leading + viewport) / pitch).rounded(.up))",
            "        if let count { hi = Swift.min(hi, count - 1) }",
            "        while lo <= hi, Double(lo) * pitch + leading - offset + length <= 0 { lo += 1 }",
            "        while hi >= lo, Double(hi) * pitch + leading - offset >= viewport { hi -= 1 }",
            "        return lo <= hi ? lo...hi : nil",
            "    }"
        ]

    /// The perspective projection (`layout.perspective`) of an item, about the viewport centre.
    static func projection(perspective: Double?, horizontal: Bool) -> [String] {
        let (ax, ay) = horizontal ? ("viewport", "crossViewport") : ("crossViewport", "viewport")
        return [
            "",
            "    /// `layout.perspective` d (pt): the container's m34 = −1/d; nil = none.",
            "    public static let perspective: Double? = \(perspective.map(ExportLiteral.swift) ?? "nil")",
            "",
            "    /// What the eye sees of `item` under the perspective, about the viewport centre (ax, ay):",
            "    /// k = d/(d − z), x' = ax + (x − ax)·k, y' = ay + (y − ay)·k, width, height and scale times k.",
            "    /// (The lab stops a run whose z reaches d; here such an item is left as it is.)",
            "    public static func projected(_ item: ItemAttributes) -> ItemAttributes {",
            "        guard let d = perspective, item.z < d else { return item }",
            "        let ax = \(ax) / 2, ay = \(ay) / 2",
            "        let k = d / (d - item.z)",
            "        var p = item",
            "        p.x = ax + (item.x - ax) * k",
            "        p.y = ay + (item.y - ay) * k",
            "        p.width *= k",
            "        p.height *= k",
            "        p.scale *= k",
            "        return p",
            "    }"
        ]
    }
}
