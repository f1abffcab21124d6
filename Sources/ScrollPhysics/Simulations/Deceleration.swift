/// A free coast under UIKit's deceleration: v(t) = v0·r^(1000·t) = v0·e^(λt),
/// λ = `rate.decayConstant` = 1000·ln r < 0 (DESIGN §4.4). Closed forms only.
///
/// Positions are in points, velocities in pt/s, times in seconds (t ≥ 0).
public enum Deceleration {
    /// x(t) = x0 + v0·expm1(λt)/λ, the position t seconds into a coast from x0 at v0.
    public static func position(from x0: Points, velocity v0: PointsPerSecond, rate: DecelerationRate, at t: Seconds) -> Points {
        let lambda = rate.decayConstant
        return x0 + v0 * Elementary.expm1(lambda * t) / lambda
    }

    /// v(t) = v0·e^(λt), the velocity t seconds into a coast started at v0.
    public static func velocity(_ v0: PointsPerSecond, rate: DecelerationRate, at t: Seconds) -> PointsPerSecond {
        v0 * Elementary.exp(rate.decayConstant * t)
    }

    /// x(∞) = x0 − v0/λ, where a coast from x0 at v0 comes to rest (the free resting place).
    public static func restingOffset(from x0: Points, velocity v0: PointsPerSecond, rate: DecelerationRate) -> Points {
        x0 - v0 / rate.decayConstant
    }

    /// Apple's projected distance (v0/1000)·r/(1 − r) (WWDC 2018 "Designing Fluid Interfaces").
    ///
    /// It sums the decay per millisecond, r + r² + …, and so falls short of the closed form
    /// −v0/λ by ≈ v0/2000 pt (0.100 % at r = 0.998, 0.50 % at 0.99).
    public static func appleProjection(velocity v0: PointsPerSecond, rate: DecelerationRate) -> Points {
        let r = rate.perMillisecond
        return v0 / 1000 * r / (1 - r)
    }

    /// |v|/(−λ), the distance (≥ 0, points) still to travel by a coast now moving at v.
    public static func remainingTravel(velocity v: PointsPerSecond, rate: DecelerationRate) -> Points {
        abs(v) / -rate.decayConstant
    }

    /// The time after which a coast starting at v0 has travelled `distance` (same sign as v0):
    /// t = log1p(distance·λ/v0)/λ; 0 for distance 0.
    ///
    /// Returns nil if it never does: distance of the other sign than v0 (or nonzero with v0 = 0),
    /// or |distance| ≥ |v0|/(−λ), the whole travel, which is only reached as t → ∞.
    public static func time(toTravel distance: Points, velocity v0: PointsPerSecond, rate: DecelerationRate) -> Seconds? {
        if distance == 0 { return 0 }
        guard v0 != 0, (distance > 0) == (v0 > 0) else { return nil }
        let lambda = rate.decayConstant
        let fraction = distance * lambda / v0  // in (−1, 0) when reachable
        guard fraction > -1 else { return nil }
        let t = Elementary.log1p(fraction) / lambda
        return t.isFinite ? t : nil
    }

    /// The rate r′ = exp(−v0/(1000·(target − x0))) whose free coast from x0 at v0 rests exactly
    /// at `target` (DESIGN §4.7, snapping by `decelerate`): its λ′ = −v0/(target − x0).
    ///
    /// Returns nil if v0 = 0, if `target` is not strictly ahead of x0 in the direction of v0, or if
    /// r′ is not representable in (0, 1) (a target absurdly near or far for the velocity).
    public static func rate(toRestAt target: Points, from x0: Points, velocity v0: PointsPerSecond) -> DecelerationRate? {
        let distance = target - x0
        guard v0 != 0, distance != 0, (distance > 0) == (v0 > 0) else { return nil }
        let r = Elementary.exp(-v0 / (1000 * distance))
        guard r > 0, r < 1 else { return nil }
        return DecelerationRate(perMillisecond: r)
    }
}
