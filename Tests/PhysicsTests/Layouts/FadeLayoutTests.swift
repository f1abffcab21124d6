import ScrollPhysics
import Testing

@Suite struct FadeLayoutTests {
    var layout = FadeLayout()

    @Test(arguments: [(0.0, 0.0), (0.25, 0.0625), (0.5, 0.5), (0.75, 0.9375), (1.0, 1.0), (0.1, 0.004)])
    func easeInOutCubic(u: Double, expected: Double) {
        #expect(LayoutApprox.close(Easing.easeInOutCubic(u), expected, 1e-15), "u \(u)")
    }

    @Test func restingListIsOpaque() {
        var layout = self.layout
        let items = LayoutApprox.frame(&layout, 0)
        // Tops 200 + 112·i below the inset; 872 is past 844.
        #expect(items.map(\.index) == [0, 1, 2, 3, 4, 5], "six items")
        #expect(items.allSatisfy { $0.alpha == 1 && $0.width == 390 && $0.height == 100 }, "alpha 1, full width")
        #expect(items[5].y == 760, "item 5 top 200 + 560")
    }

    @Test func itemsFadeUnderTheInset() {
        var layout = self.layout
        let items = LayoutApprox.frame(&layout, 170)
        // Item 0: y 30, progress 170/120 → 1 → alpha 0.05.
        #expect(items[0].y == 30 && LayoutApprox.close(items[0].alpha, 0.05, 1e-15), "item 0 \(items[0].alpha)")
        // Item 1: y 142, progress 58/120 = 0.48333…, ease 4u³ = 0.45164814…, alpha 1 − 0.95·ease.
        let u = 58.0 / 120
        #expect(LayoutApprox.close(items[1].alpha, 1 - 0.95 * 4 * u * u * u, 1e-15), "item 1 \(items[1].alpha)")
        #expect(LayoutApprox.close(items[1].alpha, 0.5709342, 1e-6), "item 1 ≈ 0.5709342")
        // Item 2: y 254 below the inset → 1.
        #expect(items[2].alpha == 1, "item 2")
        // Second half of the curve: offset 230, item 1 at y 82, u = 118/120, ease = 1 − (2 − 2u)³/2.
        let later = LayoutApprox.frame(&layout, 230)
        let v = 2 - 2 * (118.0 / 120)
        #expect(LayoutApprox.close(later[1].alpha, 1 - 0.95 * (1 - v * v * v / 2), 1e-15), "offset 230 item 1")
        #expect(LayoutApprox.close(later[1].alpha, 0.0500175926, 1e-9), "≈ 0.05 + 0.95·(1/30)³/2")
    }

    @Test func itemWhoseBottomIsAtTheTopIsGone() {
        var layout = self.layout
        #expect(LayoutApprox.frame(&layout, 300).first?.index == 1, "item 0 spans [−100, 0)")
        #expect(LayoutApprox.frame(&layout, 299).first?.index == 0, "item 0 spans [−99, 1)")
    }
}
