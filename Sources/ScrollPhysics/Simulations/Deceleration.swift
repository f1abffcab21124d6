/// A free coast under UIKit's deceleration, decaying per millisecond: the velocity keeps r each
/// millisecond, v(t) = v0·r^(1000·t) = v0·e^(λt), λ = `rate.decayConstant` = 1000·ln r < 0, and
/// the offset moves each millisecond by that millisecond's velocity, so a coast that never
/// stopped would travel v0/1000·(r + r² + …) = v0·T, T = `rate.projectionTime` =
/// r/(1000·(1 − r)) s — Apple's projection (WWDC 2018 "Designing Fluid Interfaces").
/// Between milliseconds the sum is interpolated by its closed form
/// x(t) = x0 + κ·v0·expm1(λt)/λ = x0 − v0·T·expm1(λt), κ = r·(−ln r)/(1 − r) (0.999 at 0.998).
/// That is the `perMillisecond` law; under `DecelerationLaw.continuous` (the default of
/// `ScrollConfiguration`) T is replaced by P = −1/λ, x(t) = x0 + v0·expm1(λt)/λ: every function
/// here takes the law (`law`, per millisecond unless given) and uses its P for T.
/// The coast stops when |v| falls below the stop speed s (`scroll.stopSpeed`, by default
/// `stopSpeed`). Calibrated on the recorded flicks in
/// experiments/device/ (docs/provenance.md). Closed forms only.
///
/// Positions are in points, velocities in pt/s, times in seconds (t ≥ 0).
public enum Deceleration {
    /// 10 pt/s, the default stop speed s: a coast stops at the first instant its velocity v (not
    /// κ·v) is below s.
    /// Measured: it puts the recorded `UIScrollView` flicks' rest within 0.2 pt and 20 ms
    /// (experiments/device/uikit-flicks.csv).
    public static let stopSpeed: PointsPerSecond = 10

    /// x(t) = x0 − v0·T·expm1(λt) (= x0 + κ·v0·expm1(λt)/λ), the position t seconds into a coast
    /// from x0 at v0, ignoring the stop.
    public static func position(
        from x0: Points, velocity v0: PointsPerSecond, rate: DecelerationRate, law: DecelerationLaw = .perMillisecond, at t: Seconds
    ) -> Points {
        x0 - v0 * law.projectionTime(rate) * Elementary.expm1(rate.decayConstant * t)
    }

    /// v(t) = v0·e^(λt), UIKit's velocity t seconds into a coast started at v0 (the offset's
    /// rate of change is κ·v(t)).
    public static func velocity(_ v0: PointsPerSecond, rate: DecelerationRate, at t: Seconds) -> PointsPerSecond {
        v0 * Elementary.exp(rate.decayConstant * t)
    }

    /// Where a coast from x0 at v0 stops: x0 + sign(v0)·(|v0| − s)·T once |v| reaches
    /// the stop speed s (pt/s, > 0); x0 when |v0| ≤ s.
    public static func restingOffset(
        from x0: Points, velocity v0: PointsPerSecond, rate: DecelerationRate, law: DecelerationLaw = .perMillisecond,
        stopSpeed: PointsPerSecond = stopSpeed
    ) -> Points {
        let travel = remainingTravel(velocity: v0, rate: rate, law: law, stopSpeed: stopSpeed)
        return v0 < 0 ? x0 - travel : x0 + travel
    }

    /// ln(s/|v0|)/λ, the time a coast from v0 takes to stop at the stop speed s (pt/s, > 0); 0
    /// when |v0| ≤ s.
    public static func restTime(velocity v0: PointsPerSecond, rate: DecelerationRate, stopSpeed: PointsPerSecond = stopSpeed) -> Seconds {
        abs(v0) > stopSpeed ? Elementary.log(stopSpeed / abs(v0)) / rate.decayConstant : 0
    }

    /// Apple's projected distance v0·T = (v0/1000)·r/(1 − r) (WWDC 2018 "Designing Fluid
    /// Interfaces"): the travel of a coast that never stopped.
    public static func appleProjection(velocity v0: PointsPerSecond, rate: DecelerationRate) -> Points {
        v0 * rate.projectionTime
    }

    /// (|v| − s)·T, the distance (≥ 0, points) a coast now moving at v still travels before it
    /// stops at the stop speed s (pt/s, > 0); 0 when |v| ≤ s.
    public static func remainingTravel(
        velocity v: PointsPerSecond, rate: DecelerationRate, law: DecelerationLaw = .perMillisecond, stopSpeed: PointsPerSecond = stopSpeed
    ) -> Points {
        max(abs(v) - stopSpeed, 0) * law.projectionTime(rate)
    }

    /// The time after which a coast starting at v0 has travelled `distance` (same sign as v0),
    /// ignoring the stop: t = log1p(−distance/(v0·T))/λ; 0 for distance 0.
    ///
    /// Returns nil if it never does: distance of the other sign than v0 (or nonzero with v0 = 0),
    /// or |distance| ≥ |v0|·T, Apple's projection, only reached as t → ∞.
    public static func time(
        toTravel distance: Points, velocity v0: PointsPerSecond, rate: DecelerationRate, law: DecelerationLaw = .perMillisecond
    ) -> Seconds? {
        if distance == 0 { return 0 }
        guard v0 != 0, (distance > 0) == (v0 > 0) else { return nil }
        let fraction = -distance / (v0 * law.projectionTime(rate))  // in (−1, 0) when reachable
        guard fraction > -1 else { return nil }
        let t = Elementary.log1p(fraction) / rate.decayConstant
        return t.isFinite ? t : nil
    }

    /// The rate r′ whose coast from x0 at v0 stops exactly at `target` (snapping by
    /// `decelerate`), with q = 1000·|target − x0|/(|v0| − s) ms: per millisecond r′ = q/(1 + q),
    /// continuous r′ = e^(−1/q); either way the law's P′ = q/1000 s makes (|v0| − s)·P′ the
    /// distance.
    ///
    /// Returns nil if |v0| ≤ s, the stop speed (pt/s, > 0; no coast to shape), if `target` is not strictly
    /// ahead of x0 in the direction of v0, or if r′ is not representable in (0, 1) (a target
    /// absurdly near or far for the velocity).
    public static func rate(
        toRestAt target: Points, from x0: Points, velocity v0: PointsPerSecond, law: DecelerationLaw = .perMillisecond,
        stopSpeed: PointsPerSecond = stopSpeed
    ) -> DecelerationRate? {
        let distance = target - x0
        guard abs(v0) > stopSpeed, distance != 0, (distance > 0) == (v0 > 0) else { return nil }
        let q = 1000 * abs(distance) / (abs(v0) - stopSpeed)
        let r = law == .perMillisecond ? q / (1 + q) : Elementary.exp(-1 / q)
        guard q.isFinite, r > 0, r < 1 else { return nil }
        return DecelerationRate(perMillisecond: r)
    }
}
