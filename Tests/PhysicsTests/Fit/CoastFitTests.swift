import Foundation
import ScrollPhysics
import Testing
import TestSupport

@Suite struct CoastFitTests {
    /// Known, non-default constants: r = 0.9972 per ms, v_s = 22 pt/s.
    static let rate = 0.9972
    static let stopSpeed = 22.0
    static let flicks: [(start: Double, velocity: Double)] = [(0, 1800), (500, -2600), (-200, 1100)]

    /// One synthetic recording: the flick's start moved by a random fraction of a point and its
    /// release velocity by up to ±5 % (touch noise: without it every seed would round the same
    /// rest place to the same pixel, one systematic error instead of a sample), displayed frames
    /// at 60 Hz with up to ±2 ms of jitter on each frame's time (the recorded time is the true
    /// one), offsets rounded to the pixel of a 3× screen (1/3 pt), 0.5 s past the model's rest
    /// instant.
    static func recording(start: Double, velocity: Double, seed: UInt64, rounding: Bool = true) -> CoastRecording {
        var random = SplitMix64(seed: seed)
        let start = start + random.nextUnitInterval()
        let velocity = velocity * (1 + 0.1 * (random.nextUnitInterval() - 0.5))
        let rest = CoastFit.rest(start: start, velocity: velocity, rate: rate, stopSpeed: stopSpeed)
        var times: [Double] = []
        var offsets: [Double] = []
        var frame = 1
        while true {
            let t = Double(frame) / 60 + (random.nextUnitInterval() - 0.5) * 0.004
            if t > rest.instant + 0.5 { break }
            let x = CoastFit.offset(at: t, start: start, velocity: velocity, rate: rate, stopSpeed: stopSpeed)
            times.append(t)
            offsets.append(rounding ? (x * 3).rounded() / 3 : x)
            frame += 1
        }
        return CoastRecording(times: times, offsets: offsets)
    }

    @Test func modelStartsAtX0WithVelocityV0AndRestsContinuously() {
        let x0 = CoastFit.offset(at: 0, start: 7, velocity: 1000, rate: 0.998, stopSpeed: 10)
        #expect(x0 == 7, "x(0) = \(x0)")
        let h = 1e-7
        let slope = (CoastFit.offset(at: h, start: 7, velocity: 1000, rate: 0.998, stopSpeed: 10) - 7) / h
        #expect(isApprox(slope, 1000, rel: 1e-5), "x′(0) = \(slope)")
        let rest = CoastFit.rest(start: 7, velocity: 1000, rate: 0.998, stopSpeed: 10)
        // t* = ln(10/1000)/(1000·ln 0.998), x* = 7 + 1000·(0.01 − 1)/(1000·ln 0.998).
        #expect(isApprox(rest.instant, log(0.01) / (1000 * log(0.998)), rel: 1e-12), "t* = \(rest.instant)")
        #expect(isApprox(rest.place, 7 + 990 / (-1000 * log(0.998)), rel: 1e-12), "x* = \(rest.place)")
        let before = CoastFit.offset(at: rest.instant * (1 - 1e-12), start: 7, velocity: 1000, rate: 0.998, stopSpeed: 10)
        let after = CoastFit.offset(at: rest.instant + 3, start: 7, velocity: 1000, rate: 0.998, stopSpeed: 10)
        #expect(isApprox(before, rest.place, abs: 1e-6) && after == rest.place, "continuous at t*: \(before), \(after)")
    }

