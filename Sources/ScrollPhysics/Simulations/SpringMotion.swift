/// Closed-form motion of a spring's displacement u = x − target from u(0) = u0, u'(0) = v0.
///
/// Solves m·u'' + c·u' + k·u = 0 exactly in all three regimes and for any mass
/// (see `SpringPropagator` for the formulas): u(0) = u0 and u'(0) = v0 to rounding.
public struct SpringMotion: Sendable {
    /// The spring driving the motion.
    public let spring: Spring
    /// u0 = x(0) − target, in points.
    public let initialDisplacement: Points
    /// v0 = x'(0), in pt/s.
    public let initialVelocity: PointsPerSecond

    /// The motion of `spring` released at displacement u0 with velocity v0.
    /// - Parameters:
    ///   - spring: the spring.
    ///   - displacement: u0 = x(0) − target in points, finite.
    ///   - velocity: v0 in pt/s, finite.
    public init(spring: Spring, displacement: Points, velocity: PointsPerSecond) {
        precondition(displacement.isFinite, "SpringMotion displacement must be finite, got \(displacement)")
        precondition(velocity.isFinite, "SpringMotion velocity must be finite, got \(velocity)")
        self.spring = spring
        self.initialDisplacement = displacement
        self.initialVelocity = velocity
    }

    /// u(t) = x(t) − target in points, for t ≥ 0 seconds.
    public func displacement(at t: Seconds) -> Points {
        let map = SpringPropagator(spring: spring, time: t)
        return map.m11 * initialDisplacement + map.m12 * initialVelocity
    }

    /// u'(t) in pt/s, for t ≥ 0 seconds.
    public func velocity(at t: Seconds) -> PointsPerSecond {
        let map = SpringPropagator(spring: spring, time: t)
        return map.m21 * initialDisplacement + map.m22 * initialVelocity
    }
}
