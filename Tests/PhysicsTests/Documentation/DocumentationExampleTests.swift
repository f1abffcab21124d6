import ScrollPhysics
import Testing

/// The code of the DocC catalog's articles (`Sources/ScrollPhysics/ScrollPhysics.docc`), compiled
/// and run, so the examples stay true.
@Suite struct DocumentationExampleTests {
    /// `WritingALayout.md`'s layout, as written there.
    struct FadeInList: ScrollLayout {
        let geometry: LayoutGeometry
        let itemHeight: Points = 80
        let spacing: Points = 8

        var traits: LayoutTraits {
            LayoutTraits(
                kindName: "fadeInList", axis: .vertical,
                layoutMetrics: [.jitterRMSPt, .reversals, .pixelFlips, .maxStepPt, .alphaReversals])
        }

        /// Items that fit in the viewport, plus one partly shown at each end.
        var capacity: Int { Int((geometry.viewport / (itemHeight + spacing)).rounded(.up)) + 2 }

        mutating func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
            items.removeAll()
            let pitch = itemHeight + spacing
            var index = Int((offset / pitch).rounded(.down))
            while Double(index) * pitch - offset < geometry.viewport {
                let y = Double(index) * pitch - offset
                if y + itemHeight > 0 {
                    let shown = min(max((geometry.viewport - y) / 100, 0), 1)
                    items.append(
                        ItemAttributes(
                            index: index, dataIndex: index, x: 0, y: y,
                            width: geometry.crossViewport, height: itemHeight, alpha: shown))
                }
                index += 1
            }
        }
    }

    /// The landing page's flick and the article's metrics loop.
    static func simulation() -> ScrollViewSimulation {
        var configuration = ScrollConfiguration()
        configuration.snap.policy = .nearest
        configuration.snap.interval = 24
        let clock = SimulationClock(physicsRate: 1200, frameRate: 120, duration: 3)
        let script = GestureScript(steps: [.flick(velocity: -2500), .wait(duration: 3)], clock: clock, touchRate: 120)
        return ScrollViewSimulation(configuration: configuration, clock: clock, script: script, estimator: .lsq2)
    }

    @Test func theOverviewsCardStackFlickRuns() {
        var simulation = Self.simulation()
        let layout = CardStackLayout(
            configuration: CardStackConfiguration(),
            geometry: LayoutGeometry(viewport: 390, crossViewport: 844))
        var items = layout.makeBuffer()
        var frames = 0
        while let frame = simulation.advanceToNextFrame() {
            layout.layout(offset: frame.offset, velocity: frame.velocity, into: &items)
            #expect(items.count == 5, "frame \(frame.frame): \(items.count) cards")
            frames += 1
        }
        #expect(frames == 361)
        #expect(simulation.phase == .resting, "the flick snaps and rests within 3 s")
    }

    @Test func thePlugInLayoutIsMeasured() throws {
        var simulation = Self.simulation()
        var layout = FadeInList(geometry: LayoutGeometry(viewport: 844, crossViewport: 390))
        var accumulator = LayoutMetricsAccumulator(
            traits: layout.traits, metrics: layout.traits.layoutMetrics,
            geometry: layout.geometry, displayScale: 3)
        var items = layout.makeBuffer()
        while let frame = simulation.advanceToNextFrame() {
            layout.layout(offset: frame.offset, velocity: frame.velocity, into: &items)
            #expect(items.count <= layout.capacity)
            accumulator.observe(offset: frame.offset, items: items)
        }
        var values = MetricValues()
        accumulator.finish(into: &values)
        #expect(values[.pixelFlips] == 0, "a list that moves with the offset never flickers")
        #expect(values[.reversals] == 0)
        let jitter = try #require(values[.jitterRMSPt])
        #expect(jitter >= 0 && jitter.isFinite)
        #expect(values[.focusErrorRate] == nil, "focus does not apply to this layout's traits")
    }
}
