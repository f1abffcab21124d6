/// Fits the bounce-back spring — stiffness k and damping c at unit mass — to recorded returns
/// from past an edge, with `LevenbergMarquardt`.
///
/// The model: released at x₀ past the edge e with velocity v₀, the content follows the spring
/// m·u″ + c·u′ + k·u = 0, u = x − e, m = 1 (only k/m and c/m shape the motion, so m is not a
/// parameter), in closed form (`SpringMotion`):
///
///     x(t) = e + u(t + τ; k, c, u₀ = x₀ − e, v₀)      (u(s) = u₀ for s ≤ 0),
///
/// τ the recording's lag in seconds: how far the shown frames run ahead of the release's
/// timestamp (a frame is stamped when it is shown, the release when its touch was). The
/// parameters are [k, c], and τ third when it is fitted (`fitsLag`); k is bounded to
/// [1, 10⁵] (1/s²), c to [0, 10⁴] (1/s), τ to [−0.1, 0.1] s. The Jacobian is forward
/// differences.
public struct BounceFit: Sendable {
    /// The recordings, trimmed (`BounceRecording.trimmed`), sharing k and c (and τ when it is
    /// fitted).
    public let recordings: [BounceRecording]
    /// τ in seconds when it is held, or nil when it is the third parameter.
    public let lag: Seconds?

    /// A fit of `recordings` (at least one) with the lag held at `lag` seconds, or fitted when
    /// `lag` is nil.
    public init(recordings: [BounceRecording], lag: Seconds? = 0) {
        precondition(!recordings.isEmpty, "BounceFit needs ≥ 1 recording")
        self.recordings = recordings.map(\.trimmed)
        self.lag = lag
    }

    /// True when τ is a parameter.
    public var fitsLag: Bool { lag == nil }

    /// x(t) of the model above, in points.
    ///
    /// - Parameters:
    ///   - t: seconds since the release.
    ///   - recording: supplies e, x₀ and v₀.
    ///   - stiffness: k > 0, 1/s² at unit mass.
    ///   - damping: c ≥ 0, 1/s at unit mass.
    ///   - lag: τ, seconds.
    public static func offset(
        at t: Seconds, of recording: BounceRecording, stiffness: Double, damping: Double, lag: Seconds
    ) -> Points {
        let motion = SpringMotion(
            spring: Spring(mass: 1, stiffness: stiffness, damping: damping),
            displacement: recording.releaseOffset - recording.edge, velocity: recording.releaseVelocity)
        return recording.edge + motion.displacement(at: max(0, t + lag))
    }

    /// The least-squares problem: one residual x(tₖ) − xₖ per frame of every recording.
    public var problem: LeastSquaresProblem {
        let recordings = recordings
        let heldLag = lag
        let count = recordings.reduce(0) { $0 + $1.times.count }
        let bounds =
            [ParameterBounds(lower: 1, upper: 100_000), ParameterBounds(lower: 0, upper: 10_000)]
            + (fitsLag ? [ParameterBounds(lower: -0.1, upper: 0.1)] : [])
        return LeastSquaresProblem(
            parameterCount: bounds.count, residualCount: count, bounds: bounds,
            residuals: { p, r in
                let lag = heldLag ?? p[2]
                var i = 0
                for recording in recordings {
                    for (t, x) in zip(recording.times, recording.offsets) {
                        r[i] = Self.offset(at: t, of: recording, stiffness: p[0], damping: p[1], lag: lag) - x
                        i += 1
                    }
                }
            })
    }

    /// A start for the solver: the critically damped spring whose e-folding matches the first
    /// recording's half-way time. With u falling from u₀ to u₀/2 at t½ (the first frame at or
    /// past half the way back, τ excluded), a critically damped spring from rest has
    /// ω₀·t½ ≈ 1.678, so k = ω₀², c = 2ω₀ (clamped into the bounds); τ starts at 0.
    public var start: [Double] {
        let recording = recordings[0]
        let u0 = recording.releaseOffset - recording.edge
        var half = recording.times[recording.times.count - 1]
        for (t, x) in zip(recording.times, recording.offsets) where abs(x - recording.edge) <= abs(u0) / 2 {
            half = t
            break
        }
        let omega = min(max(1.678 / max(half, 1e-3), 1), 300)
        return [omega * omega, 2 * omega] + (fitsLag ? [0] : [])
    }

