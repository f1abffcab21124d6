import ScrollPhysics

extension SwiftLayoutWriter {
    /// The parallax list (`ParallaxLayout`): one row per visible cell and layer.
    func parallax(_ c: ParallaxConfiguration) -> [String] {
        let n = Self.number
        var out: [String] = [""]
        out += n("cellHeight", c.cellHeight, "Cell height (pt); pitch = cellHeight + spacing.")
        out += n("spacing", c.spacing, "Gap between cells (pt).")
        out.append("    public static let pitch: Double = cellHeight + spacing")
        out.append("    /// The layers of every cell, bottom first: translation = clamp((offset − base)·factor, ±maxOffset).")
        let layers = c.layers.map { "(factor: \(ExportLiteral.swift($0.factor)), maxOffset: \(ExportLiteral.swift($0.maxOffset)))" }
        out.append("    public static let layers: [(factor: Double, maxOffset: Double)] = [\(layers.joined(separator: ", "))]")
        out.append("    /// Where a layer's translation is 0 (`layout.parallax.base`).")
        out.append("    public enum Base: String, Sendable { case \(ParallaxBase.allCases.map(\.rawValue).joined(separator: ", ")) }")
        out.append("    /// Where a layer's translation is 0: `centered` (the cell centred in the viewport) or")
        out.append("    /// `appearance` (the offset when the cell last came into view).")
        out.append("    public static let base: Base = .\(c.base.rawValue)")
        out.append("    /// After each release every factor becomes 0.3 + 0.4·min(|v| in pt/ms, 3)/3 (`didRelease`).")
        out.append("    public static let velocityFactor = \(c.velocityFactor)")
        out += Self.count(c.count, "Data count (cells 0 ..< count); nil = unbounded.")
        out += [
            "    /// cellHeight/2 − viewport/2: the centred base is i·pitch plus this.",
            "    static let centeredShift: Double = cellHeight / 2 - viewport / 2",
            "",
            "    /// The factor every layer uses since the last release (velocityFactor); nil before.",
            "    public private(set) var releaseFactor: Double?",
            "    private var bases: [Int: Double] = [:]",
            "    private var lastVisible: ClosedRange<Int>?",
            "",
            "    public init() {}",
            "",
            "    /// Call at each release with the scroll velocity (pt/s).",
            "    public mutating func didRelease(velocity: Double) {",
            "        if Self.velocityFactor { releaseFactor = 0.3 + 0.4 * Swift.min(Swift.abs(velocity) / 1000, 3) / 3 }",
            "    }",
            "",
            "    /// The rows at content offset `offset` (pt): for each visible cell in index order, one row per",
            "    /// layer (z = the layer's number). Call it every frame: the appearance base is remembered here.",
            "    public mutating func items(offset: Double, velocity: Double) -> [ItemAttributes] {",
            "        let range = Self.visibleRange(offset: offset, leading: 0, length: Self.cellHeight)",
            "        defer { lastVisible = range }",
            "        guard let range else { return [] }",
            "        var out: [ItemAttributes] = []",
            "        for i in range {",
            "            let cellTop = Double(i) * Self.pitch - offset",
            "            let base: Double",
            "            if Self.base == .centered {",
            "                base = Double(i) * Self.pitch + Self.centeredShift",
            "            } else {",
            "                if !(lastVisible?.contains(i) ?? false) { bases[i] = offset }",
            "                base = bases[i] ?? offset",
            "            }",
            "            for (l, layer) in Self.layers.enumerated() {",
            "                let raw = (offset - base) * (releaseFactor ?? layer.factor)",
            "                let translation = Swift.min(Swift.max(raw, -layer.maxOffset), layer.maxOffset)",
            "                out.append(",
            "                    ItemAttributes(",
            "                        index: i, dataIndex: Self.dataIndex(i), x: 0, y: cellTop + translation, width: Self.crossViewport,",
            "                        height: Self.cellHeight, z: Double(l), layer: l, translation: translation,",
            "                        clamped: Swift.abs(raw) >= layer.maxOffset))",
            "            }",
            "        }",
            "        bases = bases.filter { range.contains($0.key) }",
            "        return out",
            "    }"
        ]
        return out + Self.listRange
    }
}
