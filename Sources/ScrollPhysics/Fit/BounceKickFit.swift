/// Fits the bounce spring started at the recorded release with an inward kick proportional to
/// the overscroll, with `LevenbergMarquardt`: the alternative to `BounceFit`'s lag that
/// docs/provenance.md#the-bounce-spring weighs.
///
/// The model: released at x₀ past the edge e with velocity v₀, the content follows the spring
/// m·u″ + c·u′ + k·u = 0 (m = 1, u = x − e) from u₀ = x₀ − e with velocity v₀ − β·u₀, at the
/// recording's own clock (no lag):
///
///     x(t) = e + u(t; k, c, u₀, v₀ − β·u₀)      (u(s) = u₀ for s ≤ 0).
///
/// β > 0 (1/s) starts the return inward at β·|u₀| pt/s: a view held at rest 177 pt past the
/// edge with β = 7 leaves it at 1 239 pt/s. Parameters [k, c, β], shared by every recording;
/// k is bounded to [1, 10⁵] (1/s²), c to [0, 10⁴] (1/s), β to [−10³, 10³] (1/s). The
/// Jacobian is forward differences.
public struct BounceKickFit: Sendable {
    /// The recordings, trimmed (`BounceRecording.trimmed`).
    public let recordings: [BounceRecording]

    /// A fit of `recordings` (at least one).
    public init(recordings: [BounceRecording]) {
        precondition(!recordings.isEmpty, "BounceKickFit needs ≥ 1 recording")
        self.recordings = recordings.map(\.trimmed)
    }

    /// x(t) of the model above, in points.
    ///
    /// - Parameters:
    ///   - t: seconds since the release.
    ///   - recording: supplies e, x₀ and v₀.
    ///   - stiffness: k > 0, 1/s² at unit mass.
    ///   - damping: c ≥ 0, 1/s at unit mass.
    ///   - kick: β, 1/s.
    public static func offset(
        at t: Seconds, of recording: BounceRecording, stiffness: Double, damping: Double, kick: Double
    ) -> Points {
        let u0 = recording.releaseOffset - recording.edge
        let motion = SpringMotion(
            spring: Spring(mass: 1, stiffness: stiffness, damping: damping), displacement: u0,
            velocity: recording.releaseVelocity - kick * u0)
        return recording.edge + motion.displacement(at: max(0, t))
    }

    /// The least-squares problem: one residual x(tₖ) − xₖ per frame of every recording.
    public var problem: LeastSquaresProblem {
        let recordings = recordings
        let count = recordings.reduce(0) { $0 + $1.times.count }
        let bounds = [
            ParameterBounds(lower: 1, upper: 100_000), ParameterBounds(lower: 0, upper: 10_000),
            ParameterBounds(lower: -1000, upper: 1000)
        ]
        return LeastSquaresProblem(
            parameterCount: 3, residualCount: count, bounds: bounds,
            residuals: { p, r in
                var i = 0
                for recording in recordings {
                    for (t, x) in zip(recording.times, recording.offsets) {
                        r[i] = Self.offset(at: t, of: recording, stiffness: p[0], damping: p[1], kick: p[2]) - x
                        i += 1
                    }
                }
            })
    }

    /// `BounceFit`'s start for k and c (the critically damped spring matching the half-way
    /// time), and no kick.
    public var start: [Double] {
        Array(BounceFit(recordings: recordings, lag: 0).start.prefix(2)) + [0]
    }

    /// Fits from `start` with `solver`.
    public func fit(solver: LevenbergMarquardt = LevenbergMarquardt()) -> LeastSquaresFit {
        solver.minimize(problem, from: start)
    }
}
