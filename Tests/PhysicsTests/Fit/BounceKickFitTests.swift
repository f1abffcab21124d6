import Foundation
import ScrollPhysics
import TestSupport
import Testing

/// `BounceKickFit`: the bounce from the recorded release with an inward kick β·|u₀| and no lag.
@Suite struct BounceKickFitTests {
    /// Exact bounces from three releases (at rest, moving out, moving in) with k 250, c 40,
    /// β 6 /s: the fit gives all three back.
    @Test func recoversTheSpringAndTheKick() {
        let releases: [(offset: Double, velocity: Double)] = [(-177, 0), (-120, -300), (-60, 150)]
        let truth = (k: 250.0, c: 40.0, kick: 6.0)
        let recordings = releases.map { release in
            let times = (1...30).map { Double($0) / 60 }
            let blank = BounceRecording(
                times: times, offsets: times.map { _ in 0 }, edge: 0, releaseOffset: release.offset, releaseVelocity: release.velocity)
            return BounceRecording(
                times: times,
                offsets: times.map { BounceKickFit.offset(at: $0, of: blank, stiffness: truth.k, damping: truth.c, kick: truth.kick) },
                edge: 0, releaseOffset: release.offset, releaseVelocity: release.velocity)
        }
        let fit = BounceKickFit(recordings: recordings).fit()
        #expect(fit.isConverged, "\(fit.stopReason)")
        #expect(isApprox(fit.parameters[0], truth.k, rel: 1e-6), "k = \(fit.parameters[0])")
        #expect(isApprox(fit.parameters[1], truth.c, rel: 1e-6), "c = \(fit.parameters[1])")
        #expect(isApprox(fit.parameters[2], truth.kick, rel: 1e-6), "β = \(fit.parameters[2])")
    }

    /// A hand-computed case: critically damped (k 100, c 20, ω 10/s) from u₀ = −100 with β 10
    /// starts at v = +1000 pt/s = −ω·u₀, so u(t) = u₀·e^(−ωt): −100·e^(−1) = −36.788 pt at 0.1 s.
    @Test func theKickedCriticalSpringIsAnExponential() {
        let recording = BounceRecording(times: [0.1, 0.2, 0.3], offsets: [0, 0, 0], edge: 0, releaseOffset: -100, releaseVelocity: 0)
        let x = BounceKickFit.offset(at: 0.1, of: recording, stiffness: 100, damping: 20, kick: 10)
        #expect(abs(x - (-100 * exp(-1))) < 1e-9, "\(x)")
    }

    /// The simulator's trace (DeviceEvidenceTests.bounceTrace), released at rest 177 pt past the
    /// edge: from the recorded release with a kick and no lag, a third of the default model's
    /// largest residual (a spring from rest with the frames 16 ms late). Measured: k 141.8,
    /// c 24.50, β 7.12 /s (1 261 pt/s inward), RMS 0.146 pt, max 0.483 pt, against 0.453 and
    /// 1.282 pt; the numbers are docs/provenance.md's.
    @Test func theSimulatorTraceFromItsReleaseWithAKick() throws {
        let fit = BounceKickFit(recordings: [DeviceEvidenceTests.bounceTrace]).fit()
        #expect(fit.isConverged, "\(fit.stopReason)")
        let (k, c, kick) = (fit.parameters[0], fit.parameters[1], fit.parameters[2])
        #expect(abs(k - 141.8) < 0.1 && abs(c - 24.50) < 0.01 && abs(kick - 7.124) < 0.01, "k \(k), c \(c), β \(kick)")
        #expect(
            abs(fit.residualMaximum - 0.483) < 0.001 && abs(fit.residualRMS - 0.146) < 0.001, "\(fit.residualMaximum), \(fit.residualRMS)")
        let lagged = BounceFit(recordings: [DeviceEvidenceTests.bounceTrace], lag: nil).fit()
        #expect(
            lagged.residualMaximum > 2.5 * fit.residualMaximum, "lagged \(lagged.residualMaximum) pt vs kicked \(fit.residualMaximum) pt")
    }
}
