import Foundation
import ScrollPhysics
import Testing

@Suite struct CardStackLayoutTests {
    // Seed 000 §4.2 defaults, viewport 390 × 844: midX 195, midY 422.
    var layout = CardStackLayout()

    @Test func focusCardAtOffsetZeroMatchesHandArithmetic() {
        var layout = self.layout
        let items = LayoutApprox.frame(&layout, 0)
        #expect(items.map(\.index) == [-2, -1, 0, 1, 2], "offset 0: cards f−2 … f+2")
        let card = items[2]
        // rel 0: scale 0.7 + 0.4·clamp(sin 0) = 0.7; shift 320·0.5·cos 0 = 160;
        // width 224, height 336; x = 195 + 160 − 112 = 243; y = 422 − 168 = 254;
        // alpha 0.3 + 0.7·e⁰ = 1; z = max(50, 100) = 100; shadow 0.15·(1 − 224/320) = 0.045.
        #expect(card.scale == 0.7 && card.width == 224 && card.height == 336, "offset 0 card 0 size")
        #expect(card.x == 243 && card.y == 254, "offset 0 card 0 origin")
        #expect(card.rotation == 0 && card.alpha == 1 && card.z == 100, "offset 0 card 0 appearance")
        #expect(LayoutApprox.close(card.shadowOpacity, 0.045, 1e-15), "shadow \(card.shadowOpacity)")
        #expect(card.dataIndex == 0 && card.layer == -1, "offset 0 card 0 indices")
    }

    @Test func cardsAtOffsetThreeMatchHandArithmetic() {
        var layout = self.layout
        let items = LayoutApprox.frame(&layout, 3)
        // Card 0: rel 3, sin(1.2) = 0.9320390859672263 → scale 1.0728156343868904;
        // shift 160·cos(0.75) = 117.07021901981135.
        let c0 = items[2]
        let scale0 = 0.7 + 0.4 * 0.9320390859672263
        #expect(LayoutApprox.close(c0.scale, scale0, 1e-15), "offset 3 card 0 scale \(c0.scale)")
        #expect(LayoutApprox.close(c0.x, 195 + 117.07021901981135 - 320 * scale0 / 2, 1e-12), "x \(c0.x)")
        #expect(LayoutApprox.close(c0.y, 422 - 480 * scale0 / 2, 1e-12), "y \(c0.y)")
        #expect(LayoutApprox.close(c0.rotation, 0.015, 1e-15), "rotation 3·0.005")
        #expect(LayoutApprox.close(c0.alpha, 0.3 + 0.7 * exp(-0.36), 1e-15), "alpha \(c0.alpha)")
        #expect(c0.z == 98.5, "z = 100 − 3·0.5")
        // Card 2: rel 3 − 48 = −45, dist 45: sin(18) = −0.750987… → weight 0 → scale 0.7;
        // z = max(50, 100 − 22.5) = 77.5; alpha 0.3 + 0.7·e^(−5.4).
        let c2 = items[4]
        #expect(c2.index == 2 && c2.scale == 0.7, "offset 3 card 2 scale \(c2.scale)")
        #expect(LayoutApprox.close(c2.x, 195 + 160 * cos(-45 * 0.25) - 112, 1e-12), "x \(c2.x)")
        #expect(c2.z == 77.5 && LayoutApprox.close(c2.rotation, -0.225, 1e-15), "z \(c2.z) rotation \(c2.rotation)")
        #expect(LayoutApprox.close(c2.alpha, 0.3 + 0.7 * exp(-5.4), 1e-15), "alpha \(c2.alpha)")
        // Card −2: rel 51, dist 51: z = max(50, 74.5) = 74.5.
        #expect(items[0].index == -2 && items[0].z == 74.5, "offset 3 card −2 z \(items[0].z)")
    }

    @Test func zFloorHolds() {
        var config = CardStackConfiguration()
        config.visibleCount = 11
        var layout = CardStackLayout(configuration: config)
        let items = LayoutApprox.frame(&layout, 0)
        // Card 5: dist 120 → 100 − 60 = 40 → floor 50.
        #expect(items[10].index == 5 && items[10].z == 50, "z floor at dist 120")
    }

