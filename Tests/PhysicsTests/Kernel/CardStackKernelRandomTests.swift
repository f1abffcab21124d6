import Testing

@testable import ScrollPhysics

/// `CardStackKernel` (four configurations per `KernelLanes`) against the scalar path one
/// configuration at a time — `CardStackLayout`, `Perspective.project` about the viewport
/// centre, `LayoutMetricsAccumulator`, as a sweep's scalar run plays the frames — on seeded
/// random windows and configurations: dynamic and even spacing, with and without perspective,
/// bounded and unbounded, every scale curve, one to 21 visible cards, offsets that leave the
/// content at both ends. Every served metric must have the same bits (or both be nil), and a
/// lane must be reported faulted exactly when the scalar projection meets a z ≥ d.
@Suite struct CardStackKernelRandomTests {
    /// What one random trial produced, for the coverage checks.
    struct Coverage {
        var lanes = 0, faulted = 0, faultedAfterFrameZero = 0, projectedClean = 0, dynamic = 0, clipped = 0
        var curves: Set<ScaleCurve> = []
    }

    static let metrics = Metric.allCases.filter { CardStackKernel.supportedMetrics.contains($0) }

    /// The scalar run of `c`: nil when the projection faults (the frame it faults at in `faultFrame`).
    static func scalar(
        _ c: CardStackConfiguration, geometry: LayoutGeometry, perspective: Perspective?, frames: ShownFrames,
        faultFrame: inout Int?
    ) -> MetricValues? {
        var layout = CardStackLayout(configuration: c, geometry: geometry)
        var accumulator = LayoutMetricsAccumulator(
            traits: layout.traits, metrics: metrics, geometry: geometry, displayScale: 3, expectedRows: layout.capacity)
        layout.outputs = accumulator.neededOutputs
        if perspective != nil { layout.outputs.insert(.z) }
        var items = layout.makeBuffer()
        for (k, o) in frames.offsets.enumerated() {
            layout.layout(offset: o, velocity: 0, into: &items)
            if let perspective,
                perspective.project(&items, anchorX: geometry.viewport / 2, anchorY: geometry.crossViewport / 2) != nil
            {
                faultFrame = k
                return nil
            }
            accumulator.observe(offset: o, items: items)
        }
        var values = MetricValues()
        accumulator.finish(into: &values)
        return values
    }

    /// A random offset path of 40 … 160 frames: a drift, a swing and repeated (dropped) frames,
    /// from a start that may lie before the first card.
    static func frames(_ random: inout SplitMix64, spacing: Double) -> ShownFrames {
        let count = 40 + Int(random.next() % 121)
        let start = (random.nextUnitInterval() - 0.3) * spacing * 12
        let drift = (random.nextUnitInterval() - 0.5) * spacing * 0.6
        let swing = random.nextUnitInterval() * spacing * 8, rate = random.nextUnitInterval() * 0.3
        var offsets: [Double] = []
        for k in 0..<count {
            if k > 0, random.next() % 9 == 0 {
                offsets.append(offsets[k - 1])
                continue
            }
            offsets.append(start + drift * Double(k) + swing * Elementary.sin(rate * Double(k)))
        }
        return ShownFrames(offsets: offsets, droppedFrames: nil)
    }

    /// One random window (what the kernel's lanes share) and 1 … 9 configurations in it.
    static func trial(_ random: inout SplitMix64, coverage: inout Coverage) {
        func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * random.nextUnitInterval() }
        var window = CardStackConfiguration()
        window.spacing = uniform(6, 44)
        window.visibleCount = [1, 2, 3, 4, 5, 7, 9, 13, 21][Int(random.next() % 9)]
        window.count = random.next() % 3 == 0 ? nil : 1 + Int(random.next() % 30)
        window.scaleCurve = ScaleCurve.allCases[Int(random.next() % UInt64(ScaleCurve.allCases.count))]
        window.dynamicSpacing = random.next() % 4 != 0
        let geometry = LayoutGeometry(viewport: uniform(200, 500), crossViewport: uniform(400, 900), bounded: random.next() % 2 == 0)
        let perspective = random.next() % 3 == 0 ? nil : Perspective(distance: uniform(120, 900))
        let configurations = (0..<(1 + Int(random.next() % 9))).map { _ in
            var c = window
            c.baseScale = uniform(0.2, 1)
            c.maxScale = c.baseScale + uniform(-0.1, 0.8)
            c.cardWidth = uniform(80, 360)
            c.cardHeight = uniform(80, 600)
            c.shiftAmplitude = random.next() % 3 == 0 ? nil : uniform(-120, 160)
            c.stride = random.next() % 2 == 0 ? 0 : uniform(-10, 20)
            c.centerFrequency = uniform(0, 0.6)
            c.scaleFrequency = uniform(0.005, 0.8)
            c.scaleWidth = uniform(8, 140)
            c.zMax = uniform(0, 150)
            // Negative slopes raise the far cards' z, so that under a perspective some
            // configurations meet d on some frames only.
            c.zSlope = uniform(-8, 1)
            c.zFloor = uniform(0, 80)
            return c
        }
        let frames = Self.frames(&random, spacing: window.spacing)
        guard
            let kernel = CardStackKernel(
                configuration: window, geometry: geometry, perspective: perspective, metrics: metrics, displayScale: 3)
        else {
            Issue.record("the kernel declined the served metrics")
            return
        }
        let lanes = kernel.evaluate(configurations, frames: frames, physics: MetricValues())
        #expect(lanes.count == configurations.count)
        for (j, c) in configurations.enumerated() {
            var faultFrame: Int?
            let expected = scalar(c, geometry: geometry, perspective: perspective, frames: frames, faultFrame: &faultFrame)
            coverage.lanes += 1
            coverage.curves.insert(c.scaleCurve)
            if c.dynamicSpacing { coverage.dynamic += 1 }
            if geometry.bounded, c.count != nil { coverage.clipped += 1 }
            if let faultFrame {
                coverage.faulted += 1
                if faultFrame > 0 { coverage.faultedAfterFrameZero += 1 }
            } else if perspective != nil {
                coverage.projectedClean += 1
            }
            guard let expected else {
                #expect(lanes[j] == nil, "lane \(j) of \(c) under \(String(describing: perspective)): the scalar run faults")
                continue
            }
            guard let values = lanes[j] else {
                Issue.record("lane \(j) of \(c) under \(String(describing: perspective)) faulted; the scalar run does not")
                continue
            }
            for metric in metrics where values[metric]?.bitPattern != expected[metric]?.bitPattern {
                let kernelValue = String(describing: values[metric]), scalarValue = String(describing: expected[metric])
                Issue.record(
                    "\(metric) of lane \(j), \(c), \(geometry), \(String(describing: perspective)): kernel \(kernelValue), scalar \(scalarValue)"
                )
            }
        }
    }

    @Test func randomWindowsGiveTheScalarBitsInEveryLane() {
        var random = SplitMix64(seed: 2031)
        var coverage = Coverage()
        for _ in 0..<150 { Self.trial(&random, coverage: &coverage) }
        // The draws reach what the test is about.
        #expect(coverage.curves == Set(ScaleCurve.allCases))
        #expect(coverage.dynamic > 300 && coverage.lanes - coverage.dynamic > 100, "\(coverage)")
        #expect(coverage.faulted > 50 && coverage.faultedAfterFrameZero > 20 && coverage.projectedClean > 100, "\(coverage)")
        #expect(coverage.clipped > 100, "\(coverage)")
    }
}