    /// The exact gradient agrees with central differences before and after the rest instant.
    @Test(arguments: [(0.05, 1800.0), (0.9, -2600.0), (3.0, 1100.0)])
    func gradientMatchesDifferences(t: Double, velocity: Double) {
        let (x0, r, vs) = (12.0, 0.9972, 22.0)
        let g = CoastFit.gradient(at: t, start: x0, velocity: velocity, rate: r, stopSpeed: vs)
        func x(_ r: Double, _ vs: Double, _ x0: Double, _ v0: Double) -> Double {
            CoastFit.offset(at: t, start: x0, velocity: v0, rate: r, stopSpeed: vs)
        }
        let dr = (x(r + 1e-8, vs, x0, velocity) - x(r - 1e-8, vs, x0, velocity)) / 2e-8
        let dvs = (x(r, vs + 1e-5, x0, velocity) - x(r, vs - 1e-5, x0, velocity)) / 2e-5
        let dv0 = (x(r, vs, x0, velocity + 1e-3) - x(r, vs, x0, velocity - 1e-3)) / 2e-3
        #expect(isApprox(g.rate, dr, rel: 1e-5), "∂x/∂r at t \(t): \(g.rate) vs \(dr)")
        #expect(isApprox(g.stopSpeed, dvs, abs: 1e-6, rel: 1e-5), "∂x/∂v_s at t \(t): \(g.stopSpeed) vs \(dvs)")
        #expect(g.start == 1 && isApprox(g.velocity, dv0, rel: 1e-6), "∂x/∂v₀ at t \(t): \(g.velocity) vs \(dv0)")
    }

    @Test func trimmingKeepsTheFirstRestingFrame() {
        let recording = CoastRecording(times: [0.1, 0.2, 0.3, 0.4, 0.5], offsets: [1, 2, 3, 3, 3])
        #expect(recording.trimmed.offsets == [1, 2, 3] && recording.trimmed.times == [0.1, 0.2, 0.3])
        #expect(recording.rest.instant == 0.3 && recording.rest.place == 3)
    }

    @Test func recoversTheConstantsOfExactRecordings() {
        let recordings = Self.flicks.enumerated().map {
            Self.recording(start: $1.start, velocity: $1.velocity, seed: UInt64($0), rounding: false)
        }
        let fit = CoastFit(recordings: recordings).fit()
        #expect(fit.isConverged, "\(fit.stopReason)")
        #expect(isApprox(fit.parameters[0], Self.rate, rel: 1e-9), "r = \(fit.parameters[0])")
        #expect(isApprox(fit.parameters[1], Self.stopSpeed, rel: 1e-6), "v_s = \(fit.parameters[1])")
        #expect(fit.identifiable.allSatisfy { $0 }, "pivots \(fit.shared.normalizedPivots)")
    }

