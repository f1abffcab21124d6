/// `scroll.model: android`: the spline fling with Android's clamping edges, as Flutter's
/// `ClampingScrollPhysics` builds it.
///
/// * Inside the range, a fling (`AndroidFlingSimulation`) that reaches an edge stops on
///   it at the exactly solved crossing instant `edgeTime`: the offset stays on the edge,
///   velocity 0, done (Flutter's `applyBoundaryConditions` plus the ballistic activity
///   going idle; on Android the EdgeEffect absorbs `edgeVelocity`).
/// * At an edge moving outward, or slower than `tolerance.velocity`: no motion, done.
/// * Past an edge: a `ScrollSpringSimulation` (Flutter's default spring) back to it with
///   velocity min(0, v), as published.
///
/// Offsets grow toward later content; velocities are scroll velocities.
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_physics.dart`
/// (`ClampingScrollPhysics.createBallisticSimulation`, `applyBoundaryConditions`).
public struct AndroidClampingSimulation: BallisticSimulation, CustomStringConvertible {
    private enum Motion: Sendable {
        case none(Points)
        case fling(AndroidFlingSimulation, edge: Points, edgeTime: Seconds)
        case spring(FlutterSpringSimulation)
    }

    /// The scroll range's leading edge (pt): a fling stops on it; starting before it, the
    /// simulation springs back to it.
    public let leadingExtent: Points
    /// The scroll range's trailing edge (pt), ≥ `leadingExtent`: a fling stops on it;
    /// starting past it, the simulation springs back to it.
    public let trailingExtent: Points
    /// When the simulation counts as done; below `tolerance.velocity` (pt/s) a start inside
    /// the range does not fling at all.
    public let tolerance: FlutterTolerance
    private let motion: Motion

    /// - Parameters:
    ///   - position: scroll offset at t = 0 (pt), finite.
    ///   - velocity: scroll velocity at t = 0 (pt/s), finite.
    ///   - leadingExtent: the start of the scroll range (pt), ≤ trailingExtent.
    ///   - trailingExtent: the end of the scroll range (pt).
    ///   - friction: the fling's `mFlingFriction` (default 0.015).
    ///   - spring: the spring back from past an edge (Flutter's default m 0.5, k 100, ζ 1.1).
    ///   - tolerance: when the simulation counts as done; default: a 3× display.
    public init(
        position: Points, velocity: PointsPerSecond, leadingExtent: Points, trailingExtent: Points,
        friction: Double = AndroidSpline.scrollFriction,
        spring: FlutterSpringDescription = FlutterScrollPhysics.defaultSpring,
        tolerance: FlutterTolerance = .scrollPhysicsOn3x
    ) {
        precondition(
            leadingExtent <= trailingExtent,
            "AndroidClampingSimulation: leadingExtent \(leadingExtent) must be ≤ trailingExtent \(trailingExtent)")
        precondition(
            position.isFinite && velocity.isFinite,
            "AndroidClampingSimulation: position \(position) and velocity \(velocity) must be finite")
        self.leadingExtent = leadingExtent
        self.trailingExtent = trailingExtent
        self.tolerance = tolerance
        if position > trailingExtent || position < leadingExtent {
            let edge = position > trailingExtent ? trailingExtent : leadingExtent
            motion = .spring(
                FlutterSpringSimulation(
                    spring: spring, start: position, end: edge,
                    velocity: min(0, velocity), tolerance: tolerance, snap: .position))
        } else if abs(velocity) < tolerance.velocity
            || (velocity > 0 && position >= trailingExtent)
            || (velocity < 0 && position <= leadingExtent)
        {
            motion = .none(position)
        } else {
            let fling = AndroidFlingSimulation(position: position, velocity: velocity, friction: friction)
            let edge = velocity > 0 ? trailingExtent : leadingExtent
            let crosses = velocity > 0 ? fling.finalPosition > edge : fling.finalPosition < edge
            motion = .fling(fling, edge: edge, edgeTime: crosses ? fling.time(atPosition: edge) : .infinity)
        }
    }

    /// When the fling reaches an edge and stops there (s); +∞ if it rests inside or never flings.
    public var edgeTime: Seconds {
        if case let .fling(_, _, edgeTime) = motion { return edgeTime }
        return .infinity
    }

    /// The fling's velocity at `edgeTime` (what Android's EdgeEffect absorbs), pt/s; 0 without a hit.
    public var edgeVelocity: PointsPerSecond {
        if case let .fling(fling, _, edgeTime) = motion, edgeTime.isFinite { return fling.velocity(at: edgeTime) }
        return 0
    }

    /// x(t), pt.
    public func position(at t: Seconds) -> Points {
        switch motion {
        case let .none(x): return x
        case let .fling(fling, edge, edgeTime): return t >= edgeTime ? edge : fling.position(at: t)
        case let .spring(spring): return spring.position(at: t)
        }
    }

    /// dx(t), pt/s.
    public func velocity(at t: Seconds) -> PointsPerSecond {
        switch motion {
        case .none: return 0
        case let .fling(fling, _, edgeTime): return t >= edgeTime ? 0 : fling.velocity(at: t)
        case let .spring(spring): return spring.velocity(at: t)
        }
    }

    /// Done once the fling has run its duration or hit the edge, or the spring rests.
    public func isDone(at t: Seconds) -> Bool {
        switch motion {
        case .none: return true
        case let .fling(fling, _, edgeTime): return t >= edgeTime || fling.isDone(at: t)
        case let .spring(spring): return spring.isDone(at: t)
        }
    }

    public var description: String {
        "AndroidClampingSimulation(leadingExtent: \(leadingExtent), trailingExtent: \(trailingExtent), edgeTime: \(edgeTime) s)"
    }
}
