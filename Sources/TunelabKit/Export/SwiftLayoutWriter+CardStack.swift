import ScrollPhysics

extension SwiftLayoutWriter {
    /// The card stack (`CardStackLayout`): parameters, scale weight, one card, the frame.
    func cardStack(_ c: CardStackConfiguration) -> [String] {
        let n = Self.number
        var out: [String] = [""]
        out += n("cardWidth", c.cardWidth, "Card width and height before scale (pt).")
        out.append("    public static let cardHeight: Double = \(ExportLiteral.swift(c.cardHeight))")
        out += n("spacing", c.spacing, "Distance between consecutive cards' focus offsets (pt).")
        out += n("baseScale", c.baseScale, "Scale at weight 0 and at weight 1: scale = baseScale + (maxScale − baseScale)·w(dist).")
        out.append("    public static let maxScale: Double = \(ExportLiteral.swift(c.maxScale))")
        out.append("    /// The scale curve w(dist): \"\(c.scaleCurve.rawValue)\" (`scaleWeight(dist:)`).")
        out.append("    public static let scaleCurve = \"\(c.scaleCurve.rawValue)\"")
        switch c.scaleCurve {
        case .sine: out += n("scaleFrequency", c.scaleFrequency, "The sine curve's frequency (rad/pt).")
        case .gaussian, .linear: out += n("scaleWidth", c.scaleWidth, "The curve's width (pt): σ of the gaussian, the reach of the linear.")
        }
        out += n("centerFrequency", c.centerFrequency, "Centre shift A·cos(rel·centerFrequency) (rad/pt) and its amplitude A (pt).")
        let amplitude = c.resolvedShiftAmplitude
        out.append(
            "    public static let shiftAmplitude: Double = \(ExportLiteral.swift(amplitude))"
                + (c.shiftAmplitude == nil ? "  // not set: cardWidth·0.5" : ""))
        out += n("stride", c.stride, "Axis displacement per card of distance from the focus (pt): x −= (rel/spacing)·stride.")
        out += n("tilt", c.tilt, "Rotation per pt of rel (rad/pt).")
        out += n("alphaFloor", c.alphaFloor, "alpha = alphaFloor + (1 − alphaFloor)·exp(−dist·alphaDecay) (alphaDecay in 1/pt).")
        out.append("    public static let alphaDecay: Double = \(ExportLiteral.swift(c.alphaDecay))")
        out += n("zMax", c.zMax, "z = max(zFloor, zMax − dist·zSlope).")
        out.append("    public static let zSlope: Double = \(ExportLiteral.swift(c.zSlope))")
        out.append("    public static let zFloor: Double = \(ExportLiteral.swift(c.zFloor))")
        out += n("shadowOpacity", c.shadowOpacity, "shadow = shadowOpacity·(1 − width/cardWidth).")
        out += Self.count(c.count, "Data count: card i shows item ((i % count) + count) % count; nil = unbounded data.")
        out.append("    /// Cards laid out per frame: the visibleCount nearest the focus round(offset/spacing).")
        out.append("    public static let visibleCount = \(c.visibleCount)")
        out.append("    /// Outward from the focus, neighbours' rel differ by spacing/max(inner card's scale, 0.5).")
        out.append("    public static let dynamicSpacing = \(c.dynamicSpacing)")
        out += Self.projection(perspective: layout.perspective, horizontal: true)
        out += [
            "",
            "    public init() {}",
            "",
            "    /// Nothing to do at a release: the card stack keeps no state.",
            "    public mutating func didRelease(velocity: Double) {}",
            ""
        ]
        out += scaleWeight(c)
        out += [
            "",
            "    /// Card `index` at rel = offset − (its position) (pt; dist = |rel|), before perspective.",
            "    public static func card(index: Int, rel: Double) -> ItemAttributes {",
            "        let dist = Swift.abs(rel)",
            "        let scale = baseScale + (maxScale - baseScale) * scaleWeight(dist: dist)",
            "        let width = cardWidth * scale",
            "        let height = cardHeight * scale",
            "        let x = viewport / 2 + shiftAmplitude * Foundation.cos(rel * centerFrequency) - width / 2 - rel * (stride / spacing)",
            "        return ItemAttributes(",
            "            index: index, dataIndex: dataIndex(index), x: x, y: crossViewport / 2 - height / 2, width: width, height: height,",
            "            scale: scale, rotation: rel * tilt, alpha: alphaFloor + (1 - alphaFloor) * Foundation.exp(-dist * alphaDecay),",
            "            z: Swift.max(zFloor, zMax - dist * zSlope), shadowOpacity: shadowOpacity * (1 - width / cardWidth))",
            "    }",
            "",
            "    /// The cards laid out at content offset `offset` (pt), in index order: the window",
            "    /// f − ⌊(n−1)/2⌋ … f + ⌈(n−1)/2⌉ around the focus f = round(offset/spacing) (halves away from",
            "    /// zero), n = visibleCount, clipped to [0, count) when the content is bounded.",
            "    public mutating func items(offset: Double, velocity: Double) -> [ItemAttributes] {",
            "        let focus = Self.index((offset / Self.spacing).rounded(.toNearestOrAwayFromZero))",
            "        let lowerSpan = (Self.visibleCount - 1) / 2, upperSpan = Self.visibleCount / 2",
            "        var lo = focus - lowerSpan, hi = focus + upperSpan",
            "        if Self.bounded {",
            "            lo = Swift.max(lo, 0)",
            "            if let count = Self.count { hi = Swift.min(hi, count - 1) }",
            "        }",
            "        guard lo <= hi else { return [] }",
            "        let focusRel = offset - Double(focus) * Self.spacing",
            "        guard Self.dynamicSpacing else {",
            "            return (lo...hi).map { Self.projected(Self.card(index: $0, rel: offset - Double($0) * Self.spacing)) }",
            "        }",
            "        // The whole window is chained outward from the focus, so clipping never moves a kept card.",
            "        var window = [Self.card(index: focus, rel: focusRel)]",
            "        var inner = window[0], rel = focusRel",
            "        for step in 0..<upperSpan {",
            "            rel -= Self.spacing / Swift.max(inner.scale, 0.5)",
            "            inner = Self.card(index: focus + step + 1, rel: rel)",
            "            window.append(inner)",
            "        }",
            "        inner = window[0]",
            "        rel = focusRel",
            "        for step in 0..<lowerSpan {",
            "            rel += Self.spacing / Swift.max(inner.scale, 0.5)",
            "            inner = Self.card(index: focus - step - 1, rel: rel)",
            "            window.insert(inner, at: 0)",
            "        }",
            "        return window.filter { (lo...hi).contains($0.index) }.map(Self.projected)",
            "    }"
        ]
        out += Self.indexHelper
        return out
    }

    /// `scaleWeight(dist:)` of the tuned curve only.
    private func scaleWeight(_ c: CardStackConfiguration) -> [String] {
        switch c.scaleCurve {
        case .sine:
            return [
                "    /// w(dist) = clamp(sin(dist·scaleFrequency), 0, 1) (the seed's sine curve).",
                "    public static func scaleWeight(dist: Double) -> Double {",
                "        Swift.min(Swift.max(Foundation.sin(dist * scaleFrequency), 0), 1)",
                "    }"
            ]
        case .gaussian:
            return [
                "    /// w(dist) = exp(−½·(dist/scaleWidth)²) (gaussian).",
                "    public static func scaleWeight(dist: Double) -> Double {",
                "        let u = dist / scaleWidth",
                "        return Foundation.exp(-0.5 * (u * u))",
                "    }"
            ]
        case .linear:
            return [
                "    /// w(dist) = max(0, 1 − dist/scaleWidth) (linear).",
                "    public static func scaleWeight(dist: Double) -> Double {",
                "        Swift.max(0, 1 - dist / scaleWidth)",
                "    }"
            ]
        }
    }
}
