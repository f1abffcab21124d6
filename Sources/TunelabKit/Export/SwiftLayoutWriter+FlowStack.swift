import ScrollPhysics

extension SwiftLayoutWriter {
    /// The peeking flow stack (`FlowStackLayout`).
    func flowStack(_ c: FlowStackConfiguration) -> [String] {
        let n = Self.number
        var out: [String] = [""]
        out += n("itemHeight", c.itemHeight, "Item height before scale (pt); pitch = itemHeight + spacing.")
        out += n("spacing", c.spacing, "Gap between items and the peek translation step (pt).")
        out.append("    public static let pitch: Double = itemHeight + spacing")
        out.append("    /// Peeking positions; later items get alpha 0.")
        out.append("    public static let maxVisible = \(c.maxVisible)")
        out += n("scaleStep", c.scaleStep, "Scale lost per peek position.")
        out += n("horizontalInset", c.horizontalInset, "Inset on each side across the axis (pt).")
        out += n(
            "minimumPeekScale", c.minimumPeekScale,
            "An item scrolled t pt past the top: scale max(minimumPeekScale, 1 − t/shrinkDistance), moved t·lagFactor.")
        out.append("    public static let shrinkDistance: Double = \(ExportLiteral.swift(c.shrinkDistance))")
        out.append("    public static let lagFactor: Double = \(ExportLiteral.swift(c.lagFactor))")
        out += Self.count(c.count, "Data count (items 0 ..< count); nil = unbounded.")
        out += Self.stateless
        out += [
            "",
            "    /// The visible items at content offset `offset` (pt), in index order. Position j among them",
            "    /// (jc = min(j, maxVisible − 1)) has scale 1 − scaleStep·jc, moves jc·spacing along the axis,",
            "    /// z = maxVisible − jc and alpha 1 for j < maxVisible, else 0; an item past the top shrinks and lags.",
            "    public mutating func items(offset: Double, velocity: Double) -> [ItemAttributes] {",
            "        guard let range = Self.visibleRange(offset: offset, leading: 0, length: Self.itemHeight) else { return [] }",
            "        let itemWidth = Self.crossViewport - 2 * Self.horizontalInset",
            "        let centerX = Self.horizontalInset + itemWidth / 2",
            "        var out: [ItemAttributes] = []",
            "        for (j, i) in range.enumerated() {",
            "            let top = Double(i) * Self.pitch - offset",
            "            let jc = Swift.min(j, Self.maxVisible - 1)",
            "            var scale = 1 - Self.scaleStep * Double(jc)",
            "            var translation = Double(jc) * Self.spacing",
            "            if top < 0 {",
            "                let t = -top",
            "                scale = Swift.max(Self.minimumPeekScale, 1 - t / Self.shrinkDistance)",
            "                translation = t * Self.lagFactor",
            "            }",
            "            let width = itemWidth * scale",
            "            let height = Self.itemHeight * scale",
            "            let centerY = top + Self.itemHeight / 2 + translation",
            "            out.append(",
            "                ItemAttributes(",
            "                    index: i, dataIndex: Self.dataIndex(i), x: centerX - width / 2, y: centerY - height / 2,",
            "                    width: width, height: height, scale: scale, alpha: j < Self.maxVisible ? 1 : 0,",
            "                    z: Double(Self.maxVisible - jc)))",
            "        }",
            "        return out",
            "    }"
        ]
        return out + Self.listRange
    }
}
