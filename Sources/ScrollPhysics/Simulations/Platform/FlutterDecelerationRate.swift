/// Flutter's `ScrollDecelerationRate`: the two tunings of `BouncingScrollPhysics`.
/// `.normal` is iOS (`flutter-ios`); `.fast` is what Flutter's macOS scroll behaviour uses
/// (`flutter-macos`).
///
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_physics.dart`
/// (`BouncingScrollPhysics.frictionFactor`, `applyPhysicsToUserOffset`, `createBallisticSimulation`,
/// `maxFlingVelocity`, `spring`).
public enum FlutterDecelerationRate: String, Sendable, CaseIterable {
    /// iOS's tuning (`flutter-ios`): the 0.135 drag alone, friction scale 0.52, Flutter's
    /// default edge spring (m 0.5, k 100, ζ 1.1), maximum fling velocity 8000 pt/s.
    case normal
    /// macOS's tuning (`flutter-macos`): the 0.135 drag plus 1400 pt/s² constant deceleration,
    /// friction scale 0.26, the edge spring m 0.3, k 75, ζ 1.3, and 8× the maximum fling velocity;
    /// a drag easing back toward the range passes unresisted.
    case fast

    /// The 0.52 (normal) or 0.26 (fast) in frictionFactor = scale·(1 − overscroll/viewport)².
    public var frictionFactorScale: Double {
        switch self {
        case .normal: return 0.52
        case .fast: return 0.26
        }
    }

    /// Whether a drag easing back toward the range passes unresisted (fast only:
    /// "if (easing && decelerationRate == fast) return offset").
    public var easesWithoutResistance: Bool { self == .fast }

    /// The coast's constant deceleration |a|, pt/s²: 0 (normal) or 1400 (fast), added to the 0.135 drag.
    public var constantDeceleration: Double {
        switch self {
        case .normal: return 0
        case .fast: return 1400
        }
    }

    /// `maxFlingVelocity`, pt/s: kMaxFlingVelocity (8000), or 8 × that (64 000) for fast.
    public var maxFlingVelocity: PointsPerSecond {
        switch self {
        case .normal: return FlutterScrollPhysics.maxFlingVelocity
        case .fast: return 8 * FlutterScrollPhysics.maxFlingVelocity
        }
    }

    /// The edge spring: `ScrollPhysics._kDefaultSpring` (m 0.5, k 100, ζ 1.1) for normal,
    /// `SpringDescription.withDampingRatio(mass: 0.3, stiffness: 75, ratio: 1.3)` for fast.
    public var spring: FlutterSpringDescription {
        switch self {
        case .normal: return FlutterScrollPhysics.defaultSpring
        case .fast: return Self.fastSpring
        }
    }

    static let fastSpring = FlutterSpringDescription(mass: 0.3, stiffness: 75, dampingRatio: 1.3)
}
