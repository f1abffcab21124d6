import Foundation
import ScrollPhysics
import Testing

@Suite struct CardStackOptionsTests {
    @Test func dynamicSpacingChainsOutwardFromTheFocus() {
        var config = CardStackConfiguration()
        config.dynamicSpacing = true
        var layout = CardStackLayout(configuration: config)
        let items = LayoutApprox.frame(&layout, 0)
        #expect(items.map(\.index) == [-2, -1, 0, 1, 2], "dynamic spacing keeps the window")
        // Focus: rel 0, scale 0.7. Neighbours: rel ∓ 24/max(0.7, 0.5) = ∓34.285714…
        let scale0 = 0.7
        let rel1 = 0 - 24 / scale0
        let scale1 = 0.7 + 0.4 * min(max(sin(abs(rel1) * 0.4), 0), 1)
        let rel2 = rel1 - 24 / max(scale1, 0.5)
        let relM1 = 0 + 24 / scale0
        let scaleM1 = 0.7 + 0.4 * min(max(sin(abs(relM1) * 0.4), 0), 1)
        let relM2 = relM1 + 24 / max(scaleM1, 0.5)
        #expect(LayoutApprox.close(rel1, -34.285714285714285, 1e-12), "24/0.7")
        #expect(LayoutApprox.close(scale1, 0.7 + 0.4 * 0.91191, 1e-5), "sin(13.714…) ≈ 0.91191")
        let expectedRel = [relM2, relM1, 0, rel1, rel2]
        for (item, rel) in zip(items, expectedRel) {
            #expect(LayoutApprox.close(item.rotation, rel * 0.005, 1e-12), "card \(item.index): rel \(rel)")
        }
        #expect(LayoutApprox.close(items[3].scale, scale1, 1e-12), "card 1 scale")
        #expect(LayoutApprox.close(items[3].x, 195 + 160 * cos(rel1 * 0.25) - 160 * scale1, 1e-9), "card 1 x")
    }

    @Test func dynamicSpacingUsesTheFloorOfHalfForSmallCards() {
        var config = CardStackConfiguration()
        config.dynamicSpacing = true
        config.baseScale = 0.3
        config.maxScale = 0.3
        var layout = CardStackLayout(configuration: config)
        let items = LayoutApprox.frame(&layout, 0)
        // Every scale is 0.3 < 0.5, so every step is 24/0.5 = 48.
        #expect(
            items.map { $0.rotation / 0.005 }.enumerated().allSatisfy { LayoutApprox.close($1, Double(2 - $0) * 48, 1e-9) },
            "steps of 48 pt")
    }

    @Test func dynamicSpacingClipsWithoutChangingKeptCards() {
        var config = CardStackConfiguration()
        config.dynamicSpacing = true
        var bounded = CardStackLayout(configuration: config, geometry: LayoutGeometry(bounded: true))
        var free = CardStackLayout(configuration: config)
        let kept = LayoutApprox.frame(&bounded, 10)
        let all = LayoutApprox.frame(&free, 10)
        #expect(kept.map(\.index) == [0, 1, 2], "bounded, f 0")
        #expect(Array(kept) == Array(all.suffix(3)), "same cards as unbounded")
    }

    @Test func gaussianCurvePeaksAtTheFocus() {
        var config = CardStackConfiguration()
        config.scaleCurve = .gaussian
        config.scaleWidth = 48
        var layout = CardStackLayout(configuration: config)
        let items = LayoutApprox.frame(&layout, 0)
        #expect(items[2].scale == 1.1, "gaussian w(0) = 1 → maxScale")
        // dist 24: w = exp(−½·0.25) = 0.8824969025845955.
        #expect(LayoutApprox.close(items[3].scale, 0.7 + 0.4 * 0.8824969025845955, 1e-15), "dist 24")
        #expect(LayoutApprox.close(items[1].scale, items[3].scale, 0), "symmetric")
    }

    @Test func linearCurveFallsToBaseAtItsWidth() {
        var config = CardStackConfiguration()
        config.scaleCurve = .linear
        config.scaleWidth = 48
        var layout = CardStackLayout(configuration: config)
        let items = LayoutApprox.frame(&layout, 12)
        // f = 1 (0.5 rounds up): cards −1 … 3; card 0 dist 12 → w 0.75 → 1.0; card 1 dist 12 → 1.0;
        // card 2 dist 36 → w 0.25 → 0.8; card 3 dist 60 → w 0 → 0.7.
        #expect(items.map(\.index) == [-1, 0, 1, 2, 3], "offset 12")
        #expect(items[1].scale == 1.0 && items[2].scale == 1.0, "dist 12: 0.7 + 0.4·0.75")
        #expect(LayoutApprox.close(items[3].scale, 0.8, 1e-15) && items[4].scale == 0.7, "dist 36, 60")
    }

    @Test func strideFansCardsOutAlongTheAxis() {
        var config = CardStackConfiguration()
        config.stride = 30
        var fanned = CardStackLayout(configuration: config)
        var seed = CardStackLayout()
        let a = LayoutApprox.frame(&fanned, 0)
        let b = LayoutApprox.frame(&seed, 0)
        // x += −(rel/24)·30: card i at offset 0 has rel −24·i, so it moves by 30·i.
        for (fan, plain) in zip(a, b) {
            #expect(LayoutApprox.close(fan.x - plain.x, 30 * Double(fan.index), 1e-9), "card \(fan.index)")
            #expect(fan.y == plain.y && fan.width == plain.width, "card \(fan.index): only x moves")
        }
    }

    @Test func zeroShiftAmplitudeCentresEveryCard() {
        var config = CardStackConfiguration()
        config.shiftAmplitude = 0
        config.scaleCurve = .gaussian
        var centred = CardStackLayout(configuration: config)
        // offset 10: card 0 has rel 10 and is the focus; every centre x is midX = 195 exactly.
        for card in LayoutApprox.frame(&centred, 10) {
            #expect(LayoutApprox.close(card.centerX, 195, 1e-9), "card \(card.index): centre \(card.centerX)")
        }
        // The seed's amplitude is half a card: the focus card (rel 10) sits at 195 + 160·cos(2.5).
        var seed = CardStackLayout()
        let focus = LayoutApprox.frame(&seed, 10).first { $0.index == 0 }
        #expect(LayoutApprox.close(focus?.centerX, 195 + 160 * cos(10 * 0.25), 1e-9))
    }

    @Test func skippingAlphaChangesNothingElse() {
        var fast = CardStackLayout()
        fast.computesAlpha = false
        var full = CardStackLayout()
        for offset in [0.0, 7.5, -100.25] {
            let a = LayoutApprox.frame(&fast, offset), b = LayoutApprox.frame(&full, offset)
            #expect(a.allSatisfy { $0.alpha == 1 }, "alpha reported as 1 at \(offset)")
            #expect(
                zip(a, b).allSatisfy { x, y in
                    var x = x; x.alpha = y.alpha; return x == y
                }, "offset \(offset)")
        }
    }
}
