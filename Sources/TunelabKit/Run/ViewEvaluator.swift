import ScrollPhysics

/// Plays a trajectory through the display (dropped frames) and the layout, feeding the
/// layout metrics; optionally hands every displayed row to a sink (for `items.csv`).
/// The frame loop allocates nothing, and runs on the concrete layout type (one switch
/// per evaluation, not per frame). Without a sink the card stack computes only the
/// attributes the requested metrics read (`LayoutMetricsAccumulator.neededOutputs`).
/// With `layout.perspective`, each frame the layout writes is projected about the viewport
/// centre (`Perspective`) before the metrics and the sink see it — the container's transform
/// applied to the layers the layout placed; a z at or behind the eye fails the run.
public struct ViewEvaluator {
    public let scenario: Scenario
    public let metrics: [Metric]

    /// A frame sink: `(frame, dropped, items)` for each frame, in order.
    public typealias FrameSink = (_ frame: ScrollFrame, _ dropped: Bool, _ items: borrowing ItemBuffer) -> Void

    /// `metrics`: the columns wanted (layout metrics not applying to the kind are ignored).
    public init(scenario: Scenario, metrics: [Metric]) {
        self.scenario = scenario
        self.metrics = metrics
    }

    /// The layout geometry of the scenario's viewport and content.
    public var geometry: LayoutGeometry {
        LayoutGeometry(
            viewport: scenario.scroll.viewport, crossViewport: scenario.scroll.crossViewport,
            bounded: scenario.scroll.contentLength != nil)
    }

    /// Runs the frames; `onFrame(k, dropped, items)` sees each frame's displayed rows.
    /// Returns the physics metrics of `trajectory` plus the requested layout metrics.
    /// A layout fault (a formula's NaN) ends the frames early and is not reported:
    /// drivers use `checkedEvaluate`.
    public func evaluate(_ trajectory: Trajectory, onFrame: FrameSink? = nil) -> MetricValues {
        run(trajectory, onFrame: onFrame).values
    }

    /// As `evaluate`, but a layout fault — an attribute that came out NaN or ±∞ in a
    /// displayed frame — fails the run: the first one, with its frame.
    public func checkedEvaluate(_ trajectory: Trajectory, onFrame: FrameSink? = nil) throws(FrameFault) -> MetricValues {
        let (values, fault) = run(trajectory, onFrame: onFrame)
        if let fault { throw fault }
        return values
    }

    private func run(_ trajectory: Trajectory, onFrame: FrameSink?) -> (values: MetricValues, fault: FrameFault?) {
        let geometry = self.geometry
        var layout = scenario.layout.makeLayout(geometry: geometry)
        var accumulator = LayoutMetricsAccumulator(
            traits: layout.traits, metrics: metrics, geometry: geometry,
            displayScale: scenario.display.scale, expectedRows: layout.capacity)
        var fault: FrameFault?
        // The container's anchor, the viewport centre: x across the axis for vertical layouts.
        let (along, across) = (geometry.viewport / 2, geometry.crossViewport / 2)
        let projection = scenario.layout.projection.map {
            Projection(
                perspective: $0, anchorX: layout.traits.isHorizontal ? along : across,
                anchorY: layout.traits.isHorizontal ? across : along)
        }
        if case .cardStack(var l) = layout {
            // items.csv writes every attribute; metrics alone read only some (the projection reads z).
            if onFrame == nil { l.outputs = accumulator.neededOutputs }
            if projection != nil { l.outputs.insert(.z) }
            layout = .cardStack(l)
        }
        // Opened once: the frame loop runs on the concrete type (a plug-in's too). Only the kinds
        // that accept `layout.perspective` are projected; `none` lays nothing out.
        var player = FramePlayer(
            evaluator: self, trajectory: trajectory, laysOut: layout.kind?.placesItems ?? true,
            projection: layout.kind?.acceptsPerspective == true ? projection : nil, accumulator: accumulator, onFrame: onFrame)
        fault = layout.open(with: &player)
        accumulator = player.accumulator
        var values = trajectory.physics
        accumulator.finish(into: &values)
        return (values, fault)
    }

    /// The frame loop's arguments, run on the layout's concrete type (`AnyScrollLayout.open(with:)`).
    private struct FramePlayer: ScrollLayoutOpener {
        let evaluator: ViewEvaluator
        let trajectory: Trajectory
        let laysOut: Bool
        let projection: Projection?
        var accumulator: LayoutMetricsAccumulator
        let onFrame: FrameSink?

        mutating func open<L: ScrollLayout>(_ layout: inout L) -> FrameFault? {
            evaluator.play(
                trajectory, layout: &layout, laysOut: laysOut, projection: projection, accumulator: &accumulator, onFrame: onFrame)
        }
    }

    /// A perspective and the anchor it projects about (pt, viewport coordinates).
    fileprivate struct Projection {
        let perspective: Perspective
        let anchorX: Points, anchorY: Points
    }

    /// The frame loop, specialised per layout type; stops at the first layout fault. Each frame
    /// laid out is projected by `projection` (when given) before anything reads it.
    private func play<L: ScrollLayout>(
        _ trajectory: Trajectory, layout: inout L, laysOut: Bool,
        projection: Projection? = nil,
        accumulator: inout LayoutMetricsAccumulator, onFrame: FrameSink?
    ) -> FrameFault? {
        var items = layout.makeBuffer()
        var schedule = DroppedFrameSchedule(scenario.display.droppedFrames)
        var shownOffset = 0.0, shownVelocity = 0.0
        for frame in trajectory.frames {
            if let release = frame.release { layout.didRelease(velocity: release) }
            let dropped = schedule.isDropped(frame: frame.frame)
            if !dropped {
                shownOffset = frame.offset
                shownVelocity = frame.velocity
                if laysOut {
                    layout.layout(offset: shownOffset, velocity: shownVelocity, into: &items)
                    if let fault = layout.fault { return FrameFault(frame: frame.frame, fault: fault) }
                    if let projection,
                        let fault = projection.perspective.project(
                            &items, anchorX: projection.anchorX, anchorY: projection.anchorY)
                    {
                        return FrameFault(frame: frame.frame, fault: fault, perspective: projection.perspective.distance)
                    }
                }
            }
            if laysOut { accumulator.observe(offset: shownOffset, items: items) }
            onFrame?(frame, dropped, items)
        }
        return nil
    }
}
