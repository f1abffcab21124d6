import Foundation
import ScrollPhysics
import Testing

/// The even-spacing card stack uses angle addition (`CardStackPhases`); these check it
/// against the direct formula of docs/layouts.md, card by card, over many offsets.
@Suite struct CardStackPhasesTests {
    /// The seed formula for card `index` at `offset`, every angle computed directly.
    static func direct(_ c: CardStackConfiguration, _ g: LayoutGeometry, index: Int, offset: Double)
        -> (x: Double, width: Double, height: Double, scale: Double)
    {
        let rel = offset - Double(index) * c.spacing
        let dist = abs(rel)
        let weight: Double
        switch c.scaleCurve {
        case .sine: weight = min(max(sin(dist * c.scaleFrequency), 0), 1)
        case .gaussian: weight = exp(-0.5 * (dist / c.scaleWidth) * (dist / c.scaleWidth))
        case .linear: weight = max(0, 1 - dist / c.scaleWidth)
        }
        let scale = c.baseScale + (c.maxScale - c.baseScale) * weight
        let width = c.cardWidth * scale
        let x =
            g.viewport / 2 + c.cardWidth * 0.5 * cos(rel * c.centerFrequency) - width / 2
            - (rel / c.spacing) * c.stride
        return (x, width, c.cardHeight * scale, scale)
    }

    static func configuration(
        spacing: Double, scaleFrequency: Double, centerFrequency: Double,
        visibleCount: Int = 5, curve: ScaleCurve = .sine, stride: Double = 0
    ) -> CardStackConfiguration {
        var c = CardStackConfiguration()
        c.spacing = spacing
        c.scaleFrequency = scaleFrequency
        c.centerFrequency = centerFrequency
        c.visibleCount = visibleCount
        c.scaleCurve = curve
        c.stride = stride
        return c
    }

    static let cases: [CardStackConfiguration] = [
        CardStackConfiguration(),
        configuration(spacing: 16, scaleFrequency: 1.0, centerFrequency: 0.5),
        configuration(spacing: 28, scaleFrequency: 0.01, centerFrequency: 0.05),
        configuration(spacing: 20, scaleFrequency: 0.77, centerFrequency: 0.35, visibleCount: 1),
        configuration(spacing: 24, scaleFrequency: 0.4, centerFrequency: 0.25, visibleCount: 4),
        configuration(spacing: 24, scaleFrequency: 0.93, centerFrequency: 0.45, visibleCount: 9, stride: 30),
        configuration(spacing: 24, scaleFrequency: 0.4, centerFrequency: 0.25, curve: .gaussian),
        configuration(spacing: 24, scaleFrequency: 0.4, centerFrequency: 0.25, curve: .linear)
    ]

    @Test(arguments: cases.indices)
    func agreesWithTheDirectFormula(_ caseIndex: Int) {
        let c = Self.cases[caseIndex]
        for bounded in [false, true] {
            let g = LayoutGeometry(bounded: bounded)
            let layout = CardStackLayout(configuration: c, geometry: g)
            var items = layout.makeBuffer()
            var rows = 0
            for k in 0..<8000 {
                let offset = Double(k) * 0.731 - 2500 + Double(k % 7) * 1e-3
                layout.layout(offset: offset, velocity: 0, into: &items)
                for item in items {
                    let d = Self.direct(c, g, index: item.index, offset: offset)
                    // Relative to the card size (x and width scale with cardWidth): |rel·ω| reaches
                    // ~90 rad here, where the direct formula itself rounds at ~1e-14.
                    let error = max(
                        abs(item.x - d.x) / c.cardWidth, abs(item.width - d.width) / c.cardWidth,
                        abs(item.height - d.height) / c.cardHeight, abs(item.scale - d.scale))
                    if error > 1e-12 {
                        Issue.record("case \(caseIndex) bounded \(bounded) offset \(offset) card \(item.index): error \(error)")
                        return
                    }
                    rows += 1
                }
            }
            #expect(rows > 0, "case \(caseIndex) bounded \(bounded): some rows checked")
        }
    }

    @Test func clippedRowsKeepTheirWindowPhases() {
        // Bounded content, count 20: at offset 0 only cards 0 … 2 remain (the window starts at −2).
        let c = CardStackConfiguration()
        var layout = CardStackLayout(configuration: c, geometry: LayoutGeometry(bounded: true))
        let items = LayoutApprox.frame(&layout, 0)
        #expect(items.map(\.index) == [0, 1, 2], "clipped window: \(items.map(\.index))")
        for item in items {
            let d = Self.direct(c, LayoutGeometry(bounded: true), index: item.index, offset: 0)
            #expect(
                LayoutApprox.close(item.x, d.x, 1e-12) && LayoutApprox.close(item.scale, d.scale, 1e-12),
                "card \(item.index)")
        }
    }
}
