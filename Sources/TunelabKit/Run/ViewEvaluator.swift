import ScrollPhysics

/// Plays a trajectory through the display (dropped frames) and the layout, feeding the
/// layout metrics; optionally hands every displayed row to a sink (for `items.csv`).
/// The frame loop allocates nothing.
public struct ViewEvaluator {
    public let scenario: Scenario
    public let metrics: [Metric]

    /// `metrics`: the columns wanted (layout metrics not applying to the kind are ignored).
    public init(scenario: Scenario, metrics: [Metric]) {
        self.scenario = scenario
        self.metrics = metrics
    }

    /// The layout geometry of the scenario's viewport and content.
    public var geometry: LayoutGeometry {
        LayoutGeometry(viewport: scenario.scroll.viewport, crossViewport: scenario.scroll.crossViewport,
                       bounded: scenario.scroll.contentLength != nil)
    }

    /// Runs the frames; `onFrame(k, dropped, items)` sees each frame's displayed rows.
    /// Returns the physics metrics of `trajectory` plus the requested layout metrics.
    public func evaluate(_ trajectory: Trajectory,
                         onFrame: ((_ frame: ScrollFrame, _ dropped: Bool, _ items: borrowing ItemBuffer) -> Void)? = nil) -> MetricValues {
        var layout = scenario.layout.makeLayout(geometry: geometry)
        var items = layout.makeBuffer()
        var accumulator = LayoutMetricsAccumulator(kind: scenario.layout.kind, metrics: metrics, geometry: geometry,
                                                   displayScale: scenario.display.scale, expectedRows: layout.capacity)
        var schedule = DroppedFrameSchedule(scenario.display.droppedFrames)
        let laysOut = scenario.layout.kind != .none
        var shownOffset = 0.0, shownVelocity = 0.0
        for frame in trajectory.frames {
            if let release = frame.release { layout.didRelease(velocity: release) }
            let dropped = schedule.isDropped(frame: frame.frame)
            if !dropped {
                shownOffset = frame.offset
                shownVelocity = frame.velocity
                if laysOut { layout.layout(offset: shownOffset, velocity: shownVelocity, into: &items) }
            }
            if laysOut { accumulator.observe(offset: shownOffset, items: items) }
            onFrame?(frame, dropped, items)
        }
        var values = trajectory.physics
        accumulator.finish(into: &values)
        return values
    }
}
