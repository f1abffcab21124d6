import ScrollPhysics

/// A decoded, validated scenario file (docs/scenario.md): everything one run needs.
public struct Scenario: Sendable {
    /// Names the output directory `reports/<name>/`; defaults to the file's base name.
    public var name: String
    public var clock: SimulationClock
    public var scroll: ScrollConfiguration
    public var touch: TouchSettings
    public var gesture: [GestureStep]
    public var layout: LayoutSettings
    public var display: DisplaySettings

    public init(
        name: String, clock: SimulationClock, scroll: ScrollConfiguration, touch: TouchSettings,
        gesture: [GestureStep], layout: LayoutSettings, display: DisplaySettings
    ) {
        self.name = name; self.clock = clock; self.scroll = scroll; self.touch = touch
        self.gesture = gesture; self.layout = layout; self.display = display
    }

    /// Whether two scenarios give the same scroll trajectory (clock, scroll, touch and gesture
    /// equal), so a sweep can reuse one trajectory for points that vary only the view.
    public func hasSameTrajectory(as other: Scenario) -> Bool {
        clock == other.clock && scroll == other.scroll && touch == other.touch && gesture == other.gesture
    }
}

/// `touch.*` (docs/scenario.md#touch).
public struct TouchSettings: Sendable, Equatable {
    /// Touch sample grid, Hz (≥ 1).
    public var rate = 120
    /// σ of the Gaussian noise added to each move sample, pt (≥ 0).
    public var noise: Points = 0
    public var seed: UInt64 = 1
    public var velocityEstimator: VelocityEstimatorKind = .lsq2
    public init() {}
}

/// `display.*` (docs/scenario.md#the-clock, docs/metrics.md).
public struct DisplaySettings: Sendable, Equatable {
    /// Device pixels per point, for `pixel_flips`, the platform models' tolerances and
    /// Android's density; in `scaleRange`.
    public var scale: Double = 3
    /// The `display.scale` a scenario may give: [0.5, 10] pixels per point (docs/scenario.md).
    public static let scaleRange: ClosedRange<Double> = 0.5...10
    public var droppedFrames: DroppedFrames? = nil
    public init() {}
}
