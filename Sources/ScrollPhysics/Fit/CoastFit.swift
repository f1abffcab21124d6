/// Fits UIKit's coast — per-millisecond decay of the velocity and a rest speed — to recorded
/// flicks, with `LevenbergMarquardt`.
///
/// The model: after the lift the velocity decays as v(t) = v₀·r^(1000·t) = v₀·e^(λt),
/// λ = 1000·ln r (1/s, r the deceleration rate per millisecond, 0 < r < 1), so
///
///     x(t) = x₀ + v₀·(e^(λt) − 1)/λ        for t < t*,
///     x(t) = x₀ + v₀·(v_s/|v₀| − 1)/λ      for t ≥ t*,   t* = ln(v_s/|v₀|)/λ,
///
/// the content resting where the speed falls to v_s (pt/s; t* = 0 when |v₀| ≤ v_s). The
/// constants r and v_s are shared by all recordings; x₀ and v₀ (pt, pt/s) are each recording's
/// own. Parameters, in order: [r, v_s, x₀⁽⁰⁾, v₀⁽⁰⁾, x₀⁽¹⁾, v₀⁽¹⁾, …]; r is bounded to
/// [0.9, 0.99999] and v_s to [0, 10⁴] pt/s. A recording that ends before the content rests
/// (`CoastRecording.showsRest` false) is fitted without the rest rule (v_s = 0 for it): it says
/// nothing about v_s, and when no recording rests the fit reports v_s not identifiable.
public struct CoastFit: Sendable {
    /// The recordings, trimmed (`CoastRecording.trimmed`).
    public let recordings: [CoastRecording]

    /// A fit of `recordings` (at least one).
    public init(recordings: [CoastRecording]) {
        precondition(!recordings.isEmpty, "CoastFit needs ≥ 1 recording")
        self.recordings = recordings.map(\.trimmed)
    }

    /// x(t) of the model above, in points; t in seconds since the lift.
    ///
    /// - Parameters:
    ///   - t: seconds since the lift (≥ 0).
    ///   - start: x₀, pt.
    ///   - velocity: v₀, pt/s.
    ///   - rate: r per millisecond, in (0, 1).
    ///   - stopSpeed: v_s ≥ 0, pt/s.
    public static func offset(
        at t: Seconds, start: Points, velocity: PointsPerSecond, rate: Double, stopSpeed: PointsPerSecond
    ) -> Points {
        let lambda = 1000 * Elementary.log(rate)
        let speed = velocity.magnitude
        guard speed > stopSpeed else { return start }
        let restTime = Elementary.log(stopSpeed / speed) / lambda
        if t >= restTime { return start + velocity * (stopSpeed / speed - 1) / lambda }
        return start + velocity * Elementary.expm1(lambda * t) / lambda
    }

    /// The model's rest instant t* (s since the lift) and place (pt) for one flick.
    public static func rest(
        start: Points, velocity: PointsPerSecond, rate: Double, stopSpeed: PointsPerSecond
    ) -> (instant: Seconds, place: Points) {
        let speed = velocity.magnitude
        guard speed > stopSpeed else { return (0, start) }
        let lambda = 1000 * Elementary.log(rate)
        let instant = Elementary.log(stopSpeed / speed) / lambda
        return (instant, start + velocity * (stopSpeed / speed - 1) / lambda)
    }

    /// ∂x/∂(r, v_s, x₀, v₀) at t, with E = e^(λt) − 1 and q = v_s/|v₀|: before t*,
    /// (v₀·(λt·(E + 1) − E)/λ²·1000/r, 0, 1, E/λ); from t* on, (−v₀·(q − 1)/λ²·1000/r,
    /// sign(v₀)/λ, 1, −1/λ); when |v₀| ≤ v_s, (0, 0, 1, 0).
    public static func gradient(
        at t: Seconds, start: Points, velocity: PointsPerSecond, rate: Double, stopSpeed: PointsPerSecond
    ) -> (rate: Double, stopSpeed: Double, start: Double, velocity: Double) {
        let lambda = 1000 * Elementary.log(rate)
        let speed = velocity.magnitude
        guard speed > stopSpeed else { return (0, 0, 1, 0) }
        let dLambda = 1000 / rate
        let restTime = Elementary.log(stopSpeed / speed) / lambda
        if t >= restTime {
            let q = stopSpeed / speed
            let sign: Double = velocity < 0 ? -1 : 1
            return (-velocity * (q - 1) / (lambda * lambda) * dLambda, sign / lambda, 1, -1 / lambda)
        }
        let e = Elementary.expm1(lambda * t)
        return (velocity * (lambda * t * (e + 1) - e) / (lambda * lambda) * dLambda, 0, 1, e / lambda)
    }

