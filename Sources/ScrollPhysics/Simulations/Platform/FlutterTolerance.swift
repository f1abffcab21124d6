/// Flutter's `Tolerance`: how close two distances, times or velocities must be
/// to count as equal when a simulation decides it is done.
///
/// Source: flutter/flutter `packages/flutter/lib/src/physics/tolerance.dart`
/// (default ±0.001 for all three) and `ScrollPhysics.toleranceFor` in
/// `packages/flutter/lib/src/widgets/scroll_physics.dart` (the scroll values).
public struct FlutterTolerance: Sendable, Equatable, CustomStringConvertible {
    /// Distance tolerance, in points; > 0.
    public let distance: Points
    /// Time tolerance, in seconds; > 0.
    public let time: Seconds
    /// Velocity tolerance, in pt/s; > 0.
    public let velocity: PointsPerSecond

    /// - Parameters:
    ///   - distance: distance tolerance (pt), ≥ 0; default 0.001.
    ///   - time: time tolerance (s), ≥ 0; default 0.001.
    ///   - velocity: velocity tolerance (pt/s), ≥ 0; default 0.001.
    public init(distance: Points = 1e-3, time: Seconds = 1e-3, velocity: PointsPerSecond = 1e-3) {
        precondition(
            distance >= 0 && time >= 0 && velocity >= 0,
            "FlutterTolerance: values must be ≥ 0, got distance \(distance), time \(time), velocity \(velocity)")
        self.distance = distance
        self.time = time
        self.velocity = velocity
    }

    /// `Tolerance.defaultTolerance`: ±0.001 for distance, time and velocity.
    public static let `default` = FlutterTolerance()

    /// The tolerance Flutter's scroll physics hand to every ballistic simulation:
    /// velocity = 1 / (0.050 · dpr) pt/s, distance = 1 / dpr pt (`ScrollPhysics.toleranceFor`).
    /// - Parameter devicePixelRatio: physical pixels per point, > 0 (3 on current iPhones).
    public static func scrollPhysics(devicePixelRatio: Double) -> FlutterTolerance {
        precondition(devicePixelRatio > 0, "FlutterTolerance.scrollPhysics: devicePixelRatio must be > 0, got \(devicePixelRatio)")
        return FlutterTolerance(distance: 1 / devicePixelRatio, velocity: 1 / (0.050 * devicePixelRatio))
    }

    /// The scroll tolerance on a 3× display (iPhone): 0.333 pt, 6.67 pt/s.
    public static let scrollPhysicsOn3x = FlutterTolerance.scrollPhysics(devicePixelRatio: 3)

    public var description: String {
        "FlutterTolerance(distance: ±\(distance) pt, time: ±\(time) s, velocity: ±\(velocity) pt/s)"
    }

    /// Flutter's `nearEqual(a, b, ε)`: a ∈ (b − ε, b + ε), or a == b.
    @inlinable
    public static func nearEqual(_ a: Double, _ b: Double, _ epsilon: Double) -> Bool {
        (a > b - epsilon && a < b + epsilon) || a == b
    }

    /// Flutter's `nearZero(a, ε)`.
    @inlinable
    public static func nearZero(_ a: Double, _ epsilon: Double) -> Bool {
        nearEqual(a, 0, epsilon)
    }
}
