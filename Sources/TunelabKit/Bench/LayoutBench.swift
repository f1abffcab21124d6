import ScrollPhysics

/// Times one layout workload: per frame, `layout(offset:velocity:into:)` and the layout
/// metrics' `observe` (every metric that applies to the kind), over the precomputed frames of
/// a flick — a drag, a release at speed, deceleration (and, with few items, the rubber band).
/// Passes repeat the trajectory from a fresh layout and accumulator (made outside the timing).
struct LayoutBench {
    let scenario: Scenario
    let trajectory: Trajectory
    let metrics: [Metric]
    private var layout: AnyScrollLayout
    private var items: ItemBuffer
    private var accumulator: LayoutMetricsAccumulator
    private var frame = 0
    private var values = MetricValues()
    /// `layout.perspective` and its anchor (the viewport centre), applied to each frame as a run
    /// applies it (`ViewEvaluator`), so a `--scenario` with depth times the projection too.
    private let projection: (perspective: Perspective, anchorX: Points, anchorY: Points)?

    /// The scenario of a layout workload: `frameRate` Hz display, 1200 Hz physics, 3 s, a
    /// 0.1 s drag of 300 pt and a release; a finite count scrolls content of count·pitch.
    static func scenario(kind: LayoutKind, count: Int?, frameRate: Int) throws(InputError) -> Scenario {
        let file = "bench:\(kind.rawValue)"
        let countText = count.map(String.init) ?? #""infinite""#
        let layout =
            kind.isFormula
            ? formulaCardStack(count: countText)
            : #"{"kind": "\#(kind.rawValue)", "count": \#(countText)}"#
        let base = try ScenarioDecoder(file: file, directory: ".", defaultName: "bench")
            .decode(JSONParser.parse(#"{"layout": \#(layout)}"#, file: file))
        let vertical = !base.layout.traits.isHorizontal
        let content = count.map { #"{"length": \#(NumberFormat.shortest(Double($0) * base.layout.pitch))}"# } ?? #"{"infinite": true}"#
        let text = #"""
            {"duration": 3, "frameRate": \#(frameRate), "physicsRate": 1200,
             "scroll": {"viewport": \#(vertical ? 844 : 390), "crossViewport": \#(vertical ? 390 : 844), "content": \#(content)},
             "layout": \#(layout),
             "gesture": [{"drag": {"translation": -300, "duration": 0.1}}, {"release": {}}, {"wait": 3}]}
            """#
        return try ScenarioDecoder(file: file, directory: ".", defaultName: "bench").decode(JSONParser.parse(text, file: file))
    }

    /// The seed 000 card stack written as a formula (`experiments/layouts/card-stack.json`'s layout).
    static func formulaCardStack(count: String) -> String {
        #"""
        {"kind": "formula", "axis": "horizontal", "pitch": "spacing", "count": \#(count), "visible": {"nearest": 5},
         "params": {"cardWidth": 320, "cardHeight": 480, "spacing": 24, "baseScale": 0.7, "maxScale": 1.1,
                    "scaleFrequency": 0.4, "centerFrequency": 0.25, "tilt": 0.005, "alphaFloor": 0.3, "alphaDecay": 0.12,
                    "zMax": 100, "zSlope": 0.5, "zFloor": 50, "shadowOpacity": 0.15},
         "let": {"s": "baseScale + (maxScale - baseScale) * clamp(sin(dist * scaleFrequency), 0, 1)",
                 "w": "cardWidth * s", "shift": "cardWidth * 0.5 * cos(rel * centerFrequency)"},
         "item": {"x": "midX + shift - w / 2", "y": "midY - cardHeight * s / 2", "width": "w", "height": "cardHeight * s",
                  "scale": "s", "rotation": "rel * tilt", "alpha": "alphaFloor + (1 - alphaFloor) * exp(-dist * alphaDecay)",
                  "z": "max(zFloor, zMax - dist * zSlope)", "shadowOpacity": "shadowOpacity * (1 - w / cardWidth)"}}
        """#
    }

    init(kind: LayoutKind, count: Int?, frameRate: Int) throws(InputError) {
        self.init(scenario: try Self.scenario(kind: kind, count: count, frameRate: frameRate))
    }

    /// Frames of `scenario`'s own trajectory, with every layout metric that applies to its layout.
    init(scenario: Scenario) {
        self.scenario = scenario
        trajectory = Trajectory(scenario: scenario)
        metrics = Metric.applicable(to: scenario.layout.traits)
        let horizontal = scenario.layout.traits.isHorizontal
        let (along, across) = (scenario.scroll.viewport / 2, scenario.scroll.crossViewport / 2)
        projection = scenario.layout.projection.map {
            ($0, horizontal ? along : across, horizontal ? across : along)
        }
        layout = .none(LayoutGeometry(viewport: 1, crossViewport: 1, bounded: false))
        items = ItemBuffer(capacity: 0)
        accumulator = LayoutMetricsAccumulator(traits: layout.traits, metrics: [], geometry: layout.geometry)
        restart()
    }

    private var geometry: LayoutGeometry {
        LayoutGeometry(
            viewport: scenario.scroll.viewport, crossViewport: scenario.scroll.crossViewport,
            bounded: scenario.scroll.contentLength != nil)
    }

    private mutating func restart() {
        layout = scenario.layout.makeLayout(geometry: geometry)
        items = layout.makeBuffer()
        accumulator = LayoutMetricsAccumulator(
            traits: layout.traits, metrics: metrics, geometry: geometry,
            displayScale: scenario.display.scale, expectedRows: layout.capacity)
        frame = 0
    }

    /// Times `samples.count` frames (µs each, into `samples`), folding outputs into `checksum`.
    mutating func run(into samples: inout [Double], checksum: inout BenchChecksum) {
        let frames = trajectory.frames
        for s in samples.indices {
            if frame == frames.count {
                accumulator.finish(into: &values)
                for metric in metrics { checksum.fold(values[metric] ?? -1) }
                restart()
            }
            let current = frames[frame]
            let start = BenchClock.now()
            if let release = current.release { layout.didRelease(velocity: release) }
            layout.layout(offset: current.offset, velocity: current.velocity, into: &items)
            if let projection { _ = projection.perspective.project(&items, anchorX: projection.anchorX, anchorY: projection.anchorY) }
            accumulator.observe(offset: current.offset, items: items)
            let end = BenchClock.now()
            samples[s] = BenchClock.microseconds(from: start, to: end)
            checksum.fold(UInt64(items.count))
            if let first = items.first { checksum.fold(first.x + first.y) }
            frame += 1
        }
    }

    /// The frame interval (µs).
    var interval: Double { 1_000_000 / Double(scenario.clock.frameRate) }
}
