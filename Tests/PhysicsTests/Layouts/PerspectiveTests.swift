import ScrollPhysics
import Testing
import TestSupport

/// `Perspective`: k = d/(d − z) about the anchor, checked by hand; z ≥ d is a fault.
@Suite struct PerspectiveTests {
    @Test func oneCardAtDepth100SeenFrom500IsOneQuarterLarger() {
        // k = 500/(500 − 100) = 1.25. Anchor (195, 422): x' = 195 + (10 − 195)·1.25 = −36.25,
        // y' = 422 + (20 − 422)·1.25 = −80.5; 100 × 200 → 125 × 250; scale 0.8 → 1.
        var items = ItemBuffer([
            ItemAttributes(
                index: 3, dataIndex: 3, x: 10, y: 20, width: 100, height: 200,
                scale: 0.8, rotation: 0.1, alpha: 0.5, z: 100, shadowOpacity: 0.2)
        ])
        let fault = Perspective(distance: 500).project(&items, anchorX: 195, anchorY: 422)
        #expect(fault == nil)
        let card = items[0]
        #expect(card.x == -36.25 && card.y == -80.5, "x' = −36.25, y' = −80.5, got \(card.x), \(card.y)")
        #expect(card.width == 125 && card.height == 250 && card.scale == 1, "\(card)")
        #expect(
            card.rotation == 0.1 && card.alpha == 0.5 && card.z == 100 && card.shadowOpacity == 0.2,
            "rotation, alpha, z and shadow unchanged: \(card)")
        #expect(card.centerX == 195 + (60 - 195) * 1.25, "the centre moves as the corners do")
    }

    @Test func aCardAtTheAnchorOnlyGrows() {
        var items = ItemBuffer([ItemAttributes(x: 145, y: 322, width: 100, height: 200, z: 50)])
        _ = Perspective(distance: 500).project(&items, anchorX: 195, anchorY: 422)
        #expect(isApprox(items[0].centerX, 195, abs: 1e-12) && isApprox(items[0].centerY, 422, abs: 1e-12))
        #expect(isApprox(items[0].width, 100 * 500 / 450, rel: 1e-15), "k = 10/9 at z 50")
    }

    @Test func zBelowZeroShrinks() {
        #expect(Perspective(distance: 500).magnification(z: -500) == 0.5)
        #expect(Perspective(distance: 500).magnification(z: 0) == 1)
    }

    @Test func theSeedsDepthsMagnify111To125Percent() {
        // Seed 000 §3.4: m34 = −1/500, zPosition 50 … 100 (z = max(50, 100 − 0.5·dist)).
        let perspective = Perspective(distance: 500)
        #expect(isApprox(perspective.magnification(z: 50), 1.111_111_111_111_111, rel: 1e-15))
        #expect(perspective.magnification(z: 100) == 1.25)
        var layout = CardStackLayout(configuration: CardStackConfiguration(), geometry: LayoutGeometry())
        for offset in stride(from: -30.0, through: 30, by: 0.75) {
            let plain = LayoutApprox.frame(&layout, offset)
            var seen = plain
            #expect(perspective.project(&seen, anchorX: 195, anchorY: 422) == nil)
            for (a, b) in zip(plain, seen) {
                let k = b.width / a.width
                #expect(k >= 1.111_111_111 && k <= 1.25 + 1e-12, "offset \(offset) index \(a.index): k = \(k)")
                #expect(isApprox(k, 500 / (500 - a.z), rel: 1e-14), "k = d/(d − z) at offset \(offset)")
                #expect(isApprox(b.scale, a.scale * k, rel: 1e-14), "the projected scale")
                // A card right of the centre moves further right.
                if a.centerX > 195 { #expect(b.centerX > a.centerX, "offset \(offset) index \(a.index)") }
                if a.centerX < 195 { #expect(b.centerX < a.centerX, "offset \(offset) index \(a.index)") }
            }
        }
    }

    @Test(arguments: [500.0, 600, .infinity, .nan])
    func zAtOrBehindTheEyeIsAFault(_ z: Double) {
        var items = ItemBuffer([
            ItemAttributes(index: 7, x: 0, width: 10, height: 10, z: 0),
            ItemAttributes(index: 8, x: 0, width: 10, height: 10, z: z)
        ])
        let fault = Perspective(distance: 500).project(&items, anchorX: 0, anchorY: 0)
        #expect(fault?.index == 8 && fault?.attribute == "z", "z \(z): \(String(describing: fault))")
        #expect(fault.map { $0.value == z || ($0.value.isNaN && z.isNaN) } == true)
    }

    @Test func rowsBeforeTheFaultAreProjected() {
        var items = ItemBuffer([
            ItemAttributes(index: 0, x: 10, width: 10, height: 10, z: 250),
            ItemAttributes(index: 1, x: 10, width: 10, height: 10, z: 500)
        ])
        _ = Perspective(distance: 500).project(&items, anchorX: 0, anchorY: 0)
        #expect(items[0].x == 20 && items[0].width == 20 && items[1].x == 10, "k = 2 for row 0; row 1 as laid out")
    }

    @Test func description() {
        #expect(Perspective(distance: 500).description == "Perspective(d: 500.0 pt, m34: -1/500.0)")
    }
}
