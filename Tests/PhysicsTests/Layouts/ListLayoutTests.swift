import ScrollPhysics
import Testing

/// The plain list on hand-computed frames (docs/layouts.md list).
@Suite struct ListLayoutTests {
    /// 60 pt rows 4 pt apart below a 10 pt inset, 20 pt side insets, in a 200 × 300 pt viewport.
    static func layout(count: Int? = nil) -> ListLayout {
        var c = ListConfiguration()
        c.itemHeight = 60
        c.spacing = 4
        c.topInset = 10
        c.horizontalInset = 20
        c.count = count
        return ListLayout(configuration: c, geometry: LayoutGeometry(viewport: 200, crossViewport: 300))
    }

    @Test func rowsMeetingTheViewportAreLaidOutAtTheirPitch() {
        var layout = Self.layout()
        // Offset 100: tops 10 + 64·i − 100 = −90, −26, 38, 102, 166, 230. Row 0's bottom is at −30
        // (gone), row 5's top is past 200.
        let items = LayoutApprox.frame(&layout, 100)
        #expect(items.map(\.index) == [1, 2, 3, 4])
        #expect(items.map(\.y) == [-26, 38, 102, 166])
        #expect(items.allSatisfy { $0.x == 20 && $0.width == 260 && $0.height == 60 })
        #expect(items.allSatisfy { $0.scale == 1 && $0.alpha == 1 && $0.z == 0 && $0.rotation == 0 })
        #expect(layout.capacity >= items.count)
    }

    @Test func aCountEndsTheListAndWrapsNoData() {
        var layout = Self.layout(count: 3)
        let items = LayoutApprox.frame(&layout, 100)
        #expect(items.map(\.index) == [1, 2])
        #expect(items.map(\.dataIndex) == [1, 2])
        // Past the end: nothing.
        #expect(LayoutApprox.frame(&layout, 1_000).isEmpty)
    }

    @Test func itsTraitsAreTheFrameToFrameMetricsAlongY() {
        let traits = Self.layout().traits
        #expect(traits.kindName == "list" && traits.axis == .vertical)
        #expect(traits.layoutMetrics == [.jitterRMSPt, .reversals, .pixelFlips, .maxStepPt])
        #expect(ListConfiguration().pitch == 88 && ListConfiguration.kindName == "list")
    }
}
