import ScrollPhysics
import Testing

@Suite struct ItemBufferTests {
    @Test func appendAndClearKeepCapacity() {
        var buffer = ItemBuffer(capacity: 2)
        buffer.append(ItemAttributes(index: 3))
        buffer.append(ItemAttributes(index: 4))
        #expect(buffer.count == 2 && buffer.map(\.index) == [3, 4], "two rows")
        buffer.removeAll()
        #expect(buffer.isEmpty && buffer.capacity == 2, "cleared, capacity kept")
        buffer.append(ItemAttributes(index: 9))
        #expect(buffer == ItemBuffer([ItemAttributes(index: 9)]), "equality ignores spare storage")
    }

    @Test func anyScrollLayoutMatchesConcreteLayouts() {
        var card = CardStackLayout(), flow = FlowStackLayout(), fade = FadeLayout()
        var anyCard = AnyScrollLayout.cardStack(card)
        var anyFlow = AnyScrollLayout.flowStack(flow)
        var anyFade = AnyScrollLayout.fade(fade)
        var none = AnyScrollLayout.none(LayoutGeometry())
        for offset in [0.0, 57.5, 333.0] {
            #expect(LayoutApprox.frame(&anyCard, offset) == LayoutApprox.frame(&card, offset), "card \(offset)")
            #expect(LayoutApprox.frame(&anyFlow, offset) == LayoutApprox.frame(&flow, offset), "flow \(offset)")
            #expect(LayoutApprox.frame(&anyFade, offset) == LayoutApprox.frame(&fade, offset), "fade \(offset)")
            #expect(LayoutApprox.frame(&none, offset).isEmpty && none.capacity == 0, "none \(offset)")
        }
    }

    @Test func visibleListRangeUsesHalfOpenViewport() {
        // Items of 100 at pitch 100 in a viewport of 250 at offset 0: [0,100), [100,200), [200,300).
        #expect(LayoutIndex.visibleListRange(offset: 0, leading: 0, pitch: 100, length: 100, viewport: 250, count: nil) == 0...2)
        // Offset 50 puts item 3's top at 250: not visible.
        #expect(LayoutIndex.visibleListRange(offset: 50, leading: 0, pitch: 100, length: 100, viewport: 250, count: nil) == 0...2)
        #expect(LayoutIndex.visibleListRange(offset: 100, leading: 0, pitch: 100, length: 100, viewport: 250, count: nil) == 1...3)
        #expect(LayoutIndex.visibleListRange(offset: 0, leading: 0, pitch: 100, length: 100, viewport: 250, count: 0) == nil)
        #expect(
            LayoutIndex.visibleListRange(offset: 1e300, leading: 0, pitch: 100, length: 100, viewport: 250, count: nil) == nil,
            "absurd offset: no trap")
    }
}
