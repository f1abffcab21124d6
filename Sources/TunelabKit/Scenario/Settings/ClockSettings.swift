import ScrollPhysics

/// The scenario's top-level clock keys (docs/scenario.md#the-clock): how long, how often the
/// display samples, how often the physics ticks, and how it steps. The decoder reads them into
/// this value and builds a `SimulationClock` (physicsRate a multiple of frameRate, at most
/// `ScenarioDecoder.maximumFrames` frames and `maximumTicks` ticks).
struct ClockSettings: Sendable, Equatable {
    /// Seconds simulated.
    var duration: Seconds = 3
    /// Display samples per second, Hz.
    var frameRate = 120
    /// Physics ticks per second, Hz.
    var physicsRate = 1200
    /// How springs and coasts are stepped.
    var integrator: Integrator = .exact

    init() {}

    /// The settings a decoded scenario ran with: the duration as its last frame's time.
    init(clock: SimulationClock, integrator: Integrator) {
        duration = clock.time(ofFrame: clock.lastFrame); frameRate = clock.frameRate
        physicsRate = clock.physicsRate; self.integrator = integrator
    }

    /// In the order the decoder reads and the encoder writes them; `integrator` is read after
    /// the clock is checked (`rateSettings`).
    static let settings: [ScenarioSetting<ClockSettings>] = [
        .number(
            "duration", \.duration,
            SettingRange(lower: 0, lowerIncluded: false, upper: 1e6, upperIncluded: true, expected: "a positive number of seconds"),
            doc: "Seconds simulated.", label: "duration (s)"),
        .integer(
            "frameRate", \.frameRate, .integers(1, 100_000, "a positive integer (Hz)"), doc: "Display samples per second, Hz.",
            label: "frame rate (Hz)"),
        .integer(
            "physicsRate", \.physicsRate, .integers(1, 10_000_000, "a positive integer (Hz)"),
            doc: "Physics ticks per second, Hz; a multiple of frameRate.", label: "physics rate (Hz)"),
        .choice("integrator", \.integrator, doc: "How springs and coasts are stepped.", label: "integrator", uikitOnly: true)
    ]

    /// The settings that make the clock (all but the integrator).
    static var rateSettings: ArraySlice<ScenarioSetting<ClockSettings>> { settings.dropLast() }
}
