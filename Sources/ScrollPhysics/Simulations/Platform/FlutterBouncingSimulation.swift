/// Flutter's `BouncingScrollSimulation` (`scroll.model: flutter-ios`): a friction coast
/// (drag 0.135 per second) handed over to a spring at the edge it crosses.
///
/// * Starting past an edge: a `ScrollSpringSimulation` from the position back to that
///   edge with the given velocity, from t = 0.
/// * Starting inside: a `FlutterFrictionSimulation(drag: 0.135)`. If its resting place
///   lies past the edge ahead, the crossing instant t_s = friction.time(atPosition: edge)
///   is solved exactly, and for t > t_s the spring runs from the edge with velocity
///   min(v(t_s), 5000) pt/s, on its own clock t − t_s.
///
/// Offsets grow toward later content; `velocity` is the scroll velocity.
/// The cap is Flutter's `math.min(dx, maxSpringTransferVelocity)` as published: it limits
/// flings into the trailing edge only (a negative velocity into the leading edge passes
/// uncapped, which Flutter's own "over/under scroll spring" test depends on).
///
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart`.
public struct FlutterBouncingSimulation: BallisticSimulation, CustomStringConvertible {
    /// The drag per second of the coast, "0.998^1000 ≈ 0.135" (UIScrollView `.normal`).
    public static let drag = 0.135
    /// `maxSpringTransferVelocity`, pt/s.
    public static let maxSpringTransferVelocity: PointsPerSecond = 5000

    /// The scroll extent's leading edge (pt); past it the simulation springs back. May be −∞.
    public let leadingExtent: Points
    /// The scroll extent's trailing edge (pt), ≥ `leadingExtent`; past it the simulation
    /// springs back. May be +∞.
    public let trailingExtent: Points
    /// The edge spring that takes over past an edge.
    public let spring: FlutterSpringDescription
    /// When the coast and the spring count as done (distance pt, velocity pt/s).
    public let tolerance: FlutterTolerance
    /// When the spring takes over: −∞ (from the start), a crossing time, or +∞ (never).
    public let springTime: Seconds
    private let friction: FlutterFrictionSimulation
    private let edgeSpring: FlutterSpringSimulation

    /// - Parameters:
    ///   - position: scroll offset at t = 0 (pt).
    ///   - velocity: scroll velocity at t = 0 (pt/s), finite.
    ///   - leadingExtent: the start of the scroll range (pt), ≤ trailingExtent; may be −∞.
    ///   - trailingExtent: the end of the scroll range (pt); may be +∞.
    ///   - spring: the edge spring (Flutter's default m 0.5, k 100, ζ 1.1).
    ///   - constantDeceleration: |a| pt/s² of the coast (0 for `ScrollDecelerationRate.normal`).
    ///   - tolerance: Flutter passes `toleranceFor(metrics)`; default: a 3× display.
    public init(
        position: Points, velocity: PointsPerSecond, leadingExtent: Points, trailingExtent: Points,
        spring: FlutterSpringDescription = FlutterScrollPhysics.defaultSpring,
        constantDeceleration: Double = 0,
        tolerance: FlutterTolerance = .scrollPhysicsOn3x
    ) {
        precondition(
            leadingExtent <= trailingExtent,
            "FlutterBouncingSimulation: leadingExtent \(leadingExtent) must be ≤ trailingExtent \(trailingExtent)")
        precondition(
            position.isFinite && velocity.isFinite,
            "FlutterBouncingSimulation: position \(position) and velocity \(velocity) must be finite")
        self.leadingExtent = leadingExtent
        self.trailingExtent = trailingExtent
        self.spring = spring
        self.tolerance = tolerance
        let coast = FlutterFrictionSimulation(
            drag: Self.drag, position: position, velocity: velocity,
            constantDeceleration: constantDeceleration, tolerance: tolerance)
        friction = coast
        func springTo(_ edge: Points, from start: Points, velocity: PointsPerSecond) -> FlutterSpringSimulation {
            FlutterSpringSimulation(
                spring: spring, start: start, end: edge, velocity: velocity,
                tolerance: tolerance, snap: .position)
        }
        if position < leadingExtent {
            edgeSpring = springTo(leadingExtent, from: position, velocity: velocity)
            springTime = -.infinity
        } else if position > trailingExtent {
            edgeSpring = springTo(trailingExtent, from: position, velocity: velocity)
            springTime = -.infinity
        } else {
            let finalX = coast.finalPosition
            if velocity > 0 && finalX > trailingExtent {
                let t = coast.time(atPosition: trailingExtent)
                springTime = t
                edgeSpring = springTo(
                    trailingExtent, from: trailingExtent,
                    velocity: min(coast.velocity(at: t), Self.maxSpringTransferVelocity))
            } else if velocity < 0 && finalX < leadingExtent {
                let t = coast.time(atPosition: leadingExtent)
                springTime = t
                edgeSpring = springTo(
                    leadingExtent, from: leadingExtent,
                    velocity: min(coast.velocity(at: t), Self.maxSpringTransferVelocity))
            } else {
                springTime = .infinity
                edgeSpring = springTo(position, from: position, velocity: 0)  // never used
            }
        }
    }

    /// Whether the spring governs time t, and the spring's own clock then.
    @inline(__always)
    private func springClock(_ t: Seconds) -> Seconds? {
        guard t > springTime else { return nil }
        return springTime.isFinite ? t - springTime : t
    }

    /// x(t), pt.
    public func position(at t: Seconds) -> Points {
        if let s = springClock(t) { return edgeSpring.position(at: s) }
        return friction.position(at: t)
    }

    /// dx(t), pt/s.
    public func velocity(at t: Seconds) -> PointsPerSecond {
        if let s = springClock(t) { return edgeSpring.velocity(at: s) }
        return friction.velocity(at: t)
    }

    /// The part in force at t is done (coast: |v| < tolerance; spring: at rest on its edge).
    public func isDone(at t: Seconds) -> Bool {
        if let s = springClock(t) { return edgeSpring.isDone(at: s) }
        return friction.isDone(at: t)
    }

    public var description: String {
        "FlutterBouncingSimulation(leadingExtent: \(leadingExtent), trailingExtent: \(trailingExtent), springTime: \(springTime) s)"
    }
}
