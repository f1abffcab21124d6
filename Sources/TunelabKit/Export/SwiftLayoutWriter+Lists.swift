import ScrollPhysics

extension SwiftLayoutWriter {
    static let stateless: [String] = [
        "",
        "    public init() {}",
        "",
        "    /// Nothing to do at a release: this layout keeps no state.",
        "    public mutating func didRelease(velocity: Double) {}"
    ]

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
