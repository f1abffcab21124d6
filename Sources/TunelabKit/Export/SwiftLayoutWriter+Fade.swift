import ScrollPhysics

extension SwiftLayoutWriter {
    /// The fading list (`FadeLayout`).
    func fade(_ c: FadeConfiguration) -> [String] {
        let n = Self.number
        var out: [String] = [""]
        out += n("itemHeight", c.itemHeight, "Item height (pt); pitch = itemHeight + spacing.")
        out += n("spacing", c.spacing, "Gap between items (pt).")
        out.append("    public static let pitch: Double = itemHeight + spacing")
        out += n("topInset", c.topInset, "Top content inset the items start below and fade under (pt).")
        out += n("region", c.region, "alpha = 1 − fadeDepth·easeInOutCubic(clamp((topInset − y)/region, 0, 1)) (region in pt).")
        out.append("    public static let fadeDepth: Double = \(ExportLiteral.swift(c.fadeDepth))")
        out += n("horizontalInset", c.horizontalInset, "Inset on each side across the axis (pt).")
        out += Self.count(c.count, "Data count (items 0 ..< count); nil = unbounded.")
        out += Self.stateless
        out += [""] + SwiftFormulaWriter.easeInOutCubic(indent: "    ")
        out += [
            "",
            "    /// alpha of an item whose top is at `y` (viewport coordinates, pt).",
            "    public static func alpha(top y: Double) -> Double {",
            "        let progress = (topInset - y) / region",
            "        if progress <= 0 { return 1 }",
            "        return 1 - fadeDepth * easeInOutCubic(Swift.min(progress, 1))",
            "    }",
            "",
            "    /// The visible items at content offset `offset` (pt), in index order: item i's top is",
            "    /// topInset + i·pitch − offset; scale 1, z 0.",
            "    public mutating func items(offset: Double, velocity: Double) -> [ItemAttributes] {",
            "        guard let range = Self.visibleRange(offset: offset, leading: Self.topInset, length: Self.itemHeight) else { return [] }",
            "        let width = Self.crossViewport - 2 * Self.horizontalInset",
            "        return range.map { i in",
            "            let y = Self.topInset + Double(i) * Self.pitch - offset",
            "            return ItemAttributes(",
            "                index: i, dataIndex: Self.dataIndex(i), x: Self.horizontalInset, y: y, width: width, height: Self.itemHeight,",
            "                alpha: Self.alpha(top: y))",
            "        }",
            "    }"
        ]
        return out + Self.listRange
    }
}
