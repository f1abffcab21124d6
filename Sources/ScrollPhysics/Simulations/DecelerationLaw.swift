/// How UIKit's coast turns the rate r (per millisecond) into motion (`scroll.decelerationLaw`).
/// Both laws keep v(t) = v0·r^(1000·t) = v0·e^(λt), λ = 1000·ln r, and stop at the stop speed;
/// they differ in how far the offset moves for that velocity, x(t) = x0 − v0·P·expm1(λt), by the
/// projection time P (`projectionTime(_:)`):
///
/// * `continuous`: the offset integrates the velocity, x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r),
///   P = −1/λ. Today's iOS: the iOS 26.5 simulator's `targetContentOffset`s and a 2020 recording
///   of a native flick follow it (docs/provenance.md). The default.
/// * `perMillisecond`: the offset moves each millisecond by that millisecond's velocity,
///   P = r/(1000·(1 − r)) = Apple's projection time (WWDC 2018), κ = −λ·P ≈ 0.999 at 0.998 of
///   the continuous travel. The 2013 device logs (Stack Overflow 16155375) follow it.
///
/// The two differ by about v0/2000 pt of travel at 0.998 (2 pt for a 4 000 pt/s flick).
public enum DecelerationLaw: String, Sendable, CaseIterable {
    /// x(t) = x0 + v0·expm1(λt)/λ: today's iOS (the default).
    case continuous
    /// x(t) = x0 − v0·T·expm1(λt), T = r/(1000·(1 − r)): iOS of 2013.
    case perMillisecond

    /// P, the travel per unit of velocity of a coast that never stops (seconds, > 0): −1/λ
    /// for `continuous`, r/(1000·(1 − r)) for `perMillisecond` (`DecelerationRate.projectionTime`).
    public func projectionTime(_ rate: DecelerationRate) -> Seconds {
        switch self {
        case .continuous: -1 / rate.decayConstant
        case .perMillisecond: rate.projectionTime
        }
    }
}