    /// Fits from `start` with `solver`.
    public func fit(solver: LevenbergMarquardt = LevenbergMarquardt()) -> LeastSquaresFit {
        solver.minimize(problem, from: start)
    }

    /// x(t) = e + u(t + τ) of a spring released at u₀ = `start` − e with velocity `velocity`
    /// (pt, pt/s): the model with the release state given, not the recording's.
    public static func offset(
        at t: Seconds, edge: Points, start: Points, velocity: PointsPerSecond, stiffness: Double, damping: Double, lag: Seconds
    ) -> Points {
        let motion = SpringMotion(
            spring: Spring(mass: 1, stiffness: stiffness, damping: damping), displacement: start - edge, velocity: velocity)
        return edge + motion.displacement(at: max(0, t + lag))
    }

    /// The fit with the release state free: k and c shared, each recording's release offset x₀
    /// and velocity v₀ its own (`BlockLeastSquaresProblem`), τ held at `lag` (0 when it was to be
    /// fitted: with the release state free, a lag only moves the state along the spring's own
    /// path, so it cannot be told apart from x₀ and v₀). For recordings whose release the clock
    /// does not pin (a display link's first frame, a release velocity UIKit did not report), this
    /// is the spring the frames themselves support. Parameters [k, c, x₀⁽⁰⁾, v₀⁽⁰⁾, …]; x depends
    /// linearly on (x₀, v₀), so their Jacobian columns are the spring's two basis motions; k and c
    /// by forward differences.
    public var releaseFreeProblem: BlockLeastSquaresProblem {
        let lag = self.lag ?? 0
        let blocks = recordings.map { recording in
            let times = recording.times, offsets = recording.offsets, edge = recording.edge
            let m = times.count
            func x(_ shared: [Double], _ local: [Double], _ k: Int) -> Double {
                Self.offset(
                    at: times[k], edge: edge, start: local[0], velocity: local[1], stiffness: shared[0], damping: shared[1], lag: lag)
            }
            return BlockLeastSquaresProblem.Block(
                residualCount: m, start: [recording.releaseOffset, recording.releaseVelocity],
                residuals: { shared, local, r in
                    for k in 0..<m { r[k] = x(shared, local, k) - offsets[k] }
                },
                jacobian: { shared, local, a, b in
                    let spring = Spring(mass: 1, stiffness: shared[0], damping: shared[1])
                    let unitOffset = SpringMotion(spring: spring, displacement: 1, velocity: 0)
                    let unitVelocity = SpringMotion(spring: spring, displacement: 0, velocity: 1)
                    let eps = Double.ulpOfOne.squareRoot()
                    let hk = eps * shared[0], hc = eps * max(shared[1], 1)
                    for k in 0..<m {
                        let s = max(0, times[k] + lag)
                        b[k] = unitOffset.displacement(at: s)
                        b[k + m] = unitVelocity.displacement(at: s)
                        let base = x(shared, local, k)
                        a[k] = (x([shared[0] + hk, shared[1]], local, k) - base) / hk
                        a[k + m] = (x([shared[0], shared[1] + hc], local, k) - base) / hc
                    }
                })
        }
        return BlockLeastSquaresProblem(
            sharedCount: 2, localCount: 2,
            sharedBounds: [ParameterBounds(lower: 1, upper: 100_000), ParameterBounds(lower: 0, upper: 10_000)],
            blocks: blocks)
    }

    /// Fits `releaseFreeProblem` with `solver`.
    public func fitReleaseFree(solver: LevenbergMarquardt = LevenbergMarquardt()) -> BlockLeastSquaresFit {
        releaseFreeProblem.minimize(from: Array(start.prefix(2)), solver: solver)
    }
}
