/// Estimates the finger velocity (pt/s, touch space) at a release from the touch
/// samples of the current touch (docs/scenario.md#touch). A fixed ring of the newest 20
/// samples: adding a sample or estimating allocates nothing.
public struct VelocityEstimator: Sendable {
    /// Samples further back than this from the newest one are not fitted (s).
    public static let horizon: Seconds = 0.100
    /// A gap longer than this between consecutive samples ends the fitting window (s).
    public static let maximumGap: Seconds = 0.040
    /// A release this long (s) or longer after the newest sample has no fling: velocity 0.
    public static let staleAfter: Seconds = 0.100
    /// The most samples `lsq2` fits.
    public static let capacity = 20

    /// The estimation rule.
    public let kind: VelocityEstimatorKind
    private var times: [Seconds]
    private var positions: [Points]
    private var newest = -1  // slot of the newest sample
    private var count = 0

    /// An estimator with no samples yet.
    public init(kind: VelocityEstimatorKind) {
        self.kind = kind
        times = Array(repeating: 0, count: Self.capacity)
        positions = Array(repeating: 0, count: Self.capacity)
    }

    /// Forgets every sample (a new touch starts).
    public mutating func reset() { newest = -1; count = 0 }

    /// Adds a sample at time `t` (s, non-decreasing) with finger translation `position` (pt).
    public mutating func add(time t: Seconds, position: Points) {
        newest = (newest + 1) % Self.capacity
        times[newest] = t
        positions[newest] = position
        count = min(count + 1, Self.capacity)
    }

    /// Number of samples held (at most `capacity`).
    public var sampleCount: Int { count }

    /// The finger velocity at a release at time `t`: 0 when the newest sample is
    /// `staleAfter` or older (or there is none), otherwise the estimator's value.
    public func velocity(atRelease t: Seconds) -> PointsPerSecond {
        // The 1e-9 s slack absorbs rounding in t − t_newest (0.5 − 0.4 < 0.1 in binary).
        guard count > 0, t - times[newest] < Self.staleAfter - 1e-9 else { return 0 }
        switch kind {
        case .lsq2: return leastSquaresVelocity()
        case .ios: return iosVelocity()
        case .lastTwo: return pairVelocity(back: 0)
        }
    }

    /// Slot of the sample `back` places behind the newest.
    @inline(__always) private func slot(_ back: Int) -> Int {
        (newest - back + Self.capacity) % Self.capacity
    }

    /// v(−back) = (p_j − p_{j−1}) / (t_j − t_{j−1}) for the pair ending `back` samples before
    /// the newest; 0 when that pair does not exist or spans no time.
    private func pairVelocity(back: Int) -> PointsPerSecond {
        guard back + 1 < count else { return 0 }
        let end = slot(back), start = slot(back + 1)
        let dt = times[end] - times[start]
        return dt > 0 ? (positions[end] - positions[start]) / dt : 0
    }

    /// 0.6·v(−2) + 0.35·v(−1) + 0.05·v(0); pairs that do not exist count as 0, as in Flutter.
    private func iosVelocity() -> PointsPerSecond {
        0.6 * pairVelocity(back: 2) + 0.35 * pairVelocity(back: 1) + 0.05 * pairVelocity(back: 0)
    }

    /// Slope at the newest sample of the least-squares fit p ≈ a + b·τ + c·τ², τ = t − t_newest,
    /// over the newest samples with τ ≥ −horizon, stopping at a gap > maximumGap (at most 20,
    /// at least 3; fewer falls back to last-two). Solved by Cramer's rule on the normal equations.
    private func leastSquaresVelocity() -> PointsPerSecond {
        let tNewest = times[newest]
        var used = 1
        while used < count {
            let s = slot(used), later = slot(used - 1)
            if tNewest - times[s] > Self.horizon || times[later] - times[s] > Self.maximumGap { break }
            used += 1
        }
        guard used >= 3 else { return pairVelocity(back: 0) }
        // Sums of τ^k and p·τ^k in a fixed order (newest first).
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, p0 = 0.0, p1 = 0.0, p2 = 0.0
        let pNewest = positions[newest]
        for back in 0..<used {
            let j = slot(back)
            let tau = (times[j] - tNewest) / Self.horizon  // scaled to order 1 for conditioning
            let p = positions[j] - pNewest
            let tau2 = tau * tau
            s0 += 1; s1 += tau; s2 += tau2; s3 += tau2 * tau; s4 += tau2 * tau2
            p0 += p; p1 += p * tau; p2 += p * tau2
        }
        // | s0 s1 s2 | |a|   |p0|
        // | s1 s2 s3 | |b| = |p1|
        // | s2 s3 s4 | |c|   |p2|
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        guard det != 0, det.isFinite else { return pairVelocity(back: 0) }
        let detB = s0 * (p1 * s4 - s3 * p2) - p0 * (s1 * s4 - s3 * s2) + s2 * (s1 * p2 - p1 * s2)
        let b = detB / det / Self.horizon
        return b.isFinite ? b : pairVelocity(back: 0)
    }
}