    /// The least-squares problem: one residual x(tₖ) − xₖ per frame of every recording, with
    /// the exact Jacobian (`gradient(at:…)`), at `CoastRecording.observationTimes`: a
    /// recording's first resting frame (the last one kept by `CoastRecording.trimmed`) observes
    /// the rest place x* = x(∞), not x at its time:
    /// rounded to the pixel, the content can show its final offset before the model's t*, and
    /// fitting that frame on the moving branch, where v_s has no gradient, ties v_s to which
    /// side of t* the frame falls (on the synthetic round trips of `CoastFitTests` the 90 %
    /// intervals then covered the true v_s in 306 of 400 seeds, against 362 now). The frames
    /// before it are fitted at their times, on either branch.
    public var problem: LeastSquaresProblem {
        let recordings = recordings
        let times = recordings.map(\.observationTimes)
        let count = recordings.reduce(0) { $0 + $1.times.count }
        let bounds =
            [ParameterBounds(lower: 0.9, upper: 0.99999), ParameterBounds(lower: 0, upper: 10_000)]
            + Array(repeating: ParameterBounds(), count: 2 * recordings.count)
        return LeastSquaresProblem(
            parameterCount: 2 + 2 * recordings.count, residualCount: count, bounds: bounds,
            residuals: { p, r in
                var i = 0
                for (n, recording) in recordings.enumerated() {
                    for (t, x) in zip(times[n], recording.offsets) {
                        let stopSpeed = recording.showsRest ? p[1] : 0
                        r[i] = Self.offset(at: t, start: p[2 + 2 * n], velocity: p[3 + 2 * n], rate: p[0], stopSpeed: stopSpeed) - x
                        i += 1
                    }
                }
            },
            jacobian: { p, jacobian in
                let m = count
                for k in 0..<jacobian.count { jacobian[k] = 0 }
                var i = 0
                for (n, recording) in recordings.enumerated() {
                    let stopSpeed = recording.showsRest ? p[1] : 0
                    for t in times[n] {
                        let g = Self.gradient(at: t, start: p[2 + 2 * n], velocity: p[3 + 2 * n], rate: p[0], stopSpeed: stopSpeed)
                        jacobian[i] = g.rate
                        jacobian[i + m] = recording.showsRest ? g.stopSpeed : 0
                        jacobian[i + (2 + 2 * n) * m] = g.start
                        jacobian[i + (3 + 2 * n) * m] = g.velocity
                        i += 1
                    }
                }
            })
    }

    /// A start for the solver: r = 0.998 (UIKit's `.normal`); v_s twice the largest speed over
    /// the last three frames of any recording that rests, |xₙ₋₁ − xₙ₋₄|/(tₙ₋₁ − tₙ₋₄) (in [1, 5000] pt/s),
    /// so that the model comes to rest inside every recording and the frames after its rest
    /// instant carry v_s's gradient (frames before it do not depend on v_s); v₀ the mean velocity
    /// v̄ over the first three frames carried back from their middle t_m to the lift,
    /// v₀ = v̄·e^(−λt_m), and x₀ = x₀ₖ − v̄·t₀.
    public var start: [Double] {
        let lambda = 1000 * Elementary.log(0.998)
        var finalSpeed = 0.0
        var flicks: [Double] = []
        for recording in recordings {
            let (t, x) = (recording.times, recording.offsets)
            let mean = (x[2] - x[0]) / (t[2] - t[0])
            flicks += [x[0] - mean * t[0], mean * Elementary.exp(-lambda * (t[0] + t[2]) / 2)]
            let n = t.count
            let back = max(0, n - 4)
            if recording.showsRest {
                finalSpeed = max(finalSpeed, ((x[n - 1] - x[back]) / (t[n - 1] - t[back])).magnitude)
            }
        }
        return [0.998, min(max(2 * finalSpeed, 1), 5000)] + flicks
    }

    /// `problem` with each recording's (x₀, v₀) as the local parameters of its own block
    /// (`BlockLeastSquaresProblem`): the same residuals and Jacobian, solved at a cost linear
    /// in the number of recordings. Local starts from `start`.
    public var blockProblem: BlockLeastSquaresProblem {
        let starts = start
        let blocks = recordings.enumerated().map { n, recording in
            let times = recording.observationTimes, offsets = recording.offsets, rests = recording.showsRest
            let m = times.count
            return BlockLeastSquaresProblem.Block(
                residualCount: m, start: [starts[2 + 2 * n], starts[3 + 2 * n]],
                residuals: { shared, local, r in
                    let stopSpeed = rests ? shared[1] : 0
                    for k in 0..<m {
                        r[k] =
                            Self.offset(at: times[k], start: local[0], velocity: local[1], rate: shared[0], stopSpeed: stopSpeed)
                            - offsets[k]
                    }
                },
                jacobian: { shared, local, a, b in
                    let stopSpeed = rests ? shared[1] : 0
                    for k in 0..<m {
                        let g = Self.gradient(at: times[k], start: local[0], velocity: local[1], rate: shared[0], stopSpeed: stopSpeed)
                        a[k] = g.rate
                        a[k + m] = rests ? g.stopSpeed : 0
                        b[k] = g.start
                        b[k + m] = g.velocity
                    }
                })
        }
        return BlockLeastSquaresProblem(
            sharedCount: 2, localCount: 2,
            sharedBounds: [ParameterBounds(lower: 0.9, upper: 0.99999), ParameterBounds(lower: 0, upper: 10_000)], blocks: blocks)
    }

    /// Fits `blockProblem` from `start` with `solver`: parameters [r, v_s, x₀⁽⁰⁾, v₀⁽⁰⁾, …] as
    /// `problem`'s, at a cost linear in the frames and the recordings (the whole problem's
    /// dense factorization grew as the cube of the recordings: 400 took 25 s).
    public func fit(solver: LevenbergMarquardt = LevenbergMarquardt()) -> BlockLeastSquaresFit {
        blockProblem.minimize(from: Array(start.prefix(2)), solver: solver)
    }
}
