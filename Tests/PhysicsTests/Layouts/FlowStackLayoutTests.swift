import ScrollPhysics
import Testing

@Suite struct FlowStackLayoutTests {
    // Phone: viewport 844 along y, crossViewport 390; width 350 at x 20, pitch 320.
    var layout = FlowStackLayout()

    @Test func peekPositionsAtRest() {
        var layout = self.layout
        let items = LayoutApprox.frame(&layout, 0)
        #expect(items.map(\.index) == [0, 1, 2], "tops 0, 320, 640 meet [0, 844); 960 does not")
        // j 0: identity.
        #expect(
            items[0]
                == ItemAttributes(
                    index: 0, dataIndex: 0, x: 20, y: 0, width: 350, height: 300,
                    scale: 1, alpha: 1, z: 3), "item 0 \(items[0])")
        // j 1: scale 0.95 → 332.5 × 285 about centre (195, 470), then +20: centre y 490.
        let i1 = items[1]
        #expect(i1.scale == 0.95 && i1.width == 332.5 && i1.height == 285, "item 1 size")
        #expect(i1.x == 28.75 && i1.y == 347.5 && i1.z == 2 && i1.alpha == 1, "item 1 \(i1)")
        // j 2: scale 0.9 → 315 × 270 about (195, 790), +40: centre y 830.
        let i2 = items[2]
        #expect(LayoutApprox.close(i2.width, 315, 1e-12) && LayoutApprox.close(i2.height, 270, 1e-12), "item 2 size")
        #expect(LayoutApprox.close(i2.x, 37.5, 1e-12) && LayoutApprox.close(i2.y, 695, 1e-12) && i2.z == 1, "item 2 \(i2)")
    }

    @Test func itemScrolledPastTheTopShrinksAndLags() {
        var layout = self.layout
        let items = LayoutApprox.frame(&layout, 200)
        #expect(items.map(\.index) == [0, 1, 2, 3], "tops −200, 120, 440, 760")
        // Item 0: t 200 → scale max(0.8, 0.8) = 0.8, lag 100: 280 × 240, centre (195, −200 + 150 + 100).
        let i0 = items[0]
        #expect(i0.scale == 0.8 && LayoutApprox.close(i0.width, 280, 1e-12) && LayoutApprox.close(i0.height, 240, 1e-12), "item 0 size")
        #expect(LayoutApprox.close(i0.x, 55, 1e-12) && LayoutApprox.close(i0.y, -70, 1e-12), "item 0 origin \(i0)")
        #expect(i0.z == 3 && i0.alpha == 1, "z and alpha stay from the peek rule")
        // Item 1 at j 1, item 2 at j 2 as at rest; item 3 at j 3: clamped to j 2 (scale 0.9, +40, z 1), alpha 0.
        let i3 = items[3]
        #expect(i3.scale == 0.9 && i3.z == 1 && i3.alpha == 0, "item 3 \(i3)")
        #expect(LayoutApprox.close(i3.y, 760 + 150 + 40 - 135, 1e-12), "item 3 y")
        // Halfway: t 100 → scale 0.9, lag 50.
        let half = LayoutApprox.frame(&layout, 100)[0]
        #expect(half.scale == 0.9 && LayoutApprox.close(half.y, -100 + 150 + 50 - 135, 1e-12), "t 100: \(half)")
        // Far: t 299 → 1 − 0.299 = 0.701 → floor 0.8.
        #expect(LayoutApprox.frame(&layout, 299)[0].scale == 0.8, "t 299 floors at 0.8")
    }

    @Test func itemLeavesWhenItsBottomReachesTheTop() {
        var layout = self.layout
        #expect(LayoutApprox.frame(&layout, 300).first?.index == 1, "item 0 spans [−300, 0): not visible")
        #expect(LayoutApprox.frame(&layout, 299.5).first?.index == 0, "item 0 spans [−299.5, 0.5)")
    }

    @Test func countLimitsTheItems() {
        var config = FlowStackConfiguration()
        config.count = 2
        var layout = FlowStackLayout(configuration: config)
        #expect(LayoutApprox.frame(&layout, 0).map(\.index) == [0, 1], "count 2")
        #expect(LayoutApprox.frame(&layout, -1000).isEmpty, "nothing before item 0")
        #expect(LayoutApprox.frame(&layout, 10_000).isEmpty, "nothing after the last item")
    }

    @Test func capacityHoldsTheMostCrowdedFrame() {
        var layout = self.layout
        var most = 0
        for k in 0..<640 { most = max(most, LayoutApprox.frame(&layout, Double(k) * 0.5).count) }
        #expect(most == 4 && layout.capacity >= most, "at most ⌈(844 + 300)/320⌉ = 4 items, capacity \(layout.capacity)")
    }
}
