/// Flutter's `FrictionSimulation`: fluid drag with an optional constant deceleration.
///
/// v(t) = v0·D^t − a·t and x(t) = x0 + v0·(D^t − 1)/ln D − a·t²/2 until `finalTime`,
/// where v(finalTime) = 0 (a = `constantDeceleration`, signed like v0); after it the
/// particle rests at `finalPosition`. D = `drag` is the fraction of velocity kept per
/// second (Flutter's iOS scroll uses 0.135 ≈ 0.998^1000, UIScrollView's `.normal` rate).
///
/// Source: flutter/flutter `packages/flutter/lib/src/physics/friction_simulation.dart`.
/// Differences, all toward the exact solution: D^t − 1 is computed with `expm1`; with
/// a = 0 `finalTime` is +∞ (Flutter's fixed 10 Newton steps from 0 stop at 10/|ln D|,
/// ≈ 4.99 s for D = 0.135, and freeze the coast there); with a ≠ 0 `finalTime` and
/// `time(atPosition:)` run Newton's method from 0 to convergence, and with a = 0
/// `time(atPosition:)` uses the closed form ln(1 + ln D·(x − x0)/v0)/ln D.
public struct FlutterFrictionSimulation: BallisticSimulation, CustomStringConvertible {
    /// D, the velocity kept per second, in (0, 1).
    public let drag: Double
    /// x0, pt.
    public let startPosition: Points
    /// v0, pt/s.
    public let startVelocity: PointsPerSecond
    /// a, pt/s², signed like v0 (Flutter multiplies the given value by `v0.sign`).
    public let constantDeceleration: Double
    /// When the simulation counts as done: |v| < `tolerance.velocity` (pt/s).
    public let tolerance: FlutterTolerance
    /// The time at which v reaches 0 (+∞ without constant deceleration), s.
    public let finalTime: Seconds
    private let dragLog: Double

    /// - Parameters:
    ///   - drag: D in (0, 1), the velocity kept per second.
    ///   - position: position at t = 0 (pt).
    ///   - velocity: velocity at t = 0 (pt/s).
    ///   - constantDeceleration: |a| ≥ 0 in pt/s² (Flutter's `fast` rate uses 1400).
    ///   - tolerance: when the simulation counts as done.
    public init(
        drag: Double, position: Points, velocity: PointsPerSecond,
        constantDeceleration: Double = 0, tolerance: FlutterTolerance = .default
    ) {
        precondition(drag > 0 && drag < 1, "FlutterFrictionSimulation: drag must be in (0, 1), got \(drag)")
        precondition(
            position.isFinite && velocity.isFinite,
            "FlutterFrictionSimulation: position \(position) and velocity \(velocity) must be finite")
        precondition(
            constantDeceleration >= 0 && constantDeceleration.isFinite,
            "FlutterFrictionSimulation: constantDeceleration must be finite and ≥ 0, got \(constantDeceleration)")
        self.drag = drag
        self.dragLog = Elementary.log(drag)
        self.startPosition = position
        self.startVelocity = velocity
        let sign: Double = velocity > 0 ? 1 : (velocity < 0 ? -1 : 0)
        self.constantDeceleration = constantDeceleration * sign
        self.tolerance = tolerance
        if self.constantDeceleration == 0 {
            finalTime = .infinity
        } else {
            // v(t) is convex and decreasing in |v|: Newton from 0 climbs monotonically to the root.
            let v0 = velocity, a = self.constantDeceleration, lnD = dragLog
            var t = 0.0
            for _ in 0..<200 {
                let f = v0 * Elementary.exp(lnD * t) - a * t
                let df = v0 * lnD * Elementary.exp(lnD * t) - a
                let next = t - f / df
                if !(next.isFinite) { break }
                let done = abs(next - t) <= 1e-13 * max(1, next)
                t = next
                if done { break }
            }
            finalTime = t
        }
    }

    /// `FrictionSimulation.through`: the drag for which x and v pass from
    /// (x0, v0) to (x1, v1): D = e^((v0 − v1)/(x0 − x1)), velocity tolerance |v1|.
    public static func through(
        startPosition: Points, endPosition: Points,
        startVelocity: PointsPerSecond, endVelocity: PointsPerSecond
    ) -> FlutterFrictionSimulation {
        precondition(startPosition != endPosition, "FlutterFrictionSimulation.through: positions must differ, both \(startPosition)")
        let drag = Elementary.exp((startVelocity - endVelocity) / (startPosition - endPosition))
        return FlutterFrictionSimulation(
            drag: drag, position: startPosition, velocity: startVelocity,
            tolerance: FlutterTolerance(velocity: abs(endVelocity)))
    }

    private func rawPosition(_ t: Seconds) -> Points {
        startPosition + startVelocity * Elementary.expm1(dragLog * t) / dragLog - constantDeceleration / 2 * t * t
    }

    /// x(t), pt; `finalPosition` after `finalTime`.
    public func position(at t: Seconds) -> Points {
        t > finalTime ? finalPosition : rawPosition(t)
    }

    /// v(t), pt/s; 0 after `finalTime`.
    public func velocity(at t: Seconds) -> PointsPerSecond {
        t > finalTime ? 0 : startVelocity * Elementary.exp(dragLog * t) - constantDeceleration * t
    }

    /// Where the particle comes to rest: x0 − v0/ln D without constant deceleration, else x(finalTime).
    public var finalPosition: Points {
        constantDeceleration == 0 ? startPosition - startVelocity / dragLog : rawPosition(finalTime)
    }

    /// The time at which x(t) = x, s; +∞ if the particle never gets there.
    public func time(atPosition x: Points) -> Seconds {
        if x == startPosition { return 0 }
        let finalX = finalPosition
        if startVelocity == 0 || (startVelocity > 0 ? (x < startPosition || x > finalX) : (x > startPosition || x < finalX)) {
            return .infinity
        }
        if constantDeceleration == 0 {
            return Elementary.log1p(dragLog * (x - startPosition) / startVelocity) / dragLog
        }
        // x(t) − x is concave in the direction of travel: Newton from 0 stays short of the root.
        var t = 0.0
        for _ in 0..<200 {
            let df = velocity(at: t)
            if df == 0 { break }
            let next = min(t - (rawPosition(t) - x) / df, finalTime)
            let done = abs(next - t) <= 1e-13 * max(1, next)
            t = next
            if done { break }
        }
        return t
    }

    /// Done when |v(t)| < tolerance.velocity.
    public func isDone(at t: Seconds) -> Bool { abs(velocity(at: t)) < tolerance.velocity }

    public var description: String {
        "FlutterFrictionSimulation(drag: \(drag), x0: \(startPosition) pt, v0: \(startVelocity) pt/s, a: \(constantDeceleration) pt/s²)"
    }
}