    /// The block fit (each recording's x₀, v₀ eliminated) finds the whole problem's optimum and
    /// its statistics: the same parameters and standard errors as `LevenbergMarquardt` on
    /// `CoastFit.problem`, all 2 + 2·N parameters at once.
    @Test(arguments: [3, 7])
    func blockFitMatchesTheWholeProblem(seed: Int) {
        let recordings = Self.flicks.enumerated().map {
            Self.recording(start: $1.start, velocity: $1.velocity, seed: UInt64(seed * 3 + $0))
        }
        let coast = CoastFit(recordings: recordings)
        let block = coast.fit()
        let whole = LevenbergMarquardt().minimize(coast.problem, from: coast.start)
        #expect(block.isConverged && whole.isConverged && block.degreesOfFreedom == whole.degreesOfFreedom)
        for j in whole.parameters.indices {
            let scale = whole.standardErrors[j] ?? 1
            #expect(
                (block.parameters[j] - whole.parameters[j]).magnitude <= 1e-4 * scale,
                "β\(j): block \(block.parameters[j]), whole \(whole.parameters[j]) ± \(scale)")
            let (a, b) = (block.standardErrors[j] ?? .nan, whole.standardErrors[j] ?? .nan)
            #expect(isApprox(a, b, rel: 1e-4), "SE of β\(j): block \(a), whole \(b)")
        }
        #expect(isApprox(block.sharedCorrelation[0][1] ?? .nan, whole.correlation[0][1] ?? .nan, rel: 1e-4))
    }

    /// The fit's work (`operations`, a count, not a time) grows linearly with the recordings
    /// and with the frames: ×4 of either costs at most ×5. Fitted whole, the dense factorization
    /// made 4× the recordings cost ×40 here (`tunelab fit` took 25 s for 400; issue 44).
    @Test func workGrowsLinearly() {
        func recordings(_ count: Int) -> [CoastRecording] {
            (0..<count).map { k in
                let flick = Self.flicks[k % Self.flicks.count]
                return Self.recording(start: flick.start, velocity: flick.velocity, seed: UInt64(100 + k))
            }
        }
        let (few, many) = (CoastFit(recordings: recordings(6)), CoastFit(recordings: recordings(24)))
        let (a, b) = (few.fit(), many.fit())
        #expect(a.isConverged && b.isConverged)
        #expect(b.operations <= 5 * a.operations, "6 recordings: \(a.operations), 24: \(b.operations)")
        let whole = LevenbergMarquardt().minimize(many.problem, from: many.start)
        let wholeFew = LevenbergMarquardt().minimize(few.problem, from: few.start)
        #expect(whole.operations > 20 * wholeFew.operations, "the whole problem: \(wholeFew.operations) → \(whole.operations)")
        // Frames: one flick of 1 ms frames, slow enough to keep moving, n and 4n frames.
        func long(_ frames: Int) -> CoastRecording {
            let times = (1...frames).map { Double($0) * 4 / Double(frames) }
            return CoastRecording(
                times: times,
                offsets: times.map {
                    CoastFit.offset(at: $0, start: 3, velocity: 900, rate: 0.9995, stopSpeed: 0) + 0.01 * Elementary.sin(1e3 * $0)
                })
        }
        let (short, longer) = (CoastFit(recordings: [long(2_000)]).fit(), CoastFit(recordings: [long(8_000)]).fit())
        #expect(short.isConverged && longer.isConverged)
        #expect(longer.operations <= 5 * short.operations, "2 000 frames: \(short.operations), 8 000: \(longer.operations)")
    }

    /// Synthetic round trips: over 400 seeds of touch noise, jitter and pixel rounding, how
    /// often the 90 % confidence intervals β̂ ± 1.645·SE cover the true r and v_s (the issue asks
    /// ≥ 90 %). Measured: r 363, v_s 362 of 400. Before the first resting frame observed the
    /// rest place (`CoastFit.problem`), v_s was covered in 306 of 400
    /// (mean −0.11 pt/s off, SD 0.22 pt/s against 0.16 now).
    @Test func confidenceIntervalsCoverTheTruth() {
        var covered = [0, 0]
        var converged = 0
        let seeds = 400
        for seed in 0..<seeds {
            let recordings = Self.flicks.enumerated().map {
                Self.recording(start: $1.start, velocity: $1.velocity, seed: UInt64(seed * 3 + $0))
            }
            let fit = CoastFit(recordings: recordings).fit()
            if fit.isConverged { converged += 1 }
            for (j, truth) in [Self.rate, Self.stopSpeed].enumerated() {
                if let se = fit.standardErrors[j], (fit.parameters[j] - truth).magnitude <= 1.645 * se { covered[j] += 1 }
            }
        }
        #expect(converged == seeds, "\(converged) of \(seeds) fits converged")
        #expect(covered[0] * 10 >= seeds * 9 && covered[1] * 10 >= seeds * 9, "r \(covered[0]), v_s \(covered[1]) of \(seeds)")
        if let path = ProcessInfo.processInfo.environment["COAST_REPORT"] {
            try? "r covered \(covered[0])/\(seeds), v_s covered \(covered[1])/\(seeds), converged \(converged)\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// A flick recorded only until before it comes to rest says nothing about v_s.
    @Test func aRecordingThatNeverRestsLeavesTheRestSpeedNotIdentifiable() {
        let full = Self.recording(start: 0, velocity: 1800, seed: 9)
        let cut = CoastRecording(times: Array(full.times.prefix(40)), offsets: Array(full.offsets.prefix(40)))
        let fit = CoastFit(recordings: [cut]).fit()
        #expect(!cut.showsRest && full.showsRest)
        #expect(!fit.identifiable[1] && fit.standardErrors[1] == nil, "v_s: \(fit)")
        #expect(fit.identifiable[0] && fit.identifiable[2] && fit.identifiable[3], "r, x₀, v₀ identifiable: \(fit)")
    }
}
