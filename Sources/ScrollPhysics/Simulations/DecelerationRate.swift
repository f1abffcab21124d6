/// UIKit's deceleration rate: the factor r the scroll velocity keeps per millisecond
/// (`UIScrollView.DecelerationRate`), so v(t) = v0·r^(1000·t); see `Deceleration` for the coast.
public struct DecelerationRate: Sendable, Equatable, CustomStringConvertible {
    /// r, the velocity kept per millisecond; 0 < r < 1.
    public let perMillisecond: Double
    // λ, kept so hot paths need no log.
    private let lambda: Double
    // T = r/(1000·(1 − r)), kept for the same reason (1 − r is exact for r in [0.5, 1)).
    private let projection: Double

    /// A rate keeping `perMillisecond` (0 < r < 1) of the velocity each millisecond.
    public init(perMillisecond: Double) {
        precondition(perMillisecond > 0 && perMillisecond < 1, "DecelerationRate must be in (0, 1), got \(perMillisecond)")
        self.perMillisecond = perMillisecond
        self.lambda = 1000 * Elementary.log(perMillisecond)
        self.projection = perMillisecond / (1000 * (1 - perMillisecond))
    }

    /// 0.998, `UIScrollView.DecelerationRate.normal`.
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// 0.99, `UIScrollView.DecelerationRate.fast`.
    public static let fast = DecelerationRate(perMillisecond: 0.99)

    /// λ = 1000·ln r, the continuous decay constant in 1/s (negative): v(t) = v0·e^(λt).
    public var decayConstant: Double { lambda }

    /// T = r/(1000·(1 − r)) s, the travel per unit of release velocity of a coast that never
    /// stops (Apple's projection v0·T; 0.499 s at 0.998, 0.099 s at 0.99).
    public var projectionTime: Seconds { projection }

    /// `DecelerationRate(r: 0.998/ms, λ: -2.002… 1/s)`.
    public var description: String {
        "DecelerationRate(r: \(perMillisecond)/ms, λ: \(lambda) 1/s)"
    }
}
