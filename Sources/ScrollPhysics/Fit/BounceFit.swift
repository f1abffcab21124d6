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
}
