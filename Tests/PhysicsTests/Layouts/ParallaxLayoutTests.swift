import ScrollPhysics
import Testing

@Suite struct ParallaxLayoutTests {
    // Phone: viewport 844, cells 200 tall; centred base_i = 200·i + 100 − 422.
    @Test func centredBaseClampsAtMaxOffset() {
        var layout = ParallaxLayout()
        let items = LayoutApprox.frame(&layout, 90)
        #expect(items.map(\.index) == [0, 1, 2, 3, 4], "tops −90 … 710")
        // Cell 2: base 78, raw 12·0.6 = 7.2, y = 400 − 90 + 7.2.
        let c2 = items[2]
        #expect(LayoutApprox.close(c2.translation, 7.2, 1e-12) && !c2.clamped, "cell 2 \(c2)")
        #expect(LayoutApprox.close(c2.y, 317.2, 1e-12) && c2.height == 200 && c2.width == 390 && c2.layer == 0, "cell 2 frame")
        // Cell 1: base −122, raw 212·0.6 = 127.2 → 15; cell 3: base 278, raw −112.8 → −15.
        #expect(items[1].translation == 15 && items[1].clamped, "cell 1 clamped up")
        #expect(items[3].translation == -15 && items[3].clamped, "cell 3 clamped down")
    }

    @Test func rowsAreIndexThenLayer() {
        var config = ParallaxConfiguration()
        config.layers = [
            ParallaxLayerConfiguration(factor: 0.6, maxOffset: 15),
            ParallaxLayerConfiguration(factor: 0.2, maxOffset: 30)
        ]
        var layout = ParallaxLayout(configuration: config)
        let items = LayoutApprox.frame(&layout, 90)
        #expect(
            items.map { "\($0.index).\($0.layer)" } == ["0.0", "0.1", "1.0", "1.1", "2.0", "2.1", "3.0", "3.1", "4.0", "4.1"],
            "index then layer")
        // Cell 2 layer 1: 12·0.2 = 2.4; cell 1 layer 1: 212·0.2 = 42.4 → 30.
        #expect(LayoutApprox.close(items[5].translation, 2.4, 1e-12) && items[5].z == 1, "cell 2 layer 1")
        #expect(items[3].translation == 30 && items[3].clamped, "cell 1 layer 1")
        #expect(layout.capacity == 14, "(⌈1044/200⌉ + 1)·2 = 14")
    }

    @Test func appearanceBaseIsTheOffsetWhenTheCellAppeared() {
        var config = ParallaxConfiguration()
        config.base = .appearance
        var layout = ParallaxLayout(configuration: config)
        #expect(LayoutApprox.frame(&layout, 0).allSatisfy { $0.translation == 0 }, "first frame: base = offset")
        let at10 = LayoutApprox.frame(&layout, 10)
        #expect(at10.allSatisfy { LayoutApprox.close($0.translation, 6, 1e-12) }, "10·0.6")
        let at250 = LayoutApprox.frame(&layout, 250)
        // Cell 0 gone ([−250, −50)); cells 1 … 4 keep base 0 → 150 → 15; cell 5 appears → 0.
        #expect(at250.map(\.index) == [1, 2, 3, 4, 5], "offset 250")
        #expect(at250.dropLast().allSatisfy { $0.translation == 15 && $0.clamped }, "old cells clamped")
        #expect(at250.last?.translation == 0, "cell 5 appeared at 250")
        let back = LayoutApprox.frame(&layout, 10)
        // Cell 0 reappears (seed: reused, base reset) at 10 → 0; cell 5 left.
        #expect(back.map(\.index) == [0, 1, 2, 3, 4] && back[0].translation == 0, "cell 0 reappears with base 10")
        #expect(LayoutApprox.close(back[1].translation, 6, 1e-12), "cell 1 keeps base 0")
        layout.reset()
        #expect(LayoutApprox.frame(&layout, 40).allSatisfy { $0.translation == 0 }, "reset forgets the bases")
    }

    @Test(arguments: [(-1500.0, 0.5), (1500.0, 0.5), (0.0, 0.3), (5000.0, 0.7), (3000.0, 0.7)])
    func velocityFactor(velocity: Double, factor: Double) {
        #expect(LayoutApprox.close(ParallaxLayout.releaseFactor(velocity: velocity), factor, 1e-15), "v \(velocity)")
        var config = ParallaxConfiguration()
        config.velocityFactor = true
        var layout = ParallaxLayout(configuration: config)
        layout.didRelease(velocity: velocity)
        // Cell 2 at offset 90: raw 12·factor (below 15 for every factor here).
        let cell = LayoutApprox.frame(&layout, 90)[2]
        #expect(LayoutApprox.close(cell.translation, 12 * factor, 1e-12), "v \(velocity): 12·\(factor)")
    }

    @Test func releaseLeavesTheFactorAloneWithoutVelocityFactor() {
        var layout = ParallaxLayout()
        layout.didRelease(velocity: 3000)
        #expect(LayoutApprox.close(LayoutApprox.frame(&layout, 90)[2].translation, 7.2, 1e-12), "factor stays 0.6")
    }

    @Test func anyScrollLayoutKeepsParallaxState() {
        var config = ParallaxConfiguration()
        config.velocityFactor = true
        config.base = .appearance
        var any = AnyScrollLayout.parallax(ParallaxLayout(configuration: config))
        _ = LayoutApprox.frame(&any, 0)
        any.didRelease(velocity: 1500)
        let items = LayoutApprox.frame(&any, 10)
        #expect(any.kind == .parallax && items.allSatisfy { LayoutApprox.close($0.translation, 5, 1e-12) }, "10·0.5")
    }
}