    @Test(arguments: [(0.0, 0), (11.99, 0), (12.0, 1), (-12.0, -1), (-11.99, 0), (36.0, 2), (-36.0, -2)])
    func focusRoundsHalvesAwayFromZero(offset: Double, focus: Int) {
        var layout = self.layout
        let items = LayoutApprox.frame(&layout, offset)
        #expect(layout.focusIndex(offset: offset) == focus, "offset \(offset)")
        #expect(items.map(\.index) == Array((focus - 2)...(focus + 2)), "offset \(offset)")
    }

    @Test func evenVisibleCountTakesTheExtraCardAfterTheFocus() {
        var config = CardStackConfiguration()
        config.visibleCount = 4
        var layout = CardStackLayout(configuration: config)
        // ⌊3/2⌋ = 1 before, ⌈3/2⌉ = 2 after.
        #expect(LayoutApprox.frame(&layout, 24).map(\.index) == [0, 1, 2, 3], "visibleCount 4 at f = 1")
    }

    @Test(arguments: [(-1, 19), (-3, 17), (-20, 0), (-21, 19), (20, 0), (43, 3)])
    func dataIndexWrapsNegativeIndices(index: Int, data: Int) {
        #expect(LayoutIndex.dataIndex(index, count: 20) == data, "index \(index) of 20")
    }

    @Test func negativeCardsShowWrappedData() {
        var layout = self.layout
        let items = LayoutApprox.frame(&layout, -48)
        #expect(items.map(\.index) == [-4, -3, -2, -1, 0], "offset −48")
        #expect(items.map(\.dataIndex) == [16, 17, 18, 19, 0], "count 20 wraps")
    }

    @Test func boundedContentClipsToTheDataRange() {
        var layout = CardStackLayout(geometry: LayoutGeometry(bounded: true))
        #expect(LayoutApprox.frame(&layout, 0).map(\.index) == [0, 1, 2], "bounded offset 0")
        #expect(LayoutApprox.frame(&layout, 19 * 24).map(\.index) == [17, 18, 19], "bounded last card")
        #expect(LayoutApprox.frame(&layout, 30).map(\.index) == [0, 1, 2, 3], "bounded offset 30, f 1")
        #expect(LayoutApprox.frame(&layout, -100).isEmpty, "far past the start: f −4, all clipped")
        // The kept cards are the unclipped ones.
        var free = CardStackLayout()
        let all = LayoutApprox.frame(&free, 30)
        let kept = LayoutApprox.frame(&layout, 30)
        #expect(zip(kept, all.dropFirst()).allSatisfy { $0 == $1 }, "clipping changes no kept card")
    }

    @Test func countDoesNotChangeTheGeometry() {
        var counts: [CardStackLayout] = []
        for count in [20, 2_000_000, Int.max / 1000, nil] as [Int?] {
            var config = CardStackConfiguration()
            config.count = count
            counts.append(CardStackLayout(configuration: config))
        }
        for offset in [0.0, 1000.3, -777.7, 48_000_000.5] {
            let frames = counts.indices.map { LayoutApprox.frame(&counts[$0], offset) }
            for f in frames.dropFirst() {
                #expect(
                    f.count == 5 && zip(f, frames[0]).allSatisfy { LayoutApprox.same($0, $1, 0, ignoringIndex: true) },
                    "offset \(offset): same attributes for every count")
                #expect(f.map(\.index) == frames[0].map(\.index), "offset \(offset): same indices")
            }
            #expect(frames[3].map(\.dataIndex) == frames[3].map(\.index), "nil count: data index = index")
            #expect(
                frames[0].map(\.dataIndex) == frames[0].map { LayoutIndex.dataIndex($0.index, count: 20) },
                "offset \(offset): count 20 data index")
        }
    }

    @Test func infiniteStackIsPeriodicInTheDataCount() {
        var layout = self.layout
        for offset in [5.0, 130.25, -61.0] {
            let a = LayoutApprox.frame(&layout, offset)
            let b = LayoutApprox.frame(&layout, offset + 20 * 24)
            #expect(
                zip(a, b).allSatisfy { LayoutApprox.same($0, $1, 1e-9, ignoringIndex: true) && $0.dataIndex == $1.dataIndex },
                "offset \(offset) vs + 480")
            #expect(zip(a, b).allSatisfy { $1.index == $0.index + 20 }, "indices shift by 20")
        }
    }
}
