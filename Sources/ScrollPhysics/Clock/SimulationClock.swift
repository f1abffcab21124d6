/// The integer clocks of a run (docs/determinism.md, docs/scenario.md#the-clock).
///
/// Physics ticks at `physicsRate` Hz, frames sample every `ticksPerFrame` ticks.
/// Time is always `Double(tick) / physicsRate`, never accumulated.
public struct SimulationClock: Sendable, Equatable, CustomStringConvertible {
    /// Physics ticks per second (Hz), ≥ 1.
    public let physicsRate: Int
    /// Frames per second (Hz), ≥ 1, dividing `physicsRate`.
    public let frameRate: Int
    /// Index K of the last frame: ⌊duration·frameRate + 1e-9⌋. Frames are k = 0 … K.
    public let lastFrame: Int

    /// - Precondition: both rates ≥ 1, `physicsRate` a multiple of `frameRate`, duration > 0.
    public init(physicsRate: Int, frameRate: Int, duration: Seconds) {
        precondition(
            physicsRate >= 1 && frameRate >= 1 && physicsRate % frameRate == 0,
            "physicsRate \(physicsRate) must be a positive multiple of frameRate \(frameRate)")
        precondition(duration > 0 && duration.isFinite, "duration \(duration) must be positive")
        self.physicsRate = physicsRate
        self.frameRate = frameRate
        self.lastFrame = SimulationClock.wholeSteps(duration, rate: frameRate)
    }

    /// Physics ticks per frame, m = physicsRate / frameRate.
    public var ticksPerFrame: Int { physicsRate / frameRate }
    /// The last physics tick, K·m.
    public var lastTick: Int { lastFrame * ticksPerFrame }
    /// One tick, 1/physicsRate s.
    public var tickDuration: Seconds { 1 / Double(physicsRate) }

    /// t = tick / physicsRate.
    @inlinable public func time(ofTick tick: Int) -> Seconds { Double(tick) / Double(physicsRate) }
    /// t_k = k / frameRate.
    @inlinable public func time(ofFrame frame: Int) -> Seconds { Double(frame) / Double(frameRate) }

    /// Whole steps of a duration at a rate: ⌊x·rate + 1e-9⌋, so 4.1 s at 60 Hz is 246, not 245.
    public static func wholeSteps(_ duration: Seconds, rate: Int) -> Int {
        let steps = (duration * Double(rate) + 1e-9).rounded(.down)
        return steps >= Double(maximumSteps) ? maximumSteps : Int(max(0, steps))
    }

    /// A gesture step's duration in ticks, rounded to the nearest whole tick (docs/scenario.md#touch).
    public func ticks(for duration: Seconds) -> Int {
        let ticks = (duration * Double(physicsRate)).rounded()
        return ticks >= Double(Self.maximumSteps) ? Self.maximumSteps : Int(max(0, ticks))
    }

    /// A cap on any step count (2⁴⁰ ≈ 1.1·10¹²), so tick arithmetic can never overflow.
    public static let maximumSteps = 1 << 40

    public var description: String {
        "SimulationClock(physics \(physicsRate) Hz, frames \(frameRate) Hz, K = \(lastFrame))"
    }
}
