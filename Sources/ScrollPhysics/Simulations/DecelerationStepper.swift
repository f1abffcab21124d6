/// One exact tick of a coast (`Deceleration`): position first with the velocity at the start
/// of the tick, x ← x − v·P·expm1(λ·dt), then v ← v·e^(λ·dt), λ = 1000·ln r, P the law's
/// projection time (`DecelerationLaw.projectionTime(_:)`). Both factors are computed once in `init`.
public struct DecelerationStepper: Sendable {
    /// The deceleration rate.
    public let rate: DecelerationRate
    /// The tick, in seconds.
    public let dt: Seconds
    /// The law (`continuous` or `perMillisecond`).
    public let law: DecelerationLaw
    // −P·expm1(λ·dt): seconds of travel at the tick's starting velocity.
    private let travelPerVelocity: Double
    // e^(λ·dt) = r^(1000·dt): the velocity kept over one tick.
    private let velocityKept: Double

    /// A stepper for `rate` under `law` (per millisecond unless given) over ticks of `dt`
    /// seconds (dt > 0, finite).
    public init(rate: DecelerationRate, dt: Seconds, law: DecelerationLaw = .perMillisecond) {
        precondition(dt.isFinite && dt > 0, "DecelerationStepper dt must be finite and > 0 s, got \(dt)")
        self.rate = rate
        self.dt = dt
        self.law = law
        let lambda = rate.decayConstant
        self.travelPerVelocity = -law.projectionTime(rate) * Elementary.expm1(lambda * dt)
        self.velocityKept = Elementary.exp(lambda * dt)
    }

    /// Advances (x in points, v in pt/s) by one tick dt in place.
    @inline(__always)
    public func step(position x: inout Points, velocity v: inout PointsPerSecond) {
        x += v * travelPerVelocity
        v *= velocityKept
    }
}
